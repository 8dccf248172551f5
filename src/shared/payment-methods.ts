import type { PaymentMethod } from './schemas/payments'

/** How each payment method is named on screens, receipts and ledgers. */
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  zelle: 'Zelle',
  check: 'Check',
  cash: 'Cash',
}

/** The label, or the stored value for a method this version does not know. */
export const methodLabel = (method: string): string =>
  METHOD_LABELS[method as PaymentMethod] ?? method

/** The method inside a sentence ("your check payment"): lower case, but Zelle is a name. */
export const methodInSentence = (method: string): string =>
  method === 'zelle' ? methodLabel(method) : methodLabel(method).toLowerCase()
