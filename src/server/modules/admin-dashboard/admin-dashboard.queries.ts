import type { ExpressionBuilder } from 'kysely'
import { fromCents } from '../../../shared/money'
import {
  OCCUPANCY_CHART_LIMIT,
  RECENT_ACTIVITY_LIMIT,
  RENT_CHART_MONTHS,
  type AdminDashboard,
  type PropertyOccupancy,
  type RecentMaintenance,
  type RecentPayment,
} from '../../../shared/schemas/admin-dashboard'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { MAINTENANCE_STATUSES } from '../../../shared/schemas/maintenance'
import { occupancyPercent } from '../properties/properties.queries'

type Month = { key: string; first: string; last: string }

const pad = (n: number) => String(n).padStart(2, '0')

/** The last `count` calendar months in UTC, oldest first, ending with the month of `now`. */
export const lastMonths = (now: Date, count = RENT_CHART_MONTHS): Month[] =>
  Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))
    const year = first.getUTCFullYear()
    const month = first.getUTCMonth()
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
    const key = `${year}-${pad(month + 1)}`
    return { key, first: `${key}-01`, last: `${key}-${pad(lastDay)}` }
  })

const tenantOf = (row: {
  first_name: string | null
  last_name: string | null
  unit: string | null
}) =>
  row.first_name !== null && row.last_name !== null
    ? { firstName: row.first_name, lastName: row.last_name, unit: row.unit }
    : null

/**
 * Confirmed payments summed per calendar month of payment: one range sum per month, each read
 * from the covering index payments_status_created_amount_idx alone (migration 0005).
 */
const collectedByMonth = (db: Db, months: Month[]) =>
  Promise.all(
    months.map(async (month, i) => {
      const next = months[i + 1]?.first
      const row = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
        .where('status', '=', 'confirmed')
        .where('created_at', '>=', month.first)
        // Timestamps of the month sort before the next month's first day; the last month is open-ended.
        .$if(next !== undefined, (qb) => qb.where('created_at', '<', next ?? ''))
        .executeTakeFirst()
      return Number(row?.cents ?? 0)
    }),
  )

/**
 * Rent due per month: the monthly rent of every lease in force at some time in the month. A
 * lease is in force from its start; an ended one until the earlier of its end date and the day
 * it was ended; an active one runs on past its end date (a holdover keeps paying, as in the
 * ledger). Partial months count in full (decision 0402). The leases are summed per start month,
 * status, end month and month ended — a few hundred groups at most — and the months are
 * counted from those.
 */
const dueByMonth = async (db: Db, months: Month[]) => {
  const monthOf = (
    eb: ExpressionBuilder<Database, 'leases'>,
    column: 'start_date' | 'end_date' | 'ended_at',
  ) => eb.fn<string | null>('substr', [column, eb.lit(1), eb.lit(7)])
  const groups = await db
    .selectFrom('leases')
    .select((eb) => [
      monthOf(eb, 'start_date').as('started'),
      'status',
      monthOf(eb, 'end_date').as('ends'),
      monthOf(eb, 'ended_at').as('ended'),
      eb.fn.sum<number>('monthly_rent_cents').as('cents'),
    ])
    .groupBy((eb) => [
      monthOf(eb, 'start_date'),
      'status',
      monthOf(eb, 'end_date'),
      monthOf(eb, 'ended_at'),
    ])
    .execute()
  return months.map(({ key }) =>
    groups
      .filter(
        (group) =>
          group.started !== null &&
          group.started <= key &&
          (group.status !== 'ended' ||
            ((group.ends === null || group.ends >= key) &&
              (group.ended === null || group.ended >= key))),
      )
      .reduce((sum, group) => sum + Number(group.cents), 0),
  )
}

/**
 * Units with an active lease per property, every property once: at most one active lease holds a
 * unit, so a property is never more than full. Counted per property in one pass over the leases.
 */
const occupancyByProperty = async (db: Db): Promise<PropertyOccupancy[]> => {
  const [properties, counts] = await Promise.all([
    db.selectFrom('properties').select(['id', 'name', 'total_units']).execute(),
    db
      .selectFrom('leases')
      .select((eb) => ['property_id', eb.fn.count<number>('unit_id').distinct().as('occupied')])
      .where('status', '=', 'active')
      .where('unit_id', 'is not', null)
      .groupBy('property_id')
      .execute(),
  ])
  const occupied = new Map(counts.map((row) => [row.property_id, Number(row.occupied)]))
  return properties.map((row) => {
    const totalUnits = Number(row.total_units)
    const occupiedUnits = occupied.get(row.id) ?? 0
    return {
      id: row.id,
      name: row.name,
      totalUnits,
      occupiedUnits,
      occupancyRate: occupancyPercent(occupiedUnits, totalUnits),
    }
  })
}

/** Open = not completed; counted from maintenance_requests_status_urgency_idx alone (migration 0011). */
const OPEN_STATUSES = MAINTENANCE_STATUSES.filter((status) => status !== 'completed')

const maintenanceCounts = async (db: Db) => {
  const row = await db
    .selectFrom('maintenance_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('open'),
      eb.fn
        .sum<number>(eb.case().when('urgency', '=', 'high').then(eb.lit(1)).else(eb.lit(0)).end())
        .as('urgent'),
    ])
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow()
  return { open: Number(row.open), urgent: Number(row.urgent ?? 0) }
}

const recentPayments = (db: Db) =>
  db
    .selectFrom('payments as pay')
    .leftJoin('tenants as t', 't.id', 'pay.tenant_id')
    .select([
      'pay.id',
      'pay.amount_cents',
      'pay.method',
      'pay.period',
      'pay.status',
      'pay.created_at',
      't.first_name',
      't.last_name',
      't.unit',
    ])
    .orderBy('pay.created_at', 'desc')
    .orderBy('pay.id', 'desc')
    .limit(RECENT_ACTIVITY_LIMIT)
    .execute()

const recentMaintenance = (db: Db) =>
  db
    .selectFrom('maintenance_requests as r')
    .leftJoin('tenants as t', 't.id', 'r.tenant_id')
    .select([
      'r.id',
      'r.service_type',
      'r.specific_issue',
      'r.urgency',
      'r.status',
      'r.created_at',
      't.first_name',
      't.last_name',
      't.unit',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(RECENT_ACTIVITY_LIMIT)
    .execute()

/**
 * Late fees dated this month that still count: not voided, and not waived (a waiver that is
 * itself voided leaves the fee standing).
 */
const lateFeesInMonth = (db: Db, month: string) =>
  db
    .selectFrom('ledger_entries as f')
    .select((eb) => [
      eb.fn.sum<number>('f.amount_cents').as('cents'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('f.kind', '=', 'late_fee')
    .where('f.voided_at', 'is', null)
    .where('f.entry_date', 'like', `${month}-%`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_entries as w')
            .select('w.id')
            .whereRef('w.waives_entry_id', '=', 'f.id')
            .where('w.voided_at', 'is', null),
        ),
      ),
    )
    .executeTakeFirstOrThrow()

/** Deposits not yet settled of leases that have begun: the tenants' money, never revenue. */
const depositsHeld = (db: Db) =>
  db
    .selectFrom('leases as l')
    .leftJoin('deposit_dispositions as d', 'd.lease_id', 'l.id')
    .select((eb) => [
      eb.fn.sum<number>('l.security_deposit_cents').as('cents'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('l.status', 'in', ['active', 'ended'])
    .where('l.security_deposit_cents', '>', 0)
    .where('d.id', 'is', null)
    .executeTakeFirstOrThrow()

/** GET /api/admin/dashboard from aggregate and indexed queries only (decision 0402). */
export const getAdminDashboard = async (db: Db, now = new Date()): Promise<AdminDashboard> => {
  const months = lastMonths(now)
  const [tenants, collected, due, properties, maintenance, payments, requests, fees, deposits] =
    await Promise.all([
      db
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      collectedByMonth(db, months),
      dueByMonth(db, months),
      occupancyByProperty(db),
      maintenanceCounts(db),
      recentPayments(db),
      recentMaintenance(db),
      lateFeesInMonth(db, now.toISOString().slice(0, 7)),
      depositsHeld(db),
    ])
  const totalUnits = properties.reduce((sum, p) => sum + p.totalUnits, 0)
  const leasedUnits = properties.reduce(
    (sum, p) => sum + Math.min(p.occupiedUnits, p.totalUnits),
    0,
  )
  const emptiestFirst = [...properties].sort(
    (a, b) => a.occupancyRate - b.occupancyRate || a.name.localeCompare(b.name),
  )
  return {
    stats: {
      totalTenants: Number(tenants.n),
      totalRevenue: fromCents(collected.at(-1) ?? 0),
      openMaintenanceRequests: maintenance.open,
      urgentRequests: maintenance.urgent,
      occupancyRate: occupancyPercent(leasedUnits, totalUnits),
    },
    books: {
      lateFeesThisMonth: fromCents(fees.cents ?? 0),
      lateFeeCount: Number(fees.n),
      depositsHeld: fromCents(deposits.cents ?? 0),
      depositsHeldCount: Number(deposits.n),
    },
    recentActivity: {
      payments: payments.map((row) => ({
        id: row.id,
        amount: fromCents(row.amount_cents),
        method: row.method as RecentPayment['method'],
        period: row.period,
        status: row.status as RecentPayment['status'],
        createdAt: row.created_at,
        tenant: tenantOf(row),
      })),
      maintenance: requests.map((row) => ({
        id: row.id,
        serviceType: row.service_type as RecentMaintenance['serviceType'],
        specificIssue: row.specific_issue,
        urgency: row.urgency as RecentMaintenance['urgency'],
        status: row.status as RecentMaintenance['status'],
        createdAt: row.created_at,
        tenant: tenantOf(row),
      })),
    },
    charts: {
      rentByMonth: months.map((month, i) => ({
        month: month.key,
        collected: fromCents(collected[i] ?? 0),
        due: fromCents(due[i] ?? 0),
      })),
      occupancyByProperty: emptiestFirst.slice(0, OCCUPANCY_CHART_LIMIT),
      propertyCount: properties.length,
    },
  }
}
