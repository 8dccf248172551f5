import { z } from 'zod'
import { depositRefundCents } from '../../../../shared/deposits'
import { toCents } from '../../../../shared/money'
import {
  DepositDispositionBodySchema,
  type DepositDispositionBody,
} from '../../../../shared/schemas/deposits'

const DeductionInputsSchema = z.object({
  description: z.string(),
  /** As typed; the shared schema reads it as dollars. */
  amount: z.string(),
  /** A JPG or PNG of the damage, sent beside the disposition; null without one. */
  photo: z.custom<File | null>(),
})

const DispositionInputsSchema = z.object({
  deductions: z.array(DeductionInputsSchema),
  refundDate: z.string(),
})
export type DispositionFormValues = z.input<typeof DispositionInputsSchema>
export type DeductionFormValues = DispositionFormValues['deductions'][number]

export const emptyDeduction = (): DeductionFormValues => ({
  description: '',
  amount: '',
  photo: null,
})

/** An empty amount is no number (so the schema asks for one), not $0. */
const dollarsOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

/** The deductions' amounts in cents as typed so far, an unreadable one counting as nothing. */
export const deductionCents = (deductions: readonly { amount: string }[]) =>
  deductions.map((deduction) => toCents(Number(deduction.amount) || 0))

/**
 * The disposition form for a deposit of `depositCents`: its inputs become the shared request,
 * checked by the shared schema with each sentence under the input it is about, and refused when
 * the deductions add up to more than the deposit (the server refuses that too).
 */
export const dispositionFormSchema = (depositCents: number) =>
  DispositionInputsSchema.transform(
    (values, ctx): { body: DepositDispositionBody; photos: (File | null)[] } => {
      const parsed = DepositDispositionBodySchema.safeParse({
        deductions: values.deductions.map((deduction) => ({
          description: deduction.description,
          amount: dollarsOf(deduction.amount),
        })),
        refundDate: values.refundDate,
      })
      if (parsed.error) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
        return z.NEVER
      }
      if (depositRefundCents(depositCents, deductionCents(values.deductions)) < 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'The deductions cannot exceed the deposit',
          path: ['deductions'],
        })
        return z.NEVER
      }
      return {
        body: parsed.data,
        photos: values.deductions.map((deduction) => deduction.photo),
      }
    },
  )
