import type { Kysely, Updateable } from 'kysely'
import { toCentsOrNull } from '../../../shared/money'
import type { Property, PropertyBody, PropertyUpdateBody } from '../../../shared/schemas/properties'
import { leaseDatesError } from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import type { Database, PropertiesTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import {
  addUnits,
  checkUnitFree,
  resizeUnits,
  syncTenantUnits,
  unitForLease,
} from '../units/units.service'
import { findProperty } from './properties.queries'
import { addressKey, insertProperty } from './property-identity'

/** The sentence for lease dates with no lease to put them on. */
export const NO_LEASE_TO_UPDATE = 'Cannot update lease: No active lease found for this property'

const centsOrNull = (dollars: number | null | undefined) =>
  dollars === undefined ? undefined : toCentsOrNull(dollars)

/** Only the fields the body carries: on an edit, what is left out keeps its value. */
const propertyColumns = (body: PropertyUpdateBody): Updateable<PropertiesTable> => {
  const columns: Updateable<PropertiesTable> = {
    name: body.name,
    address: body.address,
    normalized_address: body.address === undefined ? undefined : addressKey(body.address),
    city: body.city,
    state: body.state,
    zip_code: body.zipCode,
    description: body.description,
    property_type: body.propertyType,
    total_units: body.totalUnits,
    monthly_rent_cents: centsOrNull(body.monthlyRent),
    security_deposit_cents: centsOrNull(body.securityDeposit),
    maintenance_fee_cents: centsOrNull(body.maintenanceFee),
    hoa_fee_cents: centsOrNull(body.hoaFee),
    gardening_fee_cents: centsOrNull(body.gardeningFee),
    pool_fee_cents: centsOrNull(body.poolFee),
    owner_name: body.ownerName,
    owner_email: body.ownerEmail,
    owner_phone: body.ownerPhone,
  }
  // Empty strings are cleared values, stored as null like every other "not given".
  for (const [key, value] of Object.entries(columns)) {
    if (value === undefined) delete columns[key as keyof typeof columns]
    else if (value === '') columns[key as keyof typeof columns] = null as never
  }
  return columns
}

/**
 * The lease fields of a property body (decision 0005): `leaseId` points that lease at this
 * property; `leaseStart` / `leaseEnd` move the dates of the property's current lease.
 */
const applyLeaseFields = async (
  trx: Db,
  propertyId: string,
  body: PropertyUpdateBody,
  now: string,
) => {
  if (body.leaseId) {
    const lease = await trx
      .selectFrom('leases as l')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select(['l.id', 'l.status', 'l.property_id', 'l.unit_id', 't.unit'])
      .where('l.id', '=', body.leaseId)
      .executeTakeFirst()
    if (!lease)
      throw new AppError(400, 'leaseId: No lease has this id', {
        fields: { leaseId: 'No lease has this id' },
      })
    // A lease moved onto this property takes a unit of it, by the lease form's rule.
    const unitId =
      lease.property_id === propertyId && lease.unit_id
        ? lease.unit_id
        : (await unitForLease(trx, propertyId, { preferred: lease.unit }, now)).id
    if (lease.status === 'active') await checkUnitFree(trx, unitId, lease.id)
    await trx
      .updateTable('leases')
      .set({ property_id: propertyId, unit_id: unitId, updated_at: now })
      .where('id', '=', lease.id)
      .execute()
    await syncTenantUnits(trx, { leaseId: lease.id })
  }
  if (body.leaseStart === undefined && body.leaseEnd === undefined) return

  const property = await findProperty(trx, propertyId)
  // With a lease named in the body, its dates are meant, even when another lease is "current".
  const leaseId = body.leaseId ?? property?.leaseId
  const lease = leaseId
    ? await trx
        .selectFrom('leases')
        .select(['id', 'start_date', 'end_date'])
        .where('id', '=', leaseId)
        .executeTakeFirst()
    : undefined
  if (!lease) throw new AppError(409, NO_LEASE_TO_UPDATE)
  const startDate = body.leaseStart ?? lease.start_date
  const endDate = body.leaseEnd ?? lease.end_date
  const datesError = leaseDatesError(startDate, endDate)
  if (datesError) {
    throw new AppError(400, `leaseEnd: ${datesError}`, { fields: { leaseEnd: datesError } })
  }
  await trx
    .updateTable('leases')
    .set({ start_date: startDate, end_date: endDate, updated_at: now })
    .where('id', '=', lease.id)
    .execute()
}

const mustFind = async (db: Db, id: string): Promise<Property> => {
  const property = await findProperty(db, id)
  if (!property) throw new AppError(404, 'Property not found.')
  return property
}

export const createProperty = (db: Kysely<Database>, body: PropertyBody): Promise<Property> =>
  db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const id = await insertProperty(trx, { ...propertyColumns(body), name: body.name }, now)
    // A new property's units are 'Unit 1' to 'Unit N'; the property screen renames them.
    await addUnits(trx, id, { atLeast: body.totalUnits ?? 1 }, now)
    await applyLeaseFields(trx, id, body, now)
    return mustFind(trx, id)
  })

export const updateProperty = (
  db: Kysely<Database>,
  id: string,
  body: PropertyUpdateBody,
): Promise<Property> =>
  db.transaction().execute(async (trx) => {
    await mustFind(trx, id)
    const now = new Date().toISOString()
    await trx
      .updateTable('properties')
      .set({ ...propertyColumns(body), updated_at: now })
      .where('id', '=', id)
      .execute()
    if (body.totalUnits !== undefined) await resizeUnits(trx, id, body.totalUnits, now)
    await applyLeaseFields(trx, id, body, now)
    return mustFind(trx, id)
  })

/** Refused while tenants still live there: their leases would lose their property. */
export const deleteProperty = (db: Kysely<Database>, id: string): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const property = await mustFind(trx, id)
    if (property.occupiedUnits > 0) {
      const leases =
        property.occupiedUnits === 1 ? '1 active lease' : `${property.occupiedUnits} active leases`
      throw new AppError(
        409,
        `${property.name} still has ${leases}. End ${property.occupiedUnits === 1 ? 'it' : 'them'} before deleting the property.`,
      )
    }
    await trx.deleteFrom('properties').where('id', '=', id).execute()
  })
