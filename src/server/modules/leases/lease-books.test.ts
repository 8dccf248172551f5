import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertProperty, insertTenant } from '../../../../tests/factories'
import { multipartBody } from '../../../../tests/multipart'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { todayIso } from '../../../shared/dates'
import { addDays } from '../../../shared/ledger'
import { toCents } from '../../../shared/money'
import { extractedIntake } from '../lease-intake/test-intakes'

type Headers = Record<string, string>

/*
 * The rules that make a landlord's numbers true from the first day: units as records with one
 * active lease each, co-tenants sharing one lease and ledger, books that start when Hearth starts
 * keeping them, and terms that already ended.
 */
describe.each(testDialects)('units, co-tenants and the books on %s', (dialect) => {
  let ctx: TestContext
  let headers: Headers
  const today = todayIso(new Date())
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload })
  const ledgerOf = async (tenantId: string) =>
    (await ctx.app.inject({ url: `/api/admin/tenants/${tenantId}/ledger`, headers })).json()
  const leases = async () => (await ctx.app.inject({ url: '/api/admin/leases', headers })).json()
  const properties = async () =>
    (await ctx.app.inject({ url: '/api/admin/properties', headers })).json()

  const lease = (tenantId: string, propertyId: string, extra: object = {}) => ({
    tenantId,
    propertyId,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    monthlyRent: 1500,
    securityDeposit: 1500,
    ...extra,
  })

  it('gives a new property its units, named Unit 1 to N, renamed and added on the property screen', async () => {
    const created = await post('/api/admin/properties', { name: 'Oak Court', totalUnits: 3 })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const units = (
      await ctx.app.inject({ url: `/api/admin/properties/${id}/units`, headers })
    ).json()
    expect(units.map((u: { name: string }) => u.name)).toEqual(['Unit 1', 'Unit 2', 'Unit 3'])
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/units/${units[0].id}`,
      headers,
      payload: { name: '1A' },
    })
    expect(renamed.json()).toMatchObject({ name: '1A', activeLeaseId: null })
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/units/${units[1].id}`,
      headers,
      payload: { name: '1a' },
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error).toBe('This property already has a unit named 1a.')
    const added = await post(`/api/admin/properties/${id}/units`, { name: 'Garden' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toHaveLength(4)
    expect((await properties())[0]).toMatchObject({ totalUnits: 4 })
  })

  it('refuses a second active lease on a unit with a 409 that names the lease in the way', async () => {
    const property = await insertProperty(ctx.db, { name: 'Duplex', total_units: 1 })
    const first = await insertTenant(ctx.db, { first_name: 'Ana', last_name: 'Ruiz', unit: null })
    const second = await insertTenant(ctx.db)
    const made = await post('/api/admin/leases', lease(first.id, property.id))
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({ unitName: 'Unit 1' })
    const refused = await post(
      '/api/admin/leases',
      lease(second.id, property.id, { unitId: made.json().unitId }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toContain("Unit 1 already has an active lease: Ana Ruiz's")
    expect(refused.json().error).toContain(made.json().id)
    // Pending is fine: it occupies nothing until it is made active.
    const pending = await post(
      '/api/admin/leases',
      lease(second.id, property.id, { unitId: made.json().unitId, status: 'pending' }),
    )
    expect(pending.statusCode).toBe(201)
    const activate = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/leases/${pending.json().id}`,
      headers,
      payload: { status: 'active' },
    })
    expect(activate.statusCode).toBe(409)
    expect((await properties())[0]).toMatchObject({ occupiedUnits: 1, occupancyRate: 100 })
  })

  it('shares one lease, one ledger and one balance between a primary tenant and a co-tenant', async () => {
    const property = await insertProperty(ctx.db, { total_units: 2 })
    const primary = await insertTenant(ctx.db, {
      first_name: 'Grace',
      last_name: 'Owusu',
      unit: null,
    })
    const co = await insertTenant(ctx.db, { first_name: 'Liam', last_name: 'Owusu', unit: null })
    const made = await post(
      '/api/admin/leases',
      lease(primary.id, property.id, {
        startDate: today,
        endDate: null,
        coTenantIds: [co.id],
        additionalOccupants: 'Ama Owusu',
      }),
    )
    expect(made.statusCode).toBe(201)
    const [listed] = await leases()
    expect(listed).toMatchObject({
      tenantId: primary.id,
      tenant: { firstName: 'Grace', lastName: 'Owusu', unit: 'Unit 1' },
      unitName: 'Unit 1',
      additionalOccupants: 'Ama Owusu',
      tenants: [
        { id: primary.id, firstName: 'Grace', lastName: 'Owusu', primary: true },
        { id: co.id, firstName: 'Liam', lastName: 'Owusu', primary: false },
      ],
    })
    // The co-tenant pays; both see the same balance.
    await post('/api/admin/payments', {
      tenantId: co.id,
      amount: 500,
      method: 'cash',
      period: 'March 2026',
    })
    const [mine, theirs] = [await ledgerOf(primary.id), await ledgerOf(co.id)]
    expect(mine.paid).toBe(500)
    // Compared in cents: a prorated first month (it depends on today's date) minus 500 in floating
    // point can miss the two-decimal figure the server answers by a rounding error.
    expect(toCents(mine.balance)).toBe(toCents(mine.charged) - 50_000)
    expect(theirs.balance).toBe(mine.balance)
    // A co-tenant on one active lease cannot be put on another.
    const elsewhere = await post('/api/admin/leases', lease(co.id, property.id))
    expect(elsewhere.statusCode).toBe(409)
  })

  it('starts the books of a lease brought in from before at its ledger start and opening balance', async () => {
    const property = await insertProperty(ctx.db)
    const tenant = await insertTenant(ctx.db)
    const made = await post(
      '/api/admin/leases',
      lease(tenant.id, property.id, {
        startDate: '2024-01-01',
        endDate: null,
        ledgerStart: today,
        openingBalance: 250,
      }),
    )
    expect(made.json()).toMatchObject({ ledgerStart: today, openingBalance: 250 })
    const ledger = await ledgerOf(tenant.id)
    // Rent since 2024 is not charged again; what is owed is the opening balance (and today's rent
    // when today is the due day).
    const dueToday = today.endsWith('-01') ? 1500 : 0
    expect(ledger.balance).toBe(250 + dueToday)
    expect(ledger.entries.at(-1)).toMatchObject({ type: 'opening', amount: 250 })
  })

  describe('the import', () => {
    const row = (email: string, extra: object = {}) => ({
      firstName: 'Elena',
      lastName: email.split('@')[0],
      email,
      propertyName: 'Cedar Ridge',
      propertyAddress: '2150 Cedar Ridge Dr',
      leaseStart: '2025-03-01',
      leaseEnd: addDays(today, 200),
      rent: 1395,
      securityDeposit: 1395,
      ...extra,
    })
    const importRows = (tenants: object[]) => post('/api/admin/tenants/import', { tenants })
    const tenantId = async (email: string) =>
      (
        await ctx.db
          .selectFrom('tenants')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id

    it('owes nothing for rows with past lease starts and no balance, and the stated balance otherwise', async () => {
      const res = await importRows([
        row('a@example.com', { unit: '1A' }),
        row('b@example.com', { unit: '1B', openingBalance: 320.5 }),
        row('c@example.com', { unit: '1C', openingBalance: -40 }),
      ])
      expect(res.statusCode).toBe(200)
      const balance = async (email: string) => (await ledgerOf(await tenantId(email))).balance
      const dueToday = today.endsWith('-01') ? 1395 : 0
      expect(await balance('a@example.com')).toBe(dueToday)
      expect(await balance('b@example.com')).toBe(320.5 + dueToday)
      expect(await balance('c@example.com')).toBe(-40 + dueToday)
    })

    it('makes rows for one property and unit one lease: the row with the rent is the primary', async () => {
      const res = await importRows([
        row('grace@example.com', { unit: 'A' }),
        row('liam@example.com', { unit: 'a', rent: null, securityDeposit: null }),
      ])
      expect(res.json().summary).toMatchObject({ createdCount: 2, leaseCount: 1 })
      const [only] = await leases()
      expect(only.tenants.map((t: { primary: boolean }) => t.primary)).toEqual([true, false])
      expect(only).toMatchObject({ monthlyRent: 1395, unitName: 'A' })
      expect((await properties())[0]).toMatchObject({ occupiedUnits: 1, occupancyRate: 100 })
    })

    it("names an existing property's unused placeholder units after the imported units", async () => {
      const created = await post('/api/admin/properties', {
        name: 'Cedar Ridge',
        address: '2150 Cedar Ridge Dr',
        totalUnits: 2,
      })
      await importRows([row('p@example.com', { unit: '7C' })])
      const units = (
        await ctx.app.inject({ url: `/api/admin/properties/${created.json().id}/units`, headers })
      ).json()
      expect(units.map((u: { name: string }) => u.name)).toEqual(['7C', 'Unit 2'])
      expect((await properties())[0]).toMatchObject({ totalUnits: 2, occupancyRate: 50 })
    })

    it('refuses rows for one unit that both state a rent, saying so', async () => {
      const res = await importRows([
        { ...row('x@example.com', { unit: '2' }), row: 2 },
        { ...row('y@example.com', { unit: '2' }), row: 3 },
      ])
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(
        "Row 3: This row and row 2 are both for unit 2 of Cedar Ridge and both state a rent. Co-tenants share one lease: leave the rent only on the primary tenant's row.",
      )
      expect(await ctx.db.selectFrom('tenants').select('id').execute()).toHaveLength(0)
    })

    it('imports a lease whose end has passed as ended, with no charges, unless the row says otherwise', async () => {
      await importRows([
        row('gone@example.com', { unit: '3', leaseEnd: '2025-12-31' }),
        row('stays@example.com', { unit: '4', leaseEnd: '2025-12-31', leaseStatus: 'active' }),
      ])
      const statuses = Object.fromEntries(
        (await leases()).map((l: { status: string; tenant: { lastName: string } }) => [
          l.tenant.lastName,
          l.status,
        ]),
      )
      expect(statuses).toEqual({ gone: 'ended', stays: 'active' })
      expect((await ledgerOf(await tenantId('gone@example.com'))).balance).toBe(0)
    })

    it('reads a Balance column from the spreadsheet and reports disagreeing co-tenant rows', async () => {
      const csv = [
        'First Name,Last Name,Email,Property,Unit,Lease Start,Rent,Balance',
        'Ana,One,ana@example.com,Elm,1,2025-01-01,1000,"($25.00)"',
        'Ben,Two,ben@example.com,Elm,1,2025-01-01,1000,',
        'Cy,Three,cy@example.com,Elm,2,2025-01-01,900,125.50',
      ].join('\n')
      const body = await multipartBody({}, [
        { field: 'excelFile', filename: 't.csv', bytes: Buffer.from(csv), type: 'text/csv' },
      ])
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenants/upload-excel',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      })
      const parsed = res.json()
      expect(parsed.tenants.map((t: { openingBalance?: number }) => t.openingBalance)).toEqual([
        -25, 125.5,
      ])
      expect(parsed.validationErrors).toEqual([
        { row: 3, errors: [expect.stringContaining('both state a rent')] },
      ])
    })
  })

  describe('a lease intake whose term has ended', () => {
    const finalize = (id: string, lease: object, coTenants: object[] = []) =>
      post(`/api/admin/lease-intake/${id}/finalize`, {
        tenant: { updateInfo: false, data: {} },
        lease: { startDate: '2024-01-15', endDate: '2025-01-14', ...lease },
        coTenants,
      })

    it('holds over month to month from today by default: active, no arrears', async () => {
      const intake = await extractedIntake(ctx, headers)
      const res = await finalize(intake.id, {})
      expect(res.statusCode).toBe(200)
      const made = (await leases())[0]
      expect(made).toMatchObject({ status: 'active', ledgerStart: today, openingBalance: 0 })
      const ledger = await ledgerOf(res.json().tenantId)
      const dueToday = ledger.entries.filter((e: { type: string }) => e.type === 'charge')
      expect(ledger.balance).toBe(
        dueToday.reduce((s: number, e: { amount: number }) => s + e.amount, 0),
      )
      expect(dueToday.length).toBeLessThanOrEqual(1)
    })

    it('records the lease as ended when the admin says so, with the stated opening balance', async () => {
      const intake = await extractedIntake(ctx, headers)
      const res = await finalize(intake.id, { endedTerm: 'ended', openingBalance: 410 })
      expect(res.statusCode).toBe(200)
      expect((await leases())[0]).toMatchObject({ status: 'ended', openingBalance: 410 })
      expect((await ledgerOf(res.json().tenantId)).balance).toBe(410)
    })

    it('creates every tenant found as a co-tenant of the one lease, each with an invite', async () => {
      const intake = await extractedIntake(ctx, headers)
      const res = await finalize(intake.id, {}, [
        { firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.com', phone: '' },
      ])
      expect(res.statusCode).toBe(200)
      expect(res.json().coTenantInvites).toHaveLength(1)
      const [made] = await leases()
      expect(made.tenants).toHaveLength(2)
      expect(made.tenants[1]).toMatchObject({ firstName: 'Sam', lastName: 'Lee', primary: false })
    })
  })
})
