import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testDialects)('lease management on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const list = (query = '') => ctx.app.inject({ url: `/api/admin/leases${query}`, headers })
  const create = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/leases', headers, payload })
  const update = (id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/leases/${id}`, headers, payload })
  const end = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/leases/${id}/end`, headers })
  const leaseRow = (id: string) =>
    ctx.db.selectFrom('leases').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  const insertIntake = (overrides: {
    status?: string
    json: unknown
    confidence?: number
    leaseId?: string | null
  }) =>
    ctx.db
      .insertInto('document_intakes')
      .values({
        id: randomUUID(),
        original_name: 'lease.pdf',
        file_id: null,
        status: overrides.status ?? 'extracted',
        extracted_json: JSON.stringify(overrides.json),
        confidence_score: overrides.confidence ?? 0.74,
        error_message: null,
        tenant_id: null,
        lease_id: overrides.leaseId ?? null,
        created_by_admin_id: null,
        created_at: '2026-03-01T10:00:00.000Z',
        processed_at: '2026-03-01T10:00:05.000Z',
        finalized_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('creates an active lease by default, with money in cents and the embedded tenant and property', async () => {
    const tenant = await insertTenant(ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
    })
    const property = await insertProperty(ctx.db, { name: 'Cedar Ridge' })
    const res = await create({
      tenantId: tenant.id,
      propertyId: property.id,
      startDate: '2026-03-15',
      endDate: '2027-03-14',
      monthlyRent: 1425.5,
      securityDeposit: 1425,
      rentDueDay: 5,
    })
    expect(res.statusCode).toBe(201)
    const lease = res.json()
    expect(lease).toMatchObject({
      status: 'active',
      monthlyRent: 1425.5,
      securityDeposit: 1425,
      rentDueDay: 5,
      startDate: '2026-03-15',
      endDate: '2027-03-14',
      property: { id: property.id, name: 'Cedar Ridge' },
      tenant: { firstName: 'Maria', lastName: 'Garcia', unit: '2B' },
      extractedFromDocument: false,
      confidenceScore: null,
      extractedData: null,
    })
    const row = await leaseRow(lease.id)
    expect(row).toMatchObject({
      monthly_rent_cents: 142550,
      rent_due_day: 5,
      prorate_first_month: 1,
    })
  })

  it('refuses an end before (or on) the start, bad money, unknown statuses and other records’ ids, writing nothing', async () => {
    const tenant = await insertTenant(ctx.db)
    const base = {
      tenantId: tenant.id,
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      monthlyRent: 1000,
      securityDeposit: 1000,
    }
    const backwards = await create({ ...base, endDate: '2026-02-01' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().details.fields.endDate).toBe(
      'The end date must be after the start date',
    )
    expect((await create({ ...base, endDate: '2026-03-01' })).statusCode).toBe(400)

    const money = await create({ ...base, monthlyRent: -5, securityDeposit: 'lots' })
    expect(money.json().details.fields).toMatchObject({
      monthlyRent: 'The amount cannot be negative',
      securityDeposit: 'Enter an amount in dollars',
    })
    expect((await create({ ...base, monthlyRent: 10.555 })).json().details.fields.monthlyRent).toBe(
      'Use at most 2 decimals (cents)',
    )

    const status = await create({ ...base, status: 'terminated' })
    expect(status.json().details.fields.status).toBe('Choose pending, active or ended')
    expect(
      (await create({ ...base, startDate: '2026-02-30' })).json().details.fields.startDate,
    ).toBe('Enter a real calendar date')
    expect(
      (await create({ ...base, rentDueDay: 32 })).json().details.fields.rentDueDay,
    ).toBeDefined()

    const otherTenant = await create({ ...base, tenantId: UNKNOWN_ID })
    expect(otherTenant.statusCode).toBe(400)
    expect(otherTenant.json().details.fields.tenantId).toBe('No tenant has this id')
    const otherProperty = await create({ ...base, propertyId: UNKNOWN_ID })
    expect(otherProperty.json().details.fields.propertyId).toBe('No property has this id')
    expect((await create({ ...base, tenantId: 'abc' })).json().details.fields.tenantId).toBe(
      'Choose one from the list',
    )
    expect(await ctx.db.selectFrom('leases').selectAll().execute()).toEqual([])
  })

  it('refuses a second active lease for the same tenant with a 409, but takes a pending one', async () => {
    const tenant = await insertTenant(ctx.db)
    const base = {
      tenantId: tenant.id,
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      monthlyRent: 1000,
      securityDeposit: 1000,
    }
    expect((await create(base)).statusCode).toBe(201)
    const second = await create({ ...base, startDate: '2027-03-01', endDate: '2028-02-29' })
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toBe(
      'This tenant already has an active lease. End it, or save this one as pending, before adding another.',
    )
    const pending = await create({
      ...base,
      status: 'pending',
      startDate: '2027-03-01',
      endDate: '2028-02-29',
    })
    expect(pending.statusCode).toBe(201)
    const activate = await update(pending.json().id, { status: 'active' })
    expect(activate.statusCode).toBe(409)
    expect((await leaseRow(pending.json().id)).status).toBe('pending')
  })

  it('updates any subset, checks the dates as they will be, and keeps ended_at in step with the status', async () => {
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const dates = await update(lease.id, { startDate: '2026-02-01', endDate: '2027-01-31' })
    expect(dates.statusCode).toBe(200)
    expect(dates.json()).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2027-01-31',
      monthlyRent: 1850,
    })

    const backwards = await update(lease.id, { endDate: '2026-01-15' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().details.fields.endDate).toBe(
      'The end date must be after the start date',
    )

    const rent = await update(lease.id, { monthlyRent: 1900 })
    expect(rent.json()).toMatchObject({
      monthlyRent: 1900,
      startDate: '2026-02-01',
      status: 'active',
    })

    const ended = await update(lease.id, { status: 'ended' })
    expect(ended.json().status).toBe('ended')
    expect((await leaseRow(lease.id)).ended_at).not.toBeNull()
    const reopened = await update(lease.id, { status: 'active' })
    expect(reopened.json()).toMatchObject({ status: 'active', endedAt: null })

    expect((await update(UNKNOWN_ID, { monthlyRent: 1 })).statusCode).toBe(404)
    expect((await update(lease.id, { status: 'paused' })).statusCode).toBe(400)
    expect(
      (await update(lease.id, { propertyId: UNKNOWN_ID })).json().details.fields.propertyId,
    ).toBe('No property has this id')
  })

  it('ends an active lease once, recording when', async () => {
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, { tenant_id: tenant.id })
    const res = await end(lease.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('ended')
    const row = await leaseRow(lease.id)
    expect(row.status).toBe('ended')
    expect(Date.now() - Date.parse(row.ended_at ?? '')).toBeLessThan(60_000)
    const again = await end(lease.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('This lease has already ended.')
    expect((await end(UNKNOWN_ID)).statusCode).toBe(404)
  })

  it('lists active, then pending, then ended leases, paged with X-Total-Count and searchable', async () => {
    const property = await insertProperty(ctx.db, { name: 'Barton Oaks' })
    const maria = await insertTenant(ctx.db, { first_name: 'Maria', last_name: 'Garcia' })
    const kevin = await insertTenant(ctx.db, { first_name: 'Kevin', last_name: 'Nguyen' })
    const ended = await insertLease(ctx.db, {
      tenant_id: maria.id,
      status: 'ended',
      start_date: '2024-01-01',
    })
    const active = await insertLease(ctx.db, {
      tenant_id: maria.id,
      status: 'active',
      start_date: '2025-01-01',
    })
    const pending = await insertLease(ctx.db, {
      tenant_id: kevin.id,
      status: 'pending',
      property_id: property.id,
    })
    const all = await list()
    expect(all.headers['x-total-count']).toBe('3')
    expect(all.json().map((l: { id: string }) => l.id)).toEqual([active.id, pending.id, ended.id])

    const page = await list('?limit=1&offset=1')
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json().map((l: { id: string }) => l.id)).toEqual([pending.id])
    // An offset alone pages to the end (SQLite has no OFFSET without LIMIT; this was a 500).
    const rest = await list('?offset=1')
    expect(rest.statusCode).toBe(200)
    expect(rest.json().map((l: { id: string }) => l.id)).toEqual([pending.id, ended.id])
    expect((await list('?q=barton')).json().map((l: { id: string }) => l.id)).toEqual([pending.id])
    expect((await list('?q=GARCIA')).json()).toHaveLength(2)
    expect((await list('?q=maria%20garcia')).json()).toHaveLength(2)
    expect((await list(`?status=ended`)).json().map((l: { id: string }) => l.id)).toEqual([
      ended.id,
    ])
    expect((await list(`?tenantId=${kevin.id}`)).json()).toHaveLength(1)
    expect((await list('?status=gone')).statusCode).toBe(400)
  })

  it('shows a lease made from a document with its confidence and the panel data, bank account masked', async () => {
    const tenant = await insertTenant(ctx.db, { first_name: 'James', last_name: 'Okafor' })
    const data = {
      tenant: { fullName: 'James Okafor', additionalOccupants: 'Grace Okafor' },
      lease: { type: 'fixed-term', rentDueDay: 3, maxGuestDays: 14 },
      management: { acceptedPaymentMethods: ['Zelle', 'Check'], bankAccount: '7730014821' },
      financial: { lateFeePercentage: 5 },
    }
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      extracted_data: JSON.stringify(data),
      extraction_confidence: 0.92,
    })
    const [lease] = (await list()).json()
    expect(lease).toMatchObject({ extractedFromDocument: true, confidenceScore: 0.92 })
    expect(lease.extractedData.management).toEqual({
      acceptedPaymentMethods: ['Zelle', 'Check'],
      bankAccount: '••••4821',
    })
    expect(lease.extractedData.lease).toMatchObject({ rentDueDay: 3, maxGuestDays: 14 })
    expect(JSON.stringify(lease)).not.toContain('7730014821')
  })

  it('marks a lease as extracted when an extracted or finalized intake names its tenant or has its rent', async () => {
    const maria = await insertTenant(ctx.db, { first_name: 'Maria', last_name: 'Garcia' })
    const kevin = await insertTenant(ctx.db, { first_name: 'Kevin', last_name: 'Nguyen' })
    const dana = await insertTenant(ctx.db, { first_name: 'Dana', last_name: 'Ruiz' })
    const byName = await insertLease(ctx.db, { tenant_id: maria.id, monthly_rent_cents: 140000 })
    const byRent = await insertLease(ctx.db, { tenant_id: kevin.id, monthly_rent_cents: 135050 })
    const none = await insertLease(ctx.db, { tenant_id: dana.id, monthly_rent_cents: 99900 })
    const other = await insertLease(ctx.db, {
      tenant_id: (await insertTenant(ctx.db)).id,
      monthly_rent_cents: 50000,
    })
    await insertIntake({
      json: { tenantName: 'MARIA GARCIA and Luis Garcia', monthlyRent: 1395 },
      confidence: 0.65,
    })
    await insertIntake({
      status: 'finalized',
      json: { tenantName: 'Someone Else', monthlyRent: 1350.99 },
      confidence: 0.55,
    })
    await insertIntake({ status: 'failed', json: { tenantName: 'Dana Ruiz', monthlyRent: 999 } })
    // Tied to another lease already: it belongs to that one.
    await insertIntake({
      status: 'finalized',
      json: { tenantName: 'Dana Ruiz' },
      leaseId: other.id,
      confidence: 0.9,
    })

    const leases = new Map((await list()).json().map((l: { id: string }) => [l.id, l]))
    expect(leases.get(byName.id)).toMatchObject({
      extractedFromDocument: true,
      confidenceScore: 0.65,
    })
    expect(leases.get(byRent.id)).toMatchObject({
      extractedFromDocument: true,
      confidenceScore: 0.55,
    })
    expect(leases.get(none.id)).toMatchObject({
      extractedFromDocument: false,
      confidenceScore: null,
      extractedAt: null,
    })
    expect(leases.get(other.id)).toMatchObject({
      extractedFromDocument: true,
      confidenceScore: 0.9,
    })
  })

  it('lets only admins in', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/leases' })).statusCode).toBe(401)
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/admin/leases', cookies: tenant.cookies })).statusCode,
    ).toBe(401)
    expect(
      (await ctx.app.inject({ url: '/api/admin/leases', headers: tenant.headers })).statusCode,
    ).toBe(403)
  })
})
