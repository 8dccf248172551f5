import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/*
 * The secrets check over a browser-test run's server log: no session token,
 * invite token, password or authorization/cookie header value may appear in any line.
 */

/** Session and invite tokens are 32 random bytes in base64url: 43 characters (session-token.ts). */
const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g
const HEADER_VALUE = /"(authorization|cookie|set-cookie)"\s*:\s*"(?!\[redacted\]")/i
const BEARER = /\bbearer\s+[A-Za-z0-9_-]{16,}/i
const SESSION_COOKIE = /hearth_(admin|tenant)_session=[^;"\s]/

export type KnownSecrets = {
  /** Passwords used in the run, by a name for the report. */
  passwords: Map<string, string>
  /** SHA-256 (hex) of every token the run issued that is still on record, and what it was. */
  tokenHashes: Map<string, string>
}

export type Finding = { line: number; what: string; text: string }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export const findSecrets = (lines: string[], known: KnownSecrets): Finding[] => {
  const findings: Finding[] = []
  lines.forEach((text, index) => {
    const found = (what: string) => findings.push({ line: index + 1, what, text })
    for (const [name, password] of known.passwords)
      if (text.includes(password)) found(`the password ${name}`)
    for (const [candidate] of text.matchAll(TOKEN_SHAPE)) {
      found(
        known.tokenHashes.get(sha256(candidate)) ??
          'a token-shaped value (43 base64url characters)',
      )
    }
    if (HEADER_VALUE.test(text)) found('an authorization or cookie header value')
    if (BEARER.test(text)) found('a bearer token')
    if (SESSION_COOKIE.test(text)) found('a session cookie value')
  })
  return findings
}

/** Pino's request lines: the proof that the log holds the traffic the check is meant to read. */
export const requestLines = (lines: string[]) =>
  lines.filter((line) => {
    try {
      return typeof (JSON.parse(line) as { req?: { url?: unknown } }).req?.url === 'string'
    } catch {
      return false
    }
  })

const PASSWORD_LITERALS = [
  // password: 'x', password = 'x', ADMIN_PASSWORD: 'x'
  /password\w*['"]?\s*[:=]\s*(['"`])([^'"`\s$]{6,})\1/gi,
  // getByLabel('New password').fill('x')
  /password[^)]*\)\s*\.fill\(\s*(['"`])([^'"`\s$]{6,})\1/gi,
  // a literal that names itself: 'admin-password-123', 'not-the-password'
  /(['"`])([\w-]*password[\w-]*-[\w-]*|[\w-]*-[\w-]*password[\w-]*)\1/gi,
]

/**
 * Every password the browser tests type or send, read from their sources: the specs, their
 * fixtures and helpers, and the factories they call. A new spec's password is covered as long as
 * it is written as a literal next to the word "password".
 */
export const passwordsInSources = (files: string[]): Map<string, string> => {
  const passwords = new Map<string, string>()
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8')
    for (const pattern of PASSWORD_LITERALS) {
      for (const match of source.matchAll(pattern)) {
        const value = match[2] ?? ''
        if (!passwords.has(value)) passwords.set(value, `"${value}" (${path.basename(file)})`)
      }
    }
  }
  return new Map([...passwords].map(([value, name]) => [name, value]))
}
