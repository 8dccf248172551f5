import { z } from 'zod'
import {
  PaymentMethodSchema,
  RecordPaymentBodySchema,
  type RecordPaymentBody,
} from '../../../../shared/schemas/payments'
import { currentPeriod } from '@/components/payments/period'

const RecordPaymentInputsSchema = z.object({
  tenantId: z.string(),
  amount: z.string(),
  method: PaymentMethodSchema,
  period: z.string(),
  status: z.enum(['confirmed', 'pending']),
  zelleRef: z.string(),
})
export type RecordPaymentFormValues = z.input<typeof RecordPaymentInputsSchema>

/**
 * The record-payment form: the typed text becomes the request body, which the shared schema then
 * checks. A Zelle code is sent only with a Zelle payment, so switching method never refuses it.
 */
export const RecordPaymentFormSchema = RecordPaymentInputsSchema.transform(
  (values): { [Key in keyof RecordPaymentBody]?: unknown } => ({
    tenantId: values.tenantId,
    amount: values.amount.trim() === '' ? null : Number(values.amount),
    method: values.method,
    period: values.period,
    status: values.status,
    zelleRef: values.method === 'zelle' ? values.zelleRef.trim() : undefined,
  }),
).pipe(RecordPaymentBodySchema)

export const emptyRecordPayment = (): RecordPaymentFormValues => ({
  tenantId: '',
  amount: '',
  method: 'cash',
  period: currentPeriod(),
  status: 'confirmed',
  zelleRef: '',
})
