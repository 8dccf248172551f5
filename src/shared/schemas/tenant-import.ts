import { z } from 'zod'
import { isIsoDate } from '../dates'
import { MoneySchema } from '../money'

/** The largest spreadsheet the import takes (10485760 bytes). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
/** Beyond this many rows a file is refused whole, so one upload cannot exhaust the server. */
export const IMPORT_MAX_ROWS = 50_000
/** The preview shows 5 records; 5 validation errors and 5 skipped records are listed. */
export const IMPORT_PREVIEW_SIZE = 5
export const IMPORT_LISTED_ERRORS = 5
export const IMPORT_LISTED_SKIPPED = 5

/** The texts for a file the dialog refuses before uploading; the server answers the same. */
export const IMPORT_TOO_LARGE = 'File size must be less than 10MB'
export const IMPORT_WRONG_TYPE = 'Please select an Excel (.xlsx, .xls) or CSV file'
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`)
const optionalText = (max: number) => text(max).nullable().optional()
const date = z
  .string()
  .refine(isIsoDate, 'Use a real date written as YYYY-MM-DD')
  .nullable()
  .optional()

/**
 * One tenant of an import, as the parse step hands it to the client and the client sends it back
 * in the import request's tenants list. Money is dollars, dates
 * YYYY-MM-DD. `row` is the spreadsheet row it came from, for messages.
 */
export const ImportTenantSchema = z
  .object({
    row: z.number().int().min(1).optional(),
    firstName: text(100).min(1, 'Enter the first name'),
    lastName: text(100).min(1, 'Enter the last name'),
    email: z.email('Enter a valid email address').max(320),
    phone: optionalText(40),
    unit: optionalText(40),
    propertyName: optionalText(200),
    propertyAddress: optionalText(300),
    city: optionalText(120),
    state: optionalText(60),
    zipCode: optionalText(20),
    leaseStart: date,
    leaseEnd: date,
    rent: MoneySchema.nullable().optional(),
    securityDeposit: MoneySchema.nullable().optional(),
    /** What the tenant owes on the import day; negative is a credit. Absent: 0. */
    openingBalance: z
      .number()
      .finite()
      .min(-1_000_000, 'The balance cannot be beyond $1,000,000')
      .max(1_000_000, 'The balance cannot be beyond $1,000,000')
      .nullable()
      .optional(),
    /**
     * The lease's status as the sheet states it. Absent, a lease whose end has passed is imported
     * as ended and any other as active.
     */
    leaseStatus: z.enum(['active', 'pending', 'ended']).nullable().optional(),
  })
  .refine((t) => !t.leaseEnd || !t.leaseStart || t.leaseEnd > t.leaseStart, {
    message: 'The lease end must be after the lease start',
    path: ['leaseEnd'],
  })
export type ImportTenant = z.infer<typeof ImportTenantSchema>

/**
 * A row brings a lease when it names a property or any lease term; without a start date that
 * lease starts on the import day (an at-will lease, as Buildium's import does), and without an
 * end date it runs month to month.
 */
export const bringsLease = (t: ImportTenant) =>
  Boolean(
    t.propertyName ||
    t.propertyAddress ||
    t.leaseStart ||
    t.leaseEnd ||
    (t.rent !== null && t.rent !== undefined) ||
    (t.securityDeposit !== null && t.securityDeposit !== undefined) ||
    (t.openingBalance !== null && t.openingBalance !== undefined),
  )

export const ImportValidationErrorSchema = z.object({
  row: z.number().int(),
  errors: z.array(z.string()),
})
export type ImportValidationError = z.infer<typeof ImportValidationErrorSchema>

/** POST /api/admin/tenants/upload-excel. */
export const ImportParseResultSchema = z.object({
  tenants: z.array(ImportTenantSchema),
  preview: z.array(ImportTenantSchema),
  validationErrors: z.array(ImportValidationErrorSchema),
  summary: z.object({
    totalRows: z.number().int(),
    validRows: z.number().int(),
    invalidRows: z.number().int(),
    /** Valid rows the import will skip: the email is already in Hearth or earlier in the file. */
    skippedRows: z.number().int(),
  }),
  /** Which header of the file fed which field, and which headers were left out. */
  columns: z.object({
    mapped: z.array(z.object({ header: z.string(), field: z.string() })),
    ignored: z.array(z.string()),
  }),
})
export type ImportParseResult = z.infer<typeof ImportParseResultSchema>

/** POST /api/admin/tenants/import. */
export const ImportTenantsBodySchema = z.object({
  tenants: z
    .array(ImportTenantSchema)
    .min(1, 'There are no tenants to import')
    .max(
      IMPORT_MAX_ROWS,
      `Import at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} tenants at a time`,
    ),
})
export type ImportTenantsBody = z.infer<typeof ImportTenantsBodySchema>

export const ImportResultSchema = z.object({
  summary: z.object({
    createdCount: z.number().int(),
    skippedCount: z.number().int(),
    leaseCount: z.number().int(),
    propertyCount: z.number().int(),
  }),
  skippedRecords: z.array(z.object({ email: z.string(), reason: z.string() })),
})
export type ImportResult = z.infer<typeof ImportResultSchema>

/** The reasons a record is skipped. */
export const SKIP_EXISTING = 'A tenant with this email already exists'
export const SKIP_DUPLICATE = 'This email appears earlier in the file'
