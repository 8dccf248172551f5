import { sql, type Kysely } from 'kysely'
import { randomUUID } from 'node:crypto'

/*
 * Units become records, a lease gets its unit, its tenants (primary and co-tenants), its ledger
 * start and opening balance, and create calls get their idempotency keys. Every existing property,
 * tenant unit and lease is moved onto units by the rule of decision 1100; no row is deleted and no
 * balance changes (existing leases keep their books from their start date with an opening of 0).
 */

type LeaseRow = {
  id: string
  tenant_id: string
  property_id: string | null
  status: string
  monthly_rent_cents: number
  start_date: string
  created_at: string
  unit: string | null
}

const unitKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** The latest start first, then the latest created: the lease a tenant most recently signed. */
const latestFirst = (a: LeaseRow, b: LeaseRow) =>
  a.start_date === b.start_date
    ? b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)
    : b.start_date.localeCompare(a.start_date)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) =>
      c.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('units_property_name_idx')
    .on('units')
    .columns(['property_id', 'name'])
    .unique()
    .execute()

  await db.schema
    .alterTable('leases')
    .addColumn('unit_id', 'text', (c) => c.references('units.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('leases').addColumn('ledger_start', 'text').execute()
  await db.schema
    .alterTable('leases')
    .addColumn('opening_balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('leases').addColumn('additional_occupants', 'text').execute()

  // The primary tenant stays leases.tenant_id; this table holds the co-tenants only.
  await db.schema
    .createTable('lease_co_tenants')
    .addColumn('lease_id', 'text', (c) => c.notNull().references('leases.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lease_co_tenants_pk', ['lease_id', 'tenant_id'])
    .execute()
  await db.schema
    .createIndex('lease_co_tenants_tenant_idx')
    .on('lease_co_tenants')
    .column('tenant_id')
    .execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('idempotency_keys_actor_key_idx')
    .on('idempotency_keys')
    .columns(['actor', 'idempotency_key'])
    .unique()
    .execute()
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute()

  await moveOntoUnits(db)

  await sql`update leases set ledger_start = start_date where ledger_start is null`.execute(db)
  // At most one active lease per unit, enforced by the database so no race can break it.
  await sql`create unique index leases_one_active_per_unit on leases (unit_id) where status = 'active'`.execute(
    db,
  )
  await db.schema.createIndex('leases_unit_idx').on('leases').column('unit_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
async function moveOntoUnits(db: Kysely<any>) {
  const stamp = new Date().toISOString()
  const properties: { id: string; total_units: number }[] = await db
    .selectFrom('properties')
    .select(['id', 'total_units'])
    .orderBy('id')
    .execute()
  const leases: LeaseRow[] = await db
    .selectFrom('leases as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .select([
      'l.id',
      'l.tenant_id',
      'l.property_id',
      'l.status',
      'l.monthly_rent_cents',
      'l.start_date',
      'l.created_at',
      't.unit',
    ])
    .where('l.property_id', 'is not', null)
    .execute()
  const byProperty = new Map<string, LeaseRow[]>()
  for (const lease of leases) {
    const list = byProperty.get(lease.property_id as string) ?? []
    list.push(lease)
    byProperty.set(lease.property_id as string, list)
  }

  for (const property of properties) {
    const units = new Map<string, { id: string; name: string }>()
    const addUnit = async (name: string) => {
      const unit = { id: randomUUID(), name }
      units.set(unitKey(name), unit)
      await db
        .insertInto('units')
        .values({
          id: unit.id,
          property_id: property.id,
          name,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute()
      return unit
    }
    const freeName = (base: string) => {
      for (let n = 1; ; n++) {
        const name = base === '' ? `Unit ${n}` : n === 1 ? base : `${base} (${n})`
        if (!units.has(unitKey(name))) return name
      }
    }
    const assign = (lease: LeaseRow, unitId: string) =>
      db.updateTable('leases').set({ unit_id: unitId }).where('id', '=', lease.id).execute()

    const own = (byProperty.get(property.id) ?? []).sort(latestFirst)
    const groups = new Map<string, LeaseRow[]>()
    const unnamed: LeaseRow[] = []
    for (const lease of own) {
      const name = lease.unit?.trim()
      if (!name) unnamed.push(lease)
      else groups.set(unitKey(name), [...(groups.get(unitKey(name)) ?? []), lease])
    }

    for (const group of groups.values()) {
      const first = group[0] as LeaseRow
      const unit = await addUnit((first.unit as string).trim().replace(/\s+/g, ' '))
      const active = group.filter((lease) => lease.status === 'active')
      const payer = active.find((lease) => Number(lease.monthly_rent_cents) > 0) ?? active[0]
      for (const lease of group) {
        if (lease.status !== 'active' || lease === payer) {
          await assign(lease, unit.id)
        } else if (payer && Number(lease.monthly_rent_cents) === 0) {
          // A rent-free lease beside a paying one on the same unit is a co-tenant's row: the
          // tenant joins the paying lease, and the empty lease is closed (it never charged).
          await db
            .insertInto('lease_co_tenants')
            .values({ lease_id: payer.id, tenant_id: lease.tenant_id, created_at: stamp })
            .execute()
          await db
            .updateTable('leases')
            .set({ status: 'ended', ended_at: stamp, unit_id: unit.id, updated_at: stamp })
            .where('id', '=', lease.id)
            .execute()
        } else {
          // Two paying leases on one unit: the most recent keeps it, the other gets a unit of its
          // own so no charge is lost.
          const extra = await addUnit(freeName(unit.name))
          await assign(lease, extra.id)
        }
      }
    }

    // Leases whose tenant names no unit: each active one takes a unit of its own; the others
    // share the first such unit, since only an active lease occupies one.
    let shared: { id: string } | undefined
    for (const lease of unnamed) {
      if (lease.status === 'active') {
        await assign(lease, (await addUnit(freeName(''))).id)
      } else {
        shared ??= await addUnit(freeName(''))
        await assign(lease, shared.id)
      }
    }
    while (units.size < Number(property.total_units)) await addUnit(freeName(''))
    await db
      .updateTable('properties')
      .set({ total_units: Math.max(1, units.size) })
      .where('id', '=', property.id)
      .execute()
  }
}
