import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { IdSchema } from './common'
import { MoneySchema } from '../money'
import { TenantInviteSchema } from './auth'

/**
 * The extracted JSON of a lease intake. Its field names are a stored contract: intakes already read
 * keep them, so a field is added beside the others and never renamed.
 * Every value the document does not state is null (lists are empty), so the review form can tell "not found"
 * from a real value. Dates are YYYY-MM-DD, money is dollars, percentages are numbers (5 means 5 %).
 */
const text = z.string().min(1).nullable()
const dollars = z.number().finite().min(0).nullable()
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()

export const LeaseTypeSchema = z.enum(['fixed-term', 'month-to-month'])
export type LeaseType = z.infer<typeof LeaseTypeSchema>

export const ExtractedTenantSchema = z.object({
  firstName: text,
  lastName: text,
  fullName: text,
  email: text,
  phone: text,
  /** Occupants who are not parties to the lease, comma-separated as the panel shows them. */
  additionalOccupants: text,
})

export const ExtractedLeaseTermsSchema = z.object({
  type: LeaseTypeSchema.nullable(),
  startDate: isoDate,
  endDate: isoDate,
  commencementDate: isoDate,
  terminationDate: isoDate,
  /** The end of the term as the lease words it, e.g. 'terminating on January 14, 2025'. */
  terminationDateFull: text,
  monthlyRent: dollars,
  securityDeposit: dollars,
  rentDueDay: z.number().int().min(1).max(31).nullable(),
  maxGuestDays: z.number().int().min(0).nullable(),
})

export const ExtractedManagementSchema = z.object({
  company: text,
  housingProvider: text,
  rpo: text,
  mailingAddress: text,
  acceptedPaymentMethods: z.array(z.string().min(1)),
  bankAccount: text,
  zelleNumber: text,
})

export const ExtractedFinancialSchema = z.object({
  lateFeePercentage: z.number().finite().min(0).max(100).nullable(),
  gracePeriodDays: z.number().int().min(0).nullable(),
  nsfFeeFirst: dollars,
  nsfFeeAdditional: dollars,
  totalMoveInCost: dollars,
  proratedRent: dollars,
  monthlyRent: dollars,
})

export const NsfPolicySchema = z.object({
  firstReturnedCheckFee: dollars,
  additionalReturnedCheckFee: dollars,
  /** The one returned-payment fee when the lease names a single amount. */
  fee: dollars,
  /** The returned-payment clause as written (what the tenant owes or must pay with afterwards). */
  paymentRequirement: text,
})

export const ExtractedPaymentSchema = z.object({
  rentDueDateDescription: text,
  recipientName: text,
  paymentAddress: text,
  officeHours: text,
  nsfPolicy: NsfPolicySchema,
})

export const ExtractedDepositSchema = z.object({
  amount: dollars,
  returnTimeline: z.object({ days: z.number().int().min(0).nullable(), condition: text }),
})

export const TenantMatchSchema = z.object({
  tenant: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    unit: z.string().nullable(),
  }),
  /** 0 to 1; the review screen shows it as a percentage. */
  confidence: z.number().min(0).max(1),
  matchReasons: z.array(z.string()),
})
export type TenantMatch = z.infer<typeof TenantMatchSchema>

/** One person named as a tenant (a party to the lease). */
export const ExtractedPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
})
export type ExtractedPerson = z.infer<typeof ExtractedPersonSchema>

/** A highlight on a page, each side a share (0 to 1) of the page's width or height from its top left. */
export const EvidenceBoxSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
})
export type EvidenceBox = z.infer<typeof EvidenceBoxSchema>

/** Where a value was read: its page (from 1), the line(s) it stands in, and boxes around it on that page. */
export const FieldEvidenceSchema = z.object({
  page: z.number().int().min(1),
  text: z.string(),
  /** Empty when the page has no positions to point at (a form read from its XFA data). */
  boxes: z.array(EvidenceBoxSchema),
})
export type FieldEvidence = z.infer<typeof FieldEvidenceSchema>

/** How sure the reading of one field is (0 to 1) and where in the PDF it came from. */
export const FieldReadingSchema = z.object({
  confidence: z.number().min(0).max(1),
  evidence: FieldEvidenceSchema.nullable(),
})
export type FieldReading = z.infer<typeof FieldReadingSchema>

/**
 * The fields whose reading the review shows beside them, named as the extractor names them: the primary
 * tenant's first and last name both come from `tenants`.
 */
export const REVIEWED_FIELDS = [
  'tenants',
  'tenantEmail',
  'tenantPhone',
  'premisesAddress',
  'rpo',
  'terminationDateText',
  'startDate',
  'endDate',
  'monthlyRent',
  'securityDeposit',
  'rentDueDescription',
  'paymentRecipient',
  'paymentAddress',
  'officeHours',
  'nsfPolicy',
] as const
export type ReviewedField = (typeof REVIEWED_FIELDS)[number]

export const ExtractedLeaseSchema = z.object({
  /** Every tenant named as a party, joined with ' and ', so the "name contains" match finds any of them. */
  tenantName: text,
  /**
   * Every tenant named as a party, the primary tenant first, each on their own: added beside `tenant`
   * (which holds one), absent from intakes read before it.
   */
  tenants: z.array(ExtractedPersonSchema).optional(),
  monthlyRent: dollars,
  tenant: ExtractedTenantSchema,
  property: z.object({ address: text }),
  lease: ExtractedLeaseTermsSchema,
  management: ExtractedManagementSchema,
  financial: ExtractedFinancialSchema,
  payment: ExtractedPaymentSchema,
  deposit: ExtractedDepositSchema,
  /** Calibrated document confidence, 0 to 1. */
  confidence: z.number().min(0).max(1),
  /**
   * Each reviewed field's own confidence and where it was read; added later, so absent from
   * intakes read before it.
   */
  readings: z.partialRecord(z.enum(REVIEWED_FIELDS), FieldReadingSchema).optional(),
  hasMatches: z.boolean(),
  tenantMatches: z.array(TenantMatchSchema),
})
export type ExtractedLease = z.infer<typeof ExtractedLeaseSchema>

// ---------------------------------------------------------------------------------------------
// Intake calls
// ---------------------------------------------------------------------------------------------

/** The server moves an intake through these; the review tab shows one view per status. */
export const INTAKE_STATUSES = [
  'uploaded',
  'processing',
  'extracted',
  'failed',
  'finalized',
] as const
export const IntakeStatusSchema = z.enum(INTAKE_STATUSES)
export type IntakeStatus = z.infer<typeof IntakeStatusSchema>

/** Scans are large, so an intake PDF may weigh more than a lease document. */
export const INTAKE_MAX_BYTES = 20 * 1024 * 1024

/** What the server answers for a file whose bytes are not a PDF, whatever its name. */
export const INTAKE_NOT_A_PDF = 'This file is not a PDF'

/**
 * Why a file is too large to upload, with its size, so the landlord knows how far over it is:
 * 'This PDF is 20.98 MB; the limit is 20 MB'. A file just over the limit never reads as '20.00 MB'.
 */
export const intakeTooLarge = (bytes: number): string => {
  const limit = INTAKE_MAX_BYTES / (1024 * 1024)
  const size = Math.max(Math.round((bytes / (1024 * 1024)) * 100) / 100, limit + 0.01)
  return `This PDF is ${size.toFixed(2)} MB; the limit is ${limit} MB`
}
/** The review tab polls the selected intake this often while it is being read. */
export const INTAKE_POLL_MS = 2000

export const LeaseIntakeSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  status: IntakeStatusSchema,
  /** The extracted JSON as text (ExtractedLeaseSchema), null until extracted. */
  extractedJson: z.string().nullable(),
  confidenceScore: z.number().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  tenantId: z.string().nullable(),
  leaseId: z.string().nullable(),
  /** The tenant a finalize created or chose; hasAccount once they set a password. */
  tenant: z
    .object({ firstName: z.string(), lastName: z.string(), hasAccount: z.boolean() })
    .nullable(),
  /** The uploaded PDF (files route), null once the file was deleted with its lease document. */
  filePath: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
})
export type LeaseIntake = z.infer<typeof LeaseIntakeSchema>

/** Polling goes on while the document is still being read. */
export const isIntakePending = (
  intake: Pick<LeaseIntake, 'status' | 'extractedJson'> | undefined,
): boolean =>
  !intake ||
  intake.status === 'uploaded' ||
  intake.status === 'processing' ||
  (intake.status === 'extracted' && !intake.extractedJson)

/** The stored extraction, or null when there is none or it does not fit ExtractedLeaseSchema. */
export const parseExtractedJson = (json: string | null | undefined): ExtractedLease | null => {
  if (!json) return null
  try {
    const parsed = ExtractedLeaseSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

// A field the client left out or cleared falls back to the extraction, so every value
// of the finalize body is optional on the wire; the server checks the resolved values.
const editedText = z.string().max(320).nullable().optional()
const editedMoney = z
  .union([z.number(), z.string().max(40)])
  .nullable()
  .optional()

/** POST /api/admin/lease-intake/{id}/finalize. */
export const FinalizeIntakeBodySchema = z.object({
  tenant: z.object({
    /** An existing tenant chosen under 'Use Existing'; absent, null or '' creates a new tenant. */
    existingId: z.preprocess(
      (value) => (value === '' ? null : value),
      IdSchema.nullable().optional(),
    ),
    /** With an existing tenant: overwrite their name, email and phone with the form's values. */
    updateInfo: z.boolean().default(false),
    data: z
      .object({ firstName: editedText, lastName: editedText, email: editedText, phone: editedText })
      .default({}),
  }),
  lease: z
    .object({
      monthlyRent: editedMoney,
      securityDeposit: editedMoney,
      startDate: editedText,
      endDate: editedText,
      /** Always active; a term that already ended is decided by `endedTerm`. */
      status: z
        .literal('active', { error: 'A lease created from a document is always active' })
        .default('active'),
      /**
       * What the tenant owed on the finalize day, in dollars (negative: a credit). The books of a
       * signed lease start on that day; 0 when left out.
       */
      openingBalance: z
        .number({ error: 'Enter the opening balance in dollars' })
        .finite('Enter the opening balance in dollars')
        .min(-1_000_000, 'Enter an opening balance between -$1,000,000 and $1,000,000')
        .max(1_000_000, 'Enter an opening balance between -$1,000,000 and $1,000,000')
        .nullable()
        .optional(),
      /**
       * For a term that has already ended: the tenant stays on month to month from today
       * ('holdover', the default), or the lease is recorded as ended.
       */
      endedTerm: z.enum(['holdover', 'ended'], { error: 'Choose holdover or ended' }).optional(),
    })
    .default({ status: 'active' }),
  /** The other tenants who signed the lease: each becomes a co-tenant with their own login. */
  coTenants: z
    .array(
      z.object({
        firstName: editedText,
        lastName: editedText,
        email: editedText,
        phone: editedText,
      }),
    )
    .max(20, 'A lease has at most 20 co-tenants')
    .default([]),
})

/** When a signed term is far enough in the past that the review warns about it. */
export type TermWarning = 'ended' | 'started-long-ago' | null

/**
 * The review warns when the term has ended (the tenant is holding over or has left) or started
 * more than a month ago (rent before today is not charged again: it belongs in the opening balance).
 */
export const termWarning = (startDate: string, endDate: string, today: string): TermWarning => {
  if (endDate && endDate < today) return 'ended'
  if (!startDate) return null
  // The same day of last month, or its last day when it is shorter (31 March → 28 February): a
  // plain setUTCMonth would roll 31 February over to 3 March and warn about a 29-day-old start.
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate()
  const monthAgo = new Date(Date.UTC(year, month - 2, Math.min(day, lastOfPrevious)))
  return startDate < monthAgo.toISOString().slice(0, 10) ? 'started-long-ago' : null
}
export type FinalizeIntakeBody = z.input<typeof FinalizeIntakeBodySchema>
export type FinalizeIntakeValues = z.output<typeof FinalizeIntakeBodySchema>

type Edits = {
  firstName?: string | null | undefined
  lastName?: string | null | undefined
  email?: string | null | undefined
  phone?: string | null | undefined
  monthlyRent?: number | string | null | undefined
  securityDeposit?: number | string | null | undefined
  startDate?: string | null | undefined
  endDate?: string | null | undefined
}

const pickText = (...values: (string | null | undefined)[]): string =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? ''

/** '$1,850.00' → 1850; anything that is not an amount reads as empty. */
const readAmount = (value: number | string | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const text = value?.replace(/[$,\s]/g, '') ?? ''
  if (text === '') return null
  const amount = Number(text)
  return Number.isFinite(amount) ? amount : null
}

/**
 * The finalize rule, on both sides: an edited value overrides the extracted one; an empty one
 * falls back to the extracted value, then to '' or 0; the status is always active.
 */
export const resolveFinalizeValues = (extracted: ExtractedLease | null, edits: Edits) => ({
  tenant: {
    firstName: pickText(edits.firstName, extracted?.tenant.firstName),
    lastName: pickText(edits.lastName, extracted?.tenant.lastName),
    email: pickText(edits.email, extracted?.tenant.email),
    phone: pickText(edits.phone, extracted?.tenant.phone),
  },
  lease: {
    monthlyRent:
      readAmount(edits.monthlyRent) ?? extracted?.lease.monthlyRent ?? extracted?.monthlyRent ?? 0,
    securityDeposit:
      readAmount(edits.securityDeposit) ??
      extracted?.lease.securityDeposit ??
      extracted?.deposit.amount ??
      0,
    startDate: pickText(
      edits.startDate,
      extracted?.lease.startDate,
      extracted?.lease.commencementDate,
    ),
    endDate: pickText(edits.endDate, extracted?.lease.endDate, extracted?.lease.terminationDate),
    status: 'active' as const,
  },
})
export type ResolvedFinalizeValues = ReturnType<typeof resolveFinalizeValues>

const required = (what: string, max: number) =>
  z.string().min(1, `Enter the tenant's ${what}`).max(max, `Use at most ${max} characters`)

/** The tenant a finalize creates, or writes over an existing one's details (updateInfo). */
export const FinalizeTenantDataSchema = z.object({
  firstName: required('first name', 100),
  lastName: required('last name', 100),
  email: z
    .string()
    .min(1, "Enter the tenant's email address")
    .pipe(z.email({ error: 'Enter a valid email address' }).max(320, 'Use at most 320 characters')),
  phone: z.string().max(40, 'Use at most 40 characters'),
})

/** The lease a finalize creates; no end date is a month-to-month lease. */
export const FinalizeLeaseSchema = z
  .object({
    monthlyRent: MoneySchema,
    securityDeposit: MoneySchema,
    startDate: z.string().min(1, 'Enter the commencement date').pipe(IsoDateSchema),
    endDate: z.union([z.literal(''), IsoDateSchema]),
    status: z.literal('active'),
  })
  .refine((lease) => !lease.endDate || lease.endDate > lease.startDate, {
    message: 'The termination date must be after the commencement date',
    path: ['endDate'],
  })

export const FinalizeIntakeResultSchema = z.object({
  intake: LeaseIntakeSchema,
  tenantId: z.string(),
  leaseId: z.string(),
  propertyId: z.string().nullable(),
  /** The tenant's invite link; null when the tenant already has an account. */
  invite: TenantInviteSchema.nullable(),
  /** Invite links of the co-tenants who have no account yet. */
  coTenantInvites: z.array(TenantInviteSchema).default([]),
})
export type FinalizeIntakeResult = z.infer<typeof FinalizeIntakeResultSchema>
