import { z } from 'zod'
import {
  DollarsTextSchema,
  PaymentMethodSchema,
  PeriodSchema,
  ZelleRefSchema,
} from '../../../../shared/schemas/payments'

/** What the inputs hold; also the shape a stored draft must have to be restored. */
export const NewPaymentInputsSchema = z.object({
  amount: z.string(),
  method: PaymentMethodSchema,
  period: z.string(),
  zelleRef: z.string(),
})
export type NewPaymentFormValues = z.input<typeof NewPaymentInputsSchema>

export const EMPTY_PAYMENT: NewPaymentFormValues = {
  amount: '',
  method: 'zelle',
  period: '',
  zelleRef: '',
}

/**
 * The new-payment form, built from the shared fields the server checks. A Zelle code is sent only
 * with a Zelle payment, so switching to cash after typing one never refuses the form.
 */
export const NewPaymentFormSchema = z
  .object({
    amount: DollarsTextSchema,
    method: PaymentMethodSchema,
    period: z.string().min(1, 'Choose the month this payment is for').pipe(PeriodSchema),
    zelleRef: ZelleRefSchema,
  })
  .transform(({ zelleRef, ...payment }) => ({
    ...payment,
    zelleRef: payment.method === 'zelle' && zelleRef ? zelleRef : undefined,
  }))

/** Where the half-typed payment waits across a reload of the tab. */
export const NEW_PAYMENT_DRAFT = 'hearth.new-payment-draft'
