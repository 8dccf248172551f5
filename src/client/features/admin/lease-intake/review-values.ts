import { z } from 'zod'
import {
  resolveFinalizeValues,
  type ExtractedLease,
  type FinalizeIntakeBody,
} from '../../../../shared/schemas/lease-intake'

/**
 * The review form's inputs, as text: what the admin sees and may correct. The finalize body's schema
 * checks the resolved values on the server (an emptied field falls back to the extraction there), so
 * the form checks only what it turns into a number itself.
 */
export const ReviewValuesSchema = z.object({
  /** 'new', or the id of the existing tenant chosen under 'Use Existing'. */
  tenantChoice: z.string(),
  updateInfo: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.string(),
  securityDeposit: z.string(),
  /** What the tenant owes on the finalize day, in dollars; empty is $0. */
  openingBalance: z
    .string()
    .refine(
      (value) => value.trim() === '' || Number.isFinite(Number(value)),
      'Enter the opening balance in dollars',
    ),
  /** For a term that has already ended: hold over month to month from today, or record it ended. */
  endedTerm: z.enum(['holdover', 'ended']),
})
export type ReviewValues = z.infer<typeof ReviewValuesSchema>

export type ReviewField = Exclude<keyof ReviewValues, 'tenantChoice' | 'updateInfo' | 'endedTerm'>

export const NEW_TENANT = 'new'

const amount = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2)

/**
 * A tenant on file matched this closely is almost surely the lease's tenant: creating another record
 * would duplicate them (and fail on their email), so the review starts with them chosen.
 */
export const DEFAULT_MATCH_CONFIDENCE = 0.9

const defaultTenantChoice = (extracted: ExtractedLease | null): string => {
  const best = [...(extracted?.tenantMatches ?? [])].sort((a, b) => b.confidence - a.confidence)[0]
  return best && best.confidence >= DEFAULT_MATCH_CONFIDENCE ? best.tenant.id : NEW_TENANT
}

/** The form as the extraction fills it, with a near-certain match to a tenant on file chosen. */
export const reviewDefaults = (extracted: ExtractedLease | null): ReviewValues => ({
  tenantChoice: defaultTenantChoice(extracted),
  updateInfo: false,
  firstName: extracted?.tenant.firstName ?? '',
  lastName: extracted?.tenant.lastName ?? '',
  email: extracted?.tenant.email ?? '',
  phone: extracted?.tenant.phone ?? '',
  startDate: extracted?.lease.startDate ?? extracted?.lease.commencementDate ?? '',
  endDate: extracted?.lease.endDate ?? extracted?.lease.terminationDate ?? '',
  monthlyRent: amount(extracted?.lease.monthlyRent ?? extracted?.monthlyRent),
  securityDeposit: amount(extracted?.lease.securityDeposit ?? extracted?.deposit.amount),
  openingBalance: '',
  endedTerm: 'holdover',
})

/** Edited values override, empties fall back to the extraction, then '' or 0; always active. */
export const finalizeBody = (
  extracted: ExtractedLease | null,
  values: ReviewValues,
): FinalizeIntakeBody => {
  const resolved = resolveFinalizeValues(extracted, values)
  const isExisting = values.tenantChoice !== NEW_TENANT
  return {
    tenant: {
      ...(isExisting ? { existingId: values.tenantChoice } : {}),
      updateInfo: isExisting && values.updateInfo,
      data: resolved.tenant,
    },
    lease: {
      ...resolved.lease,
      openingBalance: values.openingBalance.trim() === '' ? 0 : Number(values.openingBalance),
      endedTerm: values.endedTerm,
    },
  }
}

/** Where the server's per-field sentences (details.fields) go in this form. */
export const SERVER_FIELDS: Record<string, ReviewField> = {
  'tenant.data.firstName': 'firstName',
  'tenant.data.lastName': 'lastName',
  'tenant.data.email': 'email',
  'tenant.data.phone': 'phone',
  'lease.startDate': 'startDate',
  'lease.endDate': 'endDate',
  'lease.monthlyRent': 'monthlyRent',
  'lease.securityDeposit': 'securityDeposit',
  'lease.openingBalance': 'openingBalance',
}

/** Only a file whose type is application/pdf may be uploaded. */
export const isPdfFile = (file: File) => file.type === 'application/pdf'
