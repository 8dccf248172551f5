import { z } from 'zod'
import { parsePeriod } from '../ledger'
import { PositiveMoneySchema } from '../money'
import { IdSchema, ListQuerySchema } from './common'

export const PAYMENT_METHODS = ['zelle', 'check', 'cash'] as const
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose Zelle, check or cash' })
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: 'Use pending, confirmed or rejected',
})
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>

/** The period is built as 'Month Year', e.g. 'March 2025'. */
export const PeriodSchema = z
  .string()
  .refine(
    (value) => parsePeriod(value) !== undefined,
    "Write the period as month and year, such as 'March 2025'",
  )

const DOLLARS_TEXT = /^\d+(\.\d+)?$/

/** A form field holding dollars ('1425' or '1425.50'), read as a number and checked as money. */
export const DollarsTextSchema = z
  .string()
  .trim()
  .regex(DOLLARS_TEXT, 'Enter an amount in dollars, such as 1425.00')
  .transform(Number)
  .pipe(PositiveMoneySchema)

export const ZelleRefSchema = z.string().trim().max(64, 'Use at most 64 characters')

/**
 * The new-payment form as its multipart text fields arrive. The proof
 * file travels beside it as `proofFile`. An empty Zelle code counts as none.
 */
export const CreatePaymentFieldsSchema = z
  .object({
    amount: DollarsTextSchema,
    method: PaymentMethodSchema,
    period: PeriodSchema,
    zelleRef: ZelleRefSchema.optional().transform((value) => value || undefined),
  })
  .refine((form) => form.method === 'zelle' || form.zelleRef === undefined, {
    message: 'A Zelle confirmation code goes only with a Zelle payment',
    path: ['zelleRef'],
  })
export type CreatePaymentFields = z.input<typeof CreatePaymentFieldsSchema>

/** A payment, plus what a tenant needs to understand a rejection. */
export const PaymentSchema = z.object({
  id: z.string(),
  /** Dollars. */
  amount: z.number(),
  method: PaymentMethodSchema,
  period: z.string(),
  status: PaymentStatusSchema,
  createdAt: z.string(),
  zelleRef: z.string().nullable(),
  /** The URL of the proof file (served only to its owner and admins), or null. */
  proofFile: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
})
export type Payment = z.infer<typeof PaymentSchema>

/** What the payment dialog tells a tenant about paying, from their lease or property. */
export const PaymentInstructionsSchema = z.object({
  /** Phone or email to send Zelle payments to, or null when no lease or property names one. */
  zelleRecipient: z.string().nullable(),
  /** Who the money goes to, e.g. the management company. */
  payeeName: z.string().nullable(),
  /** Where checks are mailed, when the lease says. */
  checkAddress: z.string().nullable(),
  /** Who the payment is from, for the memo ('Unit 2B'); the dialog adds the period. */
  memo: z.string(),
  monthlyRent: z.number().nullable(),
  acceptedPaymentMethods: z.array(z.string()),
  /** When the landlord's books for the current lease start, and its last day (null: month to month). */
  ledgerStart: z.string().nullable(),
  leaseEnd: z.string().nullable(),
})
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>

export const EmailReceiptResponseSchema = z.object({ success: z.literal(true), to: z.string() })
export type EmailReceiptResponse = z.infer<typeof EmailReceiptResponseSchema>

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const AdminPaymentSchema = PaymentSchema.extend({
  tenant: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    unit: z.string().nullable(),
    propertyName: z.string().nullable(),
  }),
  /** True when an admin recorded it on the tenant's behalf. */
  recordedByAdmin: z.boolean(),
  updatedAt: z.string(),
})
export type AdminPayment = z.infer<typeof AdminPaymentSchema>

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

export const AdminPaymentsQuerySchema = ListQuerySchema.extend({
  status: z.preprocess(emptyAsUndefined, PaymentStatusSchema.optional()),
  method: z.preprocess(emptyAsUndefined, PaymentMethodSchema.optional()),
  tenantId: z.preprocess(emptyAsUndefined, IdSchema.optional()),
  period: z.preprocess(emptyAsUndefined, PeriodSchema.optional()),
})
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>

/** Confirm or reject a payment; a rejection needs the reason the tenant will read. */
export const UpdatePaymentBodySchema = z
  .object({
    status: z.enum(['confirmed', 'rejected'], { error: 'Use confirmed or rejected' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.status !== 'rejected' || Boolean(body.reason), {
    message: 'Give the reason for the rejection; the tenant will see it',
    path: ['reason'],
  })
export type UpdatePaymentBody = z.infer<typeof UpdatePaymentBodySchema>

/** An admin records a payment on a tenant's behalf (cash at the door, a mailed check). */
export const RecordPaymentBodySchema = z
  .object({
    tenantId: IdSchema,
    amount: PositiveMoneySchema,
    method: PaymentMethodSchema,
    period: PeriodSchema,
    status: z
      .enum(['confirmed', 'pending'], { error: 'Use confirmed or pending' })
      .default('confirmed'),
    zelleRef: ZelleRefSchema.optional().transform((value) => value || undefined),
  })
  .refine((body) => body.method === 'zelle' || body.zelleRef === undefined, {
    message: 'A Zelle confirmation code goes only with a Zelle payment',
    path: ['zelleRef'],
  })
export type RecordPaymentBody = z.input<typeof RecordPaymentBodySchema>

export const LedgerEntrySchema = z.object({
  /**
   * 'charge' is rent; 'recurring' and 'late_fee' are posted by the scheduler; 'one_off_charge',
   * 'credit' and 'waiver' (of a late fee) by an admin.
   */
  type: z.enum([
    'opening',
    'charge',
    'payment',
    'recurring',
    'late_fee',
    'one_off_charge',
    'credit',
    'waiver',
  ]),
  date: z.string(),
  description: z.string(),
  /** Dollars; a charge raises the balance, a confirmed payment lowers it. */
  amount: z.number(),
  /** For payments: confirmed or pending (pending ones do not count yet). */
  status: z.enum(['confirmed', 'pending']).nullable(),
  paymentId: z.string().nullable(),
  /** For posted entries (all but rent, openings and payments): its id, to void or waive it. */
  entryId: z.string().nullable(),
  memo: z.string().nullable(),
  /** A voided entry is listed and no longer counts. */
  isVoided: z.boolean(),
  /** For a late fee: a waiver credits it back. */
  isWaived: z.boolean(),
  /** Running balance after this entry, in dollars; negative is a credit. */
  balance: z.number(),
})
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>

/** Rent or a monthly charge that falls due soon. */
export const UpcomingChargeSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: z.number(),
})
export type UpcomingCharge = z.infer<typeof UpcomingChargeSchema>

export const TenantLedgerSchema = z.object({
  tenant: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    unit: z.string().nullable(),
  }),
  charged: z.number(),
  paid: z.number(),
  pending: z.number(),
  balance: z.number(),
  /** Newest first, as a statement is read on screen. */
  entries: z.array(LedgerEntrySchema),
  /** The lease charges and credits are added to: the active one, else the latest. */
  currentLeaseId: z.string().nullable(),
  /** Rent and recurring charges falling due in the next 31 days, soonest first. */
  upcoming: z.array(UpcomingChargeSchema),
})
export type TenantLedger = z.infer<typeof TenantLedgerSchema>
