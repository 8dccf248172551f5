import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { normalizeAddress } from '../../../shared/address'
import type { FinalizeIntakeBody } from '../../../shared/schemas/lease-intake'
import { extractedIntake, getIntake, uploadIntake, fixturePdf } from './test-intakes'

/** What the review form sends when the admin changes nothing: empties fall back to the extraction. */
const untouched: FinalizeIntakeBody = {
  tenant: { updateInfo: false, data: { firstName: '', lastName: '', email: '', phone: '' } },
  lease: { monthlyRent: '', securityDeposit: '', startDate: '', endDate: '', status: 'active' },
}

describe.each(testDialects)('lease intake finalize on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const finalize = (id: string, body: FinalizeIntakeBody) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/lease-intake/${id}/finalize`,
      headers,
      payload: body,
    })

  const counts = async () => ({
    tenants: (await ctx.db.selectFrom('tenants').select('id').execute()).length,
    leases: (await ctx.db.selectFrom('leases').select('id').execute()).length,
    properties: (await ctx.db.selectFrom('properties').select('id').execute()).length,
    documents: (await ctx.db.selectFrom('lease_documents').select('id').execute()).length,
  })

  it('creates the tenant, the property and the active lease with the PDF as its agreement', async () => {
    const intake = await extractedIntake(ctx, headers)
    const res = await finalize(intake.id, {
      tenant: {
        updateInfo: false,
        data: { firstName: '', lastName: '', email: 'MARCUS@example.com ', phone: '' },
      },
      lease: {
        monthlyRent: 2400,
        securityDeposit: '',
        startDate: '',
        endDate: '2027-03-31',
        status: 'active',
      },
    })
    expect(res.statusCode).toBe(200)
    const result = res.json()
    expect(result.intake).toMatchObject({
      status: 'finalized',
      tenantId: result.tenantId,
      leaseId: result.leaseId,
    })
    expect(result.intake.finalizedAt).toBeTruthy()
    expect(result.intake.tenant).toEqual({
      firstName: 'Marcus',
      lastName: 'Bell',
      hasAccount: false,
    })

    const tenant = await ctx.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', result.tenantId)
      .executeTakeFirstOrThrow()
    expect(tenant).toMatchObject({
      first_name: 'Marcus',
      last_name: 'Bell',
      email: 'marcus@example.com',
      phone: '(202) 555-0148',
      unit: '304',
      extracted_from_document: 1,
      password_hash: null,
    })
    expect(Number(tenant.confidence_score)).toBe(intake.confidenceScore)

    const property = await ctx.db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', result.propertyId)
      .executeTakeFirstOrThrow()
    expect(property).toMatchObject({
      name: '1418 Columbia Road NW',
      address: '1418 Columbia Road NW',
      normalized_address: '1418 columbia road northwest',
      city: 'Washington',
      state: 'DC',
      zip_code: '20009',
    })

    const lease = await ctx.db
      .selectFrom('leases')
      .selectAll()
      .where('id', '=', result.leaseId)
      .executeTakeFirstOrThrow()
    expect(lease).toMatchObject({
      tenant_id: result.tenantId,
      property_id: result.propertyId,
      status: 'active',
      monthly_rent_cents: 240_000,
      security_deposit_cents: 235_000,
      start_date: '2026-03-01',
      end_date: '2027-03-31',
      rent_due_day: 1,
      intake_id: intake.id,
    })
    expect(Number(lease.extraction_confidence)).toBe(intake.confidenceScore)
    const stored = JSON.parse(lease.extracted_data ?? '{}')
    expect(stored).toMatchObject({
      tenant: { fullName: 'Marcus Bell', email: 'marcus@example.com' },
      lease: { monthlyRent: 2400, endDate: '2027-03-31', maxGuestDays: 14 },
      management: { rpo: 'Eleanor Whitfield' },
      tenantMatches: [],
    })

    const documents = await ctx.app.inject({
      url: `/api/admin/leases/${result.leaseId}/documents`,
      headers,
    })
    expect(documents.json()).toMatchObject([
      { filename: 'dc_housing_provider_lease.pdf', documentType: 'lease_agreement' },
    ])
    const download = await ctx.app.inject({
      url: `/api/admin/leases/${result.leaseId}/documents/${documents.json()[0].id}/download`,
      headers,
    })
    expect(download.rawPayload.equals(fixturePdf('dc_housing_provider_lease.pdf'))).toBe(true)

    const leases = await ctx.app.inject({ url: '/api/admin/leases', headers })
    expect(leases.json()).toMatchObject([
      {
        id: result.leaseId,
        extractedFromDocument: true,
        confidenceScore: intake.confidenceScore,
        tenant: { firstName: 'Marcus' },
      },
    ])
    expect(result.invite.inviteUrl).toBe(`${ctx.config.publicUrl}/invite/${result.invite.token}`)
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'body_text'])
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]?.to_address).toBe('marcus@example.com')
    expect(mail[0]?.body_text).toContain(result.invite.inviteUrl)
  })

  it('shows the extracted lease on the dashboard and profile of the tenant who accepts the invite', async () => {
    const intake = await extractedIntake(ctx, headers)
    const { invite } = (await finalize(intake.id, untouched)).json()
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/accept-invite',
      payload: { token: invite.token, password: 'a-long-password-1' },
    })
    expect(accepted.statusCode).toBe(200)
    const cookies = { hearth_tenant_session: accepted.json().sessionToken }
    const stats = (await ctx.app.inject({ url: '/api/dashboard/stats', cookies })).json()
    expect(stats.lease).toMatchObject({
      extractedFromDocument: true,
      confidenceScore: intake.confidenceScore,
      expirationDate: '2027-02-28',
      extractedData: {
        property: { address: '1418 Columbia Road NW, Apt 304, Washington, DC 20009' },
        lease: { type: 'fixed-term', monthlyRent: 2350, rentDueDay: 1, maxGuestDays: 14 },
        financial: { lateFeePercentage: 5, gracePeriodDays: 5 },
      },
    })
    const profile = (await ctx.app.inject({ url: '/api/tenants/current', cookies })).json()
    expect(profile).toMatchObject({
      firstName: 'Marcus',
      unit: '304',
      leaseStart: '2026-03-01',
      extractedFromDocument: true,
      confidenceScore: intake.confidenceScore,
    })
  })

  it('makes the late-fee rule the lease states: 5% of rent after a 5-day grace period', async () => {
    const intake = await extractedIntake(ctx, headers)
    const { leaseId } = (await finalize(intake.id, untouched)).json()
    const leases = (await ctx.app.inject({ url: '/api/admin/leases', headers })).json()
    expect(leases.find((l: { id: string }) => l.id === leaseId).lateFee).toEqual({
      type: 'percent',
      amount: null,
      percent: 5,
      graceDays: 5,
      cap: null,
    })
  })

  it('links the property already on file under the same address, however it is written', async () => {
    const existing = await insertProperty(ctx.db, {
      name: 'Columbia Court',
      address: '1418 Columbia Rd. NW',
      normalized_address: normalizeAddress('1418 Columbia Rd. NW'),
    })
    const intake = await extractedIntake(ctx, headers)
    const result = (await finalize(intake.id, untouched)).json()
    expect(result.propertyId).toBe(existing.id)
    expect((await counts()).properties).toBe(1)
  })

  it('uses an existing tenant and leaves their details as they are without updateInfo, but their unit follows the new lease', async () => {
    const known = await insertTenant(ctx.db, {
      first_name: 'Marc',
      last_name: 'Bell',
      email: 'marc.bell@example.com',
      unit: '12',
      password_hash: 'set',
    })
    const intake = await extractedIntake(ctx, headers)
    const res = await finalize(intake.id, {
      ...untouched,
      tenant: { existingId: known.id, updateInfo: false, data: {} },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ tenantId: known.id, invite: null })
    const tenant = await ctx.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', known.id)
      .executeTakeFirstOrThrow()
    expect(tenant).toMatchObject({
      first_name: 'Marc',
      email: 'marc.bell@example.com',
      // A tenant's unit is the unit of their current lease: the new one.
      unit: (
        await ctx.db
          .selectFrom('leases as l')
          .innerJoin('units as u', 'u.id', 'l.unit_id')
          .select('u.name')
          .where('l.id', '=', res.json().leaseId)
          .executeTakeFirstOrThrow()
      ).name,
      extracted_from_document: 1,
    })
    expect((await counts()).tenants).toBe(1)
  })

  it('updates an existing tenant with the extracted details under updateInfo', async () => {
    const known = await insertTenant(ctx.db, {
      first_name: 'Marc',
      last_name: 'Bel',
      email: 'old@example.com',
      phone: null,
      unit: null,
    })
    const intake = await extractedIntake(ctx, headers)
    const res = await finalize(intake.id, {
      ...untouched,
      tenant: {
        existingId: known.id,
        updateInfo: true,
        data: { firstName: '', lastName: '', email: '', phone: '' },
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().invite.token).toBeTruthy()
    const tenant = await ctx.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', known.id)
      .executeTakeFirstOrThrow()
    expect(tenant).toMatchObject({
      first_name: 'Marcus',
      last_name: 'Bell',
      email: 'marcus.bell@example.com',
      phone: '(202) 555-0148',
      unit: '304',
      extracted_from_document: 1,
    })
  })

  it('refuses a second finalize of the same document with 409', async () => {
    const intake = await extractedIntake(ctx, headers)
    expect((await finalize(intake.id, untouched)).statusCode).toBe(200)
    const before = await counts()
    const again = await finalize(intake.id, untouched)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('A tenant and lease were already created from this document.')
    expect(await counts()).toEqual(before)
  })

  it('lets only one of two simultaneous finalizes through', async () => {
    const intake = await extractedIntake(ctx, headers)
    const answers = await Promise.all([
      finalize(intake.id, untouched),
      finalize(intake.id, untouched),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await counts()).toMatchObject({ tenants: 1, leases: 1, documents: 1 })
  })

  it('refuses a document that is not read yet, or could not be read', async () => {
    const pending = (await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'))).json()
    const early = await finalize(pending.id, untouched)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe(
      'This document is still being read. Try again when its review is ready.',
    )
    expect((await getIntake(ctx, headers, pending.id)).status).toBe('uploaded')
  })

  it('answers bad values with 400 and the failing fields, and writes nothing', async () => {
    const intake = await extractedIntake(ctx, headers)
    const res = await finalize(intake.id, {
      tenant: {
        updateInfo: false,
        data: { firstName: '', lastName: '', email: 'not-an-email', phone: '' },
      },
      lease: {
        monthlyRent: -5,
        securityDeposit: '',
        startDate: '2026-02-30',
        endDate: '2025-01-01',
        status: 'active',
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.fields).toEqual({
      'lease.monthlyRent': 'The amount cannot be negative',
      'lease.startDate': 'Enter a real calendar date',
      'lease.endDate': 'The termination date must be after the commencement date',
      'tenant.data.email': 'Enter a valid email address',
    })
    expect(await getIntake(ctx, headers, intake.id)).toEqual(intake)
    expect(await counts()).toEqual({ tenants: 0, leases: 0, properties: 0, documents: 0 })

    const unknownTenant = await finalize(intake.id, {
      ...untouched,
      tenant: { existingId: '00000000-0000-4000-8000-000000000000', updateInfo: false, data: {} },
    })
    expect(unknownTenant.statusCode).toBe(400)
    expect(unknownTenant.json().details.fields).toEqual({
      'tenant.existingId': 'No tenant has this id',
    })
    const pending = await finalize(intake.id, {
      ...untouched,
      lease: { status: 'pending' },
    } as unknown as FinalizeIntakeBody)
    expect(pending.statusCode).toBe(400)
  })

  it('refuses with 409 a new tenant whose email is taken, and an existing tenant with an active lease', async () => {
    const known = await insertTenant(ctx.db, { email: 'marcus.bell@example.com' })
    const intake = await extractedIntake(ctx, headers)
    const taken = await finalize(intake.id, untouched)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().details.fields['tenant.data.email']).toMatch(/already exists/)

    await insertLease(ctx.db, { tenant_id: known.id })
    const busy = await finalize(intake.id, {
      ...untouched,
      tenant: { existingId: known.id, updateInfo: false, data: {} },
    })
    expect(busy.statusCode).toBe(409)
    expect(busy.json().error).toBe(
      'This tenant already has an active lease. End it on the Leases page, then create this one.',
    )
    expect((await getIntake(ctx, headers, intake.id)).status).toBe('extracted')
    expect((await counts()).leases).toBe(1)
  })
})
