import { randomUUID } from 'node:crypto'
import { todayIso } from '../../../shared/dates'
import { fromCents, toCents } from '../../../shared/money'
import type {
  OneOffEntryBody,
  PostedEntryView,
  RecurringChargeValues,
  RecurringChargeView,
} from '../../../shared/schemas/ledger'
import type { PostedEntry, RecurringCharge } from '../../../shared/ledger'
import type { Kysely } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import { postAutomaticEntry, toPostedEntry } from './posted-entries.queries'
import { LEDGER_LEASE_COLUMNS, toLedgerLease } from './ledger.queries'
import {
  loadRecurringCharges,
  postDueRecurringCharges,
  toRecurringCharge,
} from './recurring-charges.queries'

const toChargeView = (charge: RecurringCharge): RecurringChargeView => ({
  id: charge.id,
  leaseId: charge.leaseId,
  description: charge.description,
  amount: fromCents(charge.amountCents),
  dueDay: charge.dueDay,
  startDate: charge.startDate,
  endDate: charge.endDate,
})

const toEntryView = (entry: PostedEntry): PostedEntryView => ({
  id: entry.id,
  leaseId: entry.leaseId,
  kind: entry.kind,
  date: entry.date,
  amount: fromCents(entry.amountCents),
  description: entry.description,
  memo: entry.memo,
  isVoided: entry.isVoided,
})

const assertLease = async (db: Db, leaseId: string) => {
  const lease = await db
    .selectFrom('leases')
    .select('id')
    .where('id', '=', leaseId)
    .executeTakeFirst()
  if (!lease) throw new AppError(404, 'Lease not found.')
}

export const listRecurringCharges = async (db: Db, leaseId: string) => {
  await assertLease(db, leaseId)
  return (await loadRecurringCharges(db, leaseId)).map(toChargeView)
}

/**
 * A new monthly charge. Months already due (a start in the past, or today) are posted with it, in
 * one transaction; the scheduler posts the rest as they fall due.
 */
export const createRecurringCharge = (
  db: Kysely<Database>,
  leaseId: string,
  body: RecurringChargeValues,
  now: Date,
): Promise<RecurringChargeView> =>
  db.transaction().execute(async (trx) => {
    const lease = await trx
      .selectFrom('leases')
      .select(LEDGER_LEASE_COLUMNS)
      .where('id', '=', leaseId)
      .executeTakeFirst()
    if (!lease) throw new AppError(404, 'Lease not found.')
    const row = {
      id: randomUUID(),
      lease_id: leaseId,
      description: body.description,
      amount_cents: toCents(body.amount),
      due_day: body.dueDay,
      start_date: body.startDate,
      end_date: body.endDate,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }
    await trx.insertInto('recurring_charges').values(row).execute()
    if (lease.status === 'active')
      await postDueRecurringCharges(trx, toLedgerLease(lease), todayIso(now), now)
    return toChargeView(toRecurringCharge(row))
  })

/** The property fees a lease can be charged, with the description its monthly entries carry. */
const PROPERTY_FEES = [
  { key: 'maintenance', description: 'Maintenance fee', column: 'maintenance_fee_cents' },
  { key: 'hoa', description: 'HOA fee', column: 'hoa_fee_cents' },
  { key: 'gardening', description: 'Gardening fee', column: 'gardening_fee_cents' },
  { key: 'pool', description: 'Pool fee', column: 'pool_fee_cents' },
] as const

/**
 * Makes each fee the lease's property states a monthly charge of the lease from `startDate`, due
 * on the rent's due day, unless the lease already has that fee as a charge (then it is kept as
 * it is). Months already due are posted at once, as for any new charge.
 */
export const chargePropertyFees = (
  db: Kysely<Database>,
  leaseId: string,
  startDate: string,
  now: Date,
): Promise<RecurringChargeView[]> =>
  db.transaction().execute(async (trx) => {
    const lease = await trx
      .selectFrom('leases as l')
      .leftJoin('properties as p', 'p.id', 'l.property_id')
      .select([
        ...LEDGER_LEASE_COLUMNS.map((column) => `l.${column}` as const),
        'l.property_id',
        'p.maintenance_fee_cents',
        'p.hoa_fee_cents',
        'p.gardening_fee_cents',
        'p.pool_fee_cents',
      ])
      .where('l.id', '=', leaseId)
      .executeTakeFirst()
    if (!lease) throw new AppError(404, 'Lease not found.')
    if (!lease.property_id)
      throw new AppError(409, 'This lease is on no property, so it has no property fees to charge.')
    const fees = PROPERTY_FEES.filter((fee) => Number(lease[fee.column] ?? 0) > 0)
    if (!fees.length)
      throw new AppError(
        409,
        'The property states no maintenance, HOA, gardening or pool fee. Add them to the property first.',
      )
    for (const fee of fees)
      await trx
        .insertInto('recurring_charges')
        .values({
          id: randomUUID(),
          lease_id: leaseId,
          description: fee.description,
          amount_cents: Number(lease[fee.column]),
          due_day: Number(lease.rent_due_day),
          start_date: startDate,
          end_date: null,
          property_fee: fee.key,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['lease_id', 'property_fee']).doNothing())
        .execute()
    if (lease.status === 'active')
      await postDueRecurringCharges(trx, toLedgerLease(lease), todayIso(now), now)
    return (await loadRecurringCharges(trx, leaseId)).map(toChargeView)
  })

/** Stops (or resumes) a recurring charge; months already posted stay in the ledger. */
export const updateRecurringCharge = async (
  db: Db,
  id: string,
  endDate: string | null,
  now: Date,
): Promise<RecurringChargeView> => {
  const row = await db
    .selectFrom('recurring_charges')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw new AppError(404, 'Recurring charge not found.')
  if (endDate !== null && endDate < row.start_date)
    throw new AppError(400, 'The end date cannot be before the start date.', {
      fields: { endDate: 'The end date cannot be before the start date' },
    })
  await db
    .updateTable('recurring_charges')
    .set({ end_date: endDate, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
  return toChargeView(toRecurringCharge({ ...row, end_date: endDate }))
}

/** A one-off charge or credit an admin adds, with the reason as its memo. */
export const addOneOffEntry = async (
  db: Db,
  leaseId: string,
  body: OneOffEntryBody,
  adminId: string,
  now: Date,
): Promise<PostedEntryView> => {
  await assertLease(db, leaseId)
  const cents = toCents(body.amount)
  const row = {
    id: randomUUID(),
    lease_id: leaseId,
    kind: body.kind,
    period_key: null,
    entry_date: body.date,
    amount_cents: body.kind === 'credit' ? -cents : cents,
    description: body.kind === 'credit' ? `Credit: ${body.memo}` : `Charge: ${body.memo}`,
    memo: body.memo,
    recurring_charge_id: null,
    waives_entry_id: null,
    voided_at: null,
    created_by_admin_id: adminId,
    created_at: now.toISOString(),
  }
  await db.insertInto('ledger_entries').values(row).execute()
  return toEntryView(toPostedEntry(row))
}

const findEntry = async (db: Db, id: string) => {
  const row = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw new AppError(404, 'Ledger entry not found.')
  return row
}

/**
 * Voids an entry: it stays in the ledger, marked voided, and no longer counts. An automatic
 * entry keeps its natural key, so the scheduler does not post it again.
 */
export const voidEntry = async (db: Db, id: string, now: Date): Promise<PostedEntryView> => {
  const row = await findEntry(db, id)
  if (row.voided_at) throw new AppError(409, 'This entry is already voided.')
  const voidedAt = now.toISOString()
  await db.updateTable('ledger_entries').set({ voided_at: voidedAt }).where('id', '=', id).execute()
  return toEntryView(toPostedEntry({ ...row, voided_at: voidedAt }))
}

/**
 * Waives a late fee with a credit of the same amount, dated today, that the tenant sees beside
 * the fee. The waiver's natural key is the fee, so a fee is waived at most once.
 */
export const waiveLateFee = async (
  db: Db,
  id: string,
  adminId: string,
  now: Date,
): Promise<PostedEntryView> => {
  const fee = await findEntry(db, id)
  if (fee.kind !== 'late_fee') throw new AppError(409, 'Only a late fee can be waived.')
  if (fee.voided_at) throw new AppError(409, 'This late fee was voided; there is nothing to waive.')
  const waiverId = await postAutomaticEntry(
    db,
    {
      leaseId: fee.lease_id,
      kind: 'waiver',
      periodKey: fee.id,
      date: todayIso(now),
      amountCents: -Number(fee.amount_cents),
      description: `Late fee waived: ${fee.description.replace(/^Late fee: /, '')}`,
      waivesEntryId: fee.id,
      createdByAdminId: adminId,
    },
    now,
  )
  if (!waiverId) throw new AppError(409, 'This late fee has already been waived.')
  return toEntryView(toPostedEntry(await findEntry(db, waiverId)))
}
