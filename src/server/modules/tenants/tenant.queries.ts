import type { Db } from '../../db/database'
import type { Tenant } from '../../../shared/schemas/tenant'

const LEASE_ORDER = ['active', 'pending', 'ended'] as const

/**
 * The lease a tenant's screens speak of: the active one, else the upcoming one, else the most
 * recent that ended. One rule, used wherever "the tenant's lease" is shown; `currentLeaseOf` applies
 * it to leases already read, `findCurrentLease` reads them.
 */
export const currentLeaseOf = <L extends { status: string; start_date: string }>(
  leases: readonly L[],
): L | undefined => {
  const latestFirst = [...leases].sort((a, b) =>
    a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : 0,
  )
  for (const status of LEASE_ORDER) {
    const lease = latestFirst.find((l) => l.status === status)
    if (lease) return lease
  }
  return undefined
}

/**
 * The ids of the leases a tenant is on, as primary tenant or co-tenant: co-tenants share one
 * lease, so they share its ledger and its payments.
 */
export const tenantLeaseIds = (db: Db, tenantId: string) =>
  db
    .selectFrom('leases')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .union(
      db.selectFrom('lease_co_tenants').select('lease_id as id').where('tenant_id', '=', tenantId),
    )

export const findCurrentLease = async (db: Db, tenantId: string) =>
  currentLeaseOf(
    await db
      .selectFrom('leases')
      .select(['id', 'status', 'start_date', 'end_date'])
      .where('id', 'in', tenantLeaseIds(db, tenantId))
      .orderBy('start_date', 'desc')
      .execute(),
  )

/** The tenant as the portal sees it, or undefined. */
export const getTenant = async (db: Db, tenantId: string): Promise<Tenant | undefined> => {
  const row = await db
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (!row) return undefined
  const lease = await findCurrentLease(db, tenantId)
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    unit: row.unit,
    leaseStart: lease?.start_date ?? null,
    leaseEnd: lease?.end_date ?? null,
    extractedFromDocument: row.extracted_from_document === 1,
    confidenceScore: row.confidence_score,
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()
