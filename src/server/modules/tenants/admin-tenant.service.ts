import type { Kysely, Updateable } from 'kysely'
import { toCentsOrNull } from '../../../shared/money'
import {
  NO_ACTIVE_LEASE,
  PROPERTY_FIELDS,
  type AdminTenant,
  type UpdateAdminTenantBody,
} from '../../../shared/schemas/admin-tenants'
import { leaseDatesError } from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import type { Database, PropertiesTable } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { FileStore } from '../../storage/file-store'
import { deleteFileRows, removeStoredBytes } from '../files/files.service'
import { getAdminTenant } from './admin-tenant.queries'
import { addressKey, findPropertyId, insertProperty } from '../properties/property-identity'
import { normalizeEmail } from './tenant.queries'
import { isUniqueViolation } from '../../db/unique-violation'

export const TENANT_NOT_FOUND = 'Tenant not found.'
export const EMAIL_TAKEN = 'Another tenant already uses this email address.'
const NO_PROPERTY = 'Cannot update property: No active lease found for this tenant'
const PROPERTY_NEEDS_NAME =
  'Cannot update property: The active lease has no property yet. Enter a property name first.'

/** The body after the route schema: empty strings are already null. */
type UpdateBody = UpdateAdminTenantBody

const has = (body: UpdateBody, key: keyof UpdateBody) => body[key] !== undefined

const findActiveLease = (db: Db, tenantId: string) =>
  db
    .selectFrom('leases')
    .select(['id', 'property_id', 'start_date', 'end_date'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .orderBy('start_date', 'desc')
    .orderBy('id')
    .executeTakeFirst()

const propertyChanges = (body: UpdateBody): Updateable<PropertiesTable> => {
  const set: Updateable<PropertiesTable> = {}
  if (has(body, 'propertyName') && body.propertyName) set.name = body.propertyName
  if (has(body, 'propertyAddress')) {
    set.address = body.propertyAddress ?? null
    set.normalized_address = addressKey(body.propertyAddress)
  }
  if (has(body, 'maintenanceFee')) set.maintenance_fee_cents = toCentsOrNull(body.maintenanceFee)
  if (has(body, 'hoaFee')) set.hoa_fee_cents = toCentsOrNull(body.hoaFee)
  if (has(body, 'gardening')) set.gardening_fee_cents = toCentsOrNull(body.gardening)
  if (has(body, 'pool')) set.pool_fee_cents = toCentsOrNull(body.pool)
  if (has(body, 'ownerName')) set.owner_name = body.ownerName ?? null
  if (has(body, 'ownerEmail'))
    set.owner_email = body.ownerEmail ? normalizeEmail(body.ownerEmail) : null
  if (has(body, 'ownerPhone')) set.owner_phone = body.ownerPhone ?? null
  return set
}

/**
 * The active lease's property, or one found or created from the name and address being set:
 * an edit that names the property of a lease that has none links the two.
 */
const propertyForUpdate = async (
  db: Db,
  lease: { id: string; property_id: string | null },
  body: UpdateBody,
  now: string,
) => {
  if (lease.property_id) return lease.property_id
  if (!body.propertyName && !body.propertyAddress) throw new AppError(409, PROPERTY_NEEDS_NAME)
  const identity = { name: body.propertyName, address: body.propertyAddress }
  const propertyId =
    (await findPropertyId(db, identity)) ??
    (await insertProperty(
      db,
      { name: body.propertyName ?? body.propertyAddress ?? '', address: body.propertyAddress },
      now,
    ))
  await db
    .updateTable('leases')
    .set({ property_id: propertyId, updated_at: now })
    .where('id', '=', lease.id)
    .execute()
  return propertyId
}

/**
 * PATCH /api/admin/tenants/{id}: each field is written where it lives, in one
 * transaction — names, email and phone on the tenant; the dates, rent and deposit on the tenant's
 * active lease; fees, owner, name and address on that lease's property (so every tenant there
 * sees them).
 */
export const updateAdminTenant = async (
  db: Kysely<Database>,
  tenantId: string,
  body: UpdateBody,
  now = new Date(),
): Promise<AdminTenant> => {
  const stamp = now.toISOString()
  try {
    await db.transaction().execute(async (trx) => {
      const tenant = await trx
        .selectFrom('tenants')
        .select(['id', 'email'])
        .where('id', '=', tenantId)
        .executeTakeFirst()
      if (!tenant) throw new AppError(404, TENANT_NOT_FOUND)

      const email = body.email ? normalizeEmail(body.email) : undefined
      if (email && email !== tenant.email) {
        const taken = await trx
          .selectFrom('tenants')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst()
        if (taken) throw new AppError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
      }
      const tenantSet = {
        ...(body.firstName ? { first_name: body.firstName } : {}),
        ...(body.lastName ? { last_name: body.lastName } : {}),
        ...(email ? { email } : {}),
        ...(has(body, 'phone') ? { phone: body.phone ?? null } : {}),
      }
      if (Object.keys(tenantSet).length) {
        await trx
          .updateTable('tenants')
          .set({ ...tenantSet, updated_at: stamp })
          .where('id', '=', tenantId)
          .execute()
      }

      // Rent and deposit are the current lease's: editing them on the tenant edits that lease.
      const touchesMoney = has(body, 'rent') || has(body, 'securityDeposit')
      const touchesLease = has(body, 'leaseStart') || has(body, 'leaseEnd') || touchesMoney
      const touchesProperty = PROPERTY_FIELDS.some(
        (field) => field !== 'rent' && field !== 'securityDeposit' && has(body, field),
      )
      if (!touchesLease && !touchesProperty) return
      const lease = await findActiveLease(trx, tenantId)
      if (!lease) throw new AppError(409, touchesLease ? NO_ACTIVE_LEASE : NO_PROPERTY)

      if (touchesLease) {
        const startDate = body.leaseStart ?? lease.start_date
        const endDate = has(body, 'leaseEnd') ? (body.leaseEnd ?? null) : lease.end_date
        const datesError = leaseDatesError(startDate, endDate)
        if (datesError) throw new AppError(400, datesError, { fields: { leaseEnd: datesError } })
        for (const field of ['rent', 'securityDeposit'] as const) {
          if (has(body, field) && (body[field] === null || body[field] === undefined)) {
            const message = 'A lease needs an amount here; enter 0 for none'
            throw new AppError(400, message, { fields: { [field]: message } })
          }
        }
        await trx
          .updateTable('leases')
          .set({
            start_date: startDate,
            end_date: endDate,
            ...(has(body, 'rent') ? { monthly_rent_cents: toCentsOrNull(body.rent) ?? 0 } : {}),
            ...(has(body, 'securityDeposit')
              ? { security_deposit_cents: toCentsOrNull(body.securityDeposit) ?? 0 }
              : {}),
            updated_at: stamp,
          })
          .where('id', '=', lease.id)
          .execute()
      }
      if (touchesProperty) {
        const propertyId = await propertyForUpdate(trx, lease, body, stamp)
        await trx
          .updateTable('properties')
          .set({ ...propertyChanges(body), updated_at: stamp })
          .where('id', '=', propertyId)
          .execute()
      }
    })
  } catch (error) {
    // Two edits racing for one address: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error))
      throw new AppError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
    throw error
  }
  const tenant = await getAdminTenant(db, tenantId, now)
  if (!tenant) throw new AppError(404, TENANT_NOT_FOUND)
  return tenant
}

const idsOf = (rows: { id: string | null }[]) => rows.flatMap((row) => (row.id ? [row.id] : []))

/**
 * DELETE /api/admin/tenants/{id}: the tenant and everything that is theirs — leases with their
 * documents, intakes made into those leases, payments, maintenance requests with photos, notes
 * and timeline, contacts, preferences, notifications, sessions, invites — in one transaction.
 * File rows go with it; their bytes are removed once the transaction has committed.
 */
export const deleteAdminTenant = async (
  db: Kysely<Database>,
  store: FileStore,
  tenantId: string,
) => {
  const keys = await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', tenantId)
      .executeTakeFirst()
    if (!tenant) throw new AppError(404, TENANT_NOT_FOUND)

    const leaseIds = idsOf(
      await trx.selectFrom('leases').select('id').where('tenant_id', '=', tenantId).execute(),
    )
    const requestIds = idsOf(
      await trx
        .selectFrom('maintenance_requests')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .execute(),
    )
    const intakes = await trx
      .selectFrom('document_intakes')
      .select(['id', 'file_id'])
      .where((eb) =>
        eb.or([
          eb('tenant_id', '=', tenantId),
          ...(leaseIds.length ? [eb('lease_id', 'in', leaseIds)] : []),
        ]),
      )
      .execute()

    const fileIds = new Set<string>()
    const collect = (rows: { id: string | null }[]) => idsOf(rows).forEach((id) => fileIds.add(id))
    collect(
      await trx
        .selectFrom('payments')
        .select('proof_file_id as id')
        .where('tenant_id', '=', tenantId)
        .execute(),
    )
    if (requestIds.length) {
      collect(
        await trx
          .selectFrom('maintenance_files')
          .select('file_id as id')
          .where('request_id', 'in', requestIds)
          .execute(),
      )
    }
    if (leaseIds.length) {
      collect(
        await trx
          .selectFrom('lease_documents')
          .select('file_id as id')
          .where('lease_id', 'in', leaseIds)
          .execute(),
      )
    }
    collect(intakes.map((intake) => ({ id: intake.file_id })))
    collect(
      await trx
        .selectFrom('stored_files')
        .select('id')
        .where('owner_type', '=', 'tenant')
        .where('owner_id', '=', tenantId)
        .execute(),
    )

    if (requestIds.length) {
      await trx.deleteFrom('maintenance_notes').where('request_id', 'in', requestIds).execute()
      await trx.deleteFrom('maintenance_events').where('request_id', 'in', requestIds).execute()
      await trx.deleteFrom('maintenance_files').where('request_id', 'in', requestIds).execute()
    }
    await trx.deleteFrom('maintenance_requests').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('payments').where('tenant_id', '=', tenantId).execute()
    if (leaseIds.length)
      await trx.deleteFrom('lease_documents').where('lease_id', 'in', leaseIds).execute()
    await trx.deleteFrom('leases').where('tenant_id', '=', tenantId).execute()
    if (intakes.length)
      await trx
        .deleteFrom('document_intakes')
        .where(
          'id',
          'in',
          intakes.map((intake) => intake.id),
        )
        .execute()
    await trx.deleteFrom('emergency_contacts').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('notification_preferences').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('notifications').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('sessions').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('tenant_invites').where('tenant_id', '=', tenantId).execute()
    await trx.deleteFrom('tenants').where('id', '=', tenantId).execute()
    return deleteFileRows(trx, [...fileIds])
  })
  await removeStoredBytes(db, store, keys)
}
