import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '../../../../shared/schemas/notification'
import { apiRequest } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/notifications: the tenant's notifications, newest first (cookie session). */
export const useNotifications = () =>
  useQuery<Notification[]>({ queryKey: queryKeys.notifications })

/** POST /api/notifications/read-all, then the list is read again. */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  })
}
