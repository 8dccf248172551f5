import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import type {
  AdminMaintenanceRequest,
  MaintenanceNote,
  MaintenanceStatus,
} from '../../../../shared/schemas/maintenance'
import { apiRequest, readJson, requestJson } from '../../../lib/api-client'
import { useInvalidate } from '../../../lib/query-hooks'
import { queryKeys } from '../../../lib/query-keys'

export type ListFilter = { status: 'active' | 'completed'; q: string; pageSize: number }

type Page = { requests: AdminMaintenanceRequest[]; total: number }

const fetchPage = async ({ status, q, pageSize }: ListFilter, offset: number): Promise<Page> => {
  const params = new URLSearchParams({ status, limit: String(pageSize), offset: String(offset) })
  if (q) params.set('q', q)
  const response = await apiRequest('GET', `/api/admin/maintenance?${params}`)
  return {
    requests: await readJson<AdminMaintenanceRequest[]>(response),
    total: Number(response.headers.get('X-Total-Count') ?? 0),
  }
}

/**
 * GET /api/admin/maintenance one page at a time: a portfolio's history grows without bound, so
 * the page asks for what it shows and learns the total from X-Total-Count.
 */
export const useAdminMaintenanceList = (filter: ListFilter) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.admin.maintenance, filter],
    queryFn: ({ pageParam }) => fetchPage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.requests.length, 0)
      return loaded < last.total ? loaded : undefined
    },
  })

const useRefreshAfterChange = () =>
  useInvalidate([queryKeys.admin.maintenance, queryKeys.admin.dashboard])

export type MaintenanceUpdate = { id: string; status: MaintenanceStatus; assignedTo: string | null }

/** PUT /api/admin/maintenance/{id}: status and assignedTo (null when empty, SPEC §7). */
export const useUpdateMaintenanceRequest = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ id, ...body }: MaintenanceUpdate) =>
      requestJson<AdminMaintenanceRequest>('PUT', `/api/admin/maintenance/${id}`, body),
    onSuccess: refresh,
  })
}

/** POST /api/admin/maintenance/{id}/notes: the trimmed note and isInternal as 1 or 0 (SPEC §7). */
export const useAddMaintenanceNote = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ id, note, isInternal }: { id: string; note: string; isInternal: boolean }) =>
      requestJson<MaintenanceNote>('POST', `/api/admin/maintenance/${id}/notes`, {
        note: note.trim(),
        isInternal: isInternal ? 1 : 0,
      }),
    onSuccess: refresh,
  })
}
