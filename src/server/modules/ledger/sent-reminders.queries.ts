import type { SentReminder } from '../../../shared/schemas/ledger'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'

/** What the scheduler sent one tenant, newest first: the admin's sent-messages list. */
export const listSentReminders = async (db: Db, tenantId: string): Promise<SentReminder[]> => {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (!tenant) throw new AppError(404, 'Tenant not found.')
  const rows = await db
    .selectFrom('sent_reminders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    leaseId: row.lease_id,
    kind: row.kind as SentReminder['kind'],
    title: row.title,
    body: row.body,
    emailed: Number(row.emailed) === 1,
    sentAt: row.created_at,
  }))
}
