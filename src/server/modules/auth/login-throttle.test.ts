import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertAdmin, insertTenant } from '../../../../tests/factories'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { buildApp } from '../../app'
import type { ThrottleLimits } from './login-throttle'

const LIMITS: ThrottleLimits = {
  perAccountAndClient: 3,
  perClient: 6,
  alertAfter: 5,
  windowMs: 60_000,
}
const STRANGER = '203.0.113.7'
const OWNER = '198.51.100.20'
const TOO_MANY = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/

describe.each(testDialects)('sign-in throttling on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect, { loginLimits: LIMITS })
  })
  afterEach(() => ctx.close())

  const adminLogin = (username: string, password: string, from: string, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress: from,
    })
  const tenantLogin = (email: string, password: string, from: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email, password },
      remoteAddress: from,
    })

  it('refuses a client that keeps failing on an account with a readable 429, right password included', async () => {
    const admin = await insertAdmin(ctx.db, { username: 'sam' })
    for (let i = 0; i < 3; i++) {
      expect((await adminLogin('sam', 'wrong-password', STRANGER)).statusCode).toBe(401)
    }
    const limited = await adminLogin('sam', admin.password, STRANGER)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatch(TOO_MANY)
  })

  it('cannot be aimed: the owner still signs in from a client that has not been failing', async () => {
    const admin = await insertAdmin(ctx.db, { username: 'sam' })
    const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
    for (let i = 0; i < 5; i++) {
      await adminLogin('sam', 'wrong-password', STRANGER)
      await tenantLogin(tenant.email, 'wrong-password', STRANGER)
    }
    expect((await adminLogin('sam', admin.password, STRANGER)).statusCode).toBe(429)
    expect((await adminLogin('sam', admin.password, OWNER)).statusCode).toBe(200)
    expect((await tenantLogin(tenant.email, 'tenant-password-1', OWNER)).statusCode).toBe(200)
  })

  it('limits one client guessing across many accounts', async () => {
    const admin = await insertAdmin(ctx.db, { username: 'sam' })
    for (let i = 0; i < 6; i++) {
      expect((await adminLogin(`user${i}`, 'x', STRANGER)).statusCode).toBe(401)
    }
    expect((await adminLogin('fresh', 'x', STRANGER)).statusCode).toBe(429)
    expect((await adminLogin('sam', admin.password, STRANGER)).statusCode).toBe(429)
    expect((await adminLogin('sam', admin.password, OWNER)).statusCode).toBe(200)
  })

  it('clears only the failing client’s count on the account when the right password arrives', async () => {
    const admin = await insertAdmin(ctx.db, { username: 'sam' })
    for (let i = 0; i < 2; i++) await adminLogin('sam', 'typo-password', OWNER)
    expect((await adminLogin('sam', admin.password, OWNER)).statusCode).toBe(200)
    for (let i = 0; i < 2; i++) await adminLogin('sam', 'typo-password', OWNER)
    expect((await adminLogin('sam', admin.password, OWNER)).statusCode).toBe(200)
  })

  it('holds the limit across several app servers on one database', async () => {
    const admin = await insertAdmin(ctx.db, { username: 'sam' })
    const other = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: dialect,
      loginLimits: LIMITS,
    })
    try {
      await adminLogin('sam', 'wrong-password', STRANGER)
      await adminLogin('sam', 'wrong-password', STRANGER, other)
      await adminLogin('sam', 'wrong-password', STRANGER)
      expect((await adminLogin('sam', admin.password, STRANGER, other)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })

  it('emails the tenant once when their account sees many failures from anywhere', async () => {
    const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
    const clients = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6']
    for (const [i, client] of clients.entries()) {
      await tenantLogin(tenant.email, `wrong-${i}`, client)
      await tenantLogin(tenant.email, `wrong-again-${i}`, client)
    }
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body_text'])
      .execute()
    expect(mails).toEqual([
      {
        to_address: tenant.email,
        subject: 'Many failed sign-ins on your tenant portal account',
        body_text: expect.stringContaining('Your account is not locked'),
      },
    ])
    expect((await tenantLogin(tenant.email, 'tenant-password-1', OWNER)).statusCode).toBe(200)
  })

  it('emails no one for failures on an address that is not a tenant', async () => {
    for (let i = 0; i < 6; i++) await tenantLogin('nobody@example.com', 'x', `192.0.2.${i + 1}`)
    expect(await ctx.db.selectFrom('mail_outbox').select('id').execute()).toEqual([])
  })
})
