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
import { loadTenantLedger } from '../ledger/ledger.queries'
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
 */
export const getDashboardStats = async (
  db: Db,
  scope: TenantScope,
  now = new Date(),
): Promise<DashboardStats> => {
  const today = now.toISOString().slice(0, 10)
  // The tenant's leases are read once and serve the balance, the lease card and the activity.
  const [leaseRows, books, maintenance, tenant, activity] = await Promise.all([
    db
      .selectFrom('leases')
      .select([
        'status',
        'start_date',
        'end_date',
        'ended_at',
        'extracted_data',
        'extraction_confidence',
      ])
      .where('id', 'in', tenantLeaseIds(db, scope.tenantId))
      .orderBy('start_date')
      .execute(),
    loadTenantLedger(db, scope.tenantId, today),
    countRequests(db, scope),
    db
      .selectFrom('tenants')
      .select(['extracted_from_document', 'confidence_score'])
      .where('id', '=', scope.tenantId)
      .executeTakeFirst(),
    loadActivity(db, scope),
  ])
  const lease = currentLeaseSummary(currentLeaseOf(leaseRows), tenant, now)
  const balanceCents = books.ledger.balanceCents
  const next = nextRentCharge(books.leases, today)
  // A credit pays toward the next rent; money owed already shows in the balance.
  const nextCents = next ? Math.max(0, next.amountCents + Math.min(0, balanceCents)) : 0
  return {
    currentBalance: fromCents(balanceCents),
    nextPayment: { amount: fromCents(nextCents), dueDate: next?.dueDate ?? null },
    maintenance,
    lease,
    recentActivity: recentActivity(activity, leaseRows, now),
  }
}

const countRequests = async (db: Db, scope: TenantScope) => {
  const rows = await db
    .selectFrom('maintenance_requests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tenant_id', '=', scope.tenantId)
    .where('status', '!=', 'completed')
    .groupBy('status')
    .execute()
  return {
    openRequests: rows.reduce((sum, row) => sum + Number(row.count), 0),
    inProgress: Number(rows.find((row) => row.status === 'in_progress')?.count ?? 0),
  }
}

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

/** The latest payments, request events and tenant-visible notes, a few of each. */
const loadActivity = async (db: Db, scope: TenantScope) => {
  const [payments, events, notes] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'amount_cents',
        'method',
        'period',
        'status',
        'created_at',
        'updated_at',
        'confirmed_at',
        'rejection_reason',
      ])
      .where('tenant_id', '=', scope.tenantId)
      .orderBy('updated_at', 'desc')
      .limit(ACTIVITY_LIMIT)
      .execute(),
    db
      .selectFrom('maintenance_events as e')
      .innerJoin('maintenance_requests as r', 'r.id', 'e.request_id')
      .select(['e.kind', 'e.to_status', 'e.created_at', 'r.service_type', 'r.specific_issue'])
      .where('r.tenant_id', '=', scope.tenantId)
      .orderBy('e.created_at', 'desc')
      .limit(ACTIVITY_LIMIT)
      .execute(),
    db
      .selectFrom('maintenance_notes as n')
      .innerJoin('maintenance_requests as r', 'r.id', 'n.request_id')
      .select(['n.note', 'n.created_at', 'r.service_type', 'r.specific_issue'])
      .where('r.tenant_id', '=', scope.tenantId)
      .where('n.is_internal', '=', 0)
      .orderBy('n.created_at', 'desc')
      .limit(ACTIVITY_LIMIT)
      .execute(),
  ])
  return { payments, events, notes }
}

const recentActivity = (
  { payments, events, notes }: Awaited<ReturnType<typeof loadActivity>>,
  leases: readonly { status: string; start_date: string; ended_at: string | null }[],
  now: Date,
): RecentActivity[] => {
  const requestLabel = (r: { service_type: string; specific_issue: string }) =>
    `${SERVICE_TYPE_LABELS[r.service_type as ServiceType] ?? r.service_type} – ${r.specific_issue}`
  const today = now.toISOString()

  const items: RecentActivity[] = [
    ...payments.map((p): RecentActivity => {
      const details = `${p.period} · ${methodLabel(p.method)}`
      const amount = fromCents(p.amount_cents)
      if (p.status === 'confirmed') {
        return {
          type: 'payment',
          description: 'Payment confirmed',
          date: p.confirmed_at ?? p.updated_at,
          amount,
          details,
        }
      }
      if (p.status === 'rejected') {
        const reason = p.rejection_reason ? ` · ${p.rejection_reason}` : ''
        return {
          type: 'payment',
          description: 'Payment rejected',
          date: p.updated_at,
          amount,
          details: `${details}${reason}`,
        }
      }
      return {
        type: 'payment',
        description: 'Payment submitted, awaiting confirmation',
        date: p.created_at,
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
