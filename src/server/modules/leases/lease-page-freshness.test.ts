import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'light-my-request'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { tablesReadBy, watchedTables } from '../../../../tests/data-version-triggers'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestFleet, type TestFleet } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { readDataVersion } from '../../db/data-version'
import { listLeases } from './leases.queries'

describe.each(testDialects)('kept admin lease pages on %s', (dialect) => {
  let fleet: TestFleet
  let headers: Record<string, string>
  beforeEach(async () => {
    fleet = await createTestFleet(dialect)
    headers = (await signInNewAdmin(fleet.apps[0]!, fleet.db)).headers
  })
  afterEach(() => fleet.close())

  const pageOn = async (server: number, query = '?limit=50&offset=0') => {
    const res = await fleet.apps[server]!.inject({ url: `/api/admin/leases${query}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  /** The same page read through both servers, so each keeps it before the write under test. */
  const readOnBoth = async (query?: string) => {
    const first = await pageOn(0, query)
    expect(await pageOn(1, query)).toEqual(first)
    return first
  }

  const seedLease = async () => {
    const property = await insertProperty(fleet.db, { name: 'Cedar Court', total_units: 3 })
    const tenant = await insertTenant(fleet.db, { first_name: 'Maria', last_name: 'Garcia' })
    const lease = await insertLease(fleet.db, { tenant_id: tenant.id, property_id: property.id })
    return { property, tenant, lease }
  }

  it('is kept only under triggers on every table a lease page reads', async () => {
    const { tenant, property } = await seedLease()
    const read = await tablesReadBy(
      fleet.db,
      [
        { limit: 50, offset: 0 },
        {},
        { q: 'garcia', limit: 10 },
        { status: 'active' as const, tenantId: tenant.id, propertyId: property.id, limit: 5 },
      ].map((query) => (db) => listLeases(db, query)),
    )
    expect(read).toEqual(
      ['document_intakes', 'lease_co_tenants', 'leases', 'properties', 'tenants', 'units'].sort(),
    )
    const watched = await watchedTables(fleet.db, dialect)
    for (const table of read) expect(watched, table).toContain(table)
  })

  it('moves the data version with an insert, an update and a delete on each table a page reads', async () => {
    const { property, tenant, lease } = await seedLease()
    const other = await insertTenant(fleet.db, { first_name: 'Ana', last_name: 'Lopez' })
    const intakeId = randomUUID()
    const unitId = randomUUID()
    const moves = async (label: string, write: () => Promise<unknown>) => {
      const before = await readDataVersion(fleet.db)
      await write()
      expect(await readDataVersion(fleet.db), label).not.toBe(before)
    }
    const db = fleet.db
    await moves('unit insert', () =>
      db
        .insertInto('units')
        .values({
          id: unitId,
          property_id: property.id,
          name: '9Z',
          created_at: 'x',
          updated_at: 'x',
        })
        .execute(),
    )
    await moves('unit rename', () =>
      db.updateTable('units').set({ name: '9Y' }).where('id', '=', unitId).execute(),
    )
    await moves('unit delete', () => db.deleteFrom('units').where('id', '=', unitId).execute())
    await moves('co-tenant insert', () =>
      db
        .insertInto('lease_co_tenants')
        .values({ lease_id: lease.id, tenant_id: other.id, created_at: 'x' })
        .execute(),
    )
    await moves('co-tenant update', () =>
      db
        .updateTable('lease_co_tenants')
        .set({ tenant_id: other.id })
        .where('lease_id', '=', lease.id)
        .execute(),
    )
    await moves('co-tenant delete', () =>
      db.deleteFrom('lease_co_tenants').where('lease_id', '=', lease.id).execute(),
    )
    await moves('intake insert', () =>
      db
        .insertInto('document_intakes')
        .values({
          id: intakeId,
          original_name: 'lease.pdf',
          file_id: null,
          status: 'processing',
          extracted_json: null,
          confidence_score: null,
          error_message: null,
          tenant_id: null,
          lease_id: null,
          created_by_admin_id: null,
          created_at: '2026-03-01T10:00:00.000Z',
          processed_at: null,
          finalized_at: null,
        })
        .execute(),
    )
    await moves('intake read', () =>
      db
        .updateTable('document_intakes')
        .set({ status: 'extracted', extracted_json: '{"monthlyRent":1850}' })
        .where('id', '=', intakeId)
        .execute(),
    )
    await moves('intake delete', () =>
      db.deleteFrom('document_intakes').where('id', '=', intakeId).execute(),
    )
    await moves('lease update', () =>
      db.updateTable('leases').set({ monthly_rent_cents: 1 }).where('id', '=', lease.id).execute(),
    )
    await moves('tenant update', () =>
      db.updateTable('tenants').set({ last_name: 'G.' }).where('id', '=', tenant.id).execute(),
    )
    await moves('property update', () =>
      db.updateTable('properties').set({ name: 'Elm' }).where('id', '=', property.id).execute(),
    )
    await moves('lease delete', () => db.deleteFrom('leases').where('id', '=', lease.id).execute())
  })

  it('serves a page read on another server after a write as fresh as the write', async () => {
    const { property, tenant, lease } = await seedLease()
    const lopez = await insertTenant(fleet.db, { first_name: 'Ana', last_name: 'Lopez' })
    const admin = fleet.apps[0]!
    const write = async (request: Omit<InjectOptions, 'headers'>) => {
      const res = await admin.inject({ ...request, headers })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const onlyLease = async () => (await pageOn(1))[0]

    await readOnBoth()
    await write({
      method: 'PUT',
      url: `/api/admin/leases/${lease.id}`,
      payload: { monthlyRent: 2000, coTenantIds: [lopez.id] },
    })
    expect((await onlyLease()).monthlyRent).toBe(2000)
    expect((await onlyLease()).tenants.map((t: { lastName: string }) => t.lastName)).toEqual([
      'Garcia',
      'Lopez',
    ])

    await readOnBoth()
    await write({
      method: 'PUT',
      url: `/api/admin/units/${lease.unit_id}`,
      payload: { name: '7C' },
    })
    expect((await onlyLease()).unitName).toBe('7C')

    await readOnBoth()
    await write({
      method: 'PUT',
      url: `/api/admin/properties/${property.id}`,
      payload: { name: 'Birch House' },
    })
    expect((await onlyLease()).property.name).toBe('Birch House')

    await readOnBoth()
    await write({
      method: 'PATCH',
      url: `/api/admin/tenants/${tenant.id}`,
      payload: { firstName: 'Mariana' },
    })
    expect((await onlyLease()).tenant.firstName).toBe('Mariana')

    // An intake read by a job (no HTTP request) that matches the lease by its rent.
    await readOnBoth()
    expect((await onlyLease()).extractedFromDocument).toBe(false)
    await fleet.db
      .insertInto('document_intakes')
      .values({
        id: randomUUID(),
        original_name: 'lease.pdf',
        file_id: null,
        status: 'extracted',
        extracted_json: JSON.stringify({ monthlyRent: 2000 }),
        confidence_score: 0.9,
        error_message: null,
        tenant_id: null,
        lease_id: null,
        created_by_admin_id: null,
        created_at: '2026-03-01T10:00:00.000Z',
        processed_at: '2026-03-01T10:00:05.000Z',
        finalized_at: null,
      })
      .execute()
    expect((await onlyLease()).extractedFromDocument).toBe(true)

    await readOnBoth()
    await write({ method: 'POST', url: `/api/admin/leases/${lease.id}/end` })
    expect((await onlyLease()).status).toBe('ended')
    // The searched and filtered lists are kept apart from the plain page and are fresh too.
    expect(await pageOn(1, '?q=mariana')).toHaveLength(1)
    expect(await pageOn(1, '?status=active')).toHaveLength(0)
  })
})
