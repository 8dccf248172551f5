import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertAdmin, insertLease, insertTenant } from '../../../../tests/factories'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('tenant invites on %s', (dialect) => {
  let ctx: TestContext
  let adminAuth: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://hearth.example.com' } })
    const admin = await insertAdmin(ctx.db)
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: admin.password },
    })
    adminAuth = { authorization: `Bearer ${login.json().sessionToken}` }
  })
  afterEach(() => ctx.close())

  const invite = (tenantId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenantId}/invite`,
      headers: adminAuth,
    })
  const accept = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/accept-invite',
      payload: { token, password },
    })

  it('creates a link on PUBLIC_URL, shows who it is for, and signs the tenant in on accept', async () => {
    const tenant = await insertTenant(ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      email: 'maria@example.com',
    })
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-02-01',
      end_date: '2027-01-31',
    })
    const created = await invite(tenant.id)
    expect(created.statusCode).toBe(200)
    const { token, inviteUrl, expiresAt } = created.json()
    expect(inviteUrl).toBe(`https://hearth.example.com/invite/${token}`)
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)

    const lookup = await ctx.app.inject({ url: `/api/tenant/invite/${token}` })
    expect(lookup.json()).toEqual({
      firstName: 'Maria',
      lastName: 'Garcia',
      email: 'maria@example.com',
    })

    const accepted = await accept(token, 'a-long-password')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().tenant).toMatchObject({
      id: tenant.id,
      leaseStart: '2026-02-01',
      leaseEnd: '2027-01-31',
    })
    expect(accepted.headers['set-cookie']).toBeDefined()

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: 'maria@example.com', password: 'a-long-password' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('refuses a password under 10 characters and leaves the invite usable', async () => {
    const tenant = await insertTenant(ctx.db)
    const { token } = (await invite(tenant.id)).json()
    const res = await accept(token, 'short')
    expect(res.statusCode).toBe(400)
    expect(res.json().details.fields.password).toBe('Use at least 10 characters')
    expect((await accept(token, 'long-enough-now')).statusCode).toBe(200)
  })

  it('works once: a second accept is a 409 and does not change the password', async () => {
    const tenant = await insertTenant(ctx.db)
    const { token } = (await invite(tenant.id)).json()
    expect((await accept(token, 'first-password')).statusCode).toBe(200)
    const again = await accept(token, 'second-password')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(
      'This invite has already been used. Sign in with your email and password.',
    )
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'first-password' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('refuses an expired invite, an unknown one, and an earlier one replaced by a new link', async () => {
    const tenant = await insertTenant(ctx.db)
    const first = (await invite(tenant.id)).json().token
    const second = (await invite(tenant.id)).json().token
    expect((await ctx.app.inject({ url: `/api/tenant/invite/${first}` })).statusCode).toBe(404)
    await ctx.db
      .updateTable('tenant_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const expired = await accept(second, 'long-enough-now')
    expect(expired.statusCode).toBe(404)
    expect(expired.json().error).toBe(
      'This invite link has expired. Ask your property manager for a new one.',
    )
    expect((await ctx.app.inject({ url: '/api/tenant/invite/unknown-token' })).statusCode).toBe(404)
  })

  it('needs an admin to create an invite, and a real tenant id', async () => {
    const tenant = await insertTenant(ctx.db)
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/tenants/${tenant.id}/invite` }))
        .statusCode,
    ).toBe(401)
    const missing = await invite('00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect((await invite('not-a-uuid')).statusCode).toBe(400)
  })
})
