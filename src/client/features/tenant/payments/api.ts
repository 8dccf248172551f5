import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  EmailReceiptResponse,
  Payment,
  PaymentInstructions,
  PaymentMethod,
  TenantLedger,
} from '../../../../shared/schemas/payments'
import type { Deposit } from '../../../../shared/schemas/deposits'
import { requestJson, type Creation } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/payments: the tenant's payments, newest first. */
export const usePayments = () => useQuery<Payment[]>({ queryKey: queryKeys.payments })

/** GET /api/ledger: the tenant's statement with fees, credits and upcoming charges. */
export const useLedger = () => useQuery<TenantLedger>({ queryKey: queryKeys.ledger })

/** GET /api/deposits: the security deposit of each of the tenant's leases, held or settled. */
export const useDeposits = () => useQuery<Deposit[]>({ queryKey: queryKeys.deposits })

/** GET /api/payments/instructions: where Zelle goes and who checks are payable to. */
export const usePaymentInstructions = () =>
  useQuery<PaymentInstructions>({ queryKey: queryKeys.paymentInstructions })

export type NewPaymentInput = {
  amount: string
  method: PaymentMethod
  period: string
  zelleRef?: string | undefined
  proofFile?: File | undefined
}

/** ZelleRef only for Zelle, and zelleRef and proofFile only when given. */
const toFormData = (input: NewPaymentInput) => {
  const form = new FormData()
  form.append('amount', input.amount)
  form.append('method', input.method)
  form.append('period', input.period)
  if (input.method === 'zelle' && input.zelleRef) form.append('zelleRef', input.zelleRef)
  if (input.proofFile) form.append('proofFile', input.proofFile, input.proofFile.name)
  return form
}

/** POST /api/payments; then the history and the dashboard are read again. */
export const useCreatePayment = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<NewPaymentInput>) =>
      requestJson<Payment>('POST', '/api/payments', toFormData(body), { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledger }),
      ]),
  })
}

/** GET /api/payments/{id}/receipt, saved as the PDF the server names. */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: (id: string) => downloadFile(`/api/payments/${id}/receipt`, 'receipt.pdf'),
  })

/** POST /api/payments/{id}/email-receipt: the receipt goes to the tenant's email address. */
export const useEmailReceipt = () =>
  useMutation({
    mutationFn: (id: string) =>
      requestJson<EmailReceiptResponse>('POST', `/api/payments/${id}/email-receipt`),
  })
