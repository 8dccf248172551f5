import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../../../scripts/lib/server-process'
import { openSqlite } from '../../db/database'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const ADMIN = { username: 'cost-admin', password: 'cost-admin-password-1' }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

// The other tests hash cheaply (tests/password-cost.ts); this one holds the server itself to the
// production cost, and proves such a hash still verifies within the memory limit scrypt is given.
describe('password hashing in a server process', () => {
  let server: ServerProcess | undefined
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-password-cost-'))
  afterEach(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores the first admin at N=2^15, r=8, p=1 and signs them in with it', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    server = await startServerProcess({
      entry: path.join(ROOT, 'tests/server-entry.ts'),
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      readyUrl: `${base}/api/health`,
      readyWithinMs: 60_000,
    })
    const login = (password: string) =>
      fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.username, password }),
      })
    expect((await login(ADMIN.password)).status).toBe(200)
    expect((await login('not-the-password')).status).toBe(401)

    const handle = openSqlite(path.join(dataDir, 'hearth.db'))
    const admin = await handle.db
      .selectFrom('admins')
      .select('password_hash')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow()
    await handle.close()
    expect(admin.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[^$]+\$[^$]+$/)
  })
})
