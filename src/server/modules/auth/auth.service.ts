import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import type { AdminLoginBody, TenantLoginBody } from '../../../shared/schemas/auth'
import { getAdmin } from '../admins/admin.queries'
import { getTenant, normalizeEmail } from '../tenants/tenant.queries'
import type { LoginThrottle } from './login-throttle'
import { burnPasswordCheck, verifyPassword } from './password'
import { createSession } from './sessions'

const invalid = (what: string) => new AppError(401, `Invalid ${what} or password.`)

type LoginContext = { db: Db; throttle: LoginThrottle; address: string }

export const loginAdmin = async ({ db, throttle, address }: LoginContext, body: AdminLoginBody) => {
  const account = `admin:${body.username.toLowerCase()}`
  throttle.check(address, account)
  const row = await db
    .selectFrom('admins')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', body.username.toLowerCase()))
    .executeTakeFirst()
  const isValid = row ? await verifyPassword(body.password, row.password_hash) : await burnPasswordCheck(body.password)
  if (!row || !isValid) {
    throttle.recordFailure(address, account)
    throw invalid('username')
  }
  throttle.recordSuccess(account)
  const session = await createSession(db, { role: 'admin', adminId: row.id })
  const admin = await getAdmin(db, row.id)
  if (!admin) throw invalid('username')
  return { session, admin }
}

export const loginTenant = async ({ db, throttle, address }: LoginContext, body: TenantLoginBody) => {
  const email = normalizeEmail(body.email)
  const account = `tenant:${email}`
  throttle.check(address, account)
  const row = await db
    .selectFrom('tenants')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst()
  // A tenant who has not accepted an invite has no password yet and cannot sign in.
  const isValid = row?.password_hash
    ? await verifyPassword(body.password, row.password_hash)
    : await burnPasswordCheck(body.password)
  if (!row || !isValid) {
    throttle.recordFailure(address, account)
    throw invalid('email')
  }
  throttle.recordSuccess(account)
  const now = new Date()
  await db.updateTable('tenants').set({ last_login_at: now.toISOString() }).where('id', '=', row.id).execute()
  const session = await createSession(db, { role: 'tenant', tenantId: row.id }, now)
  const tenant = await getTenant(db, row.id)
  if (!tenant) throw invalid('email')
  return { session, tenant }
}
