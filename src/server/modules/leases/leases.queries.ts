import type { Lease, LeaseListQuery, LeaseStatus } from '../../../shared/schemas/leases'
import { fromCents } from '../../../shared/money'
import type { Db } from '../../db/database'
import { leaseStatusRank } from '../../db/lease-order'
import { paged } from '../../db/paging'
import { toLateFeeBody } from '../ledger/late-fee-rule'
import {
  findMatchingIntake,
  MATCHABLE_INTAKE_STATUSES,
  readIntakeFacts,
  toExtractedData,
  type IntakeCandidate,
} from './lease-extraction'

const LEASE_COLUMNS = [
  'l.id',
  'l.tenant_id',
  'l.property_id',
  'l.status',
  'l.monthly_rent_cents',
  'l.security_deposit_cents',
  'l.start_date',
  'l.end_date',
  'l.rent_due_day',
  'l.extracted_data',
  'l.extraction_confidence',
  'l.intake_id',
  'l.ended_at',
  'l.created_at',
  'l.unit_id',
  'l.ledger_start',
  'l.opening_balance_cents',
  'l.additional_occupants',
  'l.late_fee_type',
  'l.late_fee_amount_cents',
  'l.late_fee_percent_bp',
  'l.late_fee_grace_days',
  'l.late_fee_cap_cents',
  't.first_name',
  't.last_name',
  't.unit',
  'u.name as unit_name',
  'p.name as property_name',
] as const

/**
 * The filtered leases. The search looks for matching tenants (full name, unit) and properties (name)
 * first, each table scanned once, and keeps the leases of those.
 */
const filteredQuery = (db: Db, filters: Omit<LeaseListQuery, 'limit' | 'offset'>) => {
  let query = db.selectFrom('leases as l')
  if (filters.status) query = query.where('l.status', '=', filters.status)
  if (filters.tenantId) query = query.where('l.tenant_id', '=', filters.tenantId)
  if (filters.propertyId) query = query.where('l.property_id', '=', filters.propertyId)
  const q = filters.q?.trim()
  if (!q) return query
  // A % or _ typed into the search box acts as a wildcard: harmless, and alike on both dialects.
  const pattern = `%${q}%`
  return query.where((eb) =>
    eb.or([
      eb(
        'l.tenant_id',
        'in',
        eb
          .selectFrom('tenants')
          .select('id')
          .where((inner) => {
            const fullName = inner(
              inner(inner.ref('first_name'), '||', inner.val(' ')),
              '||',
              inner.ref('last_name'),
            )
            return inner.or([
              inner(inner.fn('lower', [fullName]), 'like', inner.fn('lower', [inner.val(pattern)])),
              inner(
                inner.fn('lower', [inner.ref('unit')]),
                'like',
                inner.fn('lower', [inner.val(pattern)]),
              ),
            ])
          }),
      ),
      eb(
        'l.property_id',
        'in',
        eb
          .selectFrom('properties')
          .select('id')
          .where((inner) =>
            inner(
              inner.fn('lower', [inner.ref('name')]),
              'like',
              inner.fn('lower', [inner.val(pattern)]),
            ),
          ),
      ),
    ]),
  )
}

const detailQuery = (db: Db) =>
  db
    .selectFrom('leases as l')
    .leftJoin('tenants as t', 't.id', 'l.tenant_id')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .leftJoin('units as u', 'u.id', 'l.unit_id')
    .select(LEASE_COLUMNS)

type LeaseRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number]

/**
 * Intakes that may match these leases, and the ones they were made from; for the whole list,
 * every intake may match (intakes are few next to leases).
 */
const loadIntakes = async (
  db: Db,
  leases: { id: string; intake_id: string | null }[] | 'all',
): Promise<IntakeCandidate[]> => {
  if (!leases.length) return []
  let query = db
    .selectFrom('document_intakes')
    .select(['id', 'status', 'lease_id', 'extracted_json', 'confidence_score', 'processed_at'])
  if (leases === 'all') {
    query = query.where('status', 'in', MATCHABLE_INTAKE_STATUSES)
  } else {
    const leaseIds = leases.map((lease) => lease.id)
    const ownIds = leases.flatMap((lease) => (lease.intake_id ? [lease.intake_id] : []))
    query = query.where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', MATCHABLE_INTAKE_STATUSES),
          eb.or([eb('lease_id', 'is', null), eb('lease_id', 'in', leaseIds)]),
        ]),
        ...(ownIds.length ? [eb('id', 'in', ownIds)] : []),
      ]),
    )
  }
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    leaseId: row.lease_id,
    ...readIntakeFacts(row.extracted_json),
    confidence: row.confidence_score === null ? null : Number(row.confidence_score),
    extractedJson: row.extracted_json,
    processedAt: row.processed_at,
  }))
}

type CoTenant = { lease_id: string; id: string; first_name: string; last_name: string }

/** The co-tenants of these leases, by name; the primary tenant comes from the lease row. */
const loadCoTenants = async (db: Db, leaseIds: string[]): Promise<Map<string, CoTenant[]>> => {
  const byLease = new Map<string, CoTenant[]>()
  if (!leaseIds.length) return byLease
  const rows = await db
    .selectFrom('lease_co_tenants as c')
    .innerJoin('tenants as t', 't.id', 'c.tenant_id')
    .select(['c.lease_id', 't.id', 't.first_name', 't.last_name'])
    .where('c.lease_id', 'in', leaseIds)
    .orderBy('t.last_name')
    .orderBy('t.first_name')
    .execute()
  for (const row of rows) byLease.set(row.lease_id, [...(byLease.get(row.lease_id) ?? []), row])
  return byLease
}

const toLease = (
  row: LeaseRow,
  intakes: IntakeCandidate[],
  coTenants: Map<string, CoTenant[]>,
): Lease => {
  const monthlyRent = fromCents(row.monthly_rent_cents)
  const own = row.intake_id ? intakes.find((intake) => intake.id === row.intake_id) : undefined
  const fromLease =
    row.extracted_data !== null || row.extraction_confidence !== null || row.intake_id !== null
  const match =
    own ??
    (fromLease
      ? undefined
      : findMatchingIntake(
          { id: row.id, firstName: row.first_name, lastName: row.last_name, monthlyRent },
          intakes,
        ))
  const extracted = fromLease || match !== undefined
  const confidence = row.extraction_confidence ?? match?.confidence ?? null
  return {
    id: row.id,
    tenantId: row.tenant_id,
    propertyId: row.property_id,
    status: row.status as LeaseStatus,
    monthlyRent,
    securityDeposit: fromCents(row.security_deposit_cents),
    startDate: row.start_date,
    endDate: row.end_date,
    rentDueDay: Number(row.rent_due_day),
    endedAt: row.ended_at,
    createdAt: row.created_at,
    property:
      row.property_id && row.property_name !== null
        ? { id: row.property_id, name: row.property_name }
        : null,
    tenant:
      row.first_name !== null && row.last_name !== null
        ? { firstName: row.first_name, lastName: row.last_name, unit: row.unit_name ?? row.unit }
        : null,
    tenants: [
      ...(row.first_name !== null && row.last_name !== null
        ? [{ id: row.tenant_id, firstName: row.first_name, lastName: row.last_name, primary: true }]
        : []),
      ...(coTenants.get(row.id) ?? []).map((t) => ({
        id: t.id,
        firstName: t.first_name,
        lastName: t.last_name,
        primary: false,
      })),
    ],
    unitId: row.unit_id,
    unitName: row.unit_name,
    additionalOccupants: row.additional_occupants,
    ledgerStart: row.ledger_start,
    lateFee: toLateFeeBody(row),
    openingBalance: fromCents(Number(row.opening_balance_cents)),
    extractedFromDocument: extracted,
    confidenceScore: extracted && confidence !== null ? Number(confidence) : null,
    extractedAt: extracted ? (match?.processedAt ?? row.created_at) : null,
    extractedData: extracted
      ? toExtractedData(row.extracted_data ?? match?.extractedJson ?? null)
      : null,
  }
}

/**
 * Leases for the admin list: active, then pending, then ended, the latest start first; with the total for X-Total-Count. A page is chosen
 * on the lease table alone and only its rows are joined; without limit, the whole list comes
 * back in one joined query, for callers that want every lease.
 */
export const listLeases = async (db: Db, options: LeaseListQuery = {}) => {
  const filtered = filteredQuery(db, options)
  const count = filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  if (options.limit === undefined) {
    const [{ total }, rows] = await Promise.all([
      count,
      detailQuery(db)
        .where('l.id', 'in', filtered.select('l.id'))
        .orderBy(leaseStatusRank('l'))
        .orderBy('l.start_date', 'desc')
        .orderBy('l.id')
        .$call((qb) => paged(qb, { offset: options.offset }))
        .execute(),
    ])
    const [intakes, coTenants] = await Promise.all([
      loadIntakes(db, 'all'),
      loadCoTenants(
        db,
        rows.map((row) => row.id),
      ),
    ])
    return { total: Number(total), items: rows.map((row) => toLease(row, intakes, coTenants)) }
  }
  // The page's ids come from leases_list_order_idx in a subquery, and only those 50 rows are
  // joined, in one statement: no second query with the ids bound one by one.
  const page = filtered
    .select((eb) => ['l.id', leaseStatusRank('l').as('rank'), eb.ref('l.start_date').as('start')])
    .orderBy(leaseStatusRank('l'))
    .orderBy('l.start_date', 'desc')
    .orderBy('l.id')
    .limit(options.limit)
    .$if(options.offset !== undefined, (qb) => qb.offset(options.offset ?? 0))
  const [{ total }, rows] = await Promise.all([
    count,
    db
      .selectFrom(page.as('pg'))
      .innerJoin('leases as l', 'l.id', 'pg.id')
      .leftJoin('tenants as t', 't.id', 'l.tenant_id')
      .leftJoin('properties as p', 'p.id', 'l.property_id')
      .leftJoin('units as u', 'u.id', 'l.unit_id')
      .select(LEASE_COLUMNS)
      .orderBy('pg.rank')
      .orderBy('pg.start', 'desc')
      .orderBy('l.id')
      .execute(),
  ])
  const [intakes, coTenants] = await Promise.all([
    loadIntakes(db, rows),
    loadCoTenants(
      db,
      rows.map((row) => row.id),
    ),
  ])
  return { total: Number(total), items: rows.map((row) => toLease(row, intakes, coTenants)) }
}

export const findLease = async (db: Db, id: string): Promise<Lease | undefined> => {
  const row = await detailQuery(db).where('l.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return toLease(row, await loadIntakes(db, [row]), await loadCoTenants(db, [row.id]))
}
