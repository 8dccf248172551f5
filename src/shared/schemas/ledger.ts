import { z } from 'zod'
import { IsoDateSchema } from '../dates'
import { PositiveMoneySchema } from '../money'
import { RentDueDaySchema } from './leases'

/** A charge besides rent that falls due every month, prorated like rent. */
export const RecurringChargeBodySchema = z
  .object({
    description: z.string().trim().min(1, 'Say what the charge is for').max(100),
    amount: PositiveMoneySchema,
    dueDay: RentDueDaySchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema.nullable().default(null),
  })
  .refine((c) => !c.endDate || c.endDate >= c.startDate, {
    message: 'The end date cannot be before the start date',
    path: ['endDate'],
  })
export type RecurringChargeBody = z.input<typeof RecurringChargeBodySchema>
export type RecurringChargeValues = z.output<typeof RecurringChargeBodySchema>

/** POST …/recurring-charges/property-fees: the property's fees become monthly charges from this day. */
export const PropertyFeesBodySchema = z.object({ startDate: IsoDateSchema })

/** PUT: a recurring charge is stopped by giving it an end date (its posted months stay). */
export const UpdateRecurringChargeBodySchema = z.object({
  endDate: IsoDateSchema.nullable(),
})

export const RecurringChargeSchema = z.object({
  id: z.string(),
  leaseId: z.string(),
  description: z.string(),
  amount: z.number(),
  dueDay: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
})
export type RecurringChargeView = z.infer<typeof RecurringChargeSchema>

/** A one-off charge (raises the balance) or credit (lowers it), with the reason in the memo. */
export const OneOffEntryBodySchema = z.object({
  kind: z.enum(['one_off_charge', 'credit'], { error: 'Choose a charge or a credit' }),
  amount: PositiveMoneySchema,
  date: IsoDateSchema,
  memo: z
    .string()
    .trim()
    .min(1, 'Say what the entry is for')
    .max(200, 'Use at most 200 characters'),
})
export type OneOffEntryBody = z.infer<typeof OneOffEntryBodySchema>

export const PostedEntrySchema = z.object({
  id: z.string(),
  leaseId: z.string(),
  kind: z.enum(['recurring', 'late_fee', 'one_off_charge', 'credit', 'waiver']),
  date: z.string(),
  /** Dollars, signed: a charge raises the balance, a credit lowers it. */
  amount: z.number(),
  description: z.string(),
  memo: z.string().nullable(),
  isVoided: z.boolean(),
})
export type PostedEntryView = z.infer<typeof PostedEntrySchema>

/** A reminder the scheduler sent a tenant (in the portal, and by mail when emailed). */
export const SentReminderSchema = z.object({
  id: z.string(),
  leaseId: z.string(),
  kind: z.enum(['upcoming', 'due', 'late_fee']),
  title: z.string(),
  body: z.string(),
  emailed: z.boolean(),
  sentAt: z.string(),
})
export type SentReminder = z.infer<typeof SentReminderSchema>
