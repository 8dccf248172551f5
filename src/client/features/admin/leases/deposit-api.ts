import { useMutation, useQuery } from '@tanstack/react-query'
import {
  deductionPhotoField,
  DISPOSITION_FIELD,
  type Deposit,
  type DepositDispositionBody,
} from '../../../../shared/schemas/deposits'
import { requestJson } from '@/lib/api-client'
import { useInvalidate } from '@/lib/query-hooks'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/admin/leases/{id}/deposit: held, or settled with its disposition. */
export const useLeaseDeposit = (leaseId: string | null) =>
  useQuery<Deposit>({
    queryKey: queryKeys.admin.leaseDeposit(leaseId ?? ''),
    enabled: leaseId !== null,
  })

export type DispositionForm = DepositDispositionBody & { photos: (File | null)[] }

/** Records the disposition: the JSON beside each deduction's photo, as one multipart form. */
export const useRecordDisposition = (leaseId: string) => {
  // A settled deposit is no longer held: the dashboard's figure moves with it.
  const refresh = useInvalidate([queryKeys.admin.leaseDeposit(leaseId), queryKeys.admin.dashboard])
  return useMutation({
    mutationFn: ({
      photos,
      idempotencyKey,
      ...body
    }: DispositionForm & { idempotencyKey: string }) => {
      const form = new FormData()
      form.append(DISPOSITION_FIELD, JSON.stringify(body))
      photos.forEach((photo, index) => {
        if (photo) form.append(deductionPhotoField(index), photo)
      })
      return requestJson<Deposit>(
        'POST',
        `/api/admin/leases/${leaseId}/deposit/disposition`,
        form,
        { idempotencyKey },
      )
    },
    onSuccess: refresh,
  })
}
