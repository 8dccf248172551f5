import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import type { AdminLoginBody, TenantLoginBody } from '../../../shared/schemas/auth'
import { getAdmin } from '../admins/admin.queries'
import { queueMail } from '../mail/mail.service'
import { getTenant, normalizeEmail } from '../tenants/tenant.queries'
import type { LoginThrottle } from './login-throttle'
import { burnPasswordCheck, verifyPassword } from './password'
import { createSession } from './sessions'

const invalid = (what: string) => new AppError(401, `Invalid ${what} or password.`)

type LoginContext = { db: Db; throttle: LoginThrottle; address: string }

/** What the owner of a tenant account hears when it sees many failed sign-ins. */
const failedSignInsMail = (to: string) => ({
  to,
  subject: 'Many failed sign-ins on your tenant portal account',
  text:
    'Hello,\n\nSomeone has repeatedly tried to sign in to your tenant portal account with a wrong ' +
    'password. Your account is not locked: you can still sign in as usual. If this was not you, ' +
    'ask your property manager for a new invite link to choose a new password.\n\n— Hearth',
})

export const loginAdmin = async ({ db, throttle, address }: LoginContext, body: AdminLoginBody) => {
  const account = `admin:${body.username.toLowerCase()}`
  await throttle.check(address, account)
  const row = await db
    .selectFrom('admins')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', body.username.toLowerCase()))
    .executeTakeFirst()
  const isValid = row
    ? await verifyPassword(body.password, row.password_hash)
    : await burnPasswordCheck(body.password)
  if (!row || !isValid) {
    // Admin accounts have no email address in Hearth, so no one can be told of an attack by mail.
    await throttle.recordFailure(address, account)
    throw invalid('username')
  }
  await throttle.recordSuccess(address, account)
  const session = await createSession(db, { role: 'admin', adminId: row.id })
  const admin = await getAdmin(db, row.id)
  if (!admin) throw invalid('username')
  return { session, admin }
}

export const loginTenant = async (
  { db, throttle, address }: LoginContext,
  body: TenantLoginBody,
) => {
  const email = normalizeEmail(body.email)
  const account = `tenant:${email}`
  await throttle.check(address, account)
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
    const shouldAlert = await throttle.recordFailure(address, account)
    if (shouldAlert && row) await queueMail(db, failedSignInsMail(email))
    throw invalid('email')
  }
  await throttle.recordSuccess(address, account)
  const now = new Date()
  await db
    .updateTable('tenants')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute()
  const session = await createSession(db, { role: 'tenant', tenantId: row.id }, now)
  const tenant = await getTenant(db, row.id)
  if (!tenant) throw invalid('email')
  return { session, tenant }
}
