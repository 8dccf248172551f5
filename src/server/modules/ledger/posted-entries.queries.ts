import { randomUUID } from 'node:crypto'
import type { PostedEntry, PostedEntryKind } from '../../../shared/ledger'
import type { Db } from '../../db/database'
import type { LedgerEntriesTable } from '../../db/schema'

export const toPostedEntry = (row: LedgerEntriesTable): PostedEntry => ({
  id: row.id,
  leaseId: row.lease_id,
  kind: row.kind as PostedEntryKind,
  periodKey: row.period_key,
  date: row.entry_date,
  amountCents: Number(row.amount_cents),
  description: row.description,
  memo: row.memo,
  waivesEntryId: row.waives_entry_id,
  isVoided: row.voided_at !== null,
})

/** Every posted entry of the given leases, voided ones included, oldest first. */
export const loadPostedEntries = async (db: Db, leaseIds: string[]): Promise<PostedEntry[]> => {
  if (!leaseIds.length) return []
  const rows = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('lease_id', 'in', leaseIds)
    .orderBy('entry_date')
    .orderBy('created_at')
    .execute()
  return rows.map(toPostedEntry)
}

export type AutomaticEntry = {
  leaseId: string
  kind: PostedEntryKind
  /** With the lease and the kind, the entry's natural key. */
  periodKey: string
  date: string
  amountCents: number
  description: string
  recurringChargeId?: string
  waivesEntryId?: string
  createdByAdminId?: string
  memo?: string
}

/**
 * Posts an entry under its natural key, or nothing when that key is already posted (by an earlier
 * run, a retry after a crash, or another server at the same moment): the unique index decides,
 * so the answer holds across processes. Returns the new entry's id, or undefined.
 */
export const postAutomaticEntry = async (
  db: Db,
  entry: AutomaticEntry,
  now: Date,
): Promise<string | undefined> => {
  const id = randomUUID()
  const result = await db
    .insertInto('ledger_entries')
    .values({
      id,
      lease_id: entry.leaseId,
      kind: entry.kind,
      period_key: entry.periodKey,
      entry_date: entry.date,
      amount_cents: entry.amountCents,
      description: entry.description,
      memo: entry.memo ?? null,
      recurring_charge_id: entry.recurringChargeId ?? null,
      waives_entry_id: entry.waivesEntryId ?? null,
      voided_at: null,
      created_by_admin_id: entry.createdByAdminId ?? null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['lease_id', 'kind', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return result?.id
}
