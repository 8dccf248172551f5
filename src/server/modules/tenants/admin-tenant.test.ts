import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import type { Database } from '../../db/schema'
import { NO_ACTIVE_LEASE } from '../../../shared/schemas/admin-tenants'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { saveWithFiles } from '../files/files.service'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testDialects)('admin tenant management on %s', (dialect) => {
  let ctx: TestContext
  let admin: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    admin = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const list = (query = '') => ctx.app.inject({ url: `/api/admin/tenants${query}`, headers: admin })
  const getOne = (id: string) => ctx.app.inject({ url: `/api/admin/tenants/${id}`, headers: admin })
  const patch = (id: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tenants/${id}`,
      headers: admin,
      payload: payload as object,
    })
  const remove = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/admin/tenants/${id}`, headers: admin })

  /** A tenant with an active lease at a property with every figure filled. */
  const leasedTenant = async (overrides: Parameters<typeof insertTenant>[1] = {}) => {
    const property = await insertProperty(ctx.db, {
      name: 'Cedar Ridge Apartments',
      address: '2150 Cedar Ridge Dr.',
      normalized_address: '2150 cedar ridge drive',
      monthly_rent_cents: 139_500,
      security_deposit_cents: 139_500,
      maintenance_fee_cents: 3_500,
      hoa_fee_cents: 12_000,
      gardening_fee_cents: 4_000,
      pool_fee_cents: 6_000,
      owner_name: 'Linda Whitaker',
      owner_email: 'linda@example.com',
      owner_phone: '(555) 310-4422',
    })
    const tenant = await insertTenant(ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
      ...overrides,
    })
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      monthly_rent_cents: 142_500,
      security_deposit_cents: 100_000,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    return { property, tenant, lease }
  }

  describe('GET /api/admin/tenants', () => {
    it('joins each tenant through the current lease to its property', async () => {
      const { property, tenant, lease } = await leasedTenant({ phone: '(555) 201-3344' })
      const res = await list()
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([
        {
          id: tenant.id,
          firstName: 'Maria',
          lastName: 'Garcia',
          email: tenant.email,
          phone: '(555) 201-3344',
          unit: '2B',
          leaseStart: '2026-01-01',
          leaseEnd: '2026-12-31',
          extractedFromDocument: false,
          confidenceScore: null,
          // One source of truth: rent and deposit are the current lease's, not the property's.
          rent: 1425,
          securityDeposit: 1000,
          maintenanceFee: 35,
          hoaFee: 120,
          gardening: 40,
          pool: 60,
          propertyId: property.id,
          propertyName: 'Cedar Ridge Apartments',
          propertyAddress: '2150 Cedar Ridge Dr.',
          ownerName: 'Linda Whitaker',
          ownerEmail: 'linda@example.com',
          ownerPhone: '(555) 310-4422',
          leaseId: lease.id,
          leaseStatus: 'active',
          leaseMonthlyRent: 1425,
          leaseSecurityDeposit: 1000,
          leasePropertyName: 'Cedar Ridge Apartments',
          hasSignedIn: false,
          invitePending: false,
          createdAt: tenant.created_at,
        },
      ])
      expect(res.headers['x-total-count']).toBe('1')
    })

    it('gives a tenant without a lease nulls for every lease and property field', async () => {
      const tenant = await insertTenant(ctx.db)
      const [row] = (await list()).json()
      expect(row).toMatchObject({
        id: tenant.id,
        leaseId: null,
        leaseStatus: null,
        leaseStart: null,
        leaseEnd: null,
        rent: null,
        propertyName: null,
        ownerName: null,
        leaseMonthlyRent: null,
      })
    })

    it('picks the current lease as findCurrentLease does: active, else pending, else the latest ended', async () => {
      const tenant = await insertTenant(ctx.db)
      await insertLease(ctx.db, {
        tenant_id: tenant.id,
        status: 'ended',
        start_date: '2023-01-01',
        end_date: '2023-12-31',
      })
      const lastEnded = await insertLease(ctx.db, {
        tenant_id: tenant.id,
        status: 'ended',
        start_date: '2024-01-01',
        end_date: '2024-12-31',
      })
      expect((await getOne(tenant.id)).json().leaseId).toBe(lastEnded.id)
      const pending = await insertLease(ctx.db, {
        tenant_id: tenant.id,
        status: 'pending',
        start_date: '2027-01-01',
      })
      expect((await getOne(tenant.id)).json()).toMatchObject({
        leaseId: pending.id,
        leaseStatus: 'pending',
      })
      const active = await insertLease(ctx.db, {
        tenant_id: tenant.id,
        status: 'active',
        start_date: '2025-01-01',
      })
      expect((await getOne(tenant.id)).json()).toMatchObject({
        leaseId: active.id,
        leaseStart: '2025-01-01',
      })
      expect((await list()).json()).toHaveLength(1)
    })

    it('shows whether the tenant has signed in and whether an invite link is waiting', async () => {
      const signedIn = await insertTenant(ctx.db, {
        last_name: 'Alpha',
        last_login_at: new Date().toISOString(),
      })
      const invited = await insertTenant(ctx.db, { last_name: 'Beta' })
      const expired = await insertTenant(ctx.db, { last_name: 'Gamma' })
      const invite = (tenantId: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/tenants/${tenantId}/invite`,
          headers: admin,
        })
      await invite(invited.id)
      await invite(expired.id)
      await ctx.db
        .updateTable('tenant_invites')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('tenant_id', '=', expired.id)
        .execute()
      const rows = (await list()).json() as {
        id: string
        hasSignedIn: boolean
        invitePending: boolean
      }[]
      const flags = Object.fromEntries(
        rows.map((row) => [row.id, [row.hasSignedIn, row.invitePending]]),
      )
      expect(flags).toEqual({
        [signedIn.id]: [true, false],
        [invited.id]: [false, true],
        [expired.id]: [false, false],
      })
    })

    it('searches name, email, phone, unit and property name, every word, case-insensitively', async () => {
      const { tenant: maria } = await leasedTenant({
        phone: '(555) 201-3344',
        email: 'maria.garcia@example.com',
      })
      const kevin = await insertTenant(ctx.db, {
        first_name: 'Kevin',
        last_name: 'Nguyen',
        unit: '1A',
        phone: '555.777.9000',
        // A fixed address: the factory's random hex could itself contain '2b'.
        email: 'kevin.nguyen@example.com',
      })
      const ids = async (q: string) =>
        ((await list(`?q=${encodeURIComponent(q)}`)).json() as { id: string }[]).map((t) => t.id)
      expect(await ids('GARCIA')).toEqual([maria.id])
      expect(await ids('maria garcia')).toEqual([maria.id])
      expect(await ids('maria.garcia@')).toEqual([maria.id])
      expect(await ids('cedar ridge')).toEqual([maria.id])
      expect(await ids('2b')).toEqual([maria.id])
      expect(await ids('201-3344')).toEqual([maria.id])
      expect(await ids('5552013344')).toEqual([maria.id])
      expect(await ids('7779000')).toEqual([kevin.id])
      expect(await ids('kevin cedar')).toEqual([])
      expect(await ids('')).toHaveLength(2)
    })

    it('finds tenants by what they and their properties are called now, whoever wrote it', async () => {
      const { tenant, property } = await leasedTenant({ phone: '(555) 201-3344' })
      const ids = async (q: string) =>
        ((await list(`?q=${encodeURIComponent(q)}`)).json() as { id: string }[]).map((t) => t.id)
      // Through the API: an edit of the tenant.
      expect(
        (await patch(tenant.id, { firstName: 'Mariela', phone: '555-999-0000' })).statusCode,
      ).toBe(200)
      expect(await ids('mariela')).toEqual([tenant.id])
      expect(await ids('5559990000')).toEqual([tenant.id])
      expect(await ids('2013344')).toEqual([])
      // Straight in the database: a property rename, a lease moved, a lease removed.
      await ctx.db
        .updateTable('properties')
        .set({ name: 'Birch Court' })
        .where('id', '=', property.id)
        .execute()
      expect(await ids('birch')).toEqual([tenant.id])
      expect(await ids('cedar')).toEqual([])
      const other = await insertProperty(ctx.db, { name: 'Aspen Row' })
      await ctx.db
        .updateTable('leases')
        .set({ property_id: other.id })
        .where('tenant_id', '=', tenant.id)
        .execute()
      expect(await ids('aspen')).toEqual([tenant.id])
      expect(await ids('birch')).toEqual([])
      await ctx.db.deleteFrom('leases').where('tenant_id', '=', tenant.id).execute()
      expect(await ids('aspen')).toEqual([])
      expect(await ids('mariela')).toEqual([tenant.id])
    })

    it('pages by last name with limit and offset, and puts the total in X-Total-Count', async () => {
      for (const last of ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo'])
        await insertTenant(ctx.db, { last_name: last })
      const page = await list('?limit=2&offset=2')
      expect(page.json().map((t: { lastName: string }) => t.lastName)).toEqual(['Charlie', 'Delta'])
      expect(page.headers['x-total-count']).toBe('5')
      const searched = await list('?q=HA&limit=1')
      expect(searched.headers['x-total-count']).toBe('2')
      expect(searched.json()).toHaveLength(1)
      expect((await list('?offset=4')).json().map((t: { lastName: string }) => t.lastName)).toEqual(
        ['Echo'],
      )
      expect((await list('?limit=0')).statusCode).toBe(400)
      expect((await list('?limit=abc')).statusCode).toBe(400)
    })

    it('is for admins only', async () => {
      const tenant = await signInNewTenant(ctx.app, ctx.db)
      expect((await ctx.app.inject({ url: '/api/admin/tenants' })).statusCode).toBe(401)
      expect(
        (await ctx.app.inject({ url: '/api/admin/tenants', headers: tenant.headers })).statusCode,
      ).toBe(403)
      expect(
        (
          await ctx.app.inject({
            url: `/api/admin/tenants/${tenant.tenant.id}`,
            cookies: tenant.cookies,
          })
        ).statusCode,
      ).toBe(401)
    })
  })

  describe('POST /api/admin/tenants/{id}/invite', () => {
    it('mails the tenant their link through the outbox, and the list then shows the invite as pending', async () => {
      const { tenant } = await leasedTenant({ email: 'maria@example.com' })
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tenants/${tenant.id}/invite`,
        headers: admin,
      })
      const { inviteUrl } = res.json()
      const [mail] = await ctx.db.selectFrom('mail_outbox').selectAll().execute()
      expect(mail).toMatchObject({
        to_address: 'maria@example.com',
        subject: 'Your tenant portal invitation',
        status: 'queued',
      })
      expect(mail?.body_text).toContain(inviteUrl)
      expect(await runQueuedJobs(ctx.db, ctx.app.jobHandlers)).toBe(1)
      expect(
        (await ctx.db.selectFrom('mail_outbox').select('status').executeTakeFirstOrThrow()).status,
      ).toBe('logged')
      expect((await getOne(tenant.id)).json()).toMatchObject({
        invitePending: true,
        hasSignedIn: false,
      })
    })
  })

  describe('GET /api/admin/tenants/{id}', () => {
    it('answers one tenant, 404 for an unknown id and 400 for a malformed one', async () => {
      const { tenant } = await leasedTenant()
      expect((await getOne(tenant.id)).json()).toMatchObject({
        id: tenant.id,
        propertyName: 'Cedar Ridge Apartments',
      })
      const missing = await getOne(MISSING_ID)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error).toBe('Tenant not found.')
      expect((await getOne('not-a-uuid')).statusCode).toBe(400)
    })
  })

  describe('PATCH /api/admin/tenants/{id}', () => {
    it('writes names, email and phone on the tenant; empty strings become null; email is stored lower-case', async () => {
      const { tenant } = await leasedTenant({ phone: '(555) 000-1111' })
      const res = await patch(tenant.id, {
        firstName: ' María ',
        lastName: 'García',
        email: ' Maria.New@Example.COM ',
        phone: '',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        firstName: 'María',
        lastName: 'García',
        email: 'maria.new@example.com',
        phone: null,
      })
      const row = await ctx.db
        .selectFrom('tenants')
        .selectAll()
        .where('id', '=', tenant.id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        first_name: 'María',
        email: 'maria.new@example.com',
        phone: null,
      })
    })

    it('writes the dates on the active lease and answers the new view', async () => {
      const { tenant, lease } = await leasedTenant()
      const res = await patch(tenant.id, { leaseStart: '2026-02-01', leaseEnd: '2027-01-31' })
      expect(res.json()).toMatchObject({
        leaseStart: '2026-02-01',
        leaseEnd: '2027-01-31',
        leaseId: lease.id,
      })
      const row = await ctx.db
        .selectFrom('leases')
        .selectAll()
        .where('id', '=', lease.id)
        .executeTakeFirstOrThrow()
      expect([row.start_date, row.end_date]).toEqual(['2026-02-01', '2027-01-31'])
      expect((await patch(tenant.id, { leaseEnd: '' })).json().leaseEnd).toBeNull()
    })

    it('refuses a lease end that is not after its start, with the field named', async () => {
      const { tenant } = await leasedTenant()
      const res = await patch(tenant.id, { leaseEnd: '2025-06-30' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'The end date must be after the start date',
        details: { fields: { leaseEnd: expect.any(String) } },
      })
      expect((await patch(tenant.id, { leaseEnd: '2026-02-30' })).statusCode).toBe(400)
    })

    it('answers 409 when the dates change and the tenant has no active lease', async () => {
      const tenant = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: tenant.id, status: 'pending' })
      const res = await patch(tenant.id, { leaseEnd: '2027-06-30', firstName: 'Changed' })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe(NO_ACTIVE_LEASE)
      // All or nothing: the name in the same request was not saved either.
      expect((await getOne(tenant.id)).json().firstName).toBe('Taylor')
    })

    it('refuses a rent or deposit edit for a tenant with no lease, with a sentence, and saves nothing', async () => {
      const tenant = await insertTenant(ctx.db)
      for (const payload of [{ rent: 1500 }, { securityDeposit: 1500 }]) {
        const res = await patch(tenant.id, { ...payload, firstName: 'Changed' })
        expect(res.statusCode).toBe(409)
        expect(res.json().error).toBe(NO_ACTIVE_LEASE)
      }
      const shown = (await getOne(tenant.id)).json()
      expect(shown).toMatchObject({ firstName: 'Taylor', rent: null, securityDeposit: null })
      const leases = await ctx.db
        .selectFrom('leases')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .execute()
      expect(leases).toEqual([])
    })

    it("writes fees, owner, name and address on the active lease's property, for every tenant there, and rent and deposit on the tenant's own lease", async () => {
      const { tenant, property } = await leasedTenant()
      const neighbour = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: neighbour.id, property_id: property.id })
      const res = await patch(tenant.id, {
        propertyName: 'Cedar Ridge',
        propertyAddress: '2150 Cedar Ridge Drive',
        rent: '$1,450.00',
        securityDeposit: 1450,
        maintenanceFee: '',
        hoaFee: 99.5,
        gardening: null,
        pool: '75',
        ownerName: 'L. Whitaker',
        ownerEmail: 'Owner@Example.com',
        ownerPhone: '',
      })
      expect(res.statusCode).toBe(200)
      const expected = {
        propertyName: 'Cedar Ridge',
        propertyAddress: '2150 Cedar Ridge Drive',
        maintenanceFee: null,
        hoaFee: 99.5,
        gardening: null,
        pool: 75,
        ownerName: 'L. Whitaker',
        ownerEmail: 'owner@example.com',
        ownerPhone: null,
      }
      expect(res.json()).toMatchObject({ ...expected, rent: 1450, securityDeposit: 1450 })
      expect((await getOne(neighbour.id)).json()).toMatchObject({
        ...expected,
        rent: 1850,
        securityDeposit: 1850,
      })
      const row = await ctx.db
        .selectFrom('properties')
        .selectAll()
        .where('id', '=', property.id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        hoa_fee_cents: 9_950,
        normalized_address: '2150 cedar ridge drive',
      })
    })

    it('links an active lease without a property to the one the edit names, found by address or created', async () => {
      const existing = await insertProperty(ctx.db, {
        name: 'Barton Oaks',
        address: '807 W. Oltorf St.',
      })
      const first = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: first.id })
      const linked = await patch(first.id, {
        propertyName: 'Barton Oaks Fourplex',
        propertyAddress: '807 West Oltorf Street',
      })
      expect(linked.json()).toMatchObject({
        propertyId: existing.id,
        propertyName: 'Barton Oaks Fourplex',
      })

      const second = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: second.id })
      const created = await patch(second.id, { propertyName: 'Riverside Duplex', rent: 1200 })
      expect(created.json()).toMatchObject({ propertyName: 'Riverside Duplex', rent: 1200 })
      expect(created.json().propertyId).not.toBe(existing.id)

      const third = await insertTenant(ctx.db)
      await insertLease(ctx.db, { tenant_id: third.id })
      const feesOnly = await patch(third.id, { hoaFee: 10 })
      expect(feesOnly.statusCode).toBe(409)
      expect(feesOnly.json().error).toContain('Enter a property name first')
    })

    it('refuses property fields for a tenant without an active lease', async () => {
      const tenant = await insertTenant(ctx.db)
      const res = await patch(tenant.id, { ownerName: 'Someone' })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe('Cannot update property: No active lease found for this tenant')
    })

    it('takes exactly the editable fields: any other key is a 400', async () => {
      const { tenant } = await leasedTenant()
      for (const payload of [
        { unit: '3C' },
        { firstName: 'Ok', isAdmin: true },
        { leaseMonthlyRent: 1 },
        { id: MISSING_ID },
      ]) {
        const res = await patch(tenant.id, payload)
        expect(res.statusCode).toBe(400)
        expect(res.json().error).toMatch(/^Unknown field: /)
      }
      expect((await getOne(tenant.id)).json().firstName).toBe('Maria')
    })

    it('gives a field-level 400 for a missing name, a bad email, wrong types and bad amounts', async () => {
      const { tenant } = await leasedTenant()
      const cases: [object, string][] = [
        [{ firstName: '' }, 'firstName'],
        [{ lastName: null }, 'lastName'],
        [{ email: 'not-an-email' }, 'email'],
        [{ email: '' }, 'email'],
        [{ phone: 42 }, 'phone'],
        [{ rent: 'a lot' }, 'rent'],
        [{ rent: -5 }, 'rent'],
        [{ hoaFee: 10.555 }, 'hoaFee'],
        [{ leaseStart: '' }, 'leaseStart'],
        [{ leaseStart: '01/02/2026' }, 'leaseStart'],
        [{ propertyName: '' }, 'propertyName'],
        [{ ownerEmail: 'nope' }, 'ownerEmail'],
      ]
      for (const [payload, field] of cases) {
        const res = await patch(tenant.id, payload)
        expect(res.statusCode, JSON.stringify(payload)).toBe(400)
        expect(Object.keys(res.json().details.fields), JSON.stringify(payload)).toContain(field)
      }
    })

    it("refuses another tenant's email with a 409", async () => {
      const taken = await insertTenant(ctx.db, { email: 'taken@example.com' })
      const { tenant } = await leasedTenant()
      const res = await patch(tenant.id, { email: 'TAKEN@example.com' })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe('Another tenant already uses this email address.')
      expect((await patch(taken.id, { email: 'taken@example.com' })).statusCode).toBe(200)
    })

    it('answers 404 for an unknown tenant and accepts an empty edit', async () => {
      expect((await patch(MISSING_ID, { firstName: 'X' })).statusCode).toBe(404)
      const { tenant } = await leasedTenant()
      expect((await patch(tenant.id, {})).json().firstName).toBe('Maria')
    })
  })

  describe('DELETE /api/admin/tenants/{id}', () => {
    it("removes the tenant's rows in every table and their stored files, and answers 204", async () => {
      const { tenant, lease, property } = await leasedTenant()
      const keep = await leasedTenant({ email: 'keep@example.com' })
      const t = tenant.id
      const now = new Date().toISOString()
      const proofId = await saveWithFiles(
        ctx.db,
        ctx.app.storage,
        [{ field: 'proofFile', filename: 'p.png', bytes: PNG, contentType: 'image/png' }],
        { type: 'tenant', tenantId: t },
        async (trx, [file]) => {
          await trx
            .insertInto('payments')
            .values({
              id: randomUUID(),
              tenant_id: t,
              lease_id: lease.id,
              amount_cents: 100,
              method: 'zelle',
              period: 'March 2026',
              status: 'pending',
              zelle_ref: null,
              proof_file_id: file?.id ?? null,
              rejection_reason: null,
              confirmed_at: null,
              recorded_by_admin_id: null,
              created_at: now,
              updated_at: now,
            })
            .execute()
          return file?.id
        },
      )
      const requestId = randomUUID()
      await saveWithFiles(
        ctx.db,
        ctx.app.storage,
        [{ field: 'files', filename: 'leak.png', bytes: PNG, contentType: 'image/png' }],
        { type: 'tenant', tenantId: t },
        async (trx, [file]) => {
          await trx
            .insertInto('maintenance_requests')
            .values({
              id: requestId,
              tenant_id: t,
              service_type: 'plumbing',
              specific_issue: 'Other',
              description: 'x',
              urgency: 'low',
              status: 'submitted',
              preferred_date: null,
              time_window: null,
              assigned_to: null,
              rating: null,
              completed_at: null,
              created_at: now,
              updated_at: now,
            })
            .execute()
          await trx
            .insertInto('maintenance_files')
            .values({
              id: randomUUID(),
              request_id: requestId,
              file_id: file?.id ?? '',
              created_at: now,
            })
            .execute()
          await trx
            .insertInto('maintenance_notes')
            .values({
              id: randomUUID(),
              request_id: requestId,
              note: 'n',
              is_internal: 1,
              author_admin_id: null,
              created_at: now,
            })
            .execute()
          await trx
            .insertInto('maintenance_events')
            .values({
              id: randomUUID(),
              request_id: requestId,
              kind: 'submitted',
              from_status: null,
              to_status: 'submitted',
              created_at: now,
            })
            .execute()
        },
      )
      await saveWithFiles(
        ctx.db,
        ctx.app.storage,
        [
          {
            field: 'document',
            filename: 'lease.pdf',
            bytes: Buffer.from('%PDF-1.4'),
            contentType: 'application/pdf',
          },
        ],
        { type: 'system' },
        async (trx, [file]) => {
          await trx
            .insertInto('lease_documents')
            .values({
              id: randomUUID(),
              lease_id: lease.id,
              file_id: file?.id ?? '',
              filename: 'lease.pdf',
              document_type: 'lease_agreement',
              uploaded_at: now,
            })
            .execute()
          await trx
            .insertInto('document_intakes')
            .values({
              id: randomUUID(),
              original_name: 'lease.pdf',
              file_id: file?.id ?? null,
              status: 'finalized',
              extracted_json: null,
              confidence_score: 0.9,
              error_message: null,
              tenant_id: t,
              lease_id: lease.id,
              created_by_admin_id: null,
              created_at: now,
              processed_at: now,
              finalized_at: now,
            })
            .execute()
        },
      )
      await ctx.db
        .insertInto('emergency_contacts')
        .values({
          id: randomUUID(),
          tenant_id: t,
          name: 'L',
          relationship: 'Brother',
          phone: '1',
          created_at: now,
          updated_at: now,
        })
        .execute()
      await ctx.db
        .insertInto('notification_preferences')
        .values({
          tenant_id: t,
          payment_reminders: 1,
          maintenance_updates: 1,
          sms_notifications: 0,
          updated_at: now,
        })
        .execute()
      await ctx.db
        .insertInto('notifications')
        .values({
          id: randomUUID(),
          tenant_id: t,
          kind: 'k',
          title: 't',
          body: 'b',
          link: null,
          read_at: null,
          created_at: now,
        })
        .execute()
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tenants/${t}/invite`,
        headers: admin,
      })
      await ctx.db
        .insertInto('sessions')
        .values({
          id: randomUUID(),
          token_hash: randomUUID(),
          role: 'tenant',
          admin_id: null,
          tenant_id: t,
          created_at: now,
          expires_at: now,
          revoked_at: null,
        })
        .execute()
      expect(proofId).toBeDefined()
      expect(await ctx.app.storage.list()).toHaveLength(3)

      const res = await remove(t)
      expect(res.statusCode).toBe(204)
      expect(res.body).toBe('')

      const count = async (table: keyof Database) =>
        Number(
          (
            await ctx.db
              .selectFrom(table as 'payments')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      for (const table of [
        'payments',
        'maintenance_requests',
        'maintenance_files',
        'maintenance_notes',
        'maintenance_events',
        'lease_documents',
        'document_intakes',
        'notification_preferences',
        'notifications',
        'tenant_invites',
        'stored_files',
      ] as const) {
        expect(await count(table), table).toBe(0)
      }
      const remaining = await ctx.db.selectFrom('tenants').select('id').execute()
      expect(remaining.map((row) => row.id)).toEqual([keep.tenant.id])
      expect(await ctx.db.selectFrom('leases').select('id').execute()).toEqual([
        { id: keep.lease.id },
      ])
      expect(await ctx.db.selectFrom('emergency_contacts').select('id').execute()).toEqual([])
      expect(
        await ctx.db.selectFrom('sessions').select('id').where('tenant_id', '=', t).execute(),
      ).toEqual([])
      expect(await ctx.app.storage.list()).toEqual([])
      // The property is shared and stays.
      expect(
        await ctx.db.selectFrom('properties').select('id').where('id', '=', property.id).execute(),
      ).toHaveLength(1)
      expect((await getOne(t)).statusCode).toBe(404)
    })

    it('answers 404 for an unknown tenant and needs an admin', async () => {
      const missing = await remove(MISSING_ID)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error).toBe('Tenant not found.')
      const tenant = await insertTenant(ctx.db)
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tenants/${tenant.id}` }))
          .statusCode,
      ).toBe(401)
    })
  })
})
