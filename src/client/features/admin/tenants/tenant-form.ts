import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import {
  UpdateAdminTenantBodySchema,
  type AdminTenant,
  type UpdateAdminTenantBody,
  type UpdateAdminTenantInput,
} from '../../../../shared/schemas/admin-tenants'

/**
 * The edit form of the tenant detail dialog: the whitelist, every value as the text its
 * input holds. Empty inputs are sent as '' and the server stores null.
 */
export const EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'propertyName',
  'propertyAddress',
  'rent',
  'securityDeposit',
  'maintenanceFee',
  'hoaFee',
  'gardening',
  'pool',
  'ownerName',
  'ownerEmail',
  'ownerPhone',
  'leaseStart',
  'leaseEnd',
] as const

export type EditableField = (typeof EDITABLE_FIELDS)[number]
export type TenantFormValues = Record<EditableField, string>

/** Fields that live on the tenant's active lease or its property. */
export const LEASE_FIELDS: readonly EditableField[] = ['leaseStart', 'leaseEnd']
export const PROPERTY_FIELDS: readonly EditableField[] = EDITABLE_FIELDS.filter(
  (field) => !['firstName', 'lastName', 'email', 'phone', 'leaseStart', 'leaseEnd'].includes(field),
)

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export const toFormValues = (tenant: AdminTenant): TenantFormValues => ({
  firstName: tenant.firstName,
  lastName: tenant.lastName,
  email: tenant.email,
  phone: text(tenant.phone),
  propertyName: text(tenant.propertyName),
  propertyAddress: text(tenant.propertyAddress),
  rent: text(tenant.rent),
  securityDeposit: text(tenant.securityDeposit),
  maintenanceFee: text(tenant.maintenanceFee),
  hoaFee: text(tenant.hoaFee),
  gardening: text(tenant.gardening),
  pool: text(tenant.pool),
  ownerName: text(tenant.ownerName),
  ownerEmail: text(tenant.ownerEmail),
  ownerPhone: text(tenant.ownerPhone),
  leaseStart: text(tenant.leaseStart),
  leaseEnd: text(tenant.leaseEnd),
})

/**
 * Only what the admin changed goes to the server: an untouched lease date must not ask for an
 * active lease, and an untouched fee must not be rewritten on a property other tenants share.
 */
export const changedFields = (
  values: TenantFormValues,
  original: TenantFormValues,
): UpdateAdminTenantInput => {
  const changes: Record<string, string> = {}
  for (const field of EDITABLE_FIELDS) {
    if (values[field].trim() !== original[field].trim()) changes[field] = values[field].trim()
  }
  return changes
}

/**
 * The edit form's check: what changed, checked by the server's own schema, so each field's sentence
 * lands under that field before anything is sent.
 */
export const tenantFormSchema = (original: TenantFormValues) =>
  z
    .custom<TenantFormValues>()
    .transform((values): z.input<typeof UpdateAdminTenantBodySchema> =>
      changedFields(values, original),
    )
    .pipe(UpdateAdminTenantBodySchema)

/** The form the detail dialog builds: the inputs' text in, the checked changes out. */
export type TenantForm = UseFormReturn<TenantFormValues, unknown, UpdateAdminTenantBody>
