import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { loggerOptions, redactUrl } from '../../src/server/http/logger'
import { insertAdmin, insertTenant } from '../factories'
import { openTestDatabase, testDialects, type TestDatabase } from '../test-database'

/*
 * No token or password in any log line: the server's own logger
 * options, fed every kind of secret a request can carry, write none of them.
 */

const sink = () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, stream }
}

describe('redactUrl', () => {
  it.each([
    ['/invite/abcDEF123_-xyz', '/invite/[redacted]'],
    ['/api/tenant/invite/abcDEF123_-xyz', '/api/tenant/invite/[redacted]'],
    ['/invite/abc?next=1', '/invite/[redacted]?next=1'],
    ['/api/payments?token=s3cret&limit=5', '/api/payments?token=[redacted]&limit=5'],
    ['/x?password=hunter2&Session=abc', '/x?password=[redacted]&Session=[redacted]'],
    ['/api/admin/tenants?q=smith&limit=50', '/api/admin/tenants?q=smith&limit=50'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})

describe.each(testDialects)('log lines on %s', (dialect) => {
  let database: TestDatabase
  let app: App
  const { lines, stream } = sink()

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    app = await buildApp({
      config: loadConfig({ DATA_DIR: database.dataDir }),
      db: database.db,
      databaseKind: database.kind,
      logger: { ...loggerOptions, stream },
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('logs every request, and no password, session token, invite token, cookie or header value', async () => {
    const admin = await insertAdmin(database.db, { password: 'admin-secret-password-9' })
    const adminLogin = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: 'admin-secret-password-9' },
    })
    const adminToken = adminLogin.json().sessionToken as string
    const tenant = await insertTenant(database.db)
    const invite = await app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/invite`,
      headers: { authorization: `Bearer ${adminToken}` },
    })
    const inviteToken = invite.json().token as string
    await app.inject({ url: `/api/tenant/invite/${inviteToken}` })
    await app.inject({ url: `/invite/${inviteToken}` })
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/tenant/accept-invite',
      payload: { token: inviteToken, password: 'tenant-secret-password-7' },
    })
    const tenantToken = accepted.json().sessionToken as string
    await app.inject({ url: '/api/tenant/me', cookies: { hearth_tenant_session: tenantToken } })
    await app.inject({
      url: '/api/tenant/me',
      headers: { cookie: `hearth_tenant_session=${tenantToken}; theme=dark` },
    })
    // A failed login and a malformed body carry the password too.
    await app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'wrong-secret-password-5' },
    })
    await app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x", "password": "broken-json-password-3"',
    })
    await app.inject({
      url: `/api/payments?token=${tenantToken}`,
      headers: { authorization: `Bearer ${tenantToken}` },
    })
    // A module that logs an object by hand is redacted by the logger itself.
    app.log.info(
      {
        headers: {
          authorization: `Bearer ${adminToken}`,
          cookie: `hearth_admin_session=${adminToken}`,
        },
        password: 'admin-secret-password-9',
      },
      'hand-written line',
    )
    app.log.info(
      { mail: { token: inviteToken, body: `Choose your password here: /invite/${inviteToken}` } },
      'mail',
    )

    const secrets = {
      adminToken,
      inviteToken,
      tenantToken,
      adminPassword: 'admin-secret-password-9',
      tenantPassword: 'tenant-secret-password-7',
      wrongPassword: 'wrong-secret-password-5',
      brokenJsonPassword: 'broken-json-password-3',
    }
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(8)
    const leaks = lines.flatMap((line, index) =>
      Object.entries(secrets)
        .filter(([, value]) => line.includes(value))
        .map(([name]) => `line ${index + 1} holds ${name}: ${line}`),
    )
    expect(leaks).toEqual([])
    expect(
      lines.filter((line) =>
        /"(authorization|cookie|set-cookie)"\s*:\s*"(?!\[redacted\])/i.test(line),
      ),
    ).toEqual([])

    // The grep means something: the requests themselves are in the log.
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean)
    expect(urls).toContain('/api/admin/login')
    expect(urls).toContain('/api/tenant/invite/[redacted]')
    expect(urls).toContain('/invite/[redacted]')
    expect(urls).toContain('/api/payments?token=[redacted]')
    expect(
      lines.some((line) => line.includes('"hand-written line"') && line.includes('[redacted]')),
    ).toBe(true)
  })
})
