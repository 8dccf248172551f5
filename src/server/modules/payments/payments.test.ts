import { BLANK_PDF } from '../../../../tests/pdf-bytes'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty } from '../../../../tests/factories'
import { EXE_BYTES, multipartBody, PNG_BYTES, type FormFile } from '../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { runQueuedJobs } from '../../jobs/run-jobs'

type Cookies = Record<string, string>

const PDF_BYTES = BLANK_PDF
const proof = (bytes: Uint8Array = PNG_BYTES, filename = 'zelle.png'): FormFile => ({
  field: 'proofFile',
  filename,
  bytes,
  type: 'image/png',
})
const ZELLE = { amount: '1425.00', method: 'zelle', period: 'March 2026', zelleRef: 'ZL8K2M4Q' }

describe.each(testDialects)('tenant payments on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const pay = async (
    cookies: Cookies,
    fields: Record<string, string> = ZELLE,
    files: FormFile[] = [],
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      cookies,
      ...(await multipartBody(fields, files)),
    })

  const counts = async () => ({
    payments: (await ctx.db.selectFrom('payments').select('id').execute()).length,
    files: (await ctx.db.selectFrom('stored_files').select('id').execute()).length,
    bytes: (await ctx.app.storage.list()).length,
  })
  const NOTHING = { payments: 0, files: 0, bytes: 0 }

  it('records a Zelle payment with its proof image as pending, and lists it first', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const lease = await insertLease(ctx.db, { tenant_id: tenant.id })
    await pay(cookies, { amount: '100', method: 'cash', period: 'February 2026' })
    const res = await pay(cookies, ZELLE, [proof()])
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      amount: 1425,
      method: 'zelle',
      period: 'March 2026',
      status: 'pending',
      zelleRef: 'ZL8K2M4Q',
      rejectionReason: null,
      confirmedAt: null,
    })
    expect(created.proofFile).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
    const row = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ amount_cents: 142_500, lease_id: lease.id, tenant_id: tenant.id })

    const list = await ctx.app.inject({ url: '/api/payments', cookies })
    expect(list.json().map((p: { id: string }) => p.id)[0]).toBe(created.id)
    expect(list.json()).toHaveLength(2)
    const file = await ctx.app.inject({ url: created.proofFile, cookies })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true)
  })

  it('takes a PDF as proof, and no proof at all', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const withPdf = await pay(cookies, { amount: '20.5', method: 'check', period: 'April 2026' }, [
      proof(PDF_BYTES, 'check.pdf'),
    ])
    expect(withPdf.statusCode).toBe(201)
    expect(withPdf.json()).toMatchObject({ amount: 20.5, zelleRef: null })
    const none = await pay(cookies, { amount: '20', method: 'cash', period: 'April 2026' })
    expect(none.json().proofFile).toBeNull()
  })

  it.each([
    [{ ...ZELLE, amount: '0' }, 'amount', 'The amount must be more than $0'],
    [{ ...ZELLE, amount: '-5' }, 'amount', 'Enter an amount in dollars, such as 1425.00'],
    [{ ...ZELLE, amount: '1000000.01' }, 'amount', 'The amount cannot be over $1,000,000'],
    [{ ...ZELLE, amount: '10.005' }, 'amount', 'Use at most 2 decimals (cents)'],
    [{ ...ZELLE, amount: 'twelve' }, 'amount', 'Enter an amount in dollars, such as 1425.00'],
    [{ method: 'zelle', period: 'March 2026' }, 'amount', 'This field is required'],
    [{ ...ZELLE, method: 'bitcoin' }, 'method', 'Choose Zelle, check or cash'],
    [
      { ...ZELLE, period: '2026-03' },
      'period',
      "Write the period as month and year, such as 'March 2025'",
    ],
    [
      { ...ZELLE, period: '' },
      'period',
      "Write the period as month and year, such as 'March 2025'",
    ],
    [
      { amount: '10', method: 'check', period: 'March 2026', zelleRef: 'ZL1' },
      'zelleRef',
      'A Zelle confirmation code goes only with a Zelle payment',
    ],
  ])('refuses %o with a field error and saves nothing', async (fields, field, message) => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const res = await pay(cookies, fields as Record<string, string>, [proof()])
    expect(res.statusCode).toBe(400)
    expect(res.json().details.fields[field]).toBe(message)
    expect(await counts()).toEqual(NOTHING)
  })

  it('refuses a renamed executable and a proof over 10 MB, keeping nothing', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const exe = await pay(cookies, ZELLE, [proof(EXE_BYTES, 'proof.png')])
    expect(exe.statusCode).toBe(415)
    expect(exe.json().error).toBe(
      'The proof of payment must be an image (JPG, PNG, GIF or WebP) or a PDF.',
    )
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)])
    const tooBig = await pay(cookies, ZELLE, [proof(big)])
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error).toBe('The proof of payment must be 10 MB or smaller.')
    const two = await pay(cookies, ZELLE, [proof(), proof()])
    expect(two.statusCode).toBe(413)
    expect(await counts()).toEqual(NOTHING)
  })

  it('asks for multipart, and for a tenant session', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      cookies,
      payload: ZELLE,
    })
    expect(json.statusCode).toBe(415)
    expect((await ctx.app.inject({ url: '/api/payments' })).statusCode).toBe(401)
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/payments', headers: admin.headers })).statusCode,
    ).toBe(403)
  })

  it("lets tenant B read or use nothing of tenant A's: list, receipt, email, proof", async () => {
    const a = await signInNewTenant(ctx.app, ctx.db)
    const b = await signInNewTenant(ctx.app, ctx.db)
    const created = (await pay(a.cookies, ZELLE, [proof()])).json()
    expect((await ctx.app.inject({ url: '/api/payments', cookies: b.cookies })).json()).toEqual([])
    expect(
      (await ctx.app.inject({ url: `/api/payments/${created.id}/receipt`, cookies: b.cookies }))
        .statusCode,
    ).toBe(404)
    const mail = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${created.id}/email-receipt`,
      cookies: b.cookies,
    })
    expect(mail.statusCode).toBe(404)
    expect((await ctx.app.inject({ url: created.proofFile, cookies: b.cookies })).statusCode).toBe(
      404,
    )
    expect(await ctx.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
  })

  it("downloads a PDF receipt of the tenant's own payment; admins may too", async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Zoë',
      last_name: 'Ōkubo 李',
    })
    const property = await insertProperty(ctx.db, {
      name: 'Cedar Ridge',
      address: '2150 Cedar Ridge Dr.',
    })
    await insertLease(ctx.db, { tenant_id: tenant.id, property_id: property.id })
    const created = (await pay(cookies)).json()
    const res = await ctx.app.inject({ url: `/api/payments/${created.id}/receipt`, cookies })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-march-2026-[0-9A-F]{8}\.pdf"/,
    )
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: `/api/payments/${created.id}/receipt`, headers: admin.headers }))
        .statusCode,
    ).toBe(200)
    expect((await ctx.app.inject({ url: `/api/payments/${created.id}/receipt` })).statusCode).toBe(
      401,
    )
  })

  it('mails the receipt to the tenant with the PDF attached, through the outbox', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    const created = (await pay(cookies)).json()
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${created.id}/email-receipt`,
      cookies,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, to: tenant.email })
    expect(await runQueuedJobs(ctx.db, ctx.app.jobHandlers)).toBe(1)
    const mail = await ctx.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(mail).toMatchObject({ to_address: tenant.email, status: 'logged' })
    expect(mail.subject).toMatch(/^Payment receipt [0-9A-F]{8} — March 2026$/)
    expect(mail.body_text).toContain('$1,425.00 for March 2026 (awaiting confirmation)')
    const [attachment] = JSON.parse(mail.attachments ?? '[]') as {
      filename: string
      contentType: string
      base64: string
    }[]
    expect(attachment?.contentType).toBe('application/pdf')
    expect(
      Buffer.from(attachment?.base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const byAdmin = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${created.id}/email-receipt`,
      headers: admin.headers,
    })
    expect(byAdmin.json()).toEqual({ success: true, to: tenant.email })
  })

  it('shows where to send Zelle: the lease document first, then the property', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db, { unit: '2B' })
    const property = await insertProperty(ctx.db, {
      zelle_recipient: 'rent@cedarridge.example.com',
      owner_name: 'Linda Whitaker',
    })
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      monthly_rent_cents: 142_500,
    })
    const fromProperty = (
      await ctx.app.inject({ url: '/api/payments/instructions', cookies })
    ).json()
    expect(fromProperty).toEqual({
      zelleRecipient: 'rent@cedarridge.example.com',
      payeeName: 'Linda Whitaker',
      checkAddress: null,
      memo: 'Unit 2B',
      monthlyRent: 1425,
      acceptedPaymentMethods: [],
      ledgerStart: '2026-01-01',
      leaseEnd: '2026-12-31',
    })
    const extracted = {
      management: {
        zelleNumber: '(555) 640-2210',
        company: 'Morgan Property Management',
        acceptedPaymentMethods: ['Zelle', 'Check'],
      },
    }
    await ctx.db
      .updateTable('leases')
      .set({ extracted_data: JSON.stringify(extracted) })
      .where('id', '=', lease.id)
      .execute()
    const fromLease = (await ctx.app.inject({ url: '/api/payments/instructions', cookies })).json()
    expect(fromLease).toMatchObject({
      zelleRecipient: '(555) 640-2210',
      payeeName: 'Morgan Property Management',
      acceptedPaymentMethods: ['Zelle', 'Check'],
    })
  })

  it('says nothing it does not know when the tenant has no lease', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db, { unit: null })
    expect((await ctx.app.inject({ url: '/api/payments/instructions', cookies })).json()).toEqual({
      zelleRecipient: null,
      payeeName: null,
      checkAddress: null,
      memo: 'Rent',
      monthlyRent: null,
      acceptedPaymentMethods: [],
      ledgerStart: null,
      leaseEnd: null,
    })
  })
})
