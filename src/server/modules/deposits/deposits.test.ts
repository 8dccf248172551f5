import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import {
  extractionWithReturnDays,
  insertLease,
  insertProperty,
  insertTenant,
} from '../../../../tests/factories'
import { multipartBody, PNG_BYTES, type FormFile } from '../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import type { Deposit } from '../../../shared/schemas/deposits'

describe.each(testDialects)('security deposits on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>

  beforeEach(async () => {
    ctx = await createTestApp(dialect, { now: () => new Date('2026-07-02T10:00:00Z') })
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  /** A $1,500 deposit on a lease that ran to 30 June 2026 and states a 30-day return timeline. */
  const endedLease = async (overrides: { status?: string; returnDays?: number | null } = {}) => {
    const tenant = await signInNewTenant(ctx.app, ctx.db, { first_name: 'Grace' })
    const property = await insertProperty(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.tenant.id,
      property_id: property.id,
      status: overrides.status ?? 'ended',
      start_date: '2025-07-01',
      end_date: '2026-06-30',
      security_deposit_cents: 150_000,
      extracted_data: extractionWithReturnDays(
        overrides.returnDays === undefined ? 30 : overrides.returnDays,
      ),
    })
    return { tenant, lease }
  }

  const record = async (leaseId: string, disposition: unknown, files: FormFile[] = []) => {
    const body = await multipartBody({ disposition: JSON.stringify(disposition) }, files)
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${leaseId}/deposit/disposition`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
  }

  const countRows = async () => ({
    dispositions: (await ctx.db.selectFrom('deposit_dispositions').select('id').execute()).length,
    deductions: (await ctx.db.selectFrom('deposit_deductions').select('id').execute()).length,
    files: (await ctx.db.selectFrom('stored_files').select('id').execute()).length,
    mails: (await ctx.db.selectFrom('mail_outbox').select('id').execute()).length,
  })

  it('holds the deposit of a running lease, with no due date until it ends', async () => {
    const { tenant, lease } = await endedLease({ status: 'active' })
    const admin = await ctx.app.inject({ url: `/api/admin/leases/${lease.id}/deposit`, headers })
    expect(admin.json()).toMatchObject({
      deposit: 1500,
      status: 'held',
      leaseLastDay: null,
      returnDays: 30,
      refundDueDate: null,
      disposition: null,
    })
    const portal = await ctx.app.inject({ url: '/api/deposits', cookies: tenant.cookies })
    expect(portal.statusCode).toBe(200)
    expect((portal.json() as Deposit[]).map((d) => d.status)).toEqual(['held'])

    const refused = await record(lease.id, { deductions: [], refundDate: '2026-07-10' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe('End the lease before recording what happens to its deposit.')
  })

  it('shows an ended lease’s deposit as held and due back the days the lease states after its last day', async () => {
    const { lease } = await endedLease()
    const res = await ctx.app.inject({ url: `/api/admin/leases/${lease.id}/deposit`, headers })
    expect(res.json()).toMatchObject({
      status: 'held',
      leaseLastDay: '2026-06-30',
      refundDueDate: '2026-07-30',
    })
  })

  it('records deductions with a photo and the refund, and mails the letter to everyone on the lease', async () => {
    const { tenant, lease } = await endedLease()
    const coTenant = await insertTenant(ctx.db, { first_name: 'Liam' })
    await ctx.db
      .insertInto('lease_co_tenants')
      .values({ lease_id: lease.id, tenant_id: coTenant.id, created_at: new Date().toISOString() })
      .execute()
    // The letter is a notice the landlord owes: it is mailed even with payment reminders off.
    await ctx.db
      .insertInto('notification_preferences')
      .values({
        tenant_id: coTenant.id,
        payment_reminders: 0,
        maintenance_updates: 0,
        sms_notifications: 0,
        updated_at: new Date().toISOString(),
      })
      .execute()

    const res = await record(
      lease.id,
      {
        deductions: [
          { description: 'Broken bedroom window', amount: 240 },
          { description: 'Carpet cleaning', amount: 85.5 },
        ],
        refundDate: '2026-07-20',
      },
      [{ field: 'photo-0', filename: 'window.png', bytes: PNG_BYTES, type: 'image/png' }],
    )
    expect(res.statusCode).toBe(201)
    const deposit = res.json() as Deposit
    expect(deposit).toMatchObject({
      status: 'settled',
      deposit: 1500,
      refundDueDate: '2026-07-30',
      disposition: { totalDeductions: 325.5, refund: 1174.5, refundDate: '2026-07-20' },
    })
    expect(deposit.disposition?.deductions.map((d) => [d.description, d.amount])).toEqual([
      ['Broken bedroom window', 240],
      ['Carpet cleaning', 85.5],
    ])
    expect(deposit.disposition?.deductions[0]?.photoUrl).toMatch(/^\/api\/files\//)
    expect(deposit.disposition?.deductions[1]?.photoUrl).toBeNull()

    const photo = await ctx.app.inject({
      url: deposit.disposition?.deductions[0]?.photoUrl ?? '',
      headers,
    })
    expect(photo.statusCode).toBe(200)

    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'attachments'])
      .execute()
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [tenant.tenant.email, coTenant.email].sort(),
    )
    for (const mail of mails) {
      expect(mail.subject).toBe('Your security deposit disposition')
      const [attachment] = JSON.parse(mail.attachments ?? '[]') as { contentType: string }[]
      expect(attachment?.contentType).toBe('application/pdf')
    }
    const notices = await ctx.db
      .selectFrom('notifications')
      .select('tenant_id')
      .where('kind', '=', 'deposit_disposition')
      .execute()
    expect(notices).toHaveLength(2)

    // The tenant reads the same letter in the portal: the summary page and one page per photo.
    const portal = await ctx.app.inject({ url: '/api/deposits', cookies: tenant.cookies })
    const [mine] = portal.json() as Deposit[]
    expect(mine?.disposition?.letterUrl).toBe(`/api/deposits/${lease.id}/letter`)
    expect(mine?.disposition?.deductions[0]?.photoUrl).toBeNull()
    const letter = await ctx.app.inject({
      url: mine?.disposition?.letterUrl ?? '',
      cookies: tenant.cookies,
    })
    expect(letter.statusCode).toBe(200)
    expect(letter.headers['content-type']).toBe('application/pdf')
    expect((await PDFDocument.load(letter.rawPayload)).getPageCount()).toBe(2)

    const again = await record(lease.id, { deductions: [], refundDate: '2026-07-20' })
    expect(again.statusCode).toBe(409)
  })

  it('keeps the letter from other tenants', async () => {
    const { lease } = await endedLease()
    expect((await record(lease.id, { deductions: [], refundDate: '2026-07-05' })).statusCode).toBe(
      201,
    )
    const stranger = await signInNewTenant(ctx.app, ctx.db)
    const res = await ctx.app.inject({
      url: `/api/deposits/${lease.id}/letter`,
      cookies: stranger.cookies,
    })
    expect(res.statusCode).toBe(404)
  })

  it('refuses deductions above the deposit and leaves nothing behind', async () => {
    const { lease } = await endedLease()
    const before = await countRows()
    const res = await record(
      lease.id,
      {
        deductions: [
          { description: 'Water damage', amount: 1400 },
          { description: 'Repainting', amount: 300 },
        ],
        refundDate: '2026-07-20',
      },
      [{ field: 'photo-1', filename: 'wall.png', bytes: PNG_BYTES, type: 'image/png' }],
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(
      "The deductions total $1,700.00, more than the $1,500.00 deposit. Deduct at most the deposit and add what is left as a charge on the tenant's ledger.",
    )
    expect(await countRows()).toEqual(before)
  })

  it('refuses a photo for no deduction, and one the letter cannot print', async () => {
    const { lease } = await endedLease()
    const before = await countRows()
    const stray = await record(
      lease.id,
      { deductions: [{ description: 'Lost keys', amount: 50 }], refundDate: '2026-07-20' },
      [{ field: 'photo-3', filename: 'keys.png', bytes: PNG_BYTES, type: 'image/png' }],
    )
    expect(stray.statusCode).toBe(400)
    expect(stray.json().error).toBe('The photo "keys.png" belongs to no deduction on this form.')
    const gif = await record(
      lease.id,
      { deductions: [{ description: 'Lost keys', amount: 50 }], refundDate: '2026-07-20' },
      [
        {
          field: 'photo-0',
          filename: 'keys.gif',
          bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
          type: 'image/gif',
        },
      ],
    )
    expect(gif.statusCode).toBe(415)
    expect(gif.json().error).toBe('Deduction photos must be JPG or PNG images.')
    expect(await countRows()).toEqual(before)
  })

  it('records a lease that states no return timeline without a due date', async () => {
    const { lease } = await endedLease({ returnDays: null })
    const res = await record(lease.id, { deductions: [], refundDate: '2026-07-03' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ refundDueDate: null, disposition: { refund: 1500 } })
  })
})
