import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MB and ~300 ms a hash on these 2-core
// machines; 2^15 keeps a login near 60 ms and 32 MB while still far beyond brute force on a leak.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions
const KEY_LENGTH = 64

let hashParams: typeof PARAMS = PARAMS

/**
 * For the tests only (tests/password-cost.ts, and the browser tests' server in e2e/serve.ts): the
 * API tests' thousands of factory rows and sign-ins spent over half the suite's time in scrypt.
 * Hashes record their cost, so a cheap hash still verifies; password.test.ts checks that a server
 * process hashes and verifies at PARAMS.
 */
export const lowerHashCostForTests = (N: number) => {
  hashParams = { ...PARAMS, N }
}

const derive = (password: string, salt: Buffer, params: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** `scrypt$N$r$p$salt$hash`, base64 parts; the parameters travel with the hash so they can be raised later. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, hashParams)
  return [
    'scrypt',
    hashParams.N,
    hashParams.r,
    hashParams.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Spent on logins for unknown accounts, so timing does not tell which usernames exist. */
let dummyHash: Promise<string> | undefined
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(password, await dummyHash)
}
