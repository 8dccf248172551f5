import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import type { FinalizeIntakeBody } from '../../../shared/schemas/lease-intake'
import { extractedIntake } from '../lease-intake/test-intakes'

/** The review form unchanged: the DC lease's premises are '1418 Columbia Road NW, Apt 304, …'. */
const untouched: FinalizeIntakeBody = {
  tenant: { updateInfo: false, data: { firstName: '', lastName: '', email: '', phone: '' } },
  lease: { monthlyRent: '', securityDeposit: '', startDate: '', endDate: '', status: 'active' },
}

describe.each(testDialects)('one property identity on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const importRows = (tenants: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/import',
      headers,
      payload: { tenants },
    })
  const finalizeDcLease = async () => {
    const intake = await extractedIntake(ctx, headers)
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/lease-intake/${intake.id}/finalize`,
      headers,
      payload: untouched,
    })
    expect(res.statusCode).toBe(200)
    return res.json().propertyId as string
  }
  const importedPropertyOf = async (email: string) =>
    (
      await ctx.db
        .selectFrom('leases')
        .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
        .select('leases.property_id')
        .where('tenants.email', '=', email)
        .executeTakeFirstOrThrow()
    ).property_id
  const createProperty = async (name: string, address: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers,
      payload: { name, address },
    })
    expect(res.statusCode).toBe(201)
    return res.json().id as string
  }
  const propertyCount = async () =>
    (await ctx.db.selectFrom('properties').select('id').execute()).length

  it('a lease read from a document lands on the building an import created from "1418 Columbia Rd. N.W."', async () => {
    const imported = await importRows([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        propertyName: 'Columbia Court',
        propertyAddress: '1418 Columbia Rd. N.W.',
        unit: '101',
        leaseStart: '2026-01-01',
      },
    ])
    expect(imported.json().summary.propertyCount).toBe(1)
    const building = await importedPropertyOf('ann@example.com')
    expect(await finalizeDcLease()).toBe(building)
    expect(await propertyCount()).toBe(1)
  })

  it('the finalize and the import both prefer a property filed under the unit, "…Road NW #304"', async () => {
    await createProperty('Columbia Court', '1418 Columbia Road NW')
    const flat = await createProperty('Columbia 304', '1418 Columbia Road NW #304')
    expect(await finalizeDcLease()).toBe(flat)
    // The flat's previous tenant, whose lease has ended.
    const imported = await importRows([
      {
        firstName: 'Bo',
        lastName: 'Ray',
        email: 'bo@example.com',
        propertyAddress: '1418 Columbia Rd. N.W., Apt. 304',
        leaseStart: '2025-01-01',
        leaseEnd: '2025-12-31',
        leaseStatus: 'ended',
      },
    ])
    expect(imported.statusCode).toBe(200)
    expect(await importedPropertyOf('bo@example.com')).toBe(flat)
  })

  it('an import after a finalize finds the building the finalize created, from "1418 Columbia Road Northwest, Apt 2"', async () => {
    const building = await finalizeDcLease()
    const imported = await importRows([
      {
        firstName: 'Cy',
        lastName: 'Moe',
        email: 'cy@example.com',
        propertyAddress: '1418 Columbia Road Northwest, Apt 2',
        leaseStart: '2026-01-01',
      },
    ])
    expect(imported.json().summary.propertyCount).toBe(0)
    expect(await importedPropertyOf('cy@example.com')).toBe(building)
  })

  it('"12 Oak St." made in Property Management is the "12 Oak Street, Apt 4" of an import and of a tenant edit', async () => {
    const oak = await createProperty('Oak House', '12 Oak St.')

    const imported = await importRows([
      {
        firstName: 'Dee',
        lastName: 'Fox',
        email: 'dee@example.com',
        propertyAddress: '12 Oak Street, Apt 4',
        leaseStart: '2026-01-01',
      },
    ])
    expect(imported.json().summary.propertyCount).toBe(0)
    expect(await importedPropertyOf('dee@example.com')).toBe(oak)

    const tenant = await insertTenant(ctx.db)
    await insertLease(ctx.db, { tenant_id: tenant.id })
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tenants/${tenant.id}`,
      headers,
      payload: { propertyName: 'Oak House', propertyAddress: '12 oak street apt 7' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().propertyId).toBe(oak)
    expect(await propertyCount()).toBe(1)
  })
})
