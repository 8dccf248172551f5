import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Db } from '../../db/database'
import type { UnitsTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import { unitKey } from './units.service'

type SlotUnit = { id: string; name: string; activeLeaseId: string | null; used: boolean }

/** The name a unit gets when nobody named it: a placeholder a real name may replace. */
const DEFAULT_NAME = /^Unit \d+$/

const LOOKUP_CHUNK = 1_000

/**
 * Units for many leases at once (an import of thousands of rows): the units of the properties
 * involved are read once, leases are placed in memory by the same rule as one lease at a time
 * (the unit of that name, else an unused 'Unit N' placeholder renamed, else a new unit; without a
 * name the first with no active lease), and the new units are written in one go before the leases.
 */
export const loadUnitAllocator = async (db: Db, propertyIds: string[], stamp: string) => {
  const byProperty = new Map<string, SlotUnit[]>()
  const ids = [...new Set(propertyIds)]
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('units as u')
      .leftJoin('leases as l', (join) =>
        join.onRef('l.unit_id', '=', 'u.id').on('l.status', '=', 'active'),
      )
      .select([
        'u.id',
        'u.property_id',
        'u.name',
        'l.id as lease_id',
        (eb) =>
          eb
            .exists(
              eb.selectFrom('leases as ul').select('ul.id').whereRef('ul.unit_id', '=', 'u.id'),
            )
            .as('used'),
      ])
      .where('u.property_id', 'in', ids.slice(i, i + LOOKUP_CHUNK))
      .orderBy('u.created_at')
      .orderBy('u.name')
      .execute()
    for (const row of rows) {
      const list = byProperty.get(row.property_id) ?? []
      list.push({
        id: row.id,
        name: row.name,
        activeLeaseId: row.lease_id,
        used: Boolean(Number(row.used)),
      })
      byProperty.set(row.property_id, list)
    }
  }
  const created: Insertable<UnitsTable>[] = []
  const renamed: { id: string; name: string }[] = []

  const add = (propertyId: string, name: string, units: SlotUnit[]) => {
    const unit = { id: randomUUID(), name, activeLeaseId: null, used: false }
    units.push(unit)
    created.push({
      id: unit.id,
      property_id: propertyId,
      name,
      created_at: stamp,
      updated_at: stamp,
    })
    return unit
  }
  const rename = (unit: SlotUnit, name: string) => {
    unit.name = name
    const fresh = created.find((row) => row.id === unit.id)
    if (fresh) fresh.name = name
    else renamed.push({ id: unit.id, name })
    return unit
  }
  const defaultName = (units: SlotUnit[]) => {
    const taken = new Set(units.map((unit) => unitKey(unit.name)))
    for (let n = 1; ; n++) if (!taken.has(unitKey(`Unit ${n}`))) return `Unit ${n}`
  }

  /** The unit for a lease; an active lease on a unit another active lease holds is refused. */
  const place = (
    propertyId: string,
    name: string | null | undefined,
    lease: { id: string; active: boolean; describe: string },
  ): string => {
    const units = byProperty.get(propertyId) ?? []
    byProperty.set(propertyId, units)
    const wanted = name?.trim() ? unitKey(name) : ''
    const tidy = name?.trim().replace(/\s+/g, ' ') ?? ''
    // A name the property lacks takes over its first unused 'Unit N' placeholder, as one lease
    // at a time does, so the unit count the landlord gave stays true.
    const placeholder = wanted
      ? units.find((u) => DEFAULT_NAME.test(u.name) && !u.used && !u.activeLeaseId)
      : undefined
    const unit =
      (wanted
        ? units.find((u) => unitKey(u.name) === wanted)
        : units.find((u) => !u.activeLeaseId)) ??
      (placeholder ? rename(placeholder, tidy) : add(propertyId, tidy || defaultName(units), units))
    unit.used = true
    if (lease.active) {
      if (unit.activeLeaseId) {
        throw new AppError(
          409,
          `${lease.describe}: ${unit.name} already has an active lease (lease ${unit.activeLeaseId}). End that lease, or import this one with Lease Status ended. Nothing was imported.`,
          { leaseId: unit.activeLeaseId },
        )
      }
      unit.activeLeaseId = lease.id
    }
    return unit.id
  }

  /** A property the import creates has at least one unit; total_units counts them all. */
  const unitCount = (propertyId: string) => {
    const units = byProperty.get(propertyId) ?? []
    if (!units.length) add(propertyId, defaultName(units), units)
    byProperty.set(propertyId, units)
    return units.length
  }

  return { place, unitCount, created, renamed }
}
