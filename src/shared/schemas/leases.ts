import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { MoneySchema } from '../money'
import { IdSchema, ListQuerySchema } from './common'
import { LateFeeRuleSchema } from './late-fee-rule'

/** Lease statuses; the form defaults to active. */
export const LEASE_STATUSES = ['pending', 'active', 'ended'] as const
export const LeaseStatusSchema = z.enum(LEASE_STATUSES, {
  error: 'Choose pending, active or ended',
})
export type LeaseStatus = z.infer<typeof LeaseStatusSchema>

export const RentDueDaySchema = z
  .number({ error: 'Enter the day of the month rent is due (1 to 31)' })
  .int('Enter the day of the month rent is due (1 to 31)')
  .min(1, 'Enter the day of the month rent is due (1 to 31)')
  .max(31, 'Enter the day of the month rent is due (1 to 31)')

const leaseFields = {
  tenantId: IdSchema,
  propertyId: IdSchema.nullable().optional(),
  startDate: IsoDateSchema,
  /** Null for a month-to-month lease with no end. */
  endDate: IsoDateSchema.nullable().optional(),
  monthlyRent: MoneySchema,
  securityDeposit: MoneySchema,
  status: LeaseStatusSchema.default('active'),
  rentDueDay: RentDueDaySchema.optional(),
  /** The unit of the property the lease is on; without it, the first unit no active lease holds. */
  unitId: IdSchema.nullable().optional(),
  /** A unit named rather than chosen: the property's unit of that name, made when missing. */
  unitName: z.string().trim().max(60, 'Use at most 60 characters').nullable().optional(),
  /** Tenants who share the lease with the primary tenant, each with their own login. */
  coTenantIds: z.array(IdSchema).max(20, 'A lease has at most 20 co-tenants').optional(),
  /** Occupants who are not parties to the lease, names only. */
  additionalOccupants: z
    .string()
    .trim()
    .max(500, 'Use at most 500 characters')
    .nullable()
    .optional(),
  /**
   * When Hearth starts keeping this lease's books; the lease start when left out. A lease brought
   * in from before sets the day it is brought in and the opening balance owed then.
   */
  ledgerStart: IsoDateSchema.optional(),
  openingBalance: z
    .number({ error: 'Enter the opening balance in dollars' })
    .finite()
    .min(-1_000_000, 'Enter an opening balance between -$1,000,000 and $1,000,000')
    .max(1_000_000, 'Enter an opening balance between -$1,000,000 and $1,000,000')
    .optional(),
  /** When and how much a late payment costs; no late fee when left out. */
  lateFee: LateFeeRuleSchema.optional(),
}

const END_AFTER_START = 'The end date must be after the start date'

const endsAfterStart = (lease: {
  startDate?: string | undefined
  endDate?: string | null | undefined
}) => !lease.startDate || !lease.endDate || lease.endDate > lease.startDate

/** POST /api/admin/leases, with the property and the rent due day. */
export const CreateLeaseBodySchema = z
  .object(leaseFields)
  .refine(endsAfterStart, { message: END_AFTER_START, path: ['endDate'] })
/** What a client sends (status may be left out); the server works with the parsed values. */
export type CreateLeaseBody = z.input<typeof CreateLeaseBodySchema>
export type CreateLeaseValues = z.output<typeof CreateLeaseBodySchema>

/** PUT /api/admin/leases/{id}: any subset of the form's fields. */
export const UpdateLeaseBodySchema = z
  .object({ ...leaseFields, status: LeaseStatusSchema })
  .partial()
  .refine(endsAfterStart, { message: END_AFTER_START, path: ['endDate'] })
export type UpdateLeaseBody = z.infer<typeof UpdateLeaseBodySchema>

/** The same rule for a lease whose other date is already stored. */
export const leaseDatesError = (startDate: string, endDate: string | null): string | null =>
  endDate && endDate <= startDate ? END_AFTER_START : null

export const LeaseListQuerySchema = ListQuerySchema.extend({
  status: LeaseStatusSchema.optional(),
  tenantId: IdSchema.optional(),
  propertyId: IdSchema.optional(),
})
export type LeaseListQuery = z.infer<typeof LeaseListQuerySchema>

// A field of the wrong type reads as missing rather than failing the whole panel.
const text = z.string().nullable().optional().catch(null)
const num = z.number().nullable().optional().catch(null)
const group = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape).partial().optional().catch(undefined)

/**
 * What the Auto-Extracted Information panel shows, read leniently from the stored
 * extraction: older or partial extractions simply leave fields out. The bank account arrives
 * already masked to its last 4 digits: the full number never leaves the server.
 */
export const LeaseExtractedDataSchema = z.object({
  tenant: group({
    fullName: text,
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    additionalOccupants: text,
  }),
  property: group({ address: text }),
  lease: group({
    type: text,
    startDate: text,
    endDate: text,
    monthlyRent: num,
    securityDeposit: num,
    rentDueDay: num,
    maxGuestDays: num,
  }),
  management: group({
    company: text,
    housingProvider: text,
    mailingAddress: text,
    acceptedPaymentMethods: z.array(z.string()).nullable().optional().catch(null),
    bankAccount: text,
    zelleNumber: text,
  }),
  financial: group({
    lateFeePercentage: num,
    gracePeriodDays: num,
    nsfFeeFirst: num,
    nsfFeeAdditional: num,
    totalMoveInCost: num,
    proratedRent: num,
  }),
})
export type LeaseExtractedData = z.infer<typeof LeaseExtractedDataSchema>

export const LeaseTenantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  primary: z.boolean(),
})
export type LeaseTenant = z.infer<typeof LeaseTenantSchema>

export const LeaseSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  propertyId: z.string().nullable(),
  status: LeaseStatusSchema,
  monthlyRent: z.number(),
  securityDeposit: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  rentDueDay: z.number().int(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  property: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The primary tenant, kept for clients that know one tenant; `tenants` lists them all, the primary first. */
  tenant: z
    .object({ firstName: z.string(), lastName: z.string(), unit: z.string().nullable() })
    .nullable(),
  tenants: z.array(LeaseTenantSchema),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  additionalOccupants: z.string().nullable(),
  ledgerStart: z.string(),
  openingBalance: z.number(),
  lateFee: LateFeeRuleSchema,
  /** True when the lease came from an intake or a finalized/extracted intake matches it. */
  extractedFromDocument: z.boolean(),
  confidenceScore: z.number().nullable(),
  /** When the matching document was read (the intake's processing time). */
  extractedAt: z.string().nullable(),
  extractedData: LeaseExtractedDataSchema.nullable(),
})
export type Lease = z.infer<typeof LeaseSchema>

/** Lease document types; uploads default to lease_agreement. */
export const DOCUMENT_TYPES = ['lease_agreement', 'addendum', 'inspection_report', 'other'] as const
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: 'Choose lease_agreement, addendum, inspection_report or other',
})
export type DocumentType = z.infer<typeof DocumentTypeSchema>

/** The text fields of the upload form; the file itself travels as the multipart field `document`. */
export const UploadLeaseDocumentFieldsSchema = z.object({
  documentType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    DocumentTypeSchema.default('lease_agreement'),
  ),
})

export const LeaseDocumentSchema = z.object({
  id: z.string(),
  leaseId: z.string(),
  filename: z.string(),
  documentType: DocumentTypeSchema,
  uploadedAt: z.string(),
  sizeBytes: z.number().int(),
})
export type LeaseDocument = z.infer<typeof LeaseDocumentSchema>

export const LeaseDocumentParamsSchema = z.object({ id: IdSchema, docId: IdSchema })

/** Most a lease document may weigh. */
export const LEASE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
