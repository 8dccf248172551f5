import type { PaymentMethod } from '../../../shared/schemas/payments'

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  zelle: 'Zelle',
  check: 'Check',
  cash: 'Cash',
}
