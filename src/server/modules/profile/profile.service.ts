import { randomUUID } from 'node:crypto'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_EMERGENCY_CONTACTS,
  type EmergencyContact,
  type EmergencyContactBody,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '../../../shared/schemas/profile'
import type { Tenant } from '../../../shared/schemas/tenant'
import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'
import { getTenant, normalizeEmail } from '../tenants/tenant.queries'
import type { TenantScope } from '../tenants/tenant-scope'
import { isUniqueViolation } from '../../db/unique-violation'

const EMAIL_TAKEN = 'Another account already uses this email address.'

export const getCurrentTenant = async (db: Db, scope: TenantScope): Promise<Tenant> => {
  const tenant = await getTenant(db, scope.tenantId)
  if (!tenant) throw new AppError(401, 'Your session has ended. Please sign in again.')
  return tenant
}

/** The tenant edits their own name, email (their sign-in, so unique) and phone. */
export const updateCurrentTenant = async (
  db: Db,
  scope: TenantScope,
  body: { firstName: string; lastName: string; email: string; phone: string | null },
  now = new Date(),
): Promise<Tenant> => {
  const email = normalizeEmail(body.email)
  const clash = await db
    .selectFrom('tenants')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', scope.tenantId)
    .executeTakeFirst()
  if (clash) throw new AppError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
  await db
    .updateTable('tenants')
    .set({
      first_name: body.firstName,
      last_name: body.lastName,
      email,
      phone: body.phone,
      updated_at: now.toISOString(),
    })
    .where('id', '=', scope.tenantId)
    .execute()
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } })
      throw error
    })
  return getCurrentTenant(db, scope)
}

// ---------------------------------------------------------------------------------------------
// Emergency contacts
// ---------------------------------------------------------------------------------------------

const CONTACT_NOT_FOUND = 'Emergency contact not found.'

const contactColumns = ['id', 'name', 'relationship', 'phone'] as const

export const listEmergencyContacts = (db: Db, scope: TenantScope): Promise<EmergencyContact[]> =>
  db
    .selectFrom('emergency_contacts')
    .select(contactColumns)
    .where('tenant_id', '=', scope.tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()

export const createEmergencyContact = async (
  db: Db,
  scope: TenantScope,
  body: EmergencyContactBody,
  now = new Date(),
): Promise<EmergencyContact> => {
  const { count } = await db
    .selectFrom('emergency_contacts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirstOrThrow()
  if (Number(count) >= MAX_EMERGENCY_CONTACTS) {
    throw new AppError(
      409,
      `You can keep at most ${MAX_EMERGENCY_CONTACTS} emergency contacts. Remove one first.`,
    )
  }
  const contact = { id: randomUUID(), ...body }
  const at = now.toISOString()
  await db
    .insertInto('emergency_contacts')
    .values({ ...contact, tenant_id: scope.tenantId, created_at: at, updated_at: at })
    .execute()
  return contact
}

export const updateEmergencyContact = async (
  db: Db,
  scope: TenantScope,
  id: string,
  body: EmergencyContactBody,
  now = new Date(),
): Promise<EmergencyContact> => {
  const result = await db
    .updateTable('emergency_contacts')
    .set({ ...body, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(404, CONTACT_NOT_FOUND)
  return { id, ...body }
}

export const deleteEmergencyContact = async (db: Db, scope: TenantScope, id: string) => {
  const result = await db
    .deleteFrom('emergency_contacts')
    .where('id', '=', id)
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst()
  if (Number(result.numDeletedRows) !== 1) throw new AppError(404, CONTACT_NOT_FOUND)
}

// ---------------------------------------------------------------------------------------------
// Notification preferences
// ---------------------------------------------------------------------------------------------

export const getNotificationPreferences = async (
  db: Db,
  scope: TenantScope,
): Promise<NotificationPreferences> => {
  const row = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .executeTakeFirst()
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES
  return {
    paymentReminders: row.payment_reminders === 1,
    maintenanceUpdates: row.maintenance_updates === 1,
    smsNotifications: row.sms_notifications === 1,
  }
}

type PreferenceColumns = {
  payment_reminders?: number
  maintenance_updates?: number
  sms_notifications?: number
}

const bit = (value: boolean) => (value ? 1 : 0)

const toColumns = (preferences: Partial<NotificationPreferences>): PreferenceColumns => {
  const columns: PreferenceColumns = {}
  if (preferences.paymentReminders !== undefined)
    columns.payment_reminders = bit(preferences.paymentReminders)
  if (preferences.maintenanceUpdates !== undefined)
    columns.maintenance_updates = bit(preferences.maintenanceUpdates)
  if (preferences.smsNotifications !== undefined)
    columns.sms_notifications = bit(preferences.smsNotifications)
  return columns
}

/**
 * Saves the toggles sent; those left out keep their value. One upsert, so two toggles saved at
 * the same moment never overwrite each other with stale values.
 */
export const updateNotificationPreferences = async (
  db: Db,
  scope: TenantScope,
  body: UpdateNotificationPreferencesBody,
  now = new Date(),
): Promise<NotificationPreferences> => {
  const changes = { ...toColumns(body), updated_at: now.toISOString() }
  await db
    .insertInto('notification_preferences')
    .values({
      tenant_id: scope.tenantId,
      payment_reminders: bit(DEFAULT_NOTIFICATION_PREFERENCES.paymentReminders),
      maintenance_updates: bit(DEFAULT_NOTIFICATION_PREFERENCES.maintenanceUpdates),
      sms_notifications: bit(DEFAULT_NOTIFICATION_PREFERENCES.smsNotifications),
      ...changes,
    })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(changes))
    .execute()
  return getNotificationPreferences(db, scope)
}
