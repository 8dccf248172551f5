import type { Selectable } from 'kysely'
import { fromCents, fromCentsOrNull } from '../../../shared/money'
import type { Property, PropertyType } from '../../../shared/schemas/properties'
import type { Db } from '../../db/database'
import type { PropertiesTable } from '../../db/schema'
import { paged } from '../../db/paging'

type LeaseLink = {
  id: string
  property_id: string | null
  unit_id: string | null
  status: string
  start_date: string
  end_date: string | null
  monthly_rent_cents: number
  security_deposit_cents: number
}

const STATUS_ORDER = ['active', 'pending', 'ended'] as const

/**
 * A property's current lease, by the rule of decision 0005 (active, else pending, else the most
 * recent that ended; the latest start first within a status), and its count of let units.
 */
const summarizeLeases = (leases: LeaseLink[]) => {
  const sorted = [...leases].sort((a, b) => b.start_date.localeCompare(a.start_date))
  let current: LeaseLink | undefined
  for (const status of STATUS_ORDER) {
    current ??= sorted.find((lease) => lease.status === status)
  }
  // A unit is occupied by its one active lease; a lease on no unit occupies none.
  const occupied = new Set(
    leases.filter((lease) => lease.status === 'active' && lease.unit_id).map((l) => l.unit_id),
  )
  return { current, occupiedUnits: occupied.size }
}

/** Leased units ÷ total units, in whole percent; a property cannot be more than full. */
export const occupancyPercent = (occupied: number, total: number) =>
  total > 0 ? Math.round((Math.min(occupied, total) / total) * 100) : 0

const toProperty = (row: Selectable<PropertiesTable>, leases: LeaseLink[]): Property => {
  const { current, occupiedUnits } = summarizeLeases(leases)
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    description: row.description,
    propertyType: row.property_type as PropertyType,
    totalUnits: Number(row.total_units),
    monthlyRent: fromCentsOrNull(row.monthly_rent_cents),
    securityDeposit: fromCentsOrNull(row.security_deposit_cents),
    maintenanceFee: fromCentsOrNull(row.maintenance_fee_cents),
    hoaFee: fromCentsOrNull(row.hoa_fee_cents),
    gardeningFee: fromCentsOrNull(row.gardening_fee_cents),
    poolFee: fromCentsOrNull(row.pool_fee_cents),
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    ownerPhone: row.owner_phone,
    leaseId: current?.id ?? null,
    leaseStart: current?.start_date ?? null,
    leaseEnd: current?.end_date ?? null,
    // The one source of a let property's rent is its lease; an ended lease lets nothing.
    ...(current && current.status !== 'ended'
      ? {
          leaseMonthlyRent: fromCents(Number(current.monthly_rent_cents)),
          leaseSecurityDeposit: fromCents(Number(current.security_deposit_cents)),
        }
      : { leaseMonthlyRent: null, leaseSecurityDeposit: null }),
    occupiedUnits,
    occupancyRate: occupancyPercent(occupiedUnits, Number(row.total_units)),
    createdAt: row.created_at,
  }
}

const leasesOf = async (db: Db, propertyIds: string[]) => {
  if (!propertyIds.length) return new Map<string, LeaseLink[]>()
  const rows = await db
    .selectFrom('leases')
    .select([
      'id',
      'property_id',
      'unit_id',
      'status',
      'start_date',
      'end_date',
      'monthly_rent_cents',
      'security_deposit_cents',
    ])
    .where('property_id', 'in', propertyIds)
    .execute()
  const byProperty = new Map<string, LeaseLink[]>()
  for (const row of rows) {
    if (!row.property_id) continue
    const list = byProperty.get(row.property_id) ?? []
    list.push(row)
    byProperty.set(row.property_id, list)
  }
  return byProperty
}

export type PropertyListOptions = {
  q?: string | undefined
  limit?: number | undefined
  offset?: number | undefined
}

/** Properties by name, searched over name, address and city; with the total for X-Total-Count. */
export const listProperties = async (db: Db, options: PropertyListOptions = {}) => {
  let query = db.selectFrom('properties')
  const q = options.q?.trim()
  if (q) {
    // A % or _ typed into the search box acts as a wildcard: harmless, and alike on both dialects.
    const pattern = `%${q}%`
    query = query.where((eb) =>
      eb.or(
        (['name', 'address', 'city'] as const).map((column) =>
          eb(eb.fn('lower', [column]), 'like', eb.fn('lower', [eb.val(pattern)])),
        ),
      ),
    )
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .$call((qb) => paged(qb, options))
      .execute(),
  ])
  const leases = await leasesOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    total: Number(total),
    items: rows.map((row) => toProperty(row, leases.get(row.id) ?? [])),
  }
}

export const findProperty = async (db: Db, id: string): Promise<Property | undefined> => {
  const row = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const leases = await leasesOf(db, [id])
  return toProperty(row, leases.get(id) ?? [])
}
