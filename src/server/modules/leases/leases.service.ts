import { randomUUID } from 'node:crypto'
import type { Kysely, Updateable } from 'kysely'
import { toCents } from '../../../shared/money'
import {
  leaseDatesError,
  type CreateLeaseValues,
  type Lease,
  type UpdateLeaseBody,
} from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import type { Database, LeasesTable } from '../../db/schema'
import { lateFeeColumns } from '../ledger/late-fee-rule'
import { AppError } from '../../http/errors'
import { tenantLeaseIds } from '../tenants/tenant.queries'
import { checkUnitFree, syncTenantUnits, unitForLease } from '../units/units.service'
import { findLease } from './leases.queries'

const fieldError = (field: string, message: string) =>
  new AppError(400, `${field}: ${message}`, { fields: { [field]: message } })

const mustFind = async (db: Db, id: string): Promise<Lease> => {
  const lease = await findLease(db, id)
  if (!lease) throw new AppError(404, 'Lease not found.')
  return lease
}

/**
 * Checks the tenant exists and, when the lease is to be active, that the tenant is on no other
 * active lease (as primary tenant or co-tenant). Touching the tenant row first makes two concurrent writes for one tenant wait for
 * each other on PostgreSQL (a row lock), so the check cannot be raced; SQLite writes one at a time.
 */
const checkTenant = async (
  trx: Db,
  tenantId: string,
  status: string,
  leaseId: string | null,
  now: string,
  field = 'tenantId',
) => {
  const touched = await trx
    .updateTable('tenants')
    .set({ updated_at: now })
    .where('id', '=', tenantId)
    .executeTakeFirst()
  if (Number(touched.numUpdatedRows) === 0) throw fieldError(field, 'No tenant has this id')
  if (status !== 'active') return
  let others = trx
    .selectFrom('leases')
    .select('id')
    .where('id', 'in', tenantLeaseIds(trx, tenantId))
    .where('status', '=', 'active')
  if (leaseId) others = others.where('id', '!=', leaseId)
  if (await others.executeTakeFirst()) {
    throw new AppError(
      409,
      field === 'tenantId'
        ? 'This tenant already has an active lease. End it, or save this one as pending, before adding another.'
        : 'A co-tenant already has another active lease. End it before adding them to this one.',
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

/** The unit a lease is on: the one chosen, the one named, or the first free one of its property. */
const resolveUnit = async (
  trx: Db,
  propertyId: string | null,
  body: {
    unitId?: string | null | undefined
    unitName?: string | null | undefined
    preferredUnit?: string | null | undefined
  },
  stamp: string,
): Promise<string | null> => {
  if (body.unitId) {
    const unit = await trx
      .selectFrom('units')
      .select(['id', 'property_id'])
      .where('id', '=', body.unitId)
      .executeTakeFirst()
    if (!unit) throw fieldError('unitId', 'No unit has this id')
    if (propertyId && unit.property_id !== propertyId)
      throw fieldError('unitId', 'This unit belongs to another property')
    return unit.id
  }
  if (!propertyId) return null
  const names = { name: body.unitName, preferred: body.preferredUnit }
  return (await unitForLease(trx, propertyId, names, stamp)).id
}

/** The unit a tenant's record names: where a lease made without a unit choice goes. */
const recordedUnit = async (trx: Db, tenantId: string) =>
  (await trx.selectFrom('tenants').select('unit').where('id', '=', tenantId).executeTakeFirst())
    ?.unit ?? null

/** Replaces the lease's co-tenants; the primary tenant is never one of them. */
const writeCoTenants = async (
  trx: Db,
  leaseId: string,
  primaryId: string,
  coTenantIds: string[],
  status: string,
  stamp: string,
) => {
  const ids = [...new Set(coTenantIds)].filter((id) => id !== primaryId)
  for (const id of ids) await checkTenant(trx, id, status, leaseId, stamp, 'coTenantIds')
  await trx.deleteFrom('lease_co_tenants').where('lease_id', '=', leaseId).execute()
  if (ids.length) {
    await trx
      .insertInto('lease_co_tenants')
      .values(ids.map((id) => ({ lease_id: leaseId, tenant_id: id, created_at: stamp })))
      .execute()
  }
}

/**
 * The lease with its rules, inside the caller's transaction: createLease, the import and a lease
 * intake's finalize all write leases through here. The lease goes on a unit of its property (one
 * active lease per unit), its co-tenants are written with it, and its books start at the ledger
 * start with the opening balance (the lease start and 0 unless the caller says otherwise).
 */
export const insertLease = async (
  trx: Db,
  body: CreateLeaseValues,
  source?: LeaseSource,
): Promise<Lease> => {
  const now = new Date().toISOString()
  await checkTenant(trx, body.tenantId, body.status, null, now)
  await checkProperty(trx, body.propertyId)
  const unitId = await resolveUnit(
    trx,
    body.propertyId ?? null,
    { ...body, preferredUnit: await recordedUnit(trx, body.tenantId) },
    now,
  )
  if (unitId && body.status === 'active') await checkUnitFree(trx, unitId, null)
  const id = randomUUID()
  await trx
    .insertInto('leases')
    .values({
      id,
      tenant_id: body.tenantId,
      property_id: body.propertyId ?? null,
      unit_id: unitId,
      status: body.status,
      monthly_rent_cents: toCents(body.monthlyRent),
      security_deposit_cents: toCents(body.securityDeposit),
      start_date: body.startDate,
      end_date: body.endDate ?? null,
      rent_due_day: body.rentDueDay ?? 1,
      prorate_first_month: prorates(body.startDate),
      ledger_start: body.ledgerStart ?? body.startDate,
      opening_balance_cents: toCents(body.openingBalance ?? 0),
      additional_occupants: body.additionalOccupants || null,
      ...(body.lateFee ? lateFeeColumns(body.lateFee) : {}),
      extracted_data: source?.extractedData ?? null,
      extraction_confidence: source?.extractionConfidence ?? null,
      intake_id: source?.intakeId ?? null,
      ended_at: body.status === 'ended' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await writeCoTenants(trx, id, body.tenantId, body.coTenantIds ?? [], body.status, now)
  await syncTenantUnits(trx, { leaseId: id })
  return mustFind(trx, id)
}

export const createLease = (db: Kysely<Database>, body: CreateLeaseValues): Promise<Lease> =>
  db.transaction().execute((trx) => insertLease(trx, body))

/** Any subset of the form; the rules apply to the lease as it will be. */
export const updateLease = (
  db: Kysely<Database>,
  id: string,
  body: UpdateLeaseBody,
): Promise<Lease> =>
  db.transaction().execute(async (trx) => {
    const lease = await mustFind(trx, id)
    const now = new Date().toISOString()
    const next = {
      tenantId: body.tenantId ?? lease.tenantId,
      status: body.status ?? lease.status,
      startDate: body.startDate ?? lease.startDate,
      endDate: body.endDate === undefined ? lease.endDate : body.endDate,
      propertyId: body.propertyId === undefined ? lease.propertyId : body.propertyId,
    }
    const datesError = leaseDatesError(next.startDate, next.endDate)
    if (datesError) throw fieldError('endDate', datesError)
    if (body.tenantId !== undefined || body.status !== undefined) {
      await checkTenant(trx, next.tenantId, next.status, id, now)
    }
    await checkProperty(trx, body.propertyId)
    const movesUnit =
      body.unitId !== undefined || body.unitName !== undefined || body.propertyId !== undefined
    const unitId = movesUnit
      ? await resolveUnit(trx, next.propertyId, body, now)
      : lease.propertyId === next.propertyId
        ? lease.unitId
        : null
    if (unitId && next.status === 'active') await checkUnitFree(trx, unitId, id)

    const columns: Updateable<LeasesTable> = { updated_at: now }
    if (body.tenantId !== undefined) columns.tenant_id = body.tenantId
    if (body.propertyId !== undefined) columns.property_id = body.propertyId
    if (movesUnit) columns.unit_id = unitId
    if (body.startDate !== undefined) {
      columns.start_date = body.startDate
      columns.prorate_first_month = prorates(body.startDate)
      // Books kept from the start move with it; books started later (an import) stay.
      if (lease.ledgerStart === lease.startDate && body.ledgerStart === undefined)
        columns.ledger_start = body.startDate
    }
    if (body.ledgerStart !== undefined) columns.ledger_start = body.ledgerStart
    if (body.openingBalance !== undefined)
      columns.opening_balance_cents = toCents(body.openingBalance)
    if (body.additionalOccupants !== undefined)
      columns.additional_occupants = body.additionalOccupants || null
    if (body.endDate !== undefined) columns.end_date = body.endDate
    if (body.monthlyRent !== undefined) columns.monthly_rent_cents = toCents(body.monthlyRent)
    if (body.securityDeposit !== undefined)
      columns.security_deposit_cents = toCents(body.securityDeposit)
    if (body.rentDueDay !== undefined) columns.rent_due_day = body.rentDueDay
    if (body.lateFee !== undefined) Object.assign(columns, lateFeeColumns(body.lateFee))
    if (body.status !== undefined && body.status !== lease.status) {
      columns.status = body.status
      // The ledger stops charging on the day a lease was ended; reopening it resumes the charges.
      columns.ended_at = body.status === 'ended' ? now : null
    }
    await trx.updateTable('leases').set(columns).where('id', '=', id).execute()
    const coTenantIds = body.coTenantIds ?? lease.tenants.filter((t) => !t.primary).map((t) => t.id)
    if (body.coTenantIds !== undefined || body.status !== undefined || body.tenantId !== undefined)
      await writeCoTenants(trx, id, next.tenantId, coTenantIds, next.status, now)
    await syncTenantUnits(trx, { leaseId: id })
    return mustFind(trx, id)
  })

/** End Lease: status ended and the moment it ended, in one transaction. */
export const endLease = (db: Kysely<Database>, id: string): Promise<Lease> =>
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
