import { z } from 'zod'
import {
  OneOffEntryBodySchema,
  RecurringChargeBodySchema,
  type OneOffEntryBody,
  type RecurringChargeValues,
} from '../../../../shared/schemas/ledger'

export const LEDGER_ENTRY_KINDS = ['recurring', 'one_off_charge', 'credit'] as const
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number]

const LedgerEntryInputsSchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** The charge's name for a monthly charge, the memo of a one-off entry. */
  description: z.string(),
  amount: z.string(),
  dueDay: z.string(),
  /** The first month of a monthly charge, the day of a one-off entry. */
  date: z.string(),
})
export type LedgerEntryFormValues = z.input<typeof LedgerEntryInputsSchema>

/** Where each request field's sentence goes in the form. */
const INPUT_OF: Record<string, keyof LedgerEntryFormValues> = {
  description: 'description',
  memo: 'description',
  amount: 'amount',
  dueDay: 'dueDay',
  startDate: 'date',
  date: 'date',
}

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

export type LedgerEntryRequest =
  { kind: 'recurring'; body: RecurringChargeValues } | { kind: 'one_off'; body: OneOffEntryBody }

/**
 * The add-to-ledger form: its inputs become a monthly charge or a one-off entry, checked by the
 * shared schema of that request, with each sentence put under the input it is about.
 */
export const LedgerEntryFormSchema = LedgerEntryInputsSchema.transform(
  (values, ctx): LedgerEntryRequest => {
    const parsed =
      values.kind === 'recurring'
        ? RecurringChargeBodySchema.safeParse({
            description: values.description,
            amount: numberOf(values.amount),
            dueDay: numberOf(values.dueDay),
            startDate: values.date,
            endDate: null,
          })
        : OneOffEntryBodySchema.safeParse({
            kind: values.kind,
            amount: numberOf(values.amount),
            date: values.date,
            memo: values.description,
          })
    if (parsed.error) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [INPUT_OF[String(issue.path[0])] ?? 'description'],
        })
      }
      return z.NEVER
    }
    return 'memo' in parsed.data
      ? { kind: 'one_off', body: parsed.data }
      : { kind: 'recurring', body: parsed.data }
  },
)
