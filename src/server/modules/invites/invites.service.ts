import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { AcceptInviteBody, InviteLookup, TenantInvite } from '../../../shared/schemas/auth'
import { hashPassword } from '../auth/password'
import { hashToken, newToken } from '../auth/session-token'
import { createSession, revokeTenantSessions } from '../auth/sessions'
import { queueMail } from '../mail/mail.service'
import { getTenant } from '../tenants/tenant.queries'

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

const EXPIRED = 'This invite link has expired. Ask your property manager for a new one.'
const UNKNOWN = 'This invite link is not valid. Check that you copied all of it.'
const USED = 'This invite has already been used. Sign in with your email and password.'

const inviteMail = (
  tenant: { email: string; first_name: string },
  url: string,
  expiresAt: string,
) => ({
  to: tenant.email,
  subject: 'Your tenant portal invitation',
  text:
    `Hello ${tenant.first_name},\n\nYour property manager invited you to the tenant portal, where you can pay rent, ` +
    `request repairs and keep your details up to date.\n\nChoose your password here: ${url}\n\n` +
    `The link works once and expires on ${expiresAt.slice(0, 10)}.\n\n— Hearth`,
})

/** A new invite link for the tenant; earlier unused links of that tenant stop working. */
export const createInvite = async (
  db: Kysely<Database>,
  input: { tenantId: string; adminId: string; publicUrl: string },
  now = new Date(),
): Promise<TenantInvite> => {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString()
  await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .selectFrom('tenants')
      .select(['id', 'email', 'first_name'])
      .where('id', '=', input.tenantId)
      .executeTakeFirst()
    if (!tenant) throw new AppError(404, 'Tenant not found.')
    await trx
      .deleteFrom('tenant_invites')
      .where('tenant_id', '=', input.tenantId)
      .where('accepted_at', 'is', null)
      .execute()
    await trx
      .insertInto('tenant_invites')
      .values({
        id: randomUUID(),
        tenant_id: input.tenantId,
        token_hash: hashToken(token),
        created_by_admin_id: input.adminId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        accepted_at: null,
      })
      .execute()
    // Sent through SMTP when SMTP_URL is set; otherwise it waits in the outbox (never the log).
    await queueMail(trx, inviteMail(tenant, `${input.publicUrl}/invite/${token}`, expiresAt), now)
  })
  return { token, inviteUrl: `${input.publicUrl}/invite/${token}`, expiresAt }
}

const findUsableInvite = async (db: Db, token: string, now: Date) => {
  const invite = await db
    .selectFrom('tenant_invites')
    .select(['id', 'tenant_id', 'expires_at', 'accepted_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!invite) throw new AppError(404, UNKNOWN)
  if (invite.accepted_at) throw new AppError(409, USED)
  if (invite.expires_at <= now.toISOString()) throw new AppError(404, EXPIRED)
  return invite
}

export const lookupInvite = async (
  db: Db,
  token: string,
  now = new Date(),
): Promise<InviteLookup> => {
  const invite = await findUsableInvite(db, token, now)
  const tenant = await db
    .selectFrom('tenants')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', invite.tenant_id)
    .executeTakeFirstOrThrow()
  return { firstName: tenant.first_name, lastName: tenant.last_name, email: tenant.email }
}

/**
 * Sets the tenant's password and signs them in; an invite works once. Accepting an invite is how a
 * tenant's password changes, so every session from before it ends here.
 */
export const acceptInvite = async (
  db: Kysely<Database>,
  body: AcceptInviteBody,
  now = new Date(),
) => {
  const passwordHash = await hashPassword(body.password)
  return db.transaction().execute(async (trx) => {
    const invite = await findUsableInvite(trx, body.token, now)
    // Compare-and-set: of two simultaneous accepts, only one changes the row.
    const claimed = await trx
      .updateTable('tenant_invites')
      .set({ accepted_at: now.toISOString() })
      .where('id', '=', invite.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError(409, USED)
    await trx
      .updateTable('tenants')
      .set({
        password_hash: passwordHash,
        last_login_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', invite.tenant_id)
      .execute()
    await revokeTenantSessions(trx, invite.tenant_id, now)
    const session = await createSession(trx, { role: 'tenant', tenantId: invite.tenant_id }, now)
    const tenant = await getTenant(trx, invite.tenant_id)
    if (!tenant) throw new AppError(404, UNKNOWN)
    return { session, tenant }
  })
}
