import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  EmergencyContact,
  EmergencyContactBody,
  NotificationPreferences,
  UpdateProfileBody,
} from '../../../../shared/schemas/profile'
import type { Tenant } from '../../../../shared/schemas/tenant'
import { apiRequest, requestJson, type Creation } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/tenants/current: the tenant's own record. */
export const useCurrentTenant = () => useQuery<Tenant>({ queryKey: queryKeys.currentTenant })

/** PUT /api/tenants/current; the sidebar's name follows, since it reads the session's tenant. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      requestJson<Tenant>('PUT', '/api/tenants/current', body),
    onSuccess: (tenant) => {
      queryClient.setQueryData<Tenant>(queryKeys.currentTenant, tenant)
      queryClient.setQueryData<Tenant | null>(queryKeys.tenantMe, tenant)
    },
  })
}

export const useEmergencyContacts = () =>
  useQuery<EmergencyContact[]>({ queryKey: queryKeys.emergencyContacts })

const useContactMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emergencyContacts }),
  })
}

/** POST /api/emergency-contacts */
export const useAddEmergencyContact = () =>
  useContactMutation(({ body, idempotencyKey }: Creation<EmergencyContactBody>) =>
    requestJson<EmergencyContact>('POST', '/api/emergency-contacts', body, { idempotencyKey }),
  )

/** PUT /api/emergency-contacts/{id} */
export const useUpdateEmergencyContact = () =>
  useContactMutation(({ id, ...body }: EmergencyContact) =>
    requestJson<EmergencyContact>('PUT', `/api/emergency-contacts/${id}`, body),
  )

/** DELETE /api/emergency-contacts/{id} */
export const useDeleteEmergencyContact = () =>
  useContactMutation((id: string) => apiRequest('DELETE', `/api/emergency-contacts/${id}`))

export const useNotificationPreferences = () =>
  useQuery<NotificationPreferences>({ queryKey: queryKeys.notificationPreferences })

/**
 * PUT /api/notification-preferences with the one toggle that changed (each change is
 * saved at once). The switch moves straight away and moves back if the save fails.
 */
export const useUpdateNotificationPreference = () => {
  const queryClient = useQueryClient()
  const key = queryKeys.notificationPreferences
  return useMutation({
    mutationFn: (change: Partial<NotificationPreferences>) =>
      requestJson<NotificationPreferences>('PUT', '/api/notification-preferences', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<NotificationPreferences>(key)
      if (previous)
        queryClient.setQueryData<NotificationPreferences>(key, { ...previous, ...change })
      return { previous }
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
  })
}
