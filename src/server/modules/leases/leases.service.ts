import { randomUUID } from 'node:crypto'
import type { Updateable } from 'kysely'
import { toCents } from '../../../shared/money'
import {
  leaseDatesError,
  type CreateLeaseValues,
  type Lease,
  type UpdateLeaseBody,
} from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import type { LeasesTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import { findLease } from './leases.queries'

const fieldError = (field: string, message: string) =>
  new AppError(400, `${field}: ${message}`, { fields: { [field]: message } })

const mustFind = async (db: Db, id: string): Promise<Lease> => {
  const lease = await findLease(db, id)
  if (!lease) throw new AppError(404, 'Lease not found.')
  return lease
}

/**
 * Checks the tenant exists and, when the lease is to be active, that the tenant has no other
 * active lease. Touching the tenant row first makes two concurrent writes for one tenant wait for
 * each other on PostgreSQL (a row lock), so the check cannot be raced; SQLite writes one at a time.
 */
const checkTenant = async (
  trx: Db,
  tenantId: string,
  status: string,
  leaseId: string | null,
  now: string,
) => {
  const touched = await trx
    .updateTable('tenants')
    .set({ updated_at: now })
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (Number(touched.numUpdatedRows) === 0) throw fieldError('tenantId', 'No tenant has this id')
  if (status !== 'active') return
  let others = trx
    .selectFrom('leases')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
  if (leaseId) others = others.where('id', '!=', leaseId)
  if (await others.executeTakeFirst()) {
    throw new AppError(
      409,
      'This tenant already has an active lease. End it, or save this one as pending, before adding another.',
    )
  }
}

const checkProperty = async (trx: Db, propertyId: string | null | undefined) => {
  if (!propertyId) return
  const property = await trx
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst()
  if (!property) throw fieldError('propertyId', 'No property has this id')
}

/** A mid-month move-in pays its first month pro rata, as the ledger and the demo seed expect. */
const prorates = (startDate: string) => (startDate.endsWith('-01') ? 0 : 1)

/** Where a lease read from a document came from: the intake, its extraction and its confidence. */
export type LeaseSource = {
  intakeId: string
  extractedData: string
  extractionConfidence: number | null
}

/**
 * The lease with its rules, inside the caller's transaction: createLease, and a lease intake's
 * finalize that writes the tenant, the property and the lease together.
 */
export const insertLease = async (
  trx: Db,
  body: CreateLeaseValues,
  source?: LeaseSource,
): Promise<Lease> => {
  const now = new Date().toISOString()
  await checkTenant(trx, body.tenantId, body.status, null, now)
  await checkProperty(trx, body.propertyId)
  const id = randomUUID()
  await trx
    .insertInto('leases')
    .values({
      id,
      tenant_id: body.tenantId,
      property_id: body.propertyId ?? null,
      status: body.status,
      monthly_rent_cents: toCents(body.monthlyRent),
      security_deposit_cents: toCents(body.securityDeposit),
      start_date: body.startDate,
      end_date: body.endDate ?? null,
      rent_due_day: body.rentDueDay ?? 1,
      prorate_first_month: prorates(body.startDate),
      extracted_data: source?.extractedData ?? null,
      extraction_confidence: source?.extractionConfidence ?? null,
      intake_id: source?.intakeId ?? null,
      ended_at: body.status === 'ended' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return mustFind(trx, id)
}

export const createLease = (db: Db, body: CreateLeaseValues): Promise<Lease> =>
  db.transaction().execute((trx) => insertLease(trx, body))

/** Any subset of the form (DESIGN §2); the rules apply to the lease as it will be. */
export const updateLease = (db: Db, id: string, body: UpdateLeaseBody): Promise<Lease> =>
  db.transaction().execute(async (trx) => {
    const lease = await mustFind(trx, id)
    const now = new Date().toISOString()
    const next = {
      tenantId: body.tenantId ?? lease.tenantId,
      status: body.status ?? lease.status,
      startDate: body.startDate ?? lease.startDate,
      endDate: body.endDate === undefined ? lease.endDate : body.endDate,
    }
    const datesError = leaseDatesError(next.startDate, next.endDate)
    if (datesError) throw fieldError('endDate', datesError)
    if (body.tenantId !== undefined || body.status !== undefined) {
      await checkTenant(trx, next.tenantId, next.status, id, now)
    }
    await checkProperty(trx, body.propertyId)

    const columns: Updateable<LeasesTable> = { updated_at: now }
    if (body.tenantId !== undefined) columns.tenant_id = body.tenantId
    if (body.propertyId !== undefined) columns.property_id = body.propertyId
    if (body.startDate !== undefined) {
      columns.start_date = body.startDate
      columns.prorate_first_month = prorates(body.startDate)
    }
    if (body.endDate !== undefined) columns.end_date = body.endDate
    if (body.monthlyRent !== undefined) columns.monthly_rent_cents = toCents(body.monthlyRent)
    if (body.securityDeposit !== undefined)
      columns.security_deposit_cents = toCents(body.securityDeposit)
    if (body.rentDueDay !== undefined) columns.rent_due_day = body.rentDueDay
    if (body.status !== undefined && body.status !== lease.status) {
      columns.status = body.status
      // The ledger stops charging on the day a lease was ended; reopening it resumes the charges.
      columns.ended_at = body.status === 'ended' ? now : null
    }
    await trx.updateTable('leases').set(columns).where('id', '=', id).execute()
    return mustFind(trx, id)
  })

/** SPEC §4 "End Lease": status ended and the moment it ended, in one transaction. */
export const endLease = (db: Db, id: string): Promise<Lease> =>
  db.transaction().execute(async (trx) => {
    const lease = await mustFind(trx, id)
    if (lease.status === 'ended') throw new AppError(409, 'This lease has already ended.')
    const now = new Date().toISOString()
    await trx
      .updateTable('leases')
      .set({ status: 'ended', ended_at: now, updated_at: now })
      .where('id', '=', id)
      .execute()
    return mustFind(trx, id)
  })
