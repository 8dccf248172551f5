import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { App } from '../../src/server/app'
import { createSession, findSession } from '../../src/server/modules/auth/sessions'
import type { TestContext } from '../test-app'
import { insertLease, insertProperty, insertTenant } from '../factories'
import { multipartBody, PNG_BYTES } from '../multipart'

export const PDF_BYTES = fs.readFileSync(
  path.join(import.meta.dirname, '../fixtures/leases/acroform_lease_filled.pdf'),
)

export type Sessions = {
  admin: { authorization: string }
  tenant: { authorization: string }
}

/**
 * One of everything a route can point at — a tenant with a lease in a property, a payment with
 * proof, a maintenance request with a photo and a note, an emergency contact, a lease document,
 * an intake, an invite — so ids drawn from the database reach real rows and real logic.
 */
export const seedWorld = async (ctx: TestContext): Promise<Sessions> => {
  const { app, db } = ctx
  const admin = await insertSessionOnlyAdmin(ctx)
  const property = await insertProperty(db)
  const tenant = await insertTenant(db)
  const lease = await insertLease(db, { tenant_id: tenant.id, property_id: property.id })
  await insertTenant(db)
  const sessions = await newSessions(app, admin.id, tenant.id)
  const asTenant = { headers: sessions.tenant }
  const asAdmin = { headers: sessions.admin }
  const expect2xx = async (what: string, res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res
    if (done.statusCode >= 300)
      throw new Error(`Seeding ${what} failed: ${done.statusCode} ${done.body}`)
    return done
  }
  const photo = await multipartBody(
    { serviceType: 'plumbing', specificIssue: 'Leaky faucet', description: 'Drips all night.' },
    [{ field: 'files', filename: 'sink.png', bytes: PNG_BYTES, type: 'image/png' }],
  )
  const request = await expect2xx(
    'a maintenance request',
    app.inject({
      method: 'POST',
      url: '/api/maintenance',
      ...asTenant,
      payload: photo.payload,
      headers: { ...sessions.tenant, ...photo.headers },
    }),
  )
  const requestId: string = JSON.parse(request.body).id
  await expect2xx(
    'a note',
    app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${requestId}/notes`,
      ...asAdmin,
      payload: { note: 'Plumber booked', isInternal: 0 },
    }),
  )
  const proof = await multipartBody({ amount: '100', method: 'cash', period: 'March 2026' }, [
    { field: 'proofFile', filename: 'proof.png', bytes: PNG_BYTES, type: 'image/png' },
  ])
  await expect2xx(
    'a payment',
    app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: proof.payload,
      headers: { ...sessions.tenant, ...proof.headers },
    }),
  )
  await expect2xx(
    'an emergency contact',
    app.inject({
      method: 'POST',
      url: '/api/emergency-contacts',
      ...asTenant,
      payload: { name: 'Sam Lee', relationship: 'Sister', phone: '(555) 010-2222' },
    }),
  )
  const document = await multipartBody({ documentType: 'lease_agreement' }, [
    { field: 'document', filename: 'lease.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  ])
  await expect2xx(
    'a lease document',
    app.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease.id}/documents`,
      payload: document.payload,
      headers: { ...sessions.admin, ...document.headers },
    }),
  )
  const intake = await multipartBody({}, [
    { field: 'document', filename: 'lease.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  ])
  await expect2xx(
    'an intake',
    app.inject({
      method: 'POST',
      url: '/api/admin/lease-intake/upload',
      payload: intake.payload,
      headers: { ...sessions.admin, ...intake.headers },
    }),
  )
  await expect2xx(
    'an invite',
    app.inject({ method: 'POST', url: `/api/admin/tenants/${tenant.id}/invite`, ...asAdmin }),
  )
  return sessions
}

/** An admin who only ever uses sessions made here: no password hash, so no scrypt per run. */
const insertSessionOnlyAdmin = async (ctx: TestContext) => {
  const now = new Date().toISOString()
  const row = {
    id: randomUUID(),
    username: `fuzz-${randomUUID()}`,
    password_hash: 'none',
    first_name: 'Fuzz',
    last_name: 'Admin',
    role: 'Property Manager',
    created_at: now,
    updated_at: now,
  }
  await ctx.db.insertInto('admins').values(row).execute()
  return row
}

const newSessions = async (app: App, adminId: string, tenantId: string): Promise<Sessions> => {
  const admin = await createSession(app.db, { role: 'admin', adminId })
  const tenant = await createSession(app.db, { role: 'tenant', tenantId })
  return {
    admin: { authorization: `Bearer ${admin.token}` },
    tenant: { authorization: `Bearer ${tenant.token}` },
  }
}

/**
 * A fuzzed logout or tenant delete may end the sessions the fuzz runs under; new ones (for
 * new people when the old are gone) keep later runs past authentication.
 */
export const keepSessionsAlive = async (
  ctx: TestContext,
  sessions: Sessions,
): Promise<Sessions> => {
  const tokenOf = (headers: { authorization: string }) =>
    headers.authorization.slice('Bearer '.length)
  const admin = (await findSession(ctx.db, tokenOf(sessions.admin)))?.user
  const tenant = (await findSession(ctx.db, tokenOf(sessions.tenant)))?.user
  if (admin && tenant) return sessions
  const adminId = admin?.role === 'admin' ? admin.adminId : (await insertSessionOnlyAdmin(ctx)).id
  const tenantId = tenant?.role === 'tenant' ? tenant.tenantId : (await insertTenant(ctx.db)).id
  return newSessions(ctx.app, adminId, tenantId)
}
