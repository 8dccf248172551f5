import { nextRentCharge } from '../../../shared/ledger'
import { fromCents } from '../../../shared/money'
import { methodLabel } from '../../../shared/payment-methods'
import type {
  DashboardExtractedData,
  DashboardStats,
  RecentActivity,
} from '../../../shared/schemas/dashboard'
import {
  SERVICE_TYPE_LABELS,
  statusLabel,
  type ServiceType,
} from '../../../shared/schemas/maintenance'
import type { Db } from '../../db/database'
import {
  LEDGER_LEASE_COLUMNS,
  loadLedgerOfLeases,
  toLedgerLease,
  type TenantLedgerPayment,
} from '../ledger/ledger.queries'
import { currentLeaseOf, tenantLeaseIds } from '../tenants/tenant.queries'

import type { TenantScope } from '../tenants/tenant-scope'
import { extractedDashboardData } from './extracted-data'

/** Recent Activity shows the latest few things that happened, not a history. */
const ACTIVITY_LIMIT = 8
const DAY_MS = 86_400_000
/** Lease months count as 30 days; the Lease Expires card does too. */
const MONTH_DAYS = 30

/**
 * The tenant dashboard, computed from the database on each call: the ledger balance
 * (docs/ledger.md), the next rent charge, open requests, the current lease and what happened lately.
 * Five statements: the tenant's leases (read once, for the balance, the lease card and the
 * activity), then their payments and posted entries (the payments serve the activity too), the
 * tenant with their open request counts, and the request events and notes in one. The answer
 * depends on `now` only through its UTC date (a lease starts at that day's midnight), which is
 * what lets the route keep it for the day.
 */
export const getDashboardStats = async (
  db: Db,
  scope: TenantScope,
  now = new Date(),
): Promise<DashboardStats> => {
  const today = now.toISOString().slice(0, 10)
  const [leaseRows, tenant, activity] = await Promise.all([
    db
      .selectFrom('leases')
      .select([...LEDGER_LEASE_COLUMNS, 'extracted_data', 'extraction_confidence'])
      .where('id', 'in', tenantLeaseIds(db, scope.tenantId))
      .orderBy('start_date')
      .execute(),
    loadTenantWithRequestCounts(db, scope),
    loadRequestActivity(db, scope),
  ])
  const books = await loadLedgerOfLeases(db, scope.tenantId, leaseRows.map(toLedgerLease), today)
  const lease = currentLeaseSummary(currentLeaseOf(leaseRows), tenant, now)
  const balanceCents = books.ledger.balanceCents
  const next = nextRentCharge(books.leases, today)
  // A credit pays toward the next rent; money owed already shows in the balance.
  const nextCents = next ? Math.max(0, next.amountCents + Math.min(0, balanceCents)) : 0
  // The tenant's own payments, latest change first; a co-tenant's count in the balance only.
  const payments = books.payments
    .filter((payment) => payment.tenantId === scope.tenantId)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice(0, ACTIVITY_LIMIT)
  return {
    currentBalance: fromCents(balanceCents),
    nextPayment: { amount: fromCents(nextCents), dueDate: next?.dueDate ?? null },
    maintenance: {
      openRequests: Number(tenant?.open_requests ?? 0),
      inProgress: Number(tenant?.in_progress ?? 0),
    },
    lease,
    recentActivity: recentActivity({ payments, ...activity }, leaseRows, now),
  }
}

/**
 * The tenant's lease-card facts and how many of their requests are open and in progress, in one
 * pass over the tenant's requests (by the tenant index; a count per status would let the planner
 * read every request of that status instead).
 */
const loadTenantWithRequestCounts = (db: Db, scope: TenantScope) =>
  db
    .selectFrom('tenants as t')
    .leftJoin('maintenance_requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 't.id').on('r.status', '!=', 'completed'),
    )
    .select((eb) => [
      't.extracted_from_document',
      't.confidence_score',
      eb.fn.count<number>('r.id').as('open_requests'),
      eb.fn
        .sum<number>(eb.case().when('r.status', '=', 'in_progress').then(1).else(0).end())
        .as('in_progress'),
    ])
    .where('t.id', '=', scope.tenantId)
    .groupBy(['t.id', 't.extracted_from_document', 't.confidence_score'])
    .executeTakeFirst()

const currentLeaseSummary = (
  current:
    | {
        end_date: string | null
        extracted_data: string | null
        extraction_confidence: number | null
      }
    | undefined,
  tenant: { extracted_from_document: number; confidence_score: number | null } | undefined,
  now: Date,
): DashboardStats['lease'] => {
  const extractedData: DashboardExtractedData | null = extractedDashboardData(
    current?.extracted_data ?? null,
  )
  const endDate = current?.end_date ?? null
  const daysLeft = endDate
    ? (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(now.toISOString().slice(0, 10))) / DAY_MS
    : null
  return {
    monthsToExpire: daysLeft === null ? null : Math.max(0, Math.floor(daysLeft / MONTH_DAYS)),
    expirationDate: endDate,
    extractedFromDocument: extractedData !== null || tenant?.extracted_from_document === 1,
    confidenceScore: current?.extraction_confidence ?? tenant?.confidence_score ?? null,
    extractedData,
  }
}

/**
 * The latest request events and tenant-visible notes, a few of each, in one statement: each side
 * is limited on its own, then both are joined, and the activity list sorts them.
 */
const loadRequestActivity = async (db: Db, scope: TenantScope) => {
  const events = db
    .selectFrom('maintenance_events as e')
    .innerJoin('maintenance_requests as r', 'r.id', 'e.request_id')
    .select((eb) => [
      eb.ref('e.kind').$castTo<string | null>().as('kind'),
      'e.to_status',
      eb.lit(null).$castTo<string | null>().as('note'),
      'e.created_at',
      'r.service_type',
      'r.specific_issue',
    ])
    .where('r.tenant_id', '=', scope.tenantId)
    .orderBy('e.created_at', 'desc')
    .limit(ACTIVITY_LIMIT)
  const notes = db
    .selectFrom('maintenance_notes as n')
    .innerJoin('maintenance_requests as r', 'r.id', 'n.request_id')
    .select((eb) => [
      eb.lit(null).$castTo<string | null>().as('kind'),
      eb.lit(null).$castTo<string | null>().as('to_status'),
      eb.ref('n.note').$castTo<string | null>().as('note'),
      'n.created_at',
      'r.service_type',
      'r.specific_issue',
    ])
    .where('r.tenant_id', '=', scope.tenantId)
    .where('n.is_internal', '=', 0)
    .orderBy('n.created_at', 'desc')
    .limit(ACTIVITY_LIMIT)
  const rows = await db
    .selectFrom(events.as('events'))
    .selectAll()
    .unionAll(db.selectFrom(notes.as('notes')).selectAll())
    .execute()
  // An event has a kind and no note; a note has its text and no kind.
  return {
    events: rows.flatMap((row) => (row.kind === null ? [] : [{ ...row, kind: row.kind }])),
    notes: rows.flatMap((row) => (row.note === null ? [] : [{ ...row, note: row.note }])),
  }
}

type ActivityPayment = Pick<
  TenantLedgerPayment,
  | 'amountCents'
  | 'method'
  | 'period'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'confirmedAt'
  | 'rejectionReason'
>

const recentActivity = (
  {
    payments,
    events,
    notes,
  }: { payments: ActivityPayment[] } & Awaited<ReturnType<typeof loadRequestActivity>>,
  leases: readonly { status: string; start_date: string; ended_at: string | null }[],
  now: Date,
): RecentActivity[] => {
  const requestLabel = (r: { service_type: string; specific_issue: string }) =>
    `${SERVICE_TYPE_LABELS[r.service_type as ServiceType] ?? r.service_type} – ${r.specific_issue}`
  const today = now.toISOString()

  const items: RecentActivity[] = [
    ...payments.map((p): RecentActivity => {
      const details = `${p.period} · ${methodLabel(p.method)}`
      const amount = fromCents(p.amountCents)
      if (p.status === 'confirmed') {
        return {
          type: 'payment',
          description: 'Payment confirmed',
          date: p.confirmedAt ?? p.updatedAt,
          amount,
          details,
        }
      }
      if (p.status === 'rejected') {
        const reason = p.rejectionReason ? ` · ${p.rejectionReason}` : ''
        return {
          type: 'payment',
          description: 'Payment rejected',
          date: p.updatedAt,
          amount,
          details: `${details}${reason}`,
        }
      }
      return {
        type: 'payment',
        description: 'Payment submitted, awaiting confirmation',
        date: p.createdAt,
        amount,
        details,
      }
    }),
    ...events.map((e): RecentActivity => ({
      type: 'maintenance',
      description:
        e.kind === 'submitted'
          ? 'Maintenance request submitted'
          : `Maintenance request ${statusLabel(e.to_status ?? '')}`,
      date: e.created_at,
      details: requestLabel(e),
    })),
    ...notes.map((n): RecentActivity => ({
      type: 'maintenance',
      description: `Update on ${requestLabel(n)}`,
      date: n.created_at,
      details: n.note,
    })),
    ...leases.flatMap((l): RecentActivity[] => [
      ...(`${l.start_date}T00:00:00.000Z` <= today
        ? [
            {
              type: 'other' as const,
              description: 'Lease started',
              date: `${l.start_date}T00:00:00.000Z`,
            },
          ]
        : []),
      ...(l.status === 'ended' && l.ended_at
        ? [{ type: 'other' as const, description: 'Lease ended', date: l.ended_at }]
        : []),
    ]),
  ]
  return items
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, ACTIVITY_LIMIT)
}
