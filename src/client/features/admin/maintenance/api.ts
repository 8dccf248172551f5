import { useMutation } from '@tanstack/react-query'
import type {
  AdminMaintenanceRequest,
  MaintenanceNote,
  UpdateMaintenanceBody,
} from '../../../../shared/schemas/maintenance'
import { requestJson, type Creation } from '@/lib/api-client'
import { useGrowingList } from '@/lib/lists/use-list-queries'
import { useInvalidate } from '@/lib/query-hooks'
import { queryKeys } from '@/lib/query-keys'

export type ListFilter = { status: 'active' | 'completed'; q: string; pageSize: number }

/**
 * GET /api/admin/maintenance one page at a time: a portfolio's history grows without bound, so
 * the page asks for what it shows and learns the total from X-Total-Count.
 */
export const useAdminMaintenanceList = ({ status, q, pageSize }: ListFilter) =>
  useGrowingList<AdminMaintenanceRequest>({
    key: queryKeys.admin.maintenance,
    q,
    pageSize,
    filters: { status },
  })

const useRefreshAfterChange = () =>
  useInvalidate([queryKeys.admin.maintenance, queryKeys.admin.dashboard])

export type MaintenanceUpdate = UpdateMaintenanceBody & { id: string }

/** PUT /api/admin/maintenance/{id}: status and assignedTo (null when empty). */
export const useUpdateMaintenanceRequest = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ id, ...body }: MaintenanceUpdate) =>
      requestJson<AdminMaintenanceRequest>('PUT', `/api/admin/maintenance/${id}`, body),
    onSuccess: refresh,
  })
}

/** POST /api/admin/maintenance/{id}/notes: the trimmed note and isInternal as 1 or 0. */
export const useAddMaintenanceNote = () => {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({
      id,
      body: { note, isInternal },
      idempotencyKey,
    }: Creation<{ note: string; isInternal: boolean }> & { id: string }) =>
      requestJson<MaintenanceNote>(
        'POST',
        `/api/admin/maintenance/${id}/notes`,
        { note: note.trim(), isInternal: isInternal ? 1 : 0 },
        { idempotencyKey },
      ),
    onSuccess: refresh,
  })
}
