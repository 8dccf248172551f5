import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InjectOptions } from 'fastify'
import { createSession, type Role } from '../../src/server/modules/auth/sessions'
import { runQueuedJobs } from '../../src/server/jobs/run-jobs'
import { insertAdmin, insertLease, insertProperty, insertTenant } from '../factories'
import { JPEG_BYTES, multipartBody, PNG_BYTES } from '../multipart'
import type { TestContext } from '../test-app'

/*
 * Two tenants, each with everything a tenant can own (a lease with a document, a payment with its
 * proof, a maintenance request with a photo and notes both internal and visible, an emergency
 * contact, an invite), plus an admin's intake: the world the authorization suite attacks.
 * Everything a route reads is made through the real API where one exists.
 */

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/leases')
export const LEASE_PDF = readFileSync(path.join(fixtures, 'lease_summary_sheet.pdf'))

/** Text only an admin may ever see: no tenant response may contain it. */
export const INTERNAL_MARKER = 'INTERNAL-ONLY-7f3a'
export const VISIBLE_MARKER = 'VISIBLE-TO-TENANT-2b9c'

export type TenantName = 'A' | 'B'

/** What one tenant owns, by id. */
export type Owned = {
  tenantId: string
  email: string
  leaseId: string
  paymentId: string
  proofFileId: string
  maintenanceId: string
  photoFileId: string
  contactId: string
  leaseDocumentId: string
  leaseDocumentFileId: string
}

export type World = {
  ctx: TestContext
  adminId: string
  admin: { username: string; password: string }
  tenants: Record<TenantName, Owned & { password: string }>
  intakeId: string
  intakeFileId: string
}

type Json = Record<string, unknown>

/** A fresh session for an actor, made directly (no password hashing), so a test may log it out. */
export const newSessionToken = async (ctx: TestContext, role: Role, id: string) =>
  (await createSession(ctx.db, role === 'admin' ? { role, adminId: id } : { role, tenantId: id }))
    .token

export const adminHeaders = async (world: World) => ({
  authorization: `Bearer ${await newSessionToken(world.ctx, 'admin', world.adminId)}`,
})

const fileIdOf = (filePath: string) => filePath.split('/').pop() ?? ''

const expectStatus = async (
  ctx: TestContext,
  options: InjectOptions,
  status: number,
): Promise<Json> => {
  const res = await ctx.app.inject(options)
  if (res.statusCode !== status) {
    throw new Error(
      `seeding ${options.method ?? 'GET'} ${options.url as string}: ${res.statusCode} ${res.body}`,
    )
  }
  return res.body ? (res.json() as Json) : {}
}

const multipart = async (
  method: 'POST',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Uint8Array; type: string }[],
): Promise<InjectOptions> => {
  const body = await multipartBody(fields, files)
  return { method, url, headers: { ...headers, ...body.headers }, payload: body.payload }
}

/** An emergency contact of the tenant, through the tenant's own API. */
export const newContact = async (ctx: TestContext, tenantId: string): Promise<string> => {
  // The matrix makes many; stay under the per-tenant cap by clearing the oldest ones.
  const existing = await ctx.db
    .selectFrom('emergency_contacts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .execute()
  if (existing.length >= 8) {
    await ctx.db
      .deleteFrom('emergency_contacts')
      .where(
        'id',
        'in',
        existing.slice(0, 4).map((row) => row.id),
      )
      .execute()
  }
  const headers = { authorization: `Bearer ${await newSessionToken(ctx, 'tenant', tenantId)}` }
  const created = await expectStatus(
    ctx,
    {
      method: 'POST',
      url: '/api/emergency-contacts',
      headers,
      payload: { name: 'Sam Rivera', relationship: 'Sibling', phone: '(555) 123-4567' },
    },
    201,
  )
  return created.id as string
}

/** A maintenance request of the tenant, completed by the admin, so it can be rated. */
export const newCompletedRequest = async (world: World, tenantId: string): Promise<string> => {
  const { ctx } = world
  const headers = { authorization: `Bearer ${await newSessionToken(ctx, 'tenant', tenantId)}` }
  const created = await expectStatus(
    ctx,
    await multipart('POST', '/api/maintenance', headers, MAINTENANCE_FIELDS, []),
    201,
  )
  await expectStatus(
    ctx,
    {
      method: 'PUT',
      url: `/api/admin/maintenance/${created.id as string}`,
      headers: await adminHeaders(world),
      payload: { status: 'completed' },
    },
    200,
  )
  return created.id as string
}

export const MAINTENANCE_FIELDS = {
  serviceType: 'plumbing',
  specificIssue: 'Leaky faucet',
  description: 'The kitchen tap drips all night.',
  urgency: 'medium',
}

export const PAYMENT_FIELDS = {
  amount: '1425.00',
  method: 'zelle',
  period: 'March 2026',
  zelleRef: 'ZL8K2M4Q',
}

/** A lease document on the lease, uploaded by the admin; returns its id and stored file's id. */
export const newLeaseDocument = async (world: World, leaseId: string) => {
  const { ctx } = world
  const created = await expectStatus(
    ctx,
    await multipart(
      'POST',
      `/api/admin/leases/${leaseId}/documents`,
      await adminHeaders(world),
      {},
      [{ field: 'document', filename: 'Lease.pdf', bytes: LEASE_PDF, type: 'application/pdf' }],
    ),
    201,
  )
  const row = await ctx.db
    .selectFrom('lease_documents')
    .select('file_id')
    .where('id', '=', created.id as string)
    .executeTakeFirstOrThrow()
  return { id: created.id as string, fileId: row.file_id }
}

/** A new invite for a tenant without a password; returns the token from the admin's response. */
export const newInviteToken = async (world: World): Promise<string> => {
  const tenant = await insertTenant(world.ctx.db)
  const invite = await expectStatus(
    world.ctx,
    {
      method: 'POST',
      url: `/api/admin/tenants/${tenant.id}/invite`,
      headers: await adminHeaders(world),
    },
    200,
  )
  return invite.token as string
}

/** An intake uploaded by the admin and read by the extraction job (a text PDF, so it is quick). */
export const newExtractedIntake = async (world: World) => {
  const { ctx } = world
  const created = await expectStatus(
    ctx,
    await multipart('POST', '/api/admin/lease-intake/upload', await adminHeaders(world), {}, [
      { field: 'document', filename: 'Intake.pdf', bytes: LEASE_PDF, type: 'application/pdf' },
    ]),
    201,
  )
  await runQueuedJobs(ctx.db, ctx.app.jobHandlers)
  return { id: created.id as string, fileId: fileIdOf(created.filePath as string) }
}

const seedTenant = async (world: World, name: TenantName) => {
  const { ctx } = world
  const password = `tenant-${name}-password-1`
  const tenant = await insertTenant(ctx.db, { password, first_name: `Tenant${name}` })
  const property = await insertProperty(ctx.db)
  const lease = await insertLease(ctx.db, { tenant_id: tenant.id, property_id: property.id })
  const headers = { authorization: `Bearer ${await newSessionToken(ctx, 'tenant', tenant.id)}` }

  const payment = await expectStatus(
    ctx,
    await multipart('POST', '/api/payments', headers, PAYMENT_FIELDS, [
      { field: 'proofFile', filename: `proof-${name}.png`, bytes: PNG_BYTES, type: 'image/png' },
    ]),
    201,
  )
  const request = await expectStatus(
    ctx,
    await multipart('POST', '/api/maintenance', headers, MAINTENANCE_FIELDS, [
      { field: 'files', filename: `photo-${name}.jpg`, bytes: JPEG_BYTES, type: 'image/jpeg' },
    ]),
    201,
  )
  const admin = await adminHeaders(world)
  for (const [note, isInternal] of [
    [`${INTERNAL_MARKER} tenant ${name} was rude to the plumber`, 1],
    [`${VISIBLE_MARKER} plumber booked`, 0],
  ] as const) {
    await expectStatus(
      ctx,
      {
        method: 'POST',
        url: `/api/admin/maintenance/${request.id as string}/notes`,
        headers: admin,
        payload: { note, isInternal },
      },
      201,
    )
  }
  const document = await newLeaseDocument(world, lease.id)
  return {
    tenantId: tenant.id,
    email: tenant.email,
    password,
    leaseId: lease.id,
    paymentId: payment.id as string,
    proofFileId: fileIdOf(payment.proofFile as string),
    maintenanceId: request.id as string,
    photoFileId: fileIdOf((request.files as { filePath: string }[])[0]?.filePath ?? ''),
    contactId: await newContact(ctx, tenant.id),
    leaseDocumentId: document.id,
    leaseDocumentFileId: document.fileId,
  }
}

export const seedWorld = async (ctx: TestContext): Promise<World> => {
  const admin = await insertAdmin(ctx.db)
  const world: World = {
    ctx,
    adminId: admin.id,
    admin: { username: admin.username, password: admin.password },
    tenants: {} as World['tenants'],
    intakeId: '',
    intakeFileId: '',
  }
  world.tenants.A = await seedTenant(world, 'A')
  world.tenants.B = await seedTenant(world, 'B')
  // An invite outstanding for each tenant, as after a re-invite.
  for (const name of ['A', 'B'] as const) {
    await expectStatus(
      ctx,
      {
        method: 'POST',
        url: `/api/admin/tenants/${world.tenants[name].tenantId}/invite`,
        headers: await adminHeaders(world),
      },
      200,
    )
  }
  const intake = await newExtractedIntake(world)
  world.intakeId = intake.id
  world.intakeFileId = intake.fileId
  return world
}

/** The same shape as a tenant's ids, pointing at nothing: what a guessed id looks like. */
export const nobody = (): Owned => ({
  tenantId: randomUUID(),
  email: 'nobody@example.com',
  leaseId: randomUUID(),
  paymentId: randomUUID(),
  proofFileId: randomUUID(),
  maintenanceId: randomUUID(),
  photoFileId: randomUUID(),
  contactId: randomUUID(),
  leaseDocumentId: randomUUID(),
  leaseDocumentFileId: randomUUID(),
})
