import { z } from 'zod'

const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/
const MIN_PHONE_DIGITS = 7
const MAX_PHONE_DIGITS = 15

const digitCount = (value: string) => value.replace(/\D/g, '').length

/** A phone number as people write it: digits with spaces, dashes, dots, brackets or a leading +. */
export const PhoneSchema = z
  .string()
  .trim()
  .min(1, 'Enter a phone number')
  .max(40, 'Use at most 40 characters')
  .refine(
    (value) =>
      PHONE_CHARACTERS.test(value) &&
      digitCount(value) >= MIN_PHONE_DIGITS &&
      digitCount(value) <= MAX_PHONE_DIGITS,
    `Enter a phone number with ${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits`,
  )

const name = (what: string) =>
  z.string().trim().min(1, `Enter ${what}`).max(100, 'Use at most 100 characters')

/**
 * PUT /api/tenants/current: the fields a tenant may edit about themselves. Anything else the
 * client sends along (unit, lease dates) is ignored: those belong to the landlord.
 */
export const UpdateProfileBodySchema = z.object({
  firstName: name('your first name'),
  lastName: name('your last name'),
  email: z
    .string()
    .trim()
    .max(320, 'Use at most 320 characters')
    .pipe(z.email('Enter a valid email address')),
  // A tenant may remove their number: empty means none.
  phone: z.preprocess((value) => (value === '' ? null : value), PhoneSchema.nullable()),
})
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>

/** An emergency contact of the tenant. */
export const EmergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
})
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>

/** Name, relationship and phone are all required. */
export const EmergencyContactBodySchema = z.object({
  name: name('a name'),
  relationship: z
    .string()
    .trim()
    .min(1, 'Enter the relationship')
    .max(60, 'Use at most 60 characters'),
  phone: PhoneSchema,
})
export type EmergencyContactBody = z.infer<typeof EmergencyContactBodySchema>

/** Enough for family, a neighbour and a doctor; a bound keeps one account from filling the table. */
export const MAX_EMERGENCY_CONTACTS = 10

/** Which news the tenant also wants by email. */
export const NotificationPreferencesSchema = z.object({
  paymentReminders: z.boolean(),
  maintenanceUpdates: z.boolean(),
  smsNotifications: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

/** The defaults, for a tenant who never saved any: every kind of news on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  paymentReminders: true,
  maintenanceUpdates: true,
  smsNotifications: false,
}

/** Each toggle saves on its own, so any subset may be sent; what is left out stays. */
export const UpdateNotificationPreferencesBodySchema =
  NotificationPreferencesSchema.partial().refine(
    (body) => Object.keys(body).length > 0,
    'Send at least one preference',
  )
export type UpdateNotificationPreferencesBody = z.infer<
  typeof UpdateNotificationPreferencesBodySchema
>
