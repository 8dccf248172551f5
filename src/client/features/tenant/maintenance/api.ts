import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  MaintenanceRequest,
  MaintenanceRequestDetail,
} from '../../../../shared/schemas/maintenance'
import { requestJson, type Creation } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/maintenance: the tenant's requests, newest first. */
export const useMaintenanceRequests = () =>
  useQuery<MaintenanceRequest[]>({ queryKey: queryKeys.maintenance })

/** GET /api/maintenance/{id}: one request with its timeline; idle until an id is chosen. */
export const useMaintenanceRequest = (id: string | null) =>
  useQuery<MaintenanceRequestDetail>({
    queryKey: queryKeys.maintenanceRequest(id ?? ''),
    enabled: id !== null,
  })

export type NewRequestInput = {
  serviceType: string
  specificIssue: string
  description: string
  urgency: string
  preferredDate?: string | undefined
  timeWindow?: string | undefined
  photos: File[]
}

/** PreferredDate, timeWindow and files are sent only when given; photos repeat `files`. */
const toFormData = (input: NewRequestInput) => {
  const form = new FormData()
  form.append('serviceType', input.serviceType)
  form.append('specificIssue', input.specificIssue)
  form.append('description', input.description)
  form.append('urgency', input.urgency)
  if (input.preferredDate) form.append('preferredDate', input.preferredDate)
  if (input.timeWindow) form.append('timeWindow', input.timeWindow)
  for (const photo of input.photos) form.append('files', photo, photo.name)
  return form
}

/** POST /api/maintenance; then the list and the dashboard's counts are read again. */
export const useCreateMaintenanceRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<NewRequestInput>) =>
      requestJson<MaintenanceRequest>('POST', '/api/maintenance', toFormData(body), {
        idempotencyKey,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.maintenance }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      ]),
  })
}

/** POST /api/maintenance/{id}/rating: 1–5 stars on completed work; a new rating replaces the old. */
export const useRateMaintenanceRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) =>
      requestJson<MaintenanceRequest>('POST', `/api/maintenance/${id}/rating`, { rating }),
    onSuccess: (request) => {
      queryClient.setQueryData<MaintenanceRequest[]>(queryKeys.maintenance, (list) =>
        list?.map((item) => (item.id === request.id ? request : item)),
      )
      queryClient.setQueryData<MaintenanceRequestDetail>(
        queryKeys.maintenanceRequest(request.id),
        (detail) => (detail ? { ...detail, rating: request.rating } : detail),
      )
    },
  })
}
