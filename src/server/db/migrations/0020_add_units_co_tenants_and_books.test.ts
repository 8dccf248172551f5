import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import {
  openEmptyTestDatabase,
  openTestDatabase,
  testDialects,
  type TestDatabase,
} from '../../../../tests/test-database'
import { rentCharges } from '../../../shared/ledger'
import { loadTenantLedger, toLedgerLease } from '../../modules/ledger/ledger.queries'
import { migrateToLatest } from '../migrate'
import type { Database } from '../schema'
import { seedDemo } from '../seed/demo-seed'
import { migrations } from './index'

const NOW = new Date('2026-03-18T15:30:00.000Z')
const TODAY = '2026-03-18'
const BEFORE = Object.keys(migrations).filter((name) => name < '0020')

/** The PostgreSQL schema the test's tables live in; SQLite has none. */
const currentSchema = async (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined

/** Brings a database to the schema every install had before units became records. */
const migrateToBefore = async (db: Kysely<Database>) => {
  const schema = await currentSchema(db)
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(BEFORE.map((name) => [name, migrations[name]!])),
    },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

/**
 * Today's demo portfolio written into a database at the old schema: the demo seed runs on a new
 * database and its properties, tenants, leases and payments are copied across, less what the old
 * schema did not have.
 */
const copyDemoInto = async (old: Kysely<Database>) => {
  const source = await openTestDatabase('sqlite')
  try {
    await seedDemo(source.db, { now: NOW })
    const tables = ['properties', 'tenants', 'stored_files', 'leases', 'payments'] as const
    // Only the columns the old schema has: later migrations add more than this one does.
    const schema = await currentSchema(old)
    const oldColumns = new Map(
      (await old.introspection.getTables())
        .filter((table) => table.schema === schema)
        .map((table) => [table.name, new Set(table.columns.map((column) => column.name))]),
    )
    for (const table of tables) {
      const kept = oldColumns.get(table) ?? new Set<string>()
      const rows = (await source.db.selectFrom(table).selectAll().execute()) as Record<
        string,
        unknown
      >[]
      const trimmed = rows.map((row) => {
        const copy = Object.fromEntries(Object.entries(row).filter(([column]) => kept.has(column)))
        // Intakes and admins are not copied; the links to them play no part in units or money.
        if ('intake_id' in copy) copy.intake_id = null
        if ('recorded_by_admin_id' in copy) copy.recorded_by_admin_id = null
        return copy
      })
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the old schema has no type
      const untyped = old as Kysely<any>
      for (let i = 0; i < trimmed.length; i += 200)
        await untyped
          .insertInto(table)
          .values(trimmed.slice(i, i + 200))
          .execute()
    }
  } finally {
    await source.close()
  }
}

describe.each(testDialects)('migration 0020 (units, co-tenants, books) on %s', (kind) => {
  let handle: TestDatabase | undefined
  afterEach(async () => {
    await handle?.close()
    handle = undefined
  })

  it("moves today's demo portfolio onto units without losing a row, a charge or a balance", async () => {
    handle = await openEmptyTestDatabase(kind)
    const db = handle.db
    await migrateToBefore(db)
    await copyDemoInto(db)
    const old = db as Kysely<any> // eslint-disable-line @typescript-eslint/no-explicit-any

    // Today's data also holds what the old model allowed: a co-tenant's $0 lease on a paying
    // lease's unit, and two paying leases on one unit.
    const anyActive = await old
      .selectFrom('leases as l')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select(['l.id', 'l.property_id', 't.unit'])
      .where('l.status', '=', 'active')
      .where('l.monthly_rent_cents', '>', 0)
      .where('t.unit', 'is not', null)
      .orderBy('l.id')
      .executeTakeFirstOrThrow()
    const stamp = NOW.toISOString()
    const addTenantWithLease = async (email: string, rentCents: number) => {
      const tenantId = crypto.randomUUID()
      await old
        .insertInto('tenants')
        .values({
          id: tenantId,
          first_name: 'Co',
          last_name: email,
          email,
          unit: anyActive.unit,
          extracted_from_document: 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute()
      await old
        .insertInto('leases')
        .values({
          id: crypto.randomUUID(),
          tenant_id: tenantId,
          property_id: anyActive.property_id,
          status: 'active',
          monthly_rent_cents: rentCents,
          security_deposit_cents: 0,
          start_date: '2025-06-01',
          rent_due_day: 1,
          prorate_first_month: 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute()
      return tenantId
    }
    const coTenant = await addTenantWithLease('co.tenant@example.com', 0)
    const secondPayer = await addTenantWithLease('second.payer@example.com', 99_000)

    const before = {
      leases: await old.selectFrom('leases').selectAll().execute(),
      tenants: await old.selectFrom('tenants').select(['id']).execute(),
      properties: await old.selectFrom('properties').select(['id']).execute(),
      payments: await old.selectFrom('payments').select(['id']).execute(),
    }
    const chargesOf = (lease: Record<string, unknown>) =>
      rentCharges(
        toLedgerLease({
          ...(lease as Parameters<typeof toLedgerLease>[0]),
          ledger_start: lease.start_date as string,
          opening_balance_cents: 0,
        }),
        TODAY,
      ).reduce((sum, charge) => sum + charge.amountCents, 0)
    const chargedBefore = new Map(before.leases.map((lease) => [lease.id, chargesOf(lease)]))

    await migrateToLatest(db)

    const leases = await db.selectFrom('leases').selectAll().execute()
    expect(leases).toHaveLength(before.leases.length)
    expect(await db.selectFrom('tenants').select('id').execute()).toHaveLength(
      before.tenants.length,
    )
    expect(await db.selectFrom('payments').select('id').execute()).toHaveLength(
      before.payments.length,
    )
    // Every lease keeps its charges: its books start where they always did, at 0.
    for (const lease of leases) {
      expect(lease.ledger_start).toBe(lease.start_date)
      expect(Number(lease.opening_balance_cents)).toBe(0)
      const charged = rentCharges(toLedgerLease(lease), TODAY).reduce(
        (s, c) => s + c.amountCents,
        0,
      )
      expect(charged).toBe(chargedBefore.get(lease.id))
      if (lease.property_id) expect(lease.unit_id).not.toBeNull()
    }
    // Every balance is accounted for: each tenant who was not folded into another's lease owes
    // what they owed before.
    for (const { id } of before.tenants) {
      if (id === coTenant) continue
      const { ledger } = await loadTenantLedger(db, id, TODAY)
      const own = before.leases.filter((lease) => lease.tenant_id === id)
      const charged = own.reduce((sum, lease) => sum + (chargedBefore.get(lease.id) ?? 0), 0)
      expect(ledger.chargedCents).toBe(charged)
    }
    // The co-tenant's $0 lease became co-tenancy of a paying lease of that unit, and the second
    // paying lease on that unit got a unit of its own.
    const payer = await db
      .selectFrom('lease_co_tenants')
      .select('lease_id')
      .where('tenant_id', '=', coTenant)
      .executeTakeFirstOrThrow()
    const second = leases.find((lease) => lease.tenant_id === secondPayer)
    const first = leases.find((lease) => lease.id === anyActive.id)
    expect([first?.id, second?.id]).toContain(payer.lease_id)
    expect(second?.unit_id).not.toBe(first?.unit_id)

    // Units: every property has as many units as it says, and none holds two active leases.
    const properties = await db.selectFrom('properties').selectAll().execute()
    expect(properties).toHaveLength(before.properties.length)
    for (const property of properties) {
      const units = await db
        .selectFrom('units')
        .select('id')
        .where('property_id', '=', property.id)
        .execute()
      expect(units.length).toBe(Number(property.total_units))
      const active = leases.filter((l) => l.property_id === property.id && l.status === 'active')
      expect(new Set(active.map((l) => l.unit_id)).size).toBe(active.length)
      expect(active.length).toBeLessThanOrEqual(units.length)
    }
  }, 120_000)
})
