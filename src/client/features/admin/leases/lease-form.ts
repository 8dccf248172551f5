import { z } from 'zod'
import { LATE_FEE_TYPES } from '../../../../shared/late-fees'
import { NO_LATE_FEE } from '../../../../shared/schemas/late-fee-rule'
import {
  CreateLeaseBodySchema,
  LeaseStatusSchema,
  type CreateLeaseValues,
  type Lease,
} from '../../../../shared/schemas/leases'
import type { PickerOption } from '@/components/ui/search-picker'

/** The unit picker's choice for a unit typed in by name rather than picked from the property's. */
export const NEW_UNIT = 'new'

/** What the inputs hold: text, as people type it. */
const LeaseInputsSchema = z.object({
  tenantId: z.string(),
  coTenants: z.array(z.object({ id: z.string(), label: z.string() })),
  additionalOccupants: z.string(),
  propertyId: z.string(),
  /** '' lets the server take the first free unit; NEW_UNIT names one in `unitName`. */
  unitId: z.string(),
  unitName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.string(),
  securityDeposit: z.string(),
  rentDueDay: z.string(),
  status: LeaseStatusSchema,
  lateFee: z.object({
    type: z.enum(LATE_FEE_TYPES),
    amount: z.string(),
    percent: z.string(),
    graceDays: z.string(),
    cap: z.string(),
  }),
})
export type LeaseFormValues = z.input<typeof LeaseInputsSchema>

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/**
 * A number as typed, '$1,850.00' included; an empty field is null so the shared schema says what
 * is missing, and text that is no number stays NaN so it says the amount is not one.
 */
const numberOf = (text: string) => {
  const trimmed = orNull(text.replace(/[$,\s]/g, ''))
  return trimmed === null ? null : Number(trimmed)
}

const unitOf = ({ unitId, unitName }: LeaseFormValues) =>
  unitId === NEW_UNIT ? { unitName: orNull(unitName) } : { unitId: orNull(unitId) }

const lateFeeOf = (fee: LeaseFormValues['lateFee']) =>
  fee.type === 'none'
    ? NO_LATE_FEE
    : {
        type: fee.type,
        amount: fee.type === 'percent' ? null : numberOf(fee.amount),
        percent: fee.type === 'percent' ? numberOf(fee.percent) : null,
        graceDays: numberOf(fee.graceDays) ?? 0,
        cap: numberOf(fee.cap),
      }

const bodyOf = (values: LeaseFormValues) => ({
  tenantId: values.tenantId,
  coTenantIds: values.coTenants.map((tenant) => tenant.id),
  additionalOccupants: orNull(values.additionalOccupants),
  propertyId: orNull(values.propertyId),
  ...unitOf(values),
  startDate: values.startDate,
  endDate: orNull(values.endDate),
  monthlyRent: numberOf(values.monthlyRent),
  securityDeposit: numberOf(values.securityDeposit),
  rentDueDay: numberOf(values.rentDueDay) ?? 1,
  status: values.status,
  lateFee: lateFeeOf(values.lateFee),
})

/** Sentences for a field left empty, where the shared schema's would speak of a wrong value. */
const EMPTY_SENTENCES: Partial<Record<keyof LeaseFormValues, string>> = {
  tenantId: 'Choose the tenant',
  startDate: 'Choose the start date',
}

/**
 * The lease form's schema: the typed text becomes the request body, which the shared create
 * schema then checks, so the sentences under the fields are the server's own (but for a required
 * field left empty, which is asked for by name).
 */
export const LeaseFormSchema = LeaseInputsSchema.transform((values, ctx): CreateLeaseValues => {
  const parsed = CreateLeaseBodySchema.safeParse(bodyOf(values))
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LeaseFormValues
    const empty = values[field] === '' ? EMPTY_SENTENCES[field] : undefined
    ctx.addIssue({ code: 'custom', message: empty ?? issue.message, path: issue.path })
  }
  return z.NEVER
})

const textOf = (value: number | null) => (value === null ? '' : String(value))

/** The co-tenants of a lease as the form lists them. */
export const coTenantsOf = (lease: Lease): PickerOption[] =>
  lease.tenants
    .filter((tenant) => !tenant.primary)
    .map((tenant) => ({ id: tenant.id, label: `${tenant.firstName} ${tenant.lastName}` }))

/** The form's values for a lease, or for a new one: active, rent due on the 1st, no late fee. */
export const leaseFormValuesOf = (lease: Lease | null): LeaseFormValues => ({
  tenantId: lease?.tenantId ?? '',
  coTenants: lease ? coTenantsOf(lease) : [],
  additionalOccupants: lease?.additionalOccupants ?? '',
  propertyId: lease?.propertyId ?? '',
  unitId: lease?.unitId ?? '',
  unitName: '',
  startDate: lease?.startDate ?? '',
  endDate: lease?.endDate ?? '',
  monthlyRent: lease ? String(lease.monthlyRent) : '',
  securityDeposit: lease ? String(lease.securityDeposit) : '',
  rentDueDay: String(lease?.rentDueDay ?? 1),
  status: lease?.status ?? 'active',
  lateFee: {
    type: lease?.lateFee.type ?? 'none',
    amount: textOf(lease?.lateFee.amount ?? null),
    percent: textOf(lease?.lateFee.percent ?? null),
    graceDays: String(lease?.lateFee.graceDays ?? 0),
    cap: textOf(lease?.lateFee.cap ?? null),
  },
})
