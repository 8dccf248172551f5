import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('property fees as recurring charges on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect, { now: () => new Date('2026-04-10T09:00:00Z') })
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const chargeFees = (leaseId: string, startDate = '2026-04-01') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${leaseId}/recurring-charges/property-fees`,
      headers,
      payload: { startDate },
    })

  it('makes each stated fee a monthly charge once, posting the months already due', async () => {
    const property = await insertProperty(ctx.db, {
      hoa_fee_cents: 12_000,
      pool_fee_cents: 4_000,
      maintenance_fee_cents: null,
      gardening_fee_cents: 0,
    })
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      start_date: '2026-01-01',
      rent_due_day: 1,
    })
    const first = await chargeFees(lease.id)
    expect(first.statusCode).toBe(201)
    const charges = (res: typeof first) =>
      (res.json() as { description: string; amount: number }[])
        .map((c) => [c.description, c.amount])
        .sort()
    expect(charges(first)).toEqual([
      ['HOA fee', 120],
      ['Pool fee', 40],
    ])
    // Asking again (from another day) keeps the charges as they are: one per fee.
    const again = await chargeFees(lease.id, '2026-05-01')
    expect(charges(again)).toEqual(charges(first))

    const ledger = await ctx.app.inject({ url: `/api/admin/tenants/${tenant.id}/ledger`, headers })
    const posted = (ledger.json().entries as { description: string; amount: number }[])
      .filter((e) => /fee for/.test(e.description))
      .map((e) => [e.description, e.amount])
    expect(posted.sort()).toEqual([
      ['HOA fee for April 2026', 120],
      ['Pool fee for April 2026', 40],
    ])
  })

  it('says why when there is nothing to charge', async () => {
    const tenant = await insertTenant(ctx.db)
    const noProperty = await insertLease(ctx.db, { tenant_id: tenant.id })
    const res = await chargeFees(noProperty.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(
      'This lease is on no property, so it has no property fees to charge.',
    )
    const bare = await insertProperty(ctx.db, {
      hoa_fee_cents: null,
      pool_fee_cents: null,
      maintenance_fee_cents: null,
      gardening_fee_cents: null,
    })
    const other = await insertLease(ctx.db, {
      tenant_id: (await insertTenant(ctx.db)).id,
      property_id: bare.id,
    })
    const none = await chargeFees(other.id)
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toMatch(
      /^The property states no maintenance, HOA, gardening or pool fee/,
    )
  })
})
