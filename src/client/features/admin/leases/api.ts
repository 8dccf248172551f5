import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  CreateLeaseValues,
  DocumentType,
  Lease,
  LeaseDocument,
  UpdateLeaseBody,
} from '../../../../shared/schemas/leases'
import type { Unit } from '../../../../shared/schemas/units'
import { apiRequest, requestJson, type Creation } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { useGrowingList } from '@/lib/lists/use-list-queries'
import { useInvalidate } from '@/lib/query-hooks'
import { queryKeys } from '@/lib/query-keys'

const LEASES = queryKeys.admin.leases[0]
const PAGE_SIZE = 50

/** GET /api/admin/leases a page at a time; 'Leases (n)' reads n from X-Total-Count. */
export const useLeases = (q: string, tenantId: string | null) =>
  useGrowingList<Lease>({
    key: queryKeys.admin.leases,
    q,
    pageSize: PAGE_SIZE,
    filters: { tenantId },
  })

/** GET /api/admin/leases/{id}/documents for the selected lease (the default fetch reads the key as the URL). */
export const useLeaseDocuments = (leaseId: string | null) =>
  useQuery<LeaseDocument[]>({
    queryKey: queryKeys.admin.leaseDocuments(leaseId ?? ''),
    enabled: leaseId !== null,
  })

/** A lease change moves tenants' lease fields, occupancy and the dashboard too. */
const useRefreshLeases = () =>
  useInvalidate([
    queryKeys.admin.leases,
    queryKeys.admin.tenants,
    queryKeys.admin.properties,
    queryKeys.admin.dashboard,
  ])

export const useCreateLease = () => {
  const refresh = useRefreshLeases()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<CreateLeaseValues>) =>
      requestJson<Lease>('POST', LEASES, body, { idempotencyKey }),
    onSuccess: refresh,
  })
}

export const useUpdateLease = () => {
  const refresh = useRefreshLeases()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLeaseBody }) =>
      requestJson<Lease>('PUT', `${LEASES}/${id}`, body),
    onSuccess: refresh,
  })
}

/** GET /api/admin/properties/{id}/units: the units a lease can be on, and which are taken. */
export const usePropertyUnits = (propertyId: string) =>
  useQuery<Unit[]>({
    queryKey: queryKeys.admin.propertyUnits(propertyId),
    enabled: propertyId !== '',
  })

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
      idempotencyKey,
    }: {
      leaseId: string
      file: File
      documentType: DocumentType
      idempotencyKey: string
    }) => {
      const form = new FormData()
      form.append('documentType', documentType)
      form.append('document', file)
      return requestJson<LeaseDocument>('POST', `${LEASES}/${leaseId}/documents`, form, {
        idempotencyKey,
      })
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

/** GET …/documents/{docId}/download, saved under the document's filename. */
export const downloadLeaseDocument = (document: LeaseDocument) =>
  downloadFile(`${LEASES}/${document.leaseId}/documents/${document.id}/download`, document.filename)
