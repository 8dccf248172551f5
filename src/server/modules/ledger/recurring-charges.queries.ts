import {
  monthKey,
  recurringChargeDue,
  type LedgerLease,
  type RecurringCharge,
} from '../../../shared/ledger'
import type { Db } from '../../db/database'
import type { RecurringChargesTable } from '../../db/schema'
import { postAutomaticEntry } from './posted-entries.queries'

export const toRecurringCharge = (
  row: Omit<RecurringChargesTable, 'property_fee'>,
): RecurringCharge => ({
  id: row.id,
  leaseId: row.lease_id,
  description: row.description,
  amountCents: Number(row.amount_cents),
  dueDay: Number(row.due_day),
  startDate: row.start_date,
  endDate: row.end_date,
})

/** A lease's recurring charges, in the order they were added. */
export const loadRecurringCharges = async (db: Db, leaseId: string): Promise<RecurringCharge[]> => {
  const rows = await db
    .selectFrom('recurring_charges')
    .selectAll()
    .where('lease_id', '=', leaseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toRecurringCharge)
}

/**
 * Posts every month of the lease's recurring charges due by `day` that is not posted yet, under
 * its natural key (charge and month): the scheduler's daily run, and a new charge at once.
 */
export const postDueRecurringCharges = async (
  db: Db,
  lease: LedgerLease,
  day: string,
  now: Date,
) => {
  let posted = 0
  for (const charge of await loadRecurringCharges(db, lease.id)) {
    for (const due of recurringChargeDue(lease, charge, day)) {
      const id = await postAutomaticEntry(
        db,
        {
          leaseId: lease.id,
          kind: 'recurring',
          periodKey: `${charge.id}:${monthKey(due.dueDate)}`,
          date: due.dueDate,
          amountCents: due.amountCents,
          description: `${charge.description} for ${due.period}${due.prorated ? ' (prorated)' : ''}`,
          recurringChargeId: charge.id,
        },
        now,
      )
      if (id) posted++
    }
  }
  return posted
}
