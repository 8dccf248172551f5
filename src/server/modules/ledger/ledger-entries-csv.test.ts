import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { multipartBody } from '../../../../tests/multipart'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('the ledger entries export on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect, { now: () => new Date('2026-07-02T10:00:00Z') })
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  it('lists every kind of entry and a settled deposit, voided entries marked', async () => {
    const tenant = await insertTenant(ctx.db, { first_name: 'Maria', last_name: 'Lopez' })
    const property = await insertProperty(ctx.db, { name: 'Cedar Ridge' })
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      status: 'ended',
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      security_deposit_cents: 100_000,
    })
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers, payload })
    const charge = await post(`/api/admin/leases/${lease.id}/ledger-entries`, {
      kind: 'one_off_charge',
      amount: 40,
      date: '2026-03-10',
      memo: 'Replacement key',
    })
    await post(`/api/admin/leases/${lease.id}/ledger-entries`, {
      kind: 'credit',
      amount: 25,
      date: '2026-03-12',
      memo: '=HYPERLINK("x")',
    })
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ledger-entries/${charge.json().id}/void`,
      headers,
    })
    const form = await multipartBody({
      disposition: JSON.stringify({
        deductions: [{ description: 'Carpet cleaning', amount: 150 }],
        refundDate: '2026-07-15',
      }),
    })
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease.id}/deposit/disposition`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
    expect(settled.statusCode).toBe(201)

    const res = await ctx.app.inject({ url: '/api/admin/ledger-entries/export.csv', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Date,Tenant,Unit,Property,Kind,Description,Amount,Voided at,Lease id')
    const unit = lines[1]?.split(',')[2]
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 8).join(','))).toEqual([
      `2026-03-10,Maria Lopez,${unit},Cedar Ridge,one_off_charge,Charge: Replacement key,40.00,2026-07-02T10:00:00.000Z`,
      // Quotes in a memo are doubled inside a quoted cell (RFC 4180).
      `2026-03-12,Maria Lopez,${unit},Cedar Ridge,credit,"Credit: =HYPERLINK(""x"")",-25.00,`,
      `2026-07-02,Maria Lopez,${unit},Cedar Ridge,deposit_deduction,Security deposit deduction: Carpet cleaning,150.00,`,
      `2026-07-15,Maria Lopez,${unit},Cedar Ridge,deposit_refund,Security deposit refund,850.00,`,
    ])
  })
})
