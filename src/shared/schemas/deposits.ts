import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { PositiveMoneySchema } from '../money'

export const MAX_DEDUCTIONS = 20
export const MAX_DEDUCTION_PHOTO_BYTES = 10 * 1024 * 1024

/** The multipart field of deduction i's photo; the disposition itself is JSON in DISPOSITION_FIELD. */
export const deductionPhotoField = (index: number) => `photo-${index}`
export const DISPOSITION_FIELD = 'disposition'

export const DepositDeductionBodySchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Say what the deduction is for')
    .max(200, 'Use at most 200 characters'),
  amount: PositiveMoneySchema,
})

/** What the admin records at lease end; photos travel beside it as files photo-0, photo-1… */
export const DepositDispositionBodySchema = z.object({
  deductions: z
    .array(DepositDeductionBodySchema)
    .max(MAX_DEDUCTIONS, `List at most ${MAX_DEDUCTIONS} deductions`),
  refundDate: IsoDateSchema,
})
export type DepositDispositionBody = z.infer<typeof DepositDispositionBodySchema>

export const DepositDeductionSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number(),
  /** The photo for an admin (the file route); null without one. Tenants see it in the letter. */
  photoUrl: z.string().nullable(),
})
export type DepositDeduction = z.infer<typeof DepositDeductionSchema>

export const DepositDispositionSchema = z.object({
  deductions: z.array(DepositDeductionSchema),
  totalDeductions: z.number(),
  refund: z.number(),
  refundDate: z.string(),
  recordedAt: z.string(),
  /** The disposition letter, a PDF, for whoever reads this. */
  letterUrl: z.string(),
})
export type DepositDisposition = z.infer<typeof DepositDispositionSchema>

/** A lease's deposit: held until its disposition is recorded at lease end. */
export const DepositSchema = z.object({
  leaseId: z.string(),
  leaseStatus: z.enum(['pending', 'active', 'ended']),
  propertyName: z.string().nullable(),
  deposit: z.number(),
  status: z.enum(['held', 'settled']),
  /** The lease's last day once it has ended; null while it runs. */
  leaseLastDay: z.string().nullable(),
  /** The days the lease gives to return the deposit; null when it states none. */
  returnDays: z.number().int().nullable(),
  refundDueDate: z.string().nullable(),
  disposition: DepositDispositionSchema.nullable(),
})
export type Deposit = z.infer<typeof DepositSchema>
