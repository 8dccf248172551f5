import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  extractionWithReturnDays,
  insertLateFee,
  insertLease,
  insertProperty,
} from '../../../tests/factories'
import { tableNames, takeSnapshot } from '../../../tests/fuzz/snapshot'
import { pngImage } from '../../../tests/images'
import { multipartBody, type FormFile } from '../../../tests/multipart'
import { buildPdf } from '../../../tests/pdf-bytes'
import { signInNewAdmin, signInNewTenant } from '../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { extractedIntake } from '../modules/lease-intake/test-intakes'

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

  it('lets a request that failed validation be answered the same way again', async () => {
    const { admin, tenant } = await setUp()
    tenantIdOf = tenant.tenant.id
    const bad = await record(admin.headers, 'bad', -5)
    expect(bad.statusCode).toBe(400)
    expect((await record(admin.headers, 'bad', -5)).statusCode).toBe(400)
    expect(await paymentCount(tenant.tenant.id)).toBe(0)
  })
})

/*
 * Every route the server marks idempotent, read from its own route table, so a new create route
 * without a case here fails the first test. Each case sends a first request, the same request
 * again with the same key (twice at once, then once more), and another request with that key.
 */

type Sent = {
  url: string
  json?: unknown
  multipart?: { fields: Record<string, string>; files: FormFile[] }
}
type Case = { first: Sent; other: Sent }
type World = Awaited<ReturnType<typeof buildWorld>>

/**
 * Two uploads of the same length with different bytes: a multipart upload is compared by its
 * parts, so the second is another request even though its size is the same.
 */
const PNG_A = pngImage(1, 1)
const PNG_B = pngImage(1, 2)
const pdfWithHeight = (height: number) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${height}] >>`,
  ])
const PDF_A = pdfWithHeight(792)
const PDF_B = pdfWithHeight(793)
const png = (field: string, bytes: Buffer): FormFile => ({
  field,
  filename: 'photo.png',
  bytes,
  type: 'image/png',
})
const pdf = (bytes: Buffer): FormFile => ({
  field: 'document',
  filename: 'lease.pdf',
  bytes,
  type: 'application/pdf',
})

const buildWorld = async (ctx: TestContext) => {
  const admin = await signInNewAdmin(ctx.app, ctx.db)
  const tenant = await signInNewTenant(ctx.app, ctx.db, { unit: 'Unit 1' })
  const property = await insertProperty(ctx.db, { hoa_fee_cents: 12_000, pool_fee_cents: 4_000 })
  const otherProperty = await insertProperty(ctx.db, { hoa_fee_cents: 9_000 })
  const lease = await insertLease(ctx.db, { tenant_id: tenant.tenant.id, property_id: property.id })
  const ended = await insertLease(ctx.db, {
    tenant_id: tenant.tenant.id,
    property_id: otherProperty.id,
    status: 'ended',
    start_date: '2025-07-01',
    end_date: '2026-06-30',
    security_deposit_cents: 150_000,
    extracted_data: extractionWithReturnDays(30),
  })
  return { admin, tenant, property, otherProperty, lease, ended }
}

/** What each idempotent route is sent, keyed "METHOD url" as the route table lists it. */
const CASES: Record<string, (ctx: TestContext, world: World) => Promise<Case>> = {
  'POST /api/payments': async () => {
    const fields = { amount: '1425.00', method: 'cash', period: 'March 2026' }
    return {
      first: { url: '/api/payments', multipart: { fields, files: [png('proofFile', PNG_A)] } },
      other: { url: '/api/payments', multipart: { fields, files: [png('proofFile', PNG_B)] } },
    }
  },
  'POST /api/admin/payments': async (_ctx, { tenant }) => {
    const body = { tenantId: tenant.tenant.id, method: 'check', period: 'March 2026' }
    return {
      first: { url: '/api/admin/payments', json: { ...body, amount: 1425 } },
      other: { url: '/api/admin/payments', json: { ...body, amount: 1500 } },
    }
  },
  'POST /api/maintenance': async () => {
    const fields = { serviceType: 'plumbing', specificIssue: 'Leaky faucet', description: 'Drips.' }
    return {
      first: { url: '/api/maintenance', multipart: { fields, files: [png('files', PNG_A)] } },
      other: { url: '/api/maintenance', multipart: { fields, files: [png('files', PNG_B)] } },
    }
  },
  'POST /api/admin/maintenance/:id/notes': async (ctx, { tenant }) => {
    const body = await multipartBody(
      { serviceType: 'plumbing', specificIssue: 'Leaky faucet', description: 'Drips.' },
      [],
    )
    const request = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      cookies: tenant.cookies,
      headers: body.headers,
      payload: body.payload,
    })
    const url = `/api/admin/maintenance/${request.json().id}/notes`
    return {
      first: { url, json: { note: 'Plumber booked', isInternal: 0 } },
      other: { url, json: { note: 'Plumber booked for Monday', isInternal: 0 } },
    }
  },
  'POST /api/emergency-contacts': async () => {
    const body = { name: 'Sam Lee', relationship: 'Sister', phone: '(555) 010-2222' }
    return {
      first: { url: '/api/emergency-contacts', json: body },
      other: { url: '/api/emergency-contacts', json: { ...body, name: 'Sam Leigh' } },
    }
  },
  'POST /api/admin/properties': async () => ({
    first: { url: '/api/admin/properties', json: { name: 'Elm Court', totalUnits: 2 } },
    other: { url: '/api/admin/properties', json: { name: 'Elm Court', totalUnits: 3 } },
  }),
  'POST /api/admin/properties/:id/units': async (_ctx, { property }) => {
    const url = `/api/admin/properties/${property.id}/units`
    return { first: { url, json: { name: 'Garden flat' } }, other: { url, json: { name: 'Loft' } } }
  },
  'POST /api/admin/leases': async (ctx, { tenant }) => {
    const property = await insertProperty(ctx.db)
    const body = {
      tenantId: tenant.tenant.id,
      propertyId: property.id,
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      securityDeposit: 1500,
      status: 'pending',
    }
    return {
      first: { url: '/api/admin/leases', json: { ...body, monthlyRent: 1500 } },
      other: { url: '/api/admin/leases', json: { ...body, monthlyRent: 1600 } },
    }
  },
  'POST /api/admin/leases/:id/documents': async (_ctx, { lease }) => {
    const url = `/api/admin/leases/${lease.id}/documents`
    const fields = { documentType: 'lease_agreement' }
    return {
      first: { url, multipart: { fields, files: [pdf(PDF_A)] } },
      other: { url, multipart: { fields, files: [pdf(PDF_B)] } },
    }
  },
  'POST /api/admin/tenants/import': async () => {
    const row = {
      lastName: 'Import',
      email: 'ava.import@example.com',
      unit: '1',
      propertyName: 'Import Court',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      rent: 1200,
    }
    return {
      first: {
        url: '/api/admin/tenants/import',
        json: { tenants: [{ ...row, firstName: 'Ava' }] },
      },
      other: {
        url: '/api/admin/tenants/import',
        json: { tenants: [{ ...row, firstName: 'Eva' }] },
      },
    }
  },
  'POST /api/admin/lease-intake/upload': async () => ({
    first: {
      url: '/api/admin/lease-intake/upload',
      multipart: { fields: {}, files: [pdf(PDF_A)] },
    },
    other: {
      url: '/api/admin/lease-intake/upload',
      multipart: { fields: {}, files: [pdf(PDF_B)] },
    },
  }),
  'POST /api/admin/lease-intake/:id/finalize': async (ctx, { admin }) => {
    const intake = await extractedIntake(ctx, admin.headers)
    const url = `/api/admin/lease-intake/${intake.id}/finalize`
    const body = (monthlyRent: number) => ({
      tenant: { updateInfo: false, data: { firstName: '', lastName: '', email: '', phone: '' } },
      lease: { monthlyRent, securityDeposit: '', startDate: '', endDate: '', status: 'active' },
    })
    return { first: { url, json: body(2400) }, other: { url, json: body(2500) } }
  },
  'POST /api/admin/leases/:id/recurring-charges': async (_ctx, { lease }) => {
    const url = `/api/admin/leases/${lease.id}/recurring-charges`
    const body = { description: 'Parking', dueDay: 1, startDate: '2026-03-01' }
    return {
      first: { url, json: { ...body, amount: 75 } },
      other: { url, json: { ...body, amount: 80 } },
    }
  },
  'POST /api/admin/leases/:id/recurring-charges/property-fees': async (_ctx, { lease }) => {
    const url = `/api/admin/leases/${lease.id}/recurring-charges/property-fees`
    return {
      first: { url, json: { startDate: '2026-03-01' } },
      other: { url, json: { startDate: '2026-04-01' } },
    }
  },
  'POST /api/admin/leases/:id/ledger-entries': async (_ctx, { lease }) => {
    const url = `/api/admin/leases/${lease.id}/ledger-entries`
    const body = { kind: 'one_off_charge', date: '2026-03-10', memo: 'Replacement key' }
    return {
      first: { url, json: { ...body, amount: 40 } },
      other: { url, json: { ...body, amount: 45 } },
    }
  },
  'POST /api/admin/ledger-entries/:id/waive': async (ctx, { lease }) => {
    // A waiver has no body: the same key on another fee's address is another request.
    const march = await insertLateFee(ctx.db, {
      leaseId: lease.id,
      date: '2026-03-06',
      cents: 7_500,
    })
    const april = await insertLateFee(ctx.db, {
      leaseId: lease.id,
      date: '2026-04-06',
      cents: 7_500,
    })
    return {
      first: { url: `/api/admin/ledger-entries/${march}/waive` },
      other: { url: `/api/admin/ledger-entries/${april}/waive` },
    }
  },
  'POST /api/admin/leases/:id/deposit/disposition': async (_ctx, { ended }) => {
    const url = `/api/admin/leases/${ended.id}/deposit/disposition`
    const fields = {
      disposition: JSON.stringify({
        deductions: [{ description: 'Broken window', amount: 240 }],
        refundDate: '2026-07-20',
      }),
    }
    return {
      first: { url, multipart: { fields, files: [png('photo-0', PNG_A)] } },
      other: { url, multipart: { fields, files: [png('photo-0', PNG_B)] } },
    }
  },
}

describe.each(testDialects)('every idempotent create on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect, { now: () => new Date('2026-07-02T10:00:00Z') })
  })
  afterEach(() => ctx.close())

  const idempotentRoutes = () =>
    ctx.app.routeTable
      .filter((route) => route.idempotent)
      .map((route) => `${route.method} ${route.url}`)
      .sort()

  it('has a case for every route marked idempotent, and marks every case', () => {
    expect(idempotentRoutes()).toEqual(Object.keys(CASES).sort())
  })

  it.each(Object.keys(CASES).sort())(
    '%s: the same key twice stores one record and answers alike; another request is a 422',
    async (route) => {
      const world = await buildWorld(ctx)
      const build = CASES[route]
      if (!build) throw new Error(`No case for ${route}`)
      const { first, other } = await build(ctx, world)
      const key = `key-${randomUUID()}`
      const send = async (sent: Sent) => {
        const asTenant = !sent.url.startsWith('/api/admin/')
        const auth = asTenant ? { cookies: world.tenant.cookies } : {}
        const authHeaders = asTenant ? {} : world.admin.headers
        const headers = { ...authHeaders, 'idempotency-key': key }
        if (sent.multipart) {
          // A fresh multipart body each time: a browser picks a new boundary for every send.
          const body = await multipartBody(sent.multipart.fields, sent.multipart.files)
          return ctx.app.inject({
            method: 'POST',
            url: sent.url,
            ...auth,
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          })
        }
        return ctx.app.inject({
          method: 'POST',
          url: sent.url,
          ...auth,
          headers,
          ...(sent.json === undefined ? {} : { payload: sent.json as object }),
        })
      }
      const tables = (await tableNames(ctx)).filter((name) => name !== 'idempotency_keys')
      const snapshot = () => takeSnapshot(ctx, tables)

      const before = await snapshot()
      const [answer, doubled] = await Promise.all([send(first), send(first)])
      expect(answer?.statusCode, answer?.body).toBeLessThan(300)
      expect(doubled?.statusCode).toBe(answer?.statusCode)
      expect(doubled?.json()).toEqual(answer?.json())
      const created = await snapshot()
      expect(created).not.toEqual(before)

      const again = await send(first)
      expect(again.statusCode).toBe(answer?.statusCode)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.json()).toEqual(answer?.json())
      expect(await snapshot()).toEqual(created)

      const refused = await send(other)
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json().error).toMatch(/different request/)
      expect(await snapshot()).toEqual(created)
    },
  )
})
