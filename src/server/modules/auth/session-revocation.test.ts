import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'

describe.each(testDialects)('ending sessions on %s', (dialect) => {
  let ctx: TestContext
  let adminHeaders: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    adminHeaders = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/tenant/me', headers })
  const addContact = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/emergency-contacts',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      payload: { name: 'Sam Doe', relationship: 'Sibling', phone: '(555) 010-2222' },
    })

  it('ends every earlier session of the tenant when they accept a new invite', async () => {
    const { tenant, headers: oldHeaders } = await signInNewTenant(ctx.app, ctx.db)
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'tenant-password-1' },
    })
    const otherDevice = { authorization: `Bearer ${second.json().sessionToken}` }
    const invite = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/invite`,
      headers: adminHeaders,
    })
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/accept-invite',
      payload: { token: invite.json().token, password: 'a-brand-new-password' },
    })
    expect(accepted.statusCode).toBe(200)

    for (const headers of [oldHeaders, otherDevice]) {
      expect((await me(headers)).statusCode).toBe(401)
      expect((await addContact(headers)).statusCode).toBe(401)
    }
    const fresh = { authorization: `Bearer ${accepted.json().sessionToken}` }
    expect((await me(fresh)).statusCode).toBe(200)
    expect(await ctx.db.selectFrom('emergency_contacts').selectAll().execute()).toEqual([])
  })

  it('lets an admin sign a tenant out everywhere, and says how many sessions ended', async () => {
    const { tenant, headers } = await signInNewTenant(ctx.app, ctx.db)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'tenant-password-1' },
    })
    const signOut = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tenants/${tenant.id}/sign-out`,
        headers: adminHeaders,
      })
    const first = await signOut()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ endedSessions: 2 })
    expect((await me(headers)).statusCode).toBe(401)
    expect((await signOut()).json()).toEqual({ endedSessions: 0 })
    // The tenant can still sign in again with their password.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'tenant-password-1' },
    })
    expect(again.statusCode).toBe(200)
  })

  it('keeps sign-out everywhere for admins, and answers 404 for an unknown tenant', async () => {
    const { tenant, headers } = await signInNewTenant(ctx.app, ctx.db)
    const asTenant = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/sign-out`,
      headers,
    })
    expect(asTenant.statusCode).toBe(403)
    expect((await me(headers)).statusCode).toBe(200)
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/00000000-0000-4000-8000-000000000000/sign-out',
      headers: adminHeaders,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('ends the sessions of a deleted tenant', async () => {
    const { tenant, headers } = await signInNewTenant(ctx.app, ctx.db)
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tenants/${tenant.id}`,
      headers: adminHeaders,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await me(headers)).statusCode).toBe(401)
  })
})
