import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addUnits } from '../units/units.service'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('property management on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const create = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/properties', headers, payload })
  const update = (id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, headers, payload })
  const list = (query = '') => ctx.app.inject({ url: `/api/admin/properties${query}`, headers })

  it('creates a property with the defaults: apartment, 1 unit, no fees, no lease', async () => {
    const res = await create({ name: 'Maple Court' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      name: 'Maple Court',
      propertyType: 'apartment',
      totalUnits: 1,
      maintenanceFee: null,
      leaseId: null,
      leaseStart: null,
      occupiedUnits: 0,
      occupancyRate: 0,
    })
  })

  it('creates a property of 5,000 units, the most the form allows, and refuses more', async () => {
    const res = await create({ name: 'Tower', totalUnits: 5_000 })
    expect(res.statusCode).toBe(201)
    expect(res.json().totalUnits).toBe(5_000)
    expect((await create({ name: 'Bigger', totalUnits: 5_001 })).statusCode).toBe(400)
  })

  it('adds more units than one INSERT can bind, each with its own default name', async () => {
    const { id } = (await create({ name: 'Estate' })).json()
    await addUnits(ctx.db, id, { atLeast: 12_000 }, new Date().toISOString())
    const names = await ctx.db
      .selectFrom('units')
      .select('name')
      .where('property_id', '=', id)
      .execute()
    expect(new Set(names.map((unit) => unit.name)).size).toBe(12_000)
    expect((await list()).json()[0].totalUnits).toBe(12_000)
  })

  it('stores money in cents and answers in dollars, and keys the address for matching', async () => {
    const res = await create({
      name: 'Oak Row',
      address: '12 Oak St.',
      propertyType: 'townhouse',
      totalUnits: 3,
      monthlyRent: 1850.5,
      hoaFee: 0,
      poolFee: 45.25,
      ownerEmail: 'owner@example.com',
    })
    const body = res.json()
    expect(body).toMatchObject({
      monthlyRent: 1850.5,
      hoaFee: 0,
      poolFee: 45.25,
      gardeningFee: null,
      totalUnits: 3,
    })
    const row = await ctx.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow()
    expect(row.monthly_rent_cents).toBe(185050)
    expect(row.pool_fee_cents).toBe(4525)
    expect(row.normalized_address).toBe('12 oak street')
  })

  it('answers every wrong type and a missing name with field-level 400s, and writes nothing', async () => {
    const bad = await create({
      address: 12,
      totalUnits: 1.5,
      monthlyRent: -1,
      hoaFee: 'a lot',
      poolFee: 10.001,
      propertyType: 'castle',
      ownerEmail: 'not-an-email',
    })
    expect(bad.statusCode).toBe(400)
    const fields = bad.json().details.fields
    expect(Object.keys(fields).sort()).toEqual(
      [
        'address',
        'hoaFee',
        'monthlyRent',
        'name',
        'ownerEmail',
        'poolFee',
        'propertyType',
        'totalUnits',
      ].sort(),
    )
    expect(fields.name).toBe('Enter the property name')
    expect(fields.monthlyRent).toBe('The amount cannot be negative')
    expect(fields.totalUnits).toBe('Enter the number of units as a whole number')
    expect((await create({ name: '   ' })).json().details.fields.name).toBe(
      'Enter the property name',
    )
    expect((await create({ name: 'Zero', totalUnits: 0 })).json().details.fields.totalUnits).toBe(
      'A property has at least 1 unit',
    )
    expect(await ctx.db.selectFrom('properties').selectAll().execute()).toEqual([])
  })

  it('lists properties by name with occupancy as active leases of total units, paged and searched', async () => {
    const cedar = await insertProperty(ctx.db, {
      name: 'Cedar Ridge',
      total_units: 4,
      city: 'Austin',
    })
    await insertProperty(ctx.db, { name: 'Barton Oaks', total_units: 2, city: 'Round Rock' })
    for (const status of ['active', 'active', 'active', 'ended', 'pending']) {
      const tenant = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: tenant.id, property_id: cedar.id, status })
    }
    const all = await list()
    expect(all.headers['x-total-count']).toBe('2')
    expect(all.json().map((p: { name: string }) => p.name)).toEqual(['Barton Oaks', 'Cedar Ridge'])
    expect(all.json()[1]).toMatchObject({ occupiedUnits: 3, occupancyRate: 75 })

    const page = await list('?limit=1&offset=1')
    expect(page.headers['x-total-count']).toBe('2')
    expect(page.json().map((p: { name: string }) => p.name)).toEqual(['Cedar Ridge'])
    // An offset alone pages to the end (SQLite has no OFFSET without LIMIT; this was a 500).
    const rest = await list('?offset=1')
    expect(rest.statusCode).toBe(200)
    expect(rest.json().map((p: { name: string }) => p.name)).toEqual(['Cedar Ridge'])
    const found = await list('?q=round')
    expect(found.json().map((p: { name: string }) => p.name)).toEqual(['Barton Oaks'])
  })

  it('derives the lease fields from the current lease: active first, then pending, then the latest ended', async () => {
    const property = await insertProperty(ctx.db)
    const tenant = await insertTenant(ctx.db)
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'ended',
      start_date: '2023-01-01',
      end_date: '2023-12-31',
    })
    const later = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'ended',
      start_date: '2024-01-01',
      end_date: '2024-12-31',
    })
    const show = async () => (await list()).json()[0]
    expect(await show()).toMatchObject({
      leaseId: later.id,
      leaseStart: '2024-01-01',
      leaseEnd: '2024-12-31',
    })
    const pending = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'pending',
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    })
    expect((await show()).leaseId).toBe(pending.id)
    const active = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'active',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    })
    expect((await show()).leaseId).toBe(active.id)
  })

  it('links a lease through leaseId and moves its dates through leaseStart and leaseEnd', async () => {
    const property = await insertProperty(ctx.db, { total_units: 2 })
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, { tenant_id: tenant.id })
    const linked = await update(property.id, { leaseId: lease.id })
    expect(linked.statusCode).toBe(200)
    expect(linked.json()).toMatchObject({ leaseId: lease.id, occupiedUnits: 1, occupancyRate: 50 })

    const moved = await update(property.id, { leaseStart: '2026-02-01', leaseEnd: '2027-01-31' })
    expect(moved.json()).toMatchObject({ leaseStart: '2026-02-01', leaseEnd: '2027-01-31' })
    const row = await ctx.db
      .selectFrom('leases')
      .selectAll()
      .where('id', '=', lease.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      property_id: property.id,
      start_date: '2026-02-01',
      end_date: '2027-01-31',
    })
  })

  it("shows a let property's rent and deposit from its current lease, following the lease's edits, beside its own asking terms", async () => {
    const property = await insertProperty(ctx.db, {
      monthly_rent_cents: 150_000,
      security_deposit_cents: 150_000,
    })
    const show = async () => (await list()).json().find((p: { id: string }) => p.id === property.id)
    expect(await show()).toMatchObject({
      monthlyRent: 1500,
      leaseMonthlyRent: null,
      leaseSecurityDeposit: null,
    })

    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'active',
      monthly_rent_cents: 142_500,
      security_deposit_cents: 142_500,
    })
    expect(await show()).toMatchObject({
      leaseId: lease.id,
      monthlyRent: 1500,
      securityDeposit: 1500,
      leaseMonthlyRent: 1425,
      leaseSecurityDeposit: 1425,
    })

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/leases/${lease.id}`,
      headers,
      payload: { monthlyRent: 1475, securityDeposit: 1600 },
    })
    expect(edited.statusCode).toBe(200)
    expect(await show()).toMatchObject({
      monthlyRent: 1500,
      leaseMonthlyRent: 1475,
      leaseSecurityDeposit: 1600,
    })

    // Once the lease ends nothing is let: only the asking terms remain.
    await ctx.app.inject({ method: 'POST', url: `/api/admin/leases/${lease.id}/end`, headers })
    expect(await show()).toMatchObject({ leaseMonthlyRent: null, monthlyRent: 1500 })
  })

  it('refuses lease dates without a lease, an end before the start, and a lease id that does not exist', async () => {
    const property = await insertProperty(ctx.db)
    const none = await update(property.id, { leaseEnd: '2027-01-31' })
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toBe('Cannot update lease: No active lease found for this property')

    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const backwards = await update(property.id, { leaseEnd: '2025-06-30' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().details.fields.leaseEnd).toBe(
      'The end date must be after the start date',
    )

    const unknown = await update(property.id, {
      leaseId: '00000000-0000-4000-8000-000000000000',
      name: 'Renamed',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().details.fields.leaseId).toBe('No lease has this id')
    const row = await ctx.db
      .selectFrom('properties')
      .select('name')
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe(property.name)
    expect(
      (
        await ctx.db
          .selectFrom('leases')
          .select('end_date')
          .where('id', '=', lease.id)
          .executeTakeFirstOrThrow()
      ).end_date,
    ).toBe('2026-12-31')
  })

  it('edits one section at a time: what is left out keeps its value, null clears it', async () => {
    const created = (
      await create({
        name: 'Elm House',
        ownerName: 'Nora',
        ownerPhone: '555',
        hoaFee: 100,
        city: 'Austin',
      })
    ).json()
    const res = await update(created.id, { ownerName: 'Nora Elm', ownerPhone: null })
    expect(res.json()).toMatchObject({
      name: 'Elm House',
      city: 'Austin',
      hoaFee: 100,
      ownerName: 'Nora Elm',
      ownerPhone: null,
    })
    const cleared = await update(created.id, { hoaFee: null, city: '' })
    expect(cleared.json()).toMatchObject({ hoaFee: null, city: null })
    expect((await update(created.id, { name: '' })).json().details.fields.name).toBe(
      'Enter the property name',
    )
  })

  it('answers 404 for an unknown property and 400 for an id that is not one', async () => {
    expect((await update('00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(
      404,
    )
    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/properties/42', headers })
    expect(bad.statusCode).toBe(400)
  })

  it('refuses to delete a property with active leases, and deletes one without, keeping its old leases', async () => {
    const property = await insertProperty(ctx.db, { name: 'Busy Block' })
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'active',
    })
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${property.id}`,
      headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe(
      'Busy Block still has 1 active lease. End it before deleting the property.',
    )

    await ctx.db.updateTable('leases').set({ status: 'ended' }).where('id', '=', lease.id).execute()
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/properties/${property.id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(200)
    expect(await ctx.db.selectFrom('properties').selectAll().execute()).toEqual([])
    const kept = await ctx.db
      .selectFrom('leases')
      .selectAll()
      .where('id', '=', lease.id)
      .executeTakeFirstOrThrow()
    expect(kept.property_id).toBeNull()
  })

  it('lets only admins in: strangers get 401 and tenants 403', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/properties' })).statusCode).toBe(401)
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/admin/properties', headers: tenant.headers })).statusCode,
    ).toBe(403)
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: { name: 12 },
    })
    expect(stranger.statusCode).toBe(401)
  })
})
