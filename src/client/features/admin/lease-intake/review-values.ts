import {
  resolveFinalizeValues,
  type ExtractedLease,
  type FinalizeIntakeBody,
} from '../../../../shared/schemas/lease-intake'

/** The review form's inputs, as text: what the admin sees and may correct. */
export type ReviewValues = {
  /** 'new', or the id of the existing tenant chosen under 'Use Existing'. */
  tenantChoice: string
  updateInfo: boolean
  firstName: string
  lastName: string
  email: string
  phone: string
  startDate: string
  endDate: string
  monthlyRent: string
  securityDeposit: string
}

export type ReviewField = Exclude<keyof ReviewValues, 'tenantChoice' | 'updateInfo'>

export const NEW_TENANT = 'new'

const amount = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2)

/** The form as the extraction fills it; the best match is not chosen for the admin. */
export const reviewDefaults = (extracted: ExtractedLease | null): ReviewValues => ({
  tenantChoice: NEW_TENANT,
  updateInfo: false,
  firstName: extracted?.tenant.firstName ?? '',
  lastName: extracted?.tenant.lastName ?? '',
  email: extracted?.tenant.email ?? '',
  phone: extracted?.tenant.phone ?? '',
  startDate: extracted?.lease.startDate ?? extracted?.lease.commencementDate ?? '',
  endDate: extracted?.lease.endDate ?? extracted?.lease.terminationDate ?? '',
  monthlyRent: amount(extracted?.lease.monthlyRent ?? extracted?.monthlyRent),
  securityDeposit: amount(extracted?.lease.securityDeposit ?? extracted?.deposit.amount),
})

/** SPEC §5: edited values override, empties fall back to the extraction, then '' or 0; always active. */
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
    lease: resolved.lease,
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
}

/** 2,516,582 bytes → '2.40 MB' (SPEC §2 shows the chosen file's size in MB). */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`

/** SPEC §5: only a file whose type is application/pdf may be uploaded. */
export const isPdfFile = (file: File) => file.type === 'application/pdf'
