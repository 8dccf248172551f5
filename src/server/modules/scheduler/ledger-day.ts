import type { Kysely } from 'kysely'
import {
  lateFeesDue,
  rentObligation,
  type Funds,
  type LateFeeRule,
  type Obligation,
} from '../../../shared/late-fees'
import {
  rentCharges,
  type LedgerLease,
  type LedgerPayment,
  type PostedEntry,
} from '../../../shared/ledger'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { LATE_FEE_COLUMNS, toLateFeeRule } from '../ledger/late-fee-rule'
import { LEDGER_LEASE_COLUMNS, loadTenantLedger, toLedgerLease } from '../ledger/ledger.queries'
import { postAutomaticEntry } from '../ledger/posted-entries.queries'
import { postDueRecurringCharges } from '../ledger/recurring-charges.queries'
import { sendRentReminders, type PostedLateFee } from './rent-reminders'

export type LedgerDayOptions = {
  publicUrl: string
  /** When the entries are written; the day they are dated comes from the rules. */
  now: Date
  /** Days before the due date the "rent due soon" reminder goes out (RENT_REMINDER_DAYS). */
  reminderDaysBefore: number
}

/** What one scheduler run posted; a second run for the same day posts nothing. */
export type LedgerDayResult = { recurring: number; lateFees: number; reminders: number }

/**
 * The day's work (docs/ledger.md, "The scheduler"): for every active lease, post the recurring
 * charges and late fees due by `day`, and send the rent reminders due on it. Everything due by
 * the day is posted, not only what falls on it, so one run after days of downtime catches up.
 * Each lease is its own transaction and every entry and reminder its natural key: a run cut
 * short keeps what it posted, and running it again, or on two servers at once, adds only what
 * is missing.
 */
export const runLedgerDay = async (
  db: Kysely<Database>,
  day: string,
  options: LedgerDayOptions,
): Promise<LedgerDayResult> => {
  const leases = await db
    .selectFrom('leases')
    .select(['id', 'tenant_id'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute()
  const total: LedgerDayResult = { recurring: 0, lateFees: 0, reminders: 0 }
  for (const { id, tenant_id } of leases) {
    const result = await db
      .transaction()
      .execute((trx) => runLeaseDay(trx, id, tenant_id, day, options))
    total.recurring += result.recurring
    total.lateFees += result.lateFees
    total.reminders += result.reminders
  }
  return total
}

/**
 * One lease's share of the day's work, inside the caller's transaction: what the daily run does
 * for each active lease, and what the demo seed replays for a day in the past.
 */
export const runLeaseDay = async (
  db: Db,
  leaseId: string,
  primaryTenantId: string,
  day: string,
  options: LedgerDayOptions,
): Promise<LedgerDayResult> => {
  const row = await db
    .selectFrom('leases')
    .select([...LEDGER_LEASE_COLUMNS, ...LATE_FEE_COLUMNS])
    .where('id', '=', leaseId)
    .executeTakeFirstOrThrow()
  const lease = toLedgerLease(row)
  const recurring = await postDueRecurringCharges(db, lease, day, options.now)
  const books = await loadTenantLedger(db, primaryTenantId, day)
  const feeRule = toLateFeeRule(row)
  const fees = await postLateFees(db, lease, feeRule, books, day, options.now)
  const reminders = await sendRentReminders(db, {
    lease,
    feeRule,
    obligations: obligationsOf(books.leases, books.posted, day),
    funds: fundsOf(books.leases, books.payments, books.posted),
    postedFees: fees,
    day,
    ...options,
  })
  return { recurring, lateFees: fees.length, reminders }
}

type Books = Awaited<ReturnType<typeof loadTenantLedger>>

const postLateFees = async (
  db: Db,
  lease: LedgerLease,
  rule: LateFeeRule,
  books: Books,
  day: string,
  now: Date,
): Promise<PostedLateFee[]> => {
  if (rule.type === 'none') return []
  const postedKeys = new Set(
    books.posted
      .filter((entry) => entry.leaseId === lease.id && entry.kind === 'late_fee')
      .flatMap((entry) => (entry.periodKey ? [entry.periodKey] : [])),
  )
  const fees = lateFeesDue(
    rule,
    rentCharges(lease, day),
    obligationsOf(books.leases, books.posted, day),
    fundsOf(books.leases, books.payments, books.posted),
    day,
    postedKeys,
  )
  const posted: PostedLateFee[] = []
  for (const fee of fees) {
    if (postedKeys.has(fee.periodKey)) continue
    const id = await postAutomaticEntry(db, { leaseId: lease.id, kind: 'late_fee', ...fee }, now)
    if (id) posted.push({ ...fee, entryId: id })
  }
  return posted
}

/**
 * Everything the tenant owes by `day`, in the order payments settle it: the opening balances,
 * rent, and every posted charge that counts (recurring, late fees, one-off charges).
 */
const obligationsOf = (leases: LedgerLease[], posted: PostedEntry[], day: string): Obligation[] => [
  ...leases
    .filter((lease) => lease.openingBalanceCents > 0 && lease.ledgerStart <= day)
    .map((lease) => ({
      key: `opening:${lease.id}`,
      date: lease.ledgerStart,
      amountCents: lease.openingBalanceCents,
      order: -1,
    })),
  ...leases.flatMap((lease) => rentCharges(lease, day).map(rentObligation)),
  ...posted
    .filter((entry) => !entry.isVoided && entry.amountCents > 0 && entry.date <= day)
    .map((entry) => ({
      key: entry.kind === 'late_fee' ? `fee:${entry.periodKey}` : `posted:${entry.id}`,
      date: entry.date,
      amountCents: entry.amountCents,
      order: 1,
    })),
]

/** What settles those obligations: confirmed payments, credits, waivers and opening credits. */
const fundsOf = (
  leases: LedgerLease[],
  payments: LedgerPayment[],
  posted: PostedEntry[],
): Funds[] => [
  ...leases
    .filter((lease) => lease.openingBalanceCents < 0)
    .map((lease) => ({ date: lease.ledgerStart, amountCents: -lease.openingBalanceCents })),
  ...payments
    .filter((payment) => payment.status === 'confirmed')
    .map((payment) => ({ date: payment.createdAt.slice(0, 10), amountCents: payment.amountCents })),
  ...posted
    .filter((entry) => !entry.isVoided && entry.amountCents < 0)
    .map((entry) => ({ date: entry.date, amountCents: -entry.amountCents })),
]
