import { randomUUID } from 'node:crypto'
import { readTemplateCsv } from '../../src/server/modules/tenants/import/template'
import { insertLateFee, insertLease, insertProperty, insertTenant } from '../factories'
import { multipartBody, JPEG_BYTES, PNG_BYTES } from '../multipart'
import {
  adminHeaders,
  INTERNAL_MARKER,
  LEASE_PDF,
  MAINTENANCE_FIELDS,
  newCompletedRequest,
  newContact,
  newExtractedIntake,
  newInviteToken,
  newLeaseDocument,
  PAYMENT_FIELDS,
  type Owned,
  type World,
} from './world'

/**
 * Who may call each route, keyed "METHOD url" exactly as app.routeTable lists it. The matrix
 * fails when a route is missing here or listed here but gone from the server, so a new route
 * cannot ship without a decision about who reaches it.
 *
 * - public: anyone, signed in or not
 * - tenant: a tenant session only; an admin session is refused
 * - admin: an admin session only; a tenant session is refused
 * - session: either role; a tenant only on what is theirs (stored files, receipts)
 */
export type Access = 'public' | 'tenant' | 'admin' | 'session'

/** Whose resources a call names: a tenant's, or ids that exist nowhere. */
export type Target = { name: 'A' | 'B' | 'nobody'; ids: Owned }

/** One call, without its method and credentials (the matrix adds those). */
export type Call = {
  url: string
  payload?: unknown
  headers?: Record<string, string>
}

export type RouteSpec = {
  access: Access
  /** The status an allowed caller gets. */
  ok: number
  /** The route names one tenant's resource: the cross-tenant and guessed-id cases apply. */
  owned?: true
  call: (world: World, target: Target) => Promise<Call>
}

const upload = async (
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1],
) => {
  const body = await multipartBody(fields, files)
  return { url, payload: body.payload, headers: body.headers }
}

/** The intake each of finalize and retry last targeted, per world. */
const lastIntakes = new WeakMap<World, Partial<Record<'finalize' | 'retry', string>>>()

/**
 * An intake in the state a finalize ('extracted') or retry ('failed') starts from. Each new one
 * is a PDF read in a reader process, most of the matrix's time; a refused call leaves its intake
 * as it was (each case checks that), so the last one serves again until a call goes through.
 */
const intakeIn = async (
  world: World,
  route: 'finalize' | 'retry',
  status: 'extracted' | 'failed',
): Promise<string> => {
  const last = lastIntakes.get(world) ?? {}
  lastIntakes.set(world, last)
  const lastId = last[route]
  const lastRow = lastId
    ? await world.ctx.db
        .selectFrom('document_intakes')
        .select('status')
        .where('id', '=', lastId)
        .executeTakeFirst()
    : undefined
  if (lastId && lastRow?.status === status) return lastId
  const { id } = await newExtractedIntake(world)
  if (status === 'failed')
    await world.ctx.db
      .updateTable('document_intakes')
      .set({ status: 'failed', error_message: 'The reader ran out of time.' })
      .where('id', '=', id)
      .execute()
  last[route] = id
  return id
}

/** A fresh row of the target's, or a random id when the target is nobody. */
const freshFor = async (target: Target, make: () => Promise<string>) =>
  target.name === 'nobody' ? randomUUID() : make()

const freshTenantId = async (world: World) => (await insertTenant(world.ctx.db)).id
const freshLeaseId = async (world: World) =>
  (await insertLease(world.ctx.db, { tenant_id: await freshTenantId(world) })).id
const freshPropertyId = async (world: World) => (await insertProperty(world.ctx.db)).id
const freshPendingPaymentId = async (world: World) => {
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/admin/payments',
    headers: await adminHeaders(world),
    payload: {
      tenantId: world.tenants.A.tenantId,
      amount: 10,
      method: 'cash',
      period: 'May 2026',
      status: 'pending',
    },
  })
  return res.json().id as string
}

const freshRecurringChargeId = async (world: World) => {
  const id = randomUUID()
  const stamp = new Date().toISOString()
  await world.ctx.db
    .insertInto('recurring_charges')
    .values({
      id,
      lease_id: await freshLeaseId(world),
      description: 'Parking',
      amount_cents: 7_500,
      due_day: 1,
      start_date: '2026-01-01',
      end_date: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  return id
}
const freshLateFeeId = async (world: World) =>
  insertLateFee(world.ctx.db, {
    leaseId: await freshLeaseId(world),
    date: '2026-03-07',
    cents: 9_250,
    description: 'Late fee: rent for March 2026 unpaid after 5-day grace period',
  })

/** A lease whose deposit disposition is recorded (no deductions), so its letter can be read. */
const settledLeaseId = async (world: World, leaseId: string) => {
  await world.ctx.db
    .insertInto('deposit_dispositions')
    .values({
      id: randomUUID(),
      lease_id: leaseId,
      deposit_cents: 150_000,
      refund_cents: 150_000,
      return_days: 30,
      refund_due_date: '2026-07-30',
      refund_date: '2026-07-15',
      recorded_by_admin_id: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('lease_id').doNothing())
    .execute()
  return leaseId
}
const freshEndedLeaseId = async (world: World) =>
  (await insertLease(world.ctx.db, { tenant_id: await freshTenantId(world), status: 'ended' })).id

const get = (url: string) => async () => ({ url })

export const ACCESS: Record<string, RouteSpec> = {
  // — public —
  'GET /api/health': { access: 'public', ok: 200, call: get('/api/health') },
  'GET /api/config': { access: 'public', ok: 200, call: get('/api/config') },
  'POST /api/admin/login': {
    access: 'public',
    ok: 200,
    call: async (world) => ({ url: '/api/admin/login', payload: world.admin }),
  },
  'POST /api/tenant/login': {
    access: 'public',
    ok: 200,
    call: async (world) => ({
      url: '/api/tenant/login',
      payload: { email: world.tenants.A.email, password: world.tenants.A.password },
    }),
  },
  'GET /api/tenant/invite/:token': {
    access: 'public',
    ok: 200,
    call: async (world) => ({ url: `/api/tenant/invite/${await newInviteToken(world)}` }),
  },
  'POST /api/tenant/accept-invite': {
    access: 'public',
    ok: 200,
    call: async (world) => ({
      url: '/api/tenant/accept-invite',
      payload: { token: await newInviteToken(world), password: 'a-new-password-1' },
    }),
  },

  // — either role —
  'GET /api/files/:id': {
    access: 'session',
    ok: 200,
    owned: true,
    call: async (_world, target) => ({ url: `/api/files/${target.ids.proofFileId}` }),
  },
  'GET /api/payments/:id/receipt': {
    access: 'session',
    ok: 200,
    owned: true,
    call: async (_world, target) => ({ url: `/api/payments/${target.ids.paymentId}/receipt` }),
  },
  'POST /api/payments/:id/email-receipt': {
    access: 'session',
    ok: 200,
    owned: true,
    call: async (_world, target) => ({
      url: `/api/payments/${target.ids.paymentId}/email-receipt`,
    }),
  },

  // — tenant —
  'GET /api/ledger': { access: 'tenant', ok: 200, call: get('/api/ledger') },
  'GET /api/deposits': { access: 'tenant', ok: 200, call: get('/api/deposits') },
  'GET /api/deposits/:id/letter': {
    access: 'tenant',
    ok: 200,
    owned: true,
    call: async (world, target) => ({
      url: `/api/deposits/${await freshFor(target, () => settledLeaseId(world, target.ids.leaseId))}/letter`,
    }),
  },
  'POST /api/tenant/logout': { access: 'tenant', ok: 200, call: get('/api/tenant/logout') },
  'GET /api/tenant/me': { access: 'tenant', ok: 200, call: get('/api/tenant/me') },
  'GET /api/notifications': { access: 'tenant', ok: 200, call: get('/api/notifications') },
  'POST /api/notifications/read-all': {
    access: 'tenant',
    ok: 200,
    call: get('/api/notifications/read-all'),
  },
  'GET /api/dashboard/stats': { access: 'tenant', ok: 200, call: get('/api/dashboard/stats') },
  'GET /api/tenants/current': { access: 'tenant', ok: 200, call: get('/api/tenants/current') },
  'PUT /api/tenants/current': {
    access: 'tenant',
    ok: 200,
    call: async (_world, target) => ({
      url: '/api/tenants/current',
      payload: {
        firstName: `Tenant${target.name}`,
        lastName: 'Renter',
        email: target.ids.email,
        phone: '555-010-1234',
      },
    }),
  },
  'GET /api/emergency-contacts': {
    access: 'tenant',
    ok: 200,
    call: get('/api/emergency-contacts'),
  },
  'POST /api/emergency-contacts': {
    access: 'tenant',
    ok: 201,
    call: async () => ({
      url: '/api/emergency-contacts',
      payload: { name: 'Ana Lopez', relationship: 'Friend', phone: '555-010-9999' },
    }),
  },
  'PUT /api/emergency-contacts/:id': {
    access: 'tenant',
    ok: 200,
    owned: true,
    call: async (world, target) => ({
      url: `/api/emergency-contacts/${await freshFor(target, () => newContact(world.ctx, target.ids.tenantId))}`,
      payload: { name: 'Changed Name', relationship: 'Parent', phone: '555-010-7777' },
    }),
  },
  'DELETE /api/emergency-contacts/:id': {
    access: 'tenant',
    ok: 204,
    owned: true,
    call: async (world, target) => ({
      url: `/api/emergency-contacts/${await freshFor(target, () => newContact(world.ctx, target.ids.tenantId))}`,
    }),
  },
  'GET /api/notification-preferences': {
    access: 'tenant',
    ok: 200,
    call: get('/api/notification-preferences'),
  },
  'PUT /api/notification-preferences': {
    access: 'tenant',
    ok: 200,
    call: async () => ({
      url: '/api/notification-preferences',
      payload: { paymentReminders: false, maintenanceUpdates: true, smsNotifications: false },
    }),
  },
  'GET /api/maintenance': { access: 'tenant', ok: 200, call: get('/api/maintenance') },
  'POST /api/maintenance': {
    access: 'tenant',
    ok: 201,
    call: async () =>
      upload('/api/maintenance', MAINTENANCE_FIELDS, [
        { field: 'files', filename: 'leak.jpg', bytes: JPEG_BYTES, type: 'image/jpeg' },
      ]),
  },
  'GET /api/maintenance/:id': {
    access: 'tenant',
    ok: 200,
    owned: true,
    call: async (_world, target) => ({ url: `/api/maintenance/${target.ids.maintenanceId}` }),
  },
  'POST /api/maintenance/:id/rating': {
    access: 'tenant',
    ok: 200,
    owned: true,
    call: async (world, target) => ({
      url: `/api/maintenance/${await freshFor(target, () => newCompletedRequest(world, target.ids.tenantId))}/rating`,
      payload: { rating: 4 },
    }),
  },
  'GET /api/payments': { access: 'tenant', ok: 200, call: get('/api/payments') },
  'POST /api/payments': {
    access: 'tenant',
    ok: 201,
    call: async () =>
      upload('/api/payments', PAYMENT_FIELDS, [
        { field: 'proofFile', filename: 'proof.png', bytes: PNG_BYTES, type: 'image/png' },
      ]),
  },
  'GET /api/payments/instructions': {
    access: 'tenant',
    ok: 200,
    call: get('/api/payments/instructions'),
  },

  // — admin —
  'POST /api/admin/logout': { access: 'admin', ok: 200, call: get('/api/admin/logout') },
  'GET /api/admin/me': { access: 'admin', ok: 200, call: get('/api/admin/me') },
  'GET /api/admin/dashboard': { access: 'admin', ok: 200, call: get('/api/admin/dashboard') },
  'POST /api/admin/tenants/:id/invite': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/tenants/${await freshTenantId(world)}/invite` }),
  },
  'POST /api/admin/tenants/:id/sign-out': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/tenants/${await freshTenantId(world)}/sign-out` }),
  },
  'GET /api/admin/tenants': { access: 'admin', ok: 200, call: get('/api/admin/tenants') },
  'GET /api/admin/tenants/:id': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({ url: `/api/admin/tenants/${target.ids.tenantId}` }),
  },
  'PATCH /api/admin/tenants/:id': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/tenants/${target.ids.tenantId}`,
      payload: { phone: '555-010-2222' },
    }),
  },
  'DELETE /api/admin/tenants/:id': {
    access: 'admin',
    ok: 204,
    call: async (world) => ({ url: `/api/admin/tenants/${await freshTenantId(world)}` }),
  },
  'GET /api/admin/tenants/:id/ledger': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({ url: `/api/admin/tenants/${target.ids.tenantId}/ledger` }),
  },
  'POST /api/admin/tenants/upload-excel': {
    access: 'admin',
    ok: 200,
    call: async () =>
      upload('/api/admin/tenants/upload-excel', {}, [
        {
          field: 'excelFile',
          filename: 'tenants.csv',
          bytes: await readTemplateCsv(),
          type: 'text/csv',
        },
      ]),
  },
  'POST /api/admin/tenants/import': {
    access: 'admin',
    ok: 200,
    call: async () => ({
      url: '/api/admin/tenants/import',
      payload: {
        tenants: [
          {
            firstName: 'Imported',
            lastName: 'Person',
            email: `import-${randomUUID()}@example.com`,
          },
        ],
      },
    }),
  },
  'GET /api/admin/tenants/import-template.csv': {
    access: 'admin',
    ok: 200,
    call: get('/api/admin/tenants/import-template.csv'),
  },
  'GET /api/admin/tenants/import-template.xlsx': {
    access: 'admin',
    ok: 200,
    call: get('/api/admin/tenants/import-template.xlsx'),
  },
  'GET /api/admin/properties': { access: 'admin', ok: 200, call: get('/api/admin/properties') },
  'POST /api/admin/properties': {
    access: 'admin',
    ok: 201,
    call: async () => ({ url: '/api/admin/properties', payload: { name: 'Matrix House' } }),
  },
  'PUT /api/admin/properties/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/properties/${await freshPropertyId(world)}`,
      payload: { name: 'Renamed' },
    }),
  },
  'DELETE /api/admin/properties/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/properties/${await freshPropertyId(world)}` }),
  },
  'GET /api/admin/properties/:id/units': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/properties/${await freshPropertyId(world)}/units` }),
  },
  'POST /api/admin/properties/:id/units': {
    access: 'admin',
    ok: 201,
    call: async (world) => ({
      url: `/api/admin/properties/${await freshPropertyId(world)}/units`,
      payload: { name: `Unit ${randomUUID().slice(0, 8)}` },
    }),
  },
  'PUT /api/admin/units/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => {
      const propertyId = await freshPropertyId(world)
      const unit = await world.ctx.db
        .selectFrom('units')
        .select('id')
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow()
      return { url: `/api/admin/units/${unit.id}`, payload: { name: 'Garden flat' } }
    },
  },
  'GET /api/admin/leases': { access: 'admin', ok: 200, call: get('/api/admin/leases') },
  'POST /api/admin/leases': {
    access: 'admin',
    ok: 201,
    call: async (world) => ({
      url: '/api/admin/leases',
      payload: {
        tenantId: await freshTenantId(world),
        startDate: '2026-01-01',
        monthlyRent: 1200,
        securityDeposit: 1200,
      },
    }),
  },
  'PUT /api/admin/leases/:id': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}`,
      payload: { monthlyRent: 1850 },
    }),
  },
  'POST /api/admin/leases/:id/end': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/leases/${await freshLeaseId(world)}/end` }),
  },
  'GET /api/admin/leases/:id/documents': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({ url: `/api/admin/leases/${target.ids.leaseId}/documents` }),
  },
  'POST /api/admin/leases/:id/documents': {
    access: 'admin',
    ok: 201,
    call: async (_world, target) =>
      upload(`/api/admin/leases/${target.ids.leaseId}/documents`, { documentType: 'addendum' }, [
        { field: 'document', filename: 'Addendum.pdf', bytes: LEASE_PDF, type: 'application/pdf' },
      ]),
  },
  'GET /api/admin/leases/:id/documents/:docId/download': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}/documents/${target.ids.leaseDocumentId}/download`,
    }),
  },
  'DELETE /api/admin/leases/:id/documents/:docId': {
    access: 'admin',
    ok: 200,
    call: async (world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}/documents/${(await newLeaseDocument(world, target.ids.leaseId)).id}`,
    }),
  },
  'GET /api/admin/leases/:id/recurring-charges': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}/recurring-charges`,
    }),
  },
  'POST /api/admin/leases/:id/recurring-charges': {
    access: 'admin',
    ok: 201,
    call: async (_world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}/recurring-charges`,
      payload: { description: 'Parking', amount: 75, dueDay: 1, startDate: '2026-01-01' },
    }),
  },
  'POST /api/admin/leases/:id/recurring-charges/property-fees': {
    access: 'admin',
    ok: 201,
    call: async (world) => {
      const property = await insertProperty(world.ctx.db, { hoa_fee_cents: 12_000 })
      const lease = await insertLease(world.ctx.db, {
        tenant_id: await freshTenantId(world),
        property_id: property.id,
      })
      return {
        url: `/api/admin/leases/${lease.id}/recurring-charges/property-fees`,
        payload: { startDate: '2026-01-01' },
      }
    },
  },
  'PUT /api/admin/recurring-charges/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/recurring-charges/${await freshRecurringChargeId(world)}`,
      payload: { endDate: '2026-06-30' },
    }),
  },
  'POST /api/admin/leases/:id/ledger-entries': {
    access: 'admin',
    ok: 201,
    call: async (_world, target) => ({
      url: `/api/admin/leases/${target.ids.leaseId}/ledger-entries`,
      payload: { kind: 'credit', amount: 25, date: '2026-02-01', memo: 'Goodwill' },
    }),
  },
  'POST /api/admin/ledger-entries/:id/void': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/ledger-entries/${await freshLateFeeId(world)}/void`,
    }),
  },
  'POST /api/admin/ledger-entries/:id/waive': {
    access: 'admin',
    ok: 201,
    call: async (world) => ({
      url: `/api/admin/ledger-entries/${await freshLateFeeId(world)}/waive`,
    }),
  },
  'GET /api/admin/ledger-entries/export.csv': {
    access: 'admin',
    ok: 200,
    call: get('/api/admin/ledger-entries/export.csv'),
  },
  'GET /api/admin/leases/:id/deposit': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({ url: `/api/admin/leases/${target.ids.leaseId}/deposit` }),
  },
  'POST /api/admin/leases/:id/deposit/disposition': {
    access: 'admin',
    ok: 201,
    call: async (world) =>
      upload(
        `/api/admin/leases/${await freshEndedLeaseId(world)}/deposit/disposition`,
        { disposition: JSON.stringify({ deductions: [], refundDate: '2026-07-15' }) },
        [],
      ),
  },
  'GET /api/admin/leases/:id/deposit/letter': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/leases/${await settledLeaseId(world, await freshEndedLeaseId(world))}/deposit/letter`,
    }),
  },
  'GET /api/admin/tenants/:id/sent-reminders': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/tenants/${target.ids.tenantId}/sent-reminders`,
    }),
  },
  'GET /api/admin/lease-intake': { access: 'admin', ok: 200, call: get('/api/admin/lease-intake') },
  'GET /api/admin/lease-intake/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({ url: `/api/admin/lease-intake/${world.intakeId}` }),
  },
  'POST /api/admin/lease-intake/upload': {
    access: 'admin',
    ok: 201,
    call: async () =>
      upload('/api/admin/lease-intake/upload', {}, [
        { field: 'document', filename: 'Intake.pdf', bytes: LEASE_PDF, type: 'application/pdf' },
      ]),
  },
  'POST /api/admin/lease-intake/:id/finalize': {
    access: 'admin',
    ok: 200,
    call: async (world) => {
      // Every case finalizes the same lease document, so the same unit: the lease an earlier
      // case made there is ended first, as one active lease per unit requires.
      await world.ctx.db
        .updateTable('leases')
        .set({ status: 'ended' })
        .where('intake_id', 'is not', null)
        .execute()
      return {
        url: `/api/admin/lease-intake/${await intakeIn(world, 'finalize', 'extracted')}/finalize`,
        payload: {
          tenant: { data: { email: `finalized-${randomUUID()}@example.com` } },
          lease: {},
        },
      }
    },
  },
  'POST /api/admin/lease-intake/:id/retry': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/lease-intake/${await intakeIn(world, 'retry', 'failed')}/retry`,
    }),
  },
  'GET /api/admin/backup': { access: 'admin', ok: 200, call: get('/api/admin/backup') },
  'GET /api/admin/maintenance': { access: 'admin', ok: 200, call: get('/api/admin/maintenance') },
  'PUT /api/admin/maintenance/:id': {
    access: 'admin',
    ok: 200,
    call: async (_world, target) => ({
      url: `/api/admin/maintenance/${target.ids.maintenanceId}`,
      payload: { assignedTo: 'Rosa Plumbing' },
    }),
  },
  'POST /api/admin/maintenance/:id/notes': {
    access: 'admin',
    ok: 201,
    call: async (_world, target) => ({
      url: `/api/admin/maintenance/${target.ids.maintenanceId}/notes`,
      payload: { note: `${INTERNAL_MARKER} checked by the matrix`, isInternal: 1 },
    }),
  },
  'GET /api/admin/payments': { access: 'admin', ok: 200, call: get('/api/admin/payments') },
  'GET /api/admin/payments/export.csv': {
    access: 'admin',
    ok: 200,
    call: get('/api/admin/payments/export.csv'),
  },
  'POST /api/admin/payments': {
    access: 'admin',
    ok: 201,
    call: async (_world, target) => ({
      url: '/api/admin/payments',
      payload: { tenantId: target.ids.tenantId, amount: 100, method: 'cash', period: 'April 2026' },
    }),
  },
  'PUT /api/admin/payments/:id': {
    access: 'admin',
    ok: 200,
    call: async (world) => ({
      url: `/api/admin/payments/${await freshPendingPaymentId(world)}`,
      payload: { status: 'confirmed' },
    }),
  },
}
