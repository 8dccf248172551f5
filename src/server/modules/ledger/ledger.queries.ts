import {
  addDays,
  buildLedger,
  recurringChargeDue,
  rentCharges,
  type LedgerLease,
  type LedgerPayment,
} from '../../../shared/ledger'
import { fromCents } from '../../../shared/money'
import type { TenantLedger } from '../../../shared/schemas/payments'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { loadPostedEntries } from './posted-entries.queries'
import { loadRecurringCharges } from './recurring-charges.queries'
import { tenantLeaseIds } from '../tenants/tenant.queries'

/** How far ahead the statement lists upcoming charges. */
const UPCOMING_DAYS = 31

/** Rent and recurring charges of the leases still charging, due after today and within the horizon. */
const upcomingCharges = async (db: Db, leases: LedgerLease[], today: string) => {
  const horizon = addDays(today, UPCOMING_DAYS)
  const charging = leases.filter((lease) => lease.status !== 'ended')
  const items = []
  for (const lease of charging) {
    for (const rent of rentCharges(lease, horizon).filter((c) => c.dueDate > today))
      items.push({
        date: rent.dueDate,
        description: `Rent for ${rent.period}${rent.prorated ? ' (prorated)' : ''}`,
        amount: fromCents(rent.amountCents),
      })
    for (const charge of await loadRecurringCharges(db, lease.id))
      for (const due of recurringChargeDue(lease, charge, horizon).filter((c) => c.dueDate > today))
        items.push({
          date: due.dueDate,
          description: `${charge.description} for ${due.period}${due.prorated ? ' (prorated)' : ''}`,
          amount: fromCents(due.amountCents),
        })
  }
  return items.sort((a, b) => a.date.localeCompare(b.date))
}

/** The lease an admin's charge or credit goes on: the active one, else the latest started. */
const currentLeaseOf = (leases: LedgerLease[]) =>
  (leases.find((lease) => lease.status === 'active') ?? leases.at(-1))?.id ?? null

/** The lease columns the ledger rules read (docs/ledger.md). */
export const LEDGER_LEASE_COLUMNS = [
  'id',
  'status',
  'monthly_rent_cents',
  'start_date',
  'end_date',
  'ended_at',
  'rent_due_day',
  'prorate_first_month',
  'ledger_start',
  'opening_balance_cents',
] as const

type LedgerLeaseRow = {
  id: string
  status: string
  monthly_rent_cents: number
  start_date: string
  end_date: string | null
  ended_at: string | null
  rent_due_day: number
  prorate_first_month: number
  ledger_start: string
  opening_balance_cents: number
}

export const toLedgerLease = (row: LedgerLeaseRow): LedgerLease => ({
  id: row.id,
  status: row.status,
  monthlyRentCents: Number(row.monthly_rent_cents),
  startDate: row.start_date,
  endDate: row.end_date,
  endedAt: row.ended_at,
  rentDueDay: Number(row.rent_due_day),
  prorateFirstMonth: Number(row.prorate_first_month) === 1,
  ledgerStart: row.ledger_start,
  openingBalanceCents: Number(row.opening_balance_cents),
})

/** Every lease of a tenant, as the ledger rules read them, oldest first. */
export const loadLedgerLeases = async (db: Db, tenantId: string): Promise<LedgerLease[]> => {
  const rows = await db
    .selectFrom('leases')
    .select(LEDGER_LEASE_COLUMNS)
    .where('id', 'in', tenantLeaseIds(db, tenantId))
    .orderBy('start_date')
    .execute()
  return rows.map(toLedgerLease)
}

/** A payment as the ledger counts it, with what the tenant's activity list says of it. */
export type TenantLedgerPayment = LedgerPayment & {
  tenantId: string
  updatedAt: string
  confirmedAt: string | null
  rejectionReason: string | null
}

/**
 * The payments that count toward a tenant's ledger: their own, and every payment made toward a
 * lease they share with co-tenants, whoever paid it.
 */
export const loadLedgerPayments = async (
  db: Db,
  tenantId: string,
  leaseIds: string[],
): Promise<TenantLedgerPayment[]> => {
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'tenant_id',
      'amount_cents',
      'status',
      'created_at',
      'updated_at',
      'confirmed_at',
      'rejection_reason',
      'method',
      'period',
    ])
    .where((eb) =>
      leaseIds.length
        ? eb.or([eb('tenant_id', '=', tenantId), eb('lease_id', 'in', leaseIds)])
        : eb('tenant_id', '=', tenantId),
    )
    .execute()
  // buildLedger leaves rejected payments out; filtering here would steer SQLite to the status index.
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    amountCents: Number(row.amount_cents),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    confirmedAt: row.confirmed_at,
    rejectionReason: row.rejection_reason,
    method: row.method,
    period: row.period,
  }))
}

/**
 * The ledger a tenant's leases make on `today` (docs/ledger.md), for a caller that has read the
 * leases already: their payments and posted entries, read together.
 */
export const loadLedgerOfLeases = async (
  db: Db,
  tenantId: string,
  leases: LedgerLease[],
  today: string,
) => {
  const leaseIds = leases.map((lease) => lease.id)
  const [payments, posted] = await Promise.all([
    loadLedgerPayments(db, tenantId, leaseIds),
    loadPostedEntries(db, leaseIds),
  ])
  return { leases, payments, posted, ledger: buildLedger(leases, payments, today, posted) }
}

/** A tenant's leases, payments and the ledger they make on `today` (docs/ledger.md). */
export const loadTenantLedger = async (db: Db, tenantId: string, today: string) =>
  loadLedgerOfLeases(db, tenantId, await loadLedgerLeases(db, tenantId), today)

/** A tenant's statement for the admin (GET /api/admin/tenants/{id}/ledger), newest entry first. */
export const getTenantLedger = async (
  db: Db,
  tenantId: string,
  today: string,
): Promise<TenantLedger> => {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'first_name', 'last_name', 'unit'])
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (!tenant) throw new AppError(404, 'Tenant not found.')
  const { ledger, posted, leases } = await loadTenantLedger(db, tenantId, today)
  const waivedIds = new Set(
    posted.filter((e) => e.kind === 'waiver' && !e.isVoided).map((e) => e.waivesEntryId),
  )
  return {
    tenant: {
      id: tenant.id,
      firstName: tenant.first_name,
      lastName: tenant.last_name,
      unit: tenant.unit,
    },
    charged: fromCents(ledger.chargedCents),
    paid: fromCents(ledger.paidCents),
    pending: fromCents(ledger.pendingCents),
    balance: fromCents(ledger.balanceCents),
    entries: ledger.entries
      .map((entry) => ({
        type: entry.type,
        date: entry.date,
        description: entry.description,
        amount: fromCents(entry.amountCents),
        status: entry.type === 'payment' ? entry.status : null,
        paymentId: entry.type === 'payment' ? entry.payment.id : null,
        entryId: 'posted' in entry ? entry.posted.id : null,
        memo: 'posted' in entry ? entry.posted.memo : null,
        isVoided: 'posted' in entry ? entry.posted.isVoided : false,
        isWaived:
          'posted' in entry && entry.type === 'late_fee' ? waivedIds.has(entry.posted.id) : false,
        balance: fromCents(entry.balanceCents),
      }))
      .reverse(),
    currentLeaseId: currentLeaseOf(leases),
    upcoming: await upcomingCharges(db, leases, today),
  }
}
