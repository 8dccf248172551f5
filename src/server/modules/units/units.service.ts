import { randomUUID } from 'node:crypto'
import type { Unit } from '../../../shared/schemas/units'
import type { Kysely } from 'kysely'
import { chunks } from '../../db/chunks'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'

/** Unit names compare without case or repeated spaces: 'apt 2b' is 'Apt  2B'. */
export const unitKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

const tidy = (name: string) => name.trim().replace(/\s+/g, ' ')

/** The name a unit gets when nobody named it: a placeholder a real name may replace. */
const DEFAULT_NAME = /^Unit \d+$/

/** The first 'Unit N' not yet taken: the default name of a unit nobody named. */
const freeDefaultName = (taken: Set<string>, from = 1) => {
  let n = from
  while (taken.has(unitKey(`Unit ${n}`))) n++
  return n
}

/** Rows per INSERT of units: five columns each, well under both databases' parameter limits. */
const UNIT_CHUNK = 1_000

/** Keeps the property's total_units equal to its count of unit records. */
export const recountUnits = async (db: Db, propertyId: string, stamp: string) => {
  const { count } = await db
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow()
  await db
    .updateTable('properties')
    .set({ total_units: Math.max(1, Number(count)), updated_at: stamp })
    .where('id', '=', propertyId)
    .execute()
}

export const listUnits = async (db: Db, propertyId: string): Promise<Unit[]> => {
  const rows = await db
    .selectFrom('units as u')
    .leftJoin('leases as l', (join) =>
      join.onRef('l.unit_id', '=', 'u.id').on('l.status', '=', 'active'),
    )
    .select(['u.id', 'u.name', 'l.id as lease_id'])
    .where('u.property_id', '=', propertyId)
    .orderBy('u.created_at')
    .orderBy('u.name')
    .execute()
  return rows.map((row) => ({ id: row.id, name: row.name, activeLeaseId: row.lease_id }))
}

/**
 * Adds units to a property: the names given (a name the property already has is not added twice),
 * then 'Unit N' units until it has at least `atLeast`. total_units follows the records.
 */
export const addUnits = async (
  db: Db,
  propertyId: string,
  options: { names?: string[]; atLeast?: number },
  stamp: string,
) => {
  const existing = await db
    .selectFrom('units')
    .select('name')
    .where('property_id', '=', propertyId)
    .execute()
  const taken = new Set(existing.map((unit) => unitKey(unit.name)))
  const rows: {
    id: string
    property_id: string
    name: string
    created_at: string
    updated_at: string
  }[] = []
  const add = (name: string) => {
    taken.add(unitKey(name))
    rows.push({
      id: randomUUID(),
      property_id: propertyId,
      name,
      created_at: stamp,
      updated_at: stamp,
    })
  }
  for (const name of options.names ?? [])
    if (tidy(name) && !taken.has(unitKey(name))) add(tidy(name))
  // Each search starts where the last name was found, so adding many units stays linear.
  for (let n = 1; taken.size < (options.atLeast ?? 0); n++) {
    n = freeDefaultName(taken, n)
    add(`Unit ${n}`)
  }
  for (const part of chunks(rows, UNIT_CHUNK)) await db.insertInto('units').values(part).execute()
  await recountUnits(db, propertyId, stamp)
}

/**
 * A property's unit count set from the property form: more adds 'Unit N' units; fewer removes
 * the units no lease was ever on, newest first, and is refused when that is not enough.
 */
export const resizeUnits = async (db: Db, propertyId: string, total: number, stamp: string) => {
  const units = await db
    .selectFrom('units as u')
    .select([
      'u.id',
      (eb) =>
        eb.exists(eb.selectFrom('leases').select('id').whereRef('unit_id', '=', 'u.id')).as('used'),
    ])
    .where('u.property_id', '=', propertyId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.name', 'desc')
    .execute()
  if (units.length < total) return addUnits(db, propertyId, { atLeast: total }, stamp)
  const removable = units.filter((unit) => !unit.used).map((unit) => unit.id)
  const surplus = units.length - total
  if (surplus === 0) return
  if (removable.length < surplus) {
    throw new AppError(
      409,
      `This property can have no fewer than ${units.length - removable.length} units: the others have leases. End or move those leases first.`,
      { fields: { totalUnits: 'Units with leases cannot be removed' } },
    )
  }
  await db.deleteFrom('units').where('id', 'in', removable.slice(0, surplus)).execute()
  await recountUnits(db, propertyId, stamp)
}

const mustHaveProperty = async (db: Db, propertyId: string) => {
  const found = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst()
  if (!found) throw new AppError(404, 'Property not found.')
}

/** GET /api/admin/properties/{id}/units. */
export const listPropertyUnits = async (db: Db, propertyId: string) => {
  await mustHaveProperty(db, propertyId)
  return listUnits(db, propertyId)
}

/** A unit added on the property screen; a name the property already has is refused. */
export const addNamedUnit = (db: Kysely<Database>, propertyId: string, name: string) =>
  db.transaction().execute(async (trx) => {
    await mustHaveProperty(trx, propertyId)
    const units = await listUnits(trx, propertyId)
    if (units.some((unit) => unitKey(unit.name) === unitKey(name))) {
      throw new AppError(409, `This property already has a unit named ${tidy(name)}.`, {
        fields: { name: 'Another unit of this property has this name' },
      })
    }
    await addUnits(trx, propertyId, { names: [name] }, new Date().toISOString())
    return listUnits(trx, propertyId)
  })

/** PUT /api/admin/units/{id}: the new name, unique in its property; its tenants' unit follows. */
export const renameUnitOf = (db: Kysely<Database>, unitId: string, name: string) =>
  db.transaction().execute(async (trx) => {
    await renameUnit(trx, unitId, name, new Date().toISOString())
    const unit = await trx
      .selectFrom('units')
      .select('property_id')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow()
    const units = await listUnits(trx, unit.property_id)
    return units.find((u) => u.id === unitId) as Unit
  })

const renameUnit = async (db: Db, unitId: string, name: string, stamp: string) => {
  const unit = await db.selectFrom('units').selectAll().where('id', '=', unitId).executeTakeFirst()
  if (!unit) throw new AppError(404, 'Unit not found.')
  const clash = await db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('property_id', '=', unit.property_id)
    .where('id', '!=', unitId)
    .execute()
  if (clash.some((other) => unitKey(other.name) === unitKey(name))) {
    throw new AppError(409, `This property already has a unit named ${tidy(name)}.`, {
      fields: { name: 'Another unit of this property has this name' },
    })
  }
  await db
    .updateTable('units')
    .set({ name: tidy(name), updated_at: stamp })
    .where('id', '=', unitId)
    .execute()
  await syncTenantUnits(db, { unitId })
}

/**
 * The unit a lease goes on: the property's unit of the name given (made when it has none); else
 * the unit of the `preferred` name when the property has one (the unit a tenant's record names);
 * else the first unit with no active lease, or a new 'Unit N' when every unit is let.
 */
export const unitForLease = async (
  db: Db,
  propertyId: string,
  names: { name?: string | null | undefined; preferred?: string | null | undefined },
  stamp: string,
): Promise<{ id: string; name: string }> => {
  const units = await db
    .selectFrom('units as u')
    .select([
      'u.id',
      'u.name',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('leases')
              .select('id')
              .whereRef('unit_id', '=', 'u.id')
              .where('status', '=', 'active'),
          )
          .as('let'),
      (eb) =>
        eb.exists(eb.selectFrom('leases').select('id').whereRef('unit_id', '=', 'u.id')).as('used'),
    ])
    .where('u.property_id', '=', propertyId)
    .orderBy('u.created_at')
    .orderBy('u.name')
    .execute()
  const named = (name: string | null | undefined) =>
    name?.trim() ? units.find((unit) => unitKey(unit.name) === unitKey(name)) : undefined
  const given = names.name?.trim() ? names.name : undefined
  const wanted = given ?? (names.preferred?.trim() ? names.preferred : undefined)
  const found = named(wanted)
  if (found) return { id: found.id, name: found.name }
  // A name the property lacks goes to its first 'Unit N' placeholder no lease was ever on, so
  // the count the landlord gave stays true; only a property with no such unit gains one.
  const placeholder = units.find((unit) => DEFAULT_NAME.test(unit.name) && !unit.used)
  if (wanted && placeholder) {
    await db
      .updateTable('units')
      .set({ name: tidy(wanted), updated_at: stamp })
      .where('id', '=', placeholder.id)
      .execute()
    return { id: placeholder.id, name: tidy(wanted) }
  }
  const free = given ? undefined : units.find((unit) => !unit.let)
  if (free) return { id: free.id, name: free.name }
  const taken = new Set(units.map((unit) => unitKey(unit.name)))
  const name = names.name?.trim() ? tidy(names.name) : `Unit ${freeDefaultName(taken)}`
  await addUnits(db, propertyId, { names: [name] }, stamp)
  return db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('property_id', '=', propertyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
}

/**
 * Refuses a second active lease on a unit, naming the lease in the way. The partial unique index
 * on leases(unit_id) holds the same rule against races.
 */
export const checkUnitFree = async (db: Db, unitId: string, leaseId: string | null) => {
  let query = db
    .selectFrom('leases as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .innerJoin('units as u', 'u.id', 'l.unit_id')
    .select(['l.id', 'l.start_date', 't.first_name', 't.last_name', 'u.name as unit_name'])
    .where('l.unit_id', '=', unitId)
    .where('l.status', '=', 'active')
  if (leaseId) query = query.where('l.id', '!=', leaseId)
  const other = await query.executeTakeFirst()
  if (other) {
    throw new AppError(
      409,
      `${other.unit_name} already has an active lease: ${other.first_name} ${other.last_name}'s, from ${other.start_date} (lease ${other.id}). End that lease, or save this one as pending.`,
      { leaseId: other.id },
    )
  }
}

/**
 * A tenant's `unit` is the name of their current lease's unit. It is kept on the tenant row (the
 * admin search reads it there), rewritten here whenever a lease's unit or tenants change.
 */
export const syncTenantUnits = async (db: Db, on: { leaseId: string } | { unitId: string }) => {
  const leases = await db
    .selectFrom('leases as l')
    .innerJoin('units as u', 'u.id', 'l.unit_id')
    .select(['l.id', 'l.tenant_id', 'u.name'])
    .where('l.status', '=', 'active')
    .$if('leaseId' in on, (qb) => qb.where('l.id', '=', (on as { leaseId: string }).leaseId))
    .$if('unitId' in on, (qb) => qb.where('l.unit_id', '=', (on as { unitId: string }).unitId))
    .execute()
  for (const lease of leases) {
    const coTenants = await db
      .selectFrom('lease_co_tenants')
      .select('tenant_id')
      .where('lease_id', '=', lease.id)
      .execute()
    await db
      .updateTable('tenants')
      .set({ unit: lease.name })
      .where('id', 'in', [lease.tenant_id, ...coTenants.map((row) => row.tenant_id)])
      .execute()
  }
}
