import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertAdmin, insertTenant } from '../../../../tests/factories'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { SESSION_COOKIE } from './sessions'

const cookieValue = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return all.find((c) => c.startsWith(`${name}=`))
}

describe.each(testDialects)('auth on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const adminLogin = (username: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      headers,
    })

  describe('admin', () => {
    it('signs in with the right password and returns the token, the admin and an httpOnly cookie', async () => {
      const admin = await insertAdmin(ctx.db, {
        username: 'sam',
        firstName: 'Sam',
        lastName: 'Lee',
      })
      const res = await adminLogin('sam', admin.password)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(body.admin).toEqual({
        id: admin.id,
        username: 'sam',
        firstName: 'Sam',
        lastName: 'Lee',
        role: 'Property Manager',
      })
      const cookie = cookieValue(res.headers['set-cookie'], SESSION_COOKIE.admin)
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Lax')
      const stored = await ctx.db
        .selectFrom('sessions')
        .select('token_hash')
        .executeTakeFirstOrThrow()
      expect(stored.token_hash).not.toContain(body.sessionToken)
    })

    it('accepts the username in any letter case', async () => {
      const admin = await insertAdmin(ctx.db, { username: 'Sam' })
      expect((await adminLogin('sAM', admin.password)).statusCode).toBe(200)
    })

    it('refuses a wrong password and an unknown user with the same 401 sentence', async () => {
      await insertAdmin(ctx.db, { username: 'sam' })
      const wrong = await adminLogin('sam', 'not-the-password')
      const unknown = await adminLogin('nobody', 'whatever-password')
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ error: 'Invalid username or password.' })
      expect(unknown.json()).toEqual(wrong.json())
    })

    it('answers a missing password with a 400 naming the field', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'sam' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: 'password: This field is required',
        details: { fields: { password: 'This field is required' } },
      })
    })

    it('answers /api/admin/me with the bearer token and with the cookie alone', async () => {
      const admin = await insertAdmin(ctx.db)
      const { sessionToken } = (await adminLogin(admin.username, admin.password)).json()
      const byBearer = await ctx.app.inject({
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${sessionToken}` },
      })
      const byCookie = await ctx.app.inject({
        url: '/api/admin/me',
        cookies: { [SESSION_COOKIE.admin]: sessionToken },
      })
      expect(byBearer.json().id).toBe(admin.id)
      expect(byCookie.json().id).toBe(admin.id)
    })

    it('refuses /api/admin/me without a token, with a forged token, and after logout', async () => {
      const admin = await insertAdmin(ctx.db)
      const { sessionToken } = (await adminLogin(admin.username, admin.password)).json()
      const auth = { authorization: `Bearer ${sessionToken}` }
      expect((await ctx.app.inject({ url: '/api/admin/me' })).statusCode).toBe(401)
      const forged = await ctx.app.inject({
        url: '/api/admin/me',
        headers: { authorization: 'Bearer forged-token' },
      })
      expect(forged.statusCode).toBe(401)
      const logout = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: auth,
      })
      expect(logout.statusCode).toBe(200)
      expect(cookieValue(logout.headers['set-cookie'], SESSION_COOKIE.admin)).toContain(
        'Expires=Thu, 01 Jan 1970',
      )
      const after = await ctx.app.inject({ url: '/api/admin/me', headers: auth })
      expect(after.statusCode).toBe(401)
      expect(after.json().error).toBe('Your session has ended. Please sign in again.')
    })

    it('refuses an expired token', async () => {
      const admin = await insertAdmin(ctx.db)
      const { sessionToken } = (await adminLogin(admin.username, admin.password)).json()
      await ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute()
      const res = await ctx.app.inject({
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${sessionToken}` },
      })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('tenant', () => {
    const tenantLogin = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/tenant/login', payload: { email, password } })

    it('signs in by email in any case and returns the tenant with its lease dates', async () => {
      const tenant = await insertTenant(ctx.db, {
        email: 'ana@example.com',
        password: 'tenant-password-1',
      })
      const res = await tenantLogin('  ANA@example.com ', 'tenant-password-1')
      expect(res.statusCode).toBe(200)
      expect(res.json().tenant).toMatchObject({
        id: tenant.id,
        email: 'ana@example.com',
        extractedFromDocument: false,
        leaseStart: null,
      })
      expect(cookieValue(res.headers['set-cookie'], SESSION_COOKIE.tenant)).toContain('HttpOnly')
    })

    it('refuses a tenant who has not accepted an invite yet', async () => {
      await insertTenant(ctx.db, { email: 'new@example.com' })
      const res = await tenantLogin('new@example.com', 'anything-at-all')
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'Invalid email or password.' })
    })

    it('answers /api/tenant/me and ends the session on logout', async () => {
      const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
      const { sessionToken } = (await tenantLogin(tenant.email, 'tenant-password-1')).json()
      const auth = { authorization: `Bearer ${sessionToken}` }
      expect((await ctx.app.inject({ url: '/api/tenant/me', headers: auth })).json().id).toBe(
        tenant.id,
      )
      await ctx.app.inject({ method: 'POST', url: '/api/tenant/logout', headers: auth })
      expect((await ctx.app.inject({ url: '/api/tenant/me', headers: auth })).statusCode).toBe(401)
    })

    it('gets a 403 with a tenant token on an admin route, and an admin token on a tenant route', async () => {
      const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
      const admin = await insertAdmin(ctx.db)
      const tenantToken = (await tenantLogin(tenant.email, 'tenant-password-1')).json().sessionToken
      const adminToken = (await adminLogin(admin.username, admin.password)).json().sessionToken
      const onAdmin = await ctx.app.inject({
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${tenantToken}` },
      })
      const onTenant = await ctx.app.inject({
        url: '/api/tenant/me',
        headers: { authorization: `Bearer ${adminToken}` },
      })
      expect(onAdmin.statusCode).toBe(403)
      expect(onAdmin.json()).toEqual({ error: 'This needs an admin account.' })
      expect(onTenant.statusCode).toBe(403)
    })
  })

  it('asks a signed-out caller to sign in before it looks at the body', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { paymentReminders: 'not-a-boolean' },
    })
    expect(res.statusCode).toBe(401)
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      payload: { nonsense: true },
    })
    expect(admin.statusCode).toBe(401)
  })

  describe('cookie writes and origins', () => {
    const logoutWithCookie = async (headers: Record<string, string>) => {
      const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/tenant/login',
        payload: { email: tenant.email, password: 'tenant-password-1' },
      })
      const token = login.json().sessionToken
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/tenant/logout',
        cookies: { [SESSION_COOKIE.tenant]: token },
        headers,
      })
      const me = await ctx.app.inject({
        url: '/api/tenant/me',
        cookies: { [SESSION_COOKIE.tenant]: token },
      })
      return { res, stillSignedIn: me.statusCode === 200 }
    }

    it('refuses a cookie-authenticated write from a foreign origin and changes nothing', async () => {
      const { res, stillSignedIn } = await logoutWithCookie({
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'This request came from another site and was refused.' })
      expect(stillSignedIn).toBe(true)
    })

    it('refuses a foreign Origin even without Sec-Fetch-Site', async () => {
      const { res } = await logoutWithCookie({ origin: 'https://evil.example' })
      expect(res.statusCode).toBe(403)
    })

    it('accepts a cookie-authenticated write from the app itself', async () => {
      const { res, stillSignedIn } = await logoutWithCookie({
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      })
      expect(res.statusCode).toBe(200)
      expect(stillSignedIn).toBe(false)
    })
  })
})
