import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TenantInvite } from '../../../../shared/schemas/auth'
import {
  INTAKE_POLL_MS,
  isIntakePending,
  type FinalizeIntakeBody,
  type FinalizeIntakeResult,
  type LeaseIntake,
} from '../../../../shared/schemas/lease-intake'
import { requestJson, type Creation } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/admin/lease-intake: Processing History, newest first. */
export const useIntakes = () => useQuery<LeaseIntake[]>({ queryKey: queryKeys.admin.leaseIntakes })

/**
 * GET /api/admin/lease-intake/{id} for the selected intake, asked again every 2 s while the
 * document is still being read and no more once it is read, failed or finalized.
 */
export const useIntake = (id: string | null) =>
  useQuery<LeaseIntake>({
    queryKey: queryKeys.admin.leaseIntake(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (isIntakePending(query.state.data) ? INTAKE_POLL_MS : false),
  })

/** POST /api/admin/lease-intake/upload with the multipart field `document`; the answer has the id. */
export const useUploadIntake = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body: file, idempotencyKey }: Creation<File>) => {
      const form = new FormData()
      form.append('document', file)
      return requestJson<LeaseIntake>('POST', '/api/admin/lease-intake/upload', form, {
        idempotencyKey,
      })
    },
    onSuccess: (intake) => {
      queryClient.setQueryData(queryKeys.admin.leaseIntake(intake.id), intake)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.leaseIntakes, exact: true })
    },
  })
}

/** POST /api/admin/lease-intake/{id}/retry: a failed lease is read again. */
export const useRetryIntake = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      requestJson<LeaseIntake>('POST', `/api/admin/lease-intake/${id}/retry`),
    onSuccess: (intake) => {
      queryClient.setQueryData(queryKeys.admin.leaseIntake(intake.id), intake)
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.leaseIntakes, exact: true })
    },
  })
}

/** POST /api/admin/lease-intake/{id}/finalize; on success intakes, tenants and leases are refreshed. */
export const useFinalizeIntake = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: Creation<FinalizeIntakeBody> & { id: string }) =>
      requestJson<FinalizeIntakeResult>('POST', `/api/admin/lease-intake/${id}/finalize`, body, {
        idempotencyKey,
      }),
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.admin.leaseIntake(result.intake.id), result.intake)
      await Promise.all(
        [
          queryKeys.admin.leaseIntakes,
          queryKeys.admin.tenants,
          queryKeys.admin.leases,
          queryKeys.admin.properties,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })
}

/** POST /api/admin/tenants/{id}/invite: a fresh invite link for the finalized tenant. */
export const useCreateInvite = () =>
  useMutation({
    mutationFn: (tenantId: string) =>
      requestJson<TenantInvite>('POST', `/api/admin/tenants/${tenantId}/invite`),
  })
