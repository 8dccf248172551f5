import { useMutation, useQuery } from '@tanstack/react-query'
import type {
  AdminPayment,
  PaymentMethod,
  PaymentStatus,
  RecordPaymentBody,
  TenantLedger,
  UpdatePaymentBody,
} from '../../../../shared/schemas/payments'
import type {
  PostedEntryView,
  RecurringChargeView,
  SentReminder,
} from '../../../../shared/schemas/ledger'
import { requestJson, type Creation } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import type { ListFilters } from '@/lib/lists/fetch-list-page'
import { usePagedList } from '@/lib/lists/use-list-queries'
import { useInvalidate } from '@/lib/query-hooks'
import { queryKeys } from '@/lib/query-keys'
import type { LedgerEntryRequest } from './ledger-entry-form'

export type PaymentListFilters = {
  status: PaymentStatus | 'all'
  method: PaymentMethod | 'all'
  tenantId: string | null
  period: string | null
  q: string
}

export const PAGE_SIZE = 25

const listFilters = ({ status, method, tenantId, period }: PaymentListFilters): ListFilters => ({
  status: status === 'all' ? null : status,
  method: method === 'all' ? null : method,
  tenantId,
  period,
})

/** The filters as the query string the CSV export takes, the same the list sends. */
export const filterParams = (filters: PaymentListFilters): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(listFilters(filters))) {
    if (value) params.set(key, String(value))
  }
  if (filters.q.trim()) params.set('q', filters.q.trim())
  return params
}

/** One page of GET /api/admin/payments; the total comes from X-Total-Count. */
export const useAdminPayments = (filters: PaymentListFilters, page: number) =>
  usePagedList<AdminPayment>({
    key: queryKeys.admin.payments,
    q: filters.q.trim(),
    page,
    pageSize: PAGE_SIZE,
    filters: listFilters(filters),
  })

/** How many payments wait for a decision, whatever the filters show. */
export const usePendingCount = () =>
  usePagedList<AdminPayment>({
    key: queryKeys.admin.payments,
    q: '',
    page: 0,
    pageSize: 1,
    filters: { status: 'pending' },
  })

/** GET /api/admin/tenants/{id}/ledger: charges, payments and the running balance. */
export const useTenantLedger = (tenantId: string | null) =>
  useQuery<TenantLedger>({
    queryKey: queryKeys.admin.tenantLedger(tenantId ?? ''),
    enabled: tenantId !== null,
  })

/** GET /api/admin/tenants/{id}/sent-reminders: what the scheduler sent the tenant, newest first. */
export const useSentReminders = (tenantId: string) =>
  useQuery<SentReminder[]>({ queryKey: queryKeys.admin.sentReminders(tenantId) })

const useRefreshAfterChange = () =>
  useInvalidate([queryKeys.admin.payments, queryKeys.admin.tenants, queryKeys.admin.dashboard])

/** PUT /api/admin/payments/{id}: confirm, or reject with the reason the tenant will read. */
export const useUpdatePaymentStatus = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePaymentBody & { id: string }) =>
      requestJson<AdminPayment>('PUT', `/api/admin/payments/${id}`, body),
    onSuccess: refresh,
  })
}

/** POST /api/admin/payments: a payment recorded on a tenant's behalf. */
export const useRecordPayment = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<RecordPaymentBody>) =>
      requestJson<AdminPayment>('POST', '/api/admin/payments', body, { idempotencyKey }),
    onSuccess: refresh,
  })
}

const useRefreshLedger = () =>
  useInvalidate([['/api/admin/tenants'], queryKeys.admin.payments, queryKeys.admin.dashboard])

/** POST …/recurring-charges/property-fees: the property's HOA, pool… fees as monthly charges. */
export const useChargePropertyFees = () => {
  const refresh = useRefreshLedger()
  return useMutation({
    mutationFn: ({ leaseId, startDate }: { leaseId: string; startDate: string }) =>
      requestJson<RecurringChargeView[]>(
        'POST',
        `/api/admin/leases/${leaseId}/recurring-charges/property-fees`,
        { startDate },
      ),
    onSuccess: refresh,
  })
}

/**
 * POST /api/admin/leases/{id}/recurring-charges (parking, pet rent… from its start on) or
 * …/ledger-entries (a one-off charge or credit with its memo), as the form chose.
 */
export const useAddToLedger = () => {
  const refresh = useRefreshLedger()
  return useMutation({
    mutationFn: ({
      leaseId,
      request,
      idempotencyKey,
    }: {
      leaseId: string
      request: LedgerEntryRequest
      idempotencyKey: string
    }): Promise<RecurringChargeView | PostedEntryView> =>
      request.kind === 'recurring'
        ? requestJson<RecurringChargeView>(
            'POST',
            `/api/admin/leases/${leaseId}/recurring-charges`,
            request.body,
            { idempotencyKey },
          )
        : requestJson<PostedEntryView>(
            'POST',
            `/api/admin/leases/${leaseId}/ledger-entries`,
            request.body,
            { idempotencyKey },
          ),
    onSuccess: refresh,
  })
}

/** Waives a late fee (a visible credit) or voids an entry (listed, no longer counted). */
export const useLedgerEntryAction = () => {
  const refresh = useRefreshLedger()
  return useMutation({
    mutationFn: ({ entryId, action }: { entryId: string; action: 'waive' | 'void' }) =>
      requestJson<PostedEntryView>('POST', `/api/admin/ledger-entries/${entryId}/${action}`),
    onSuccess: refresh,
  })
}

/** GET /api/admin/payments/export.csv with the filters on screen. */
export const useExportPayments = () =>
  useMutation({
    mutationFn: (filters: PaymentListFilters) =>
      downloadFile(`/api/admin/payments/export.csv?${filterParams(filters)}`, 'payments.csv'),
  })

/** GET /api/payments/{id}/receipt, which admins may fetch for any payment. */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: (id: string) => downloadFile(`/api/payments/${id}/receipt`, 'receipt.pdf'),
  })
