import type { App } from '../src/server/app'
import type { Kysely } from 'kysely'
import type { Database } from '../src/server/db/schema'
import { insertAdmin, insertTenant } from './factories'

/** Signs a new admin in through the real login route; returns its bearer header. */
export const signInNewAdmin = async (app: App, db: Kysely<Database>) => {
  const admin = await insertAdmin(db)
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: admin.username, password: admin.password },
  })
  const token: string = res.json().sessionToken
  return { admin, token, headers: { authorization: `Bearer ${token}` } }
}

/**
 * Signs a new tenant in through the real login route. `cookies` is how the web client sends tenant
 * data calls (cookie only); `headers` is the bearer form.
 */
export const signInNewTenant = async (
  app: App,
  db: Kysely<Database>,
  overrides: Parameters<typeof insertTenant>[1] = {},
) => {
  const tenant = await insertTenant(db, { password: 'tenant-password-1', ...overrides })
  const res = await app.inject({
    method: 'POST',
    url: '/api/tenant/login',
    payload: { email: tenant.email, password: 'tenant-password-1' },
  })
  const token: string = res.json().sessionToken
  return {
    tenant,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookies: { hearth_tenant_session: token },
  }
}
