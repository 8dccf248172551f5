import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { AdminTenant } from '../../../../shared/schemas/admin-tenants'
import type {
  AdminPayment,
  PaymentMethod,
  PaymentStatus,
  RecordPaymentBody,
  TenantLedger,
  UpdatePaymentBody,
} from '../../../../shared/schemas/payments'
import { apiRequest, readJson, requestJson } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download'
import { useInvalidate } from '../../../lib/query-hooks'
import { queryKeys } from '../../../lib/query-keys'

export type PaymentListFilters = {
  status: PaymentStatus | 'all'
  method: PaymentMethod | 'all'
  tenantId: string | null
  period: string | null
  q: string
}

export const PAGE_SIZE = 25

/** The filters as the query string GET /api/admin/payments and its CSV export take. */
export const filterParams = (filters: PaymentListFilters): URLSearchParams => {
  const params = new URLSearchParams()
  if (filters.status !== 'all') params.set('status', filters.status)
  if (filters.method !== 'all') params.set('method', filters.method)
  if (filters.tenantId) params.set('tenantId', filters.tenantId)
  if (filters.period) params.set('period', filters.period)
  if (filters.q.trim()) params.set('q', filters.q.trim())
  return params
}

type Page = { payments: AdminPayment[]; total: number }

const fetchPage = async (
  filters: PaymentListFilters,
  offset: number,
  limit: number,
): Promise<Page> => {
  const params = filterParams(filters)
  params.set('limit', String(limit))
  params.set('offset', String(offset))
  const response = await apiRequest('GET', `/api/admin/payments?${params}`)
  return {
    payments: await readJson<AdminPayment[]>(response),
    total: Number(response.headers.get('X-Total-Count') ?? 0),
  }
}

/** One page of GET /api/admin/payments; the total comes from X-Total-Count. */
export const useAdminPayments = (filters: PaymentListFilters, offset: number) =>
  useQuery({
    queryKey: [...queryKeys.admin.payments, filters, offset],
    queryFn: () => fetchPage(filters, offset, PAGE_SIZE),
    placeholderData: keepPreviousData,
  })

/** How many payments wait for a decision, whatever the filters show. */
export const usePendingCount = () =>
  useQuery({
    queryKey: [...queryKeys.admin.payments, 'pending-count'],
    queryFn: async () =>
      (
        await fetchPage(
          { status: 'pending', method: 'all', tenantId: null, period: null, q: '' },
          0,
          1,
        )
      ).total,
  })

/** Tenants matching a search, for the tenant pickers (GET /api/admin/tenants?q=&limit=). */
export const useTenantSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.admin.tenants, { q, limit: 20 }],
    queryFn: () =>
      requestJson<AdminTenant[]>(
        'GET',
        `/api/admin/tenants?${new URLSearchParams({ q: q.trim(), limit: '20' })}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/tenants/{id}/ledger: charges, payments and the running balance. */
export const useTenantLedger = (tenantId: string | null) =>
  useQuery<TenantLedger>({
    queryKey: queryKeys.admin.tenantLedger(tenantId ?? ''),
    enabled: tenantId !== null,
  })

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
    mutationFn: (body: RecordPaymentBody) =>
      requestJson<AdminPayment>('POST', '/api/admin/payments', body),
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
