import { z } from 'zod'
import { LATE_FEE_TYPES } from '../late-fees'
import { PositiveMoneySchema } from '../money'

/**
 * A lease's late-fee rule on the wire: dollars and a percentage. 'flat' and 'daily' need an
 * amount, 'percent' a percentage of the month's rent; the grace period counts days after the due
 * day; the cap limits what one month's rent brings in fees.
 */
export const LateFeeRuleSchema = z
  .object({
    type: z.enum(LATE_FEE_TYPES, { error: 'Choose none, flat, percent or daily' }),
    amount: PositiveMoneySchema.nullable().default(null),
    percent: z
      .number({ error: 'Enter a percentage of the rent' })
      .gt(0, 'Enter a percentage above 0')
      .max(100, 'Enter a percentage of at most 100')
      .nullable()
      .default(null),
    graceDays: z
      .number({ error: 'Enter the grace period in days' })
      .int('Enter the grace period in whole days')
      .min(0, 'The grace period cannot be negative')
      .max(60, 'Use a grace period of at most 60 days')
      .default(0),
    cap: PositiveMoneySchema.nullable().default(null),
  })
  .refine((rule) => !['flat', 'daily'].includes(rule.type) || rule.amount !== null, {
    message: 'Enter the late fee amount',
    path: ['amount'],
  })
  .refine((rule) => rule.type !== 'percent' || rule.percent !== null, {
    message: 'Enter the late fee as a percentage of the rent',
    path: ['percent'],
  })
export type LateFeeRuleBody = z.infer<typeof LateFeeRuleSchema>

/** The rule as it reads when a lease has none. */
export const NO_LATE_FEE: LateFeeRuleBody = {
  type: 'none',
  amount: null,
  percent: null,
  graceDays: 0,
  cap: null,
}
