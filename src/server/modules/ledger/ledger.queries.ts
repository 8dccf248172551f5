import { buildLedger, type LedgerLease, type LedgerPayment } from '../../../shared/ledger'
import { fromCents } from '../../../shared/money'
import type { TenantLedger } from '../../../shared/schemas/payments'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'

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
})

/** Every lease of a tenant, as the ledger rules read them, oldest first. */
export const loadLedgerLeases = async (db: Db, tenantId: string): Promise<LedgerLease[]> => {
  const rows = await db
    .selectFrom('leases')
    .select(LEDGER_LEASE_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('start_date')
    .execute()
  return rows.map(toLedgerLease)
}

export const loadLedgerPayments = async (db: Db, tenantId: string): Promise<LedgerPayment[]> => {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'status', 'created_at', 'method', 'period'])
    .where('tenant_id', '=', tenantId)
    .execute()
  // buildLedger leaves rejected payments out; filtering here would steer SQLite to the status index.
  return rows.map((row) => ({
    id: row.id,
    amountCents: Number(row.amount_cents),
    status: row.status,
    createdAt: row.created_at,
    method: row.method,
    period: row.period,
  }))
}

/**
 * The confirmed and pending totals of a tenant's payments, summed by the database: the
 * dashboard needs only the balance, not every entry. No status condition in SQL: with one,
 * SQLite picks the status index and reads every payment of the portfolio (60 ms at 120,000
 * payments) instead of this tenant's few.
 */
export const sumPayments = async (db: Db, tenantId: string) => {
  const rows = await db
    .selectFrom('payments')
    .select(['status', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
    .where('tenant_id', '=', tenantId)
    .groupBy('status')
    .execute()
  const total = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0)
  return { confirmedCents: total('confirmed'), pendingCents: total('pending') }
}

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
  const [leases, payments] = await Promise.all([
    loadLedgerLeases(db, tenantId),
    loadLedgerPayments(db, tenantId),
  ])
  const ledger = buildLedger(leases, payments, today)
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
        balance: fromCents(entry.balanceCents),
      }))
      .reverse(),
  }
}
