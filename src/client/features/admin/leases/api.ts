import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AdminTenant } from '../../../../shared/schemas/admin-tenants'
import type {
  DocumentType,
  Lease,
  LeaseDocument,
  LeaseStatus,
} from '../../../../shared/schemas/leases'
import type { Property } from '../../../../shared/schemas/properties'
import { apiRequest, readJson, requestJson } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/download'
import { usePickerSearch, useInvalidate } from '../../../lib/query-hooks'
import { queryKeys } from '../../../lib/query-keys'

const LEASES = queryKeys.admin.leases[0]
const PAGE_SIZE = 50

type Page = { leases: Lease[]; total: number }

const fetchPage = async (q: string, offset: number): Promise<Page> => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) })
  if (q) params.set('q', q)
  const response = await apiRequest('GET', `${LEASES}?${params}`)
  return {
    leases: await readJson<Lease[]>(response),
    total: Number(response.headers.get('X-Total-Count') ?? 0),
  }
}

/** GET /api/admin/leases a page at a time; 'Leases (n)' reads n from X-Total-Count. */
export const useLeases = (q: string) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.admin.leases, { q }],
    queryFn: ({ pageParam }) => fetchPage(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.leases.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/leases/{id}/documents for the selected lease (the default fetch reads the key as the URL). */
export const useLeaseDocuments = (leaseId: string | null) =>
  useQuery<LeaseDocument[]>({
    queryKey: queryKeys.admin.leaseDocuments(leaseId ?? ''),
    enabled: leaseId !== null,
  })

/** Tenants for the lease form's searchable list. */
export const useTenantSearch = (q: string, enabled: boolean) =>
  usePickerSearch<AdminTenant>(queryKeys.admin.tenants, q, enabled)

/** Properties for the lease form's searchable list. */
export const usePropertySearch = (q: string, enabled: boolean) =>
  usePickerSearch<Property>(queryKeys.admin.properties, q, enabled)

/** A lease change moves tenants' lease fields, occupancy and the dashboard too. */
const useRefreshLeases = () =>
  useInvalidate([
    queryKeys.admin.leases,
    queryKeys.admin.tenants,
    queryKeys.admin.properties,
    queryKeys.admin.dashboard,
  ])

/**
 * What the lease form sends (SPEC §7's body plus propertyId and rentDueDay). Empty numbers travel
 * as null: the form checks nothing itself (SPEC §5), the server answers with the field at fault.
 */
export type LeaseFormBody = {
  tenantId: string
  propertyId: string | null
  startDate: string
  endDate: string | null
  monthlyRent: number | null
  securityDeposit: number | null
  rentDueDay: number
  status: LeaseStatus
}

export const useCreateLease = () => {
  const refresh = useRefreshLeases()
  return useMutation({
    mutationFn: (body: LeaseFormBody) => requestJson<Lease>('POST', LEASES, body),
    onSuccess: refresh,
  })
}

export const useUpdateLease = () => {
  const refresh = useRefreshLeases()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeaseFormBody }) =>
      requestJson<Lease>('PUT', `${LEASES}/${id}`, body),
    onSuccess: refresh,
  })
}

export const useEndLease = () => {
  const refresh = useRefreshLeases()
  return useMutation({
    mutationFn: (id: string) => requestJson<Lease>('POST', `${LEASES}/${id}/end`),
    onSuccess: refresh,
  })
}

export const useUploadLeaseDocument = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      leaseId,
      file,
      documentType,
    }: {
      leaseId: string
      file: File
      documentType: DocumentType
    }) => {
      const form = new FormData()
      form.append('documentType', documentType)
      form.append('document', file)
      return requestJson<LeaseDocument>('POST', `${LEASES}/${leaseId}/documents`, form)
    },
    onSuccess: (_document, { leaseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.leaseDocuments(leaseId) }),
  })
}

export const useDeleteLeaseDocument = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ leaseId, documentId }: { leaseId: string; documentId: string }) =>
      apiRequest('DELETE', `${LEASES}/${leaseId}/documents/${documentId}`),
    onSuccess: (_response, { leaseId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.leaseDocuments(leaseId) }),
  })
}

/** GET …/documents/{docId}/download, saved under the document's filename (SPEC §7). */
export const downloadLeaseDocument = (document: LeaseDocument) =>
  downloadFile(`${LEASES}/${document.leaseId}/documents/${document.id}/download`, document.filename)
