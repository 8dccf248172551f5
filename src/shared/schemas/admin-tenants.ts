import { z } from 'zod'
import { isIsoDate, IsoDateSchema, REAL_DATE_MESSAGE } from '../dates'
import { MoneySchema } from '../money'
import { ListQuerySchema } from './common'
import { LeaseStatusSchema } from './leases'
import { TenantSchema } from './tenant'

/**
 * The tenant as the admin sees it: the tenant row joined through its
 * current lease (decision 0005) to that lease's property. `rent` and `securityDeposit` are the
 * property's figures; `leaseMonthlyRent` / `leaseSecurityDeposit` are the lease's own.
 */
export const AdminTenantSchema = TenantSchema.extend({
  rent: z.number().nullable(),
  securityDeposit: z.number().nullable(),
  maintenanceFee: z.number().nullable(),
  hoaFee: z.number().nullable(),
  gardening: z.number().nullable(),
  pool: z.number().nullable(),
  propertyId: z.string().nullable(),
  propertyName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  leaseId: z.string().nullable(),
  leaseStatus: LeaseStatusSchema.nullable(),
  leaseMonthlyRent: z.number().nullable(),
  leaseSecurityDeposit: z.number().nullable(),
  leasePropertyName: z.string().nullable(),
  /** The tenant has signed in at least once (through an invite or with a password). */
  hasSignedIn: z.boolean(),
  /** An invite link was created and is neither used nor expired. */
  invitePending: z.boolean(),
  createdAt: z.string(),
})
export type AdminTenant = z.infer<typeof AdminTenantSchema>

/** POST /api/admin/tenants/:id/sign-out: how many of the tenant's sessions were ended. */
export const SignOutTenantResponseSchema = z.object({ endedSessions: z.number().int() })
export type SignOutTenantResponse = z.infer<typeof SignOutTenantResponseSchema>

export const AdminTenantListSchema = z.array(AdminTenantSchema)

export const AdminTenantListQuerySchema = ListQuerySchema
export type AdminTenantListQuery = z.infer<typeof AdminTenantListQuerySchema>

/** The form sends '' for a cleared field; the server stores null. Text arrives trimmed. */
const emptyToNull = (value: unknown) => {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Money from a form may arrive as '1850.00'; a number or null once it is here. */
const moneyInput = (value: unknown) => {
  const empty = emptyToNull(value)
  if (typeof empty !== 'string') return empty
  const amount = Number(empty.replace(/[$,\s]/g, ''))
  return Number.isNaN(amount) ? empty : amount
}

const requiredText = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string({ error: `Enter the ${label}` }).max(max))

const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().max(max).nullable())

const money = z.preprocess(moneyInput, MoneySchema.nullable())

/**
 * PATCH /api/admin/tenants/{id}: exactly the whitelist, nothing else (unknown keys are a
 * 400). Each field is written where it lives: names, email and phone on the tenant; the lease
 * dates on the tenant's active lease; the rest on that lease's property.
 */
export const UpdateAdminTenantBodySchema = z
  .strictObject(
    {
      firstName: requiredText('first name', 100),
      lastName: requiredText('last name', 100),
      email: z.preprocess(
        emptyToNull,
        z.email({ error: 'Enter a valid email address' }).max(320, 'Use at most 320 characters'),
      ),
      phone: optionalText(40),
      leaseStart: z.preprocess(
        emptyToNull,
        z.string({ error: 'Enter the lease start date' }).refine(isIsoDate, REAL_DATE_MESSAGE),
      ),
      leaseEnd: z.preprocess(emptyToNull, IsoDateSchema.nullable()),
      propertyAddress: optionalText(300),
      propertyName: requiredText('property name', 200),
      rent: money,
      securityDeposit: money,
      maintenanceFee: money,
      hoaFee: money,
      gardening: money,
      pool: money,
      ownerName: optionalText(200),
      ownerEmail: z.preprocess(
        emptyToNull,
        z.email({ error: 'Enter a valid email address' }).max(320).nullable(),
      ),
      ownerPhone: optionalText(40),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .partial()
/** What the server works with: text trimmed, '' turned into null, money as numbers. */
export type UpdateAdminTenantBody = z.infer<typeof UpdateAdminTenantBodySchema>
/** What the client may send: the edit form's values as typed, '' for a cleared field. */
export type UpdateAdminTenantInput = {
  [K in keyof UpdateAdminTenantBody]?: UpdateAdminTenantBody[K] | string
}

/** The fields of the update that live on the lease's property. */
export const PROPERTY_FIELDS = [
  'propertyAddress',
  'propertyName',
  'rent',
  'securityDeposit',
  'maintenanceFee',
  'hoaFee',
  'gardening',
  'pool',
  'ownerName',
  'ownerEmail',
  'ownerPhone',
] as const

/** The sentence when the dates are edited and the tenant has no active lease. */
export const NO_ACTIVE_LEASE = 'Cannot update lease: No active lease found for this property'
