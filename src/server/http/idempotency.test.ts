import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty } from '../../../tests/factories'
import { multipartBody } from '../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'

describe.each(testDialects)('Idempotency-Key on create calls on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const setUp = async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const tenant = await signInNewTenant(ctx.app, ctx.db, { unit: '2B' })
    const property = await insertProperty(ctx.db)
    await insertLease(ctx.db, { tenant_id: tenant.tenant.id, property_id: property.id })
    return { admin, tenant }
  }

  const record = (headers: Record<string, string>, key: string, amount = 1425) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      headers: { ...headers, 'idempotency-key': key },
      payload: { tenantId: tenantIdOf, amount, method: 'check', period: 'March 2026' },
    })
  let tenantIdOf = ''

  const paymentCount = async (tenantId: string) =>
    Number(
      (
        await ctx.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('answers a repeat with the first answer and stores one payment', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    const first = await record(admin.headers, 'key-1')
    const again = await record(admin.headers, 'key-1')
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await paymentCount(tenant.tenant.id)).toBe(1)
  })

  it('stores one payment when a double click sends both requests at once', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    const answers = await Promise.all([record(admin.headers, 'dbl'), record(admin.headers, 'dbl')])
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201])
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id)
    expect(await paymentCount(tenant.tenant.id)).toBe(1)
  })

  it('refuses the same key with a different body with a 422 and creates nothing more', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    await record(admin.headers, 'key-2', 1425)
    const other = await record(admin.headers, 'key-2', 1500)
    expect(other.statusCode).toBe(422)
    expect(other.json().error).toMatch(/different request/)
    expect(await paymentCount(tenant.tenant.id)).toBe(1)
  })

  it('keeps keys apart per person and without a key creates every time', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    const otherAdmin = await signInNewAdmin(ctx.app, ctx.db)
    await record(admin.headers, 'shared')
    await record(otherAdmin.headers, 'shared')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/payments',
      headers: admin.headers,
      payload: { tenantId: tenant.tenant.id, amount: 10, method: 'cash', period: 'March 2026' },
    })
    expect(await paymentCount(tenant.tenant.id)).toBe(3)
  })

  it('forgets a key after 24 hours', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    await record(admin.headers, 'old')
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
      .execute()
    expect((await record(admin.headers, 'old')).statusCode).toBe(201)
    expect(await paymentCount(tenant.tenant.id)).toBe(2)
  })

  it("stores one of a tenant's multipart payments sent twice with one key", async () => {
    const { tenant } = await setUp()
    const send = async () => {
      const body = await multipartBody({ amount: '1425.00', method: 'cash', period: 'March 2026' })
      return ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        cookies: tenant.cookies,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': 'tenant-key' },
      })
    }
    const [first, second] = [await send(), await send()]
    expect(first.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect(await paymentCount(tenant.tenant.id)).toBe(1)
  })

  it("stores one of the admin's ledger charges and entries sent twice with one key", async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const tenant = await signInNewTenant(ctx.app, ctx.db, { unit: '2C' })
    const property = await insertProperty(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.tenant.id,
      property_id: property.id,
    })
    const twice = async (url: string, payload: object) => {
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...admin.headers, 'idempotency-key': url },
          payload,
        })
      const [first, again] = [await send(), await send()]
      expect([first.statusCode, again.statusCode]).toEqual([201, 201])
      expect(again.json()).toEqual(first.json())
    }
    await twice(`/api/admin/leases/${lease.id}/recurring-charges`, {
      description: 'Parking',
      amount: 75,
      dueDay: 1,
      startDate: '2026-03-01',
    })
    await twice(`/api/admin/leases/${lease.id}/ledger-entries`, {
      kind: 'one_off_charge',
      amount: 40,
      date: '2026-03-10',
      memo: 'Replacement key',
    })
    expect(
      await ctx.db
        .selectFrom('recurring_charges')
        .select('id')
        .where('lease_id', '=', lease.id)
        .execute(),
    ).toHaveLength(1)
    expect(
      (
        await ctx.db
          .selectFrom('ledger_entries')
          .select('id')
          .where('lease_id', '=', lease.id)
          .where('memo', '=', 'Replacement key')
          .execute()
      ).length,
    ).toBe(1)
  })

  it('lets a request that failed validation be answered the same way again', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    const bad = await record(admin.headers, 'bad', -5)
    expect(bad.statusCode).toBe(400)
    expect((await record(admin.headers, 'bad', -5)).statusCode).toBe(400)
    expect(await paymentCount(tenant.tenant.id)).toBe(0)
  })
})
