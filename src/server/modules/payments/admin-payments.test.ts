import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { multipartBody } from '../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { csvCell, escapeFormula } from './payments-csv'
import { iterateAdminPayments } from './payments.queries'

type Headers = Record<string, string>

describe.each(testDialects)('admin payments on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const tenantPays = async (cookies: Record<string, string>, fields: Record<string, string>) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        cookies,
        ...(await multipartBody(fields)),
      })
    ).json<{ id: string }>()

  const put = (headers: Headers, id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/payments/${id}`, headers, payload })

  const record = (headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/payments', headers, payload })

  it('lists every payment with its tenant, filtered, searched and paged with X-Total-Count', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const maria = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
    })
    const kevin = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Kevin',
      last_name: 'Nguyen',
      unit: '1A',
    })
    const property = await insertProperty(ctx.db, { name: 'Cedar Ridge Apartments' })
    await insertLease(ctx.db, { tenant_id: maria.tenant.id, property_id: property.id })
    await tenantPays(maria.cookies, {
      amount: '1425',
      method: 'zelle',
      period: 'March 2026',
      zelleRef: 'ZLABC',
    })
    await tenantPays(maria.cookies, { amount: '1425', method: 'check', period: 'April 2026' })
    await tenantPays(kevin.cookies, { amount: '1350', method: 'zelle', period: 'April 2026' })

    const all = await ctx.app.inject({ url: '/api/admin/payments', headers: admin.headers })
    expect(all.statusCode).toBe(200)
    expect(all.headers['x-total-count']).toBe('3')
    expect(all.json()[0]).toMatchObject({
      amount: 1350,
      status: 'pending',
      tenant: { firstName: 'Kevin', lastName: 'Nguyen', unit: '1A', propertyName: null },
      recordedByAdmin: false,
    })
    const query = async (qs: string) => {
      const res = await ctx.app.inject({ url: `/api/admin/payments?${qs}`, headers: admin.headers })
      return {
        total: res.headers['x-total-count'],
        rows: res.json<{ period: string; method: string }[]>(),
      }
    }
    expect((await query('method=zelle')).total).toBe('2')
    expect((await query(`tenantId=${maria.tenant.id}`)).rows[0]).toMatchObject({
      period: 'April 2026',
    })
    expect((await query('period=April%202026')).total).toBe('2')
    expect((await query('q=maria%20march')).rows).toMatchObject([
      { period: 'March 2026', method: 'zelle' },
    ])
    expect((await query('q=cedar')).total).toBe('2')
    expect((await query('q=zlabc')).total).toBe('1')
    expect((await query('status=confirmed')).total).toBe('0')
    const page = await query('limit=1&offset=1')
    expect(page.total).toBe('3')
    expect(page.rows).toHaveLength(1)
    expect((await query('status=&method=')).total).toBe('3')
  })

  it.each([
    ['status=lost', 'status'],
    ['method=card', 'method'],
    ['tenantId=42', 'tenantId'],
    ['period=spring', 'period'],
    ['limit=0', 'limit'],
  ])('refuses the filter %s with a field error', async (qs, field) => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const res = await ctx.app.inject({ url: `/api/admin/payments?${qs}`, headers: admin.headers })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().details.fields)).toEqual([field])
  })

  it("confirms a pending payment, which lowers the tenant's balance and tells the tenant", async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const start = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 8) + '01'
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: start,
      end_date: null,
      monthly_rent_cents: 100_000,
    })
    const balance = async () =>
      (await ctx.app.inject({ url: '/api/dashboard/stats', cookies })).json().currentBalance
    const owed = await balance()
    const payment = await tenantPays(cookies, {
      amount: '1000',
      method: 'zelle',
      period: 'March 2026',
    })
    expect(await balance()).toBe(owed)

    const res = await put(admin.headers, payment.id, { status: 'confirmed' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'confirmed', rejectionReason: null })
    expect(res.json().confirmedAt).not.toBeNull()
    expect(await balance()).toBe(owed - 1000)

    const [news] = (await ctx.app.inject({ url: '/api/notifications', cookies })).json()
    expect(news).toMatchObject({
      title: 'Payment confirmed',
      body: 'Your payment of $1,000.00 for March 2026 was confirmed.',
      link: '/payments',
    })
    expect(await runQueuedJobs(ctx.db, ctx.app.jobHandlers)).toBe(1)
    expect(
      (await ctx.db.selectFrom('mail_outbox').select('subject').executeTakeFirstOrThrow()).subject,
    ).toBe('Payment confirmed')
  })

  it('rejects with the reason the tenant then sees; a rejection without a reason is refused', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const payment = await tenantPays(cookies, {
      amount: '1425',
      method: 'check',
      period: 'March 2026',
    })
    for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
      const refused = await put(admin.headers, payment.id, body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().details.fields.reason).toBe(
        'Give the reason for the rejection; the tenant will see it',
      )
    }
    expect(await ctx.db.selectFrom('notifications').selectAll().execute()).toEqual([])

    const res = await put(admin.headers, payment.id, {
      status: 'rejected',
      reason: ' Check returned by bank (NSF) ',
    })
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Check returned by bank (NSF)',
    })
    const [mine] = (await ctx.app.inject({ url: '/api/payments', cookies })).json()
    expect(mine).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Check returned by bank (NSF)',
    })
    const [news] = (await ctx.app.inject({ url: '/api/notifications', cookies })).json()
    expect(news.body).toBe(
      'Your payment of $1,425.00 for March 2026 was rejected: Check returned by bank (NSF)',
    )
  })

  it('refuses setting the status a payment already has, unknown statuses, and unknown ids', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const payment = await tenantPays(cookies, {
      amount: '10',
      method: 'cash',
      period: 'March 2026',
    })
    await put(admin.headers, payment.id, { status: 'confirmed' })
    const again = await put(admin.headers, payment.id, { status: 'confirmed' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('This payment is already confirmed.')
    expect((await put(admin.headers, payment.id, { status: 'pending' })).statusCode).toBe(400)
    expect(
      (await put(admin.headers, crypto.randomUUID(), { status: 'confirmed' })).statusCode,
    ).toBe(404)
    // A confirmed check can still bounce.
    expect(
      (await put(admin.headers, payment.id, { status: 'rejected', reason: 'Bounced' })).statusCode,
    ).toBe(200)
  })

  it("records a payment on a tenant's behalf, confirmed by default, and tells the tenant", async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const lease = await insertLease(ctx.db, { tenant_id: tenant.id })
    const res = await record(admin.headers, {
      tenantId: tenant.id,
      amount: 1975,
      method: 'cash',
      period: 'March 2026',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      amount: 1975,
      status: 'confirmed',
      recordedByAdmin: true,
      proofFile: null,
    })
    const row = await ctx.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ lease_id: lease.id, recorded_by_admin_id: admin.admin.id })
    const [news] = (await ctx.app.inject({ url: '/api/notifications', cookies })).json()
    expect(news.body).toBe(
      'Your cash payment of $1,975.00 for March 2026 was recorded and confirmed.',
    )

    const pending = await record(admin.headers, {
      tenantId: tenant.id,
      amount: 5,
      method: 'zelle',
      period: 'April 2026',
      status: 'pending',
      zelleRef: 'ZL1',
    })
    expect(pending.json()).toMatchObject({ status: 'pending', zelleRef: 'ZL1', confirmedAt: null })
  })

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -1 }, 'amount'],
    [{ amount: 1_000_001 }, 'amount'],
    [{ amount: 10.001 }, 'amount'],
    [{ amount: '10' }, 'amount'],
    [{ method: 'venmo' }, 'method'],
    [{ period: 'Mar 2026' }, 'period'],
    [{ status: 'rejected' }, 'status'],
    [{ tenantId: 'nobody' }, 'tenantId'],
    [{ method: 'cash', zelleRef: 'ZL1' }, 'zelleRef'],
  ])('refuses recording %o with a field error and writes nothing', async (change, field) => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const tenant = await insertTenant(ctx.db)
    const res = await record(admin.headers, {
      tenantId: tenant.id,
      amount: 100,
      method: 'cash',
      period: 'March 2026',
      ...change,
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().details.fields)).toContain(field)
    expect(await ctx.db.selectFrom('payments').selectAll().execute()).toEqual([])
  })

  it('refuses recording for a tenant who does not exist', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const res = await record(admin.headers, {
      tenantId: crypto.randomUUID(),
      amount: 100,
      method: 'cash',
      period: 'March 2026',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.fields.tenantId).toBe('No tenant has this id')
  })

  it("gives a tenant's ledger: charges, payments and the running balance", async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const tenant = await insertTenant(ctx.db, { first_name: 'Aisha', last_name: 'Rahman' })
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      status: 'ended',
      start_date: '2025-01-15',
      end_date: '2025-03-31',
      monthly_rent_cents: 155_000,
      prorate_first_month: 1,
    })
    await record(admin.headers, {
      tenantId: tenant.id,
      amount: 850,
      method: 'zelle',
      period: 'January 2025',
    })
    const res = await ctx.app.inject({
      url: `/api/admin/tenants/${tenant.id}/ledger`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    const ledger = res.json()
    // 17 of January's 31 days: 1,550 × 17 / 31 = 850.00; then February and March in full.
    expect(ledger).toMatchObject({
      tenant: { firstName: 'Aisha' },
      charged: 3950,
      paid: 850,
      pending: 0,
      balance: 3100,
    })
    expect(
      ledger.entries.map((e: { description: string; balance: number }) => [
        e.description,
        e.balance,
      ]),
    ).toEqual([
      ['Zelle payment for January 2025', 3100],
      ['Rent for March 2025', 3950],
      ['Rent for February 2025', 2400],
      ['Rent for January 2025 (prorated)', 850],
    ])
    const unknown = await ctx.app.inject({
      url: `/api/admin/tenants/${crypto.randomUUID()}/ledger`,
      headers: admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('exports the filtered payments as CSV with formula cells defused', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { cookies } = await signInNewTenant(ctx.app, ctx.db, {
      first_name: '=HYPERLINK("http://evil")',
      last_name: 'Doe, Jr.',
    })
    const payment = await tenantPays(cookies, {
      amount: '1425.5',
      method: 'zelle',
      period: 'March 2026',
      zelleRef: '+1-555',
    })
    await put(admin.headers, payment.id, { status: 'rejected', reason: '@SUM(A1) "bounced"' })
    await tenantPays(cookies, { amount: '10', method: 'cash', period: 'April 2026' })

    const res = await ctx.app.inject({
      url: '/api/admin/payments/export.csv?method=zelle',
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(
      'Date,Tenant,Unit,Property,Amount,Method,Period,Status,Zelle code,Confirmed at,Rejection reason,Recorded by,Payment id',
    )
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Doe, Jr."`)
    expect(lines[1]).toContain(",1425.50,zelle,March 2026,rejected,'+1-555,,")
    expect(lines[1]).toContain(`"'@SUM(A1) ""bounced"""`)
    expect((await ctx.app.inject({ url: '/api/admin/payments/export.csv' })).statusCode).toBe(401)
  })

  it('exports every payment in order across batches, ties on the same instant included', async () => {
    const tenant = await insertTenant(ctx.db)
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString()
    const minutes = [5, 4, 4, 4, 3, 1, 0]
    for (const minute of minutes) {
      await ctx.db
        .insertInto('payments')
        .values({
          id: crypto.randomUUID(),
          tenant_id: tenant.id,
          amount_cents: 100 + minute,
          method: 'cash',
          period: 'March 2026',
          status: 'confirmed',
          created_at: at(minute),
          updated_at: at(minute),
        })
        .execute()
    }
    const seen: string[] = []
    for await (const batch of iterateAdminPayments(ctx.db, {}, 2))
      seen.push(...batch.map((p) => p.createdAt))
    expect(seen).toEqual(minutes.map(at))
  })

  it('keeps every admin payment call from tenants', async () => {
    const { cookies, headers } = await signInNewTenant(ctx.app, ctx.db)
    const id = crypto.randomUUID()
    // Bodies that pass validation, so the answer is about who asks.
    const recordBody = { tenantId: id, amount: 1, method: 'cash', period: 'March 2026' }
    for (const [method, url, payload] of [
      ['GET', '/api/admin/payments', undefined],
      ['GET', '/api/admin/payments/export.csv', undefined],
      ['POST', '/api/admin/payments', recordBody],
      ['PUT', `/api/admin/payments/${id}`, { status: 'confirmed' }],
      ['GET', `/api/admin/tenants/${id}/ledger`, undefined],
    ] as const) {
      expect(
        (await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }))
          .statusCode,
      ).toBe(403)
      expect(
        (await ctx.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) }))
          .statusCode,
      ).toBe(401)
    }
  })
})

describe('CSV cells', () => {
  it('defuses every formula lead character and quotes what needs quoting', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeFormula(`${lead}1`)).toBe(`'${lead}1`)
    expect(escapeFormula('Maria')).toBe('Maria')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(1425)).toBe('1425.00')
  })
})
