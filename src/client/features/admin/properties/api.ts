import { useMutation, useQuery } from '@tanstack/react-query'
import type { Lease } from '../../../../shared/schemas/leases'
import type {
  Property,
  PropertyBody,
  PropertyUpdateBody,
} from '../../../../shared/schemas/properties'
import type { AddUnitBody, Unit } from '../../../../shared/schemas/units'
import { apiRequest, requestJson, type Creation } from '@/lib/api-client'
import { useGrowingList } from '@/lib/lists/use-list-queries'
import { useInvalidate } from '@/lib/query-hooks'
import { queryKeys } from '@/lib/query-keys'

const PAGE_SIZE = 50

/** GET /api/admin/properties a page at a time, searched on the server (name, address, city). */
export const useProperties = (q: string) =>
  useGrowingList<Property>({ key: queryKeys.admin.properties, q, pageSize: PAGE_SIZE })

/** The leases on one property, for its Lease Information section. */
export const usePropertyLeases = (propertyId: string) =>
  useQuery({
    queryKey: [...queryKeys.admin.leases, { propertyId }],
    queryFn: () =>
      requestJson<Lease[]>(
        'GET',
        `${queryKeys.admin.leases[0]}?propertyId=${propertyId}&limit=100`,
      ),
  })

/**
 * A saved property, or a unit added or renamed, changes the list (its occupancy, and the units
 * query, whose key lies under it), the leases and tenants that name the unit, and the dashboard.
 */
const useRefresh = () =>
  useInvalidate([
    queryKeys.admin.properties,
    queryKeys.admin.leases,
    queryKeys.admin.dashboard,
    queryKeys.admin.tenants,
  ])

export const useCreateProperty = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<PropertyBody>) =>
      requestJson<Property>('POST', queryKeys.admin.properties[0], body, { idempotencyKey }),
    onSuccess: refresh,
  })
}

export const useUpdateProperty = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PropertyUpdateBody }) =>
      requestJson<Property>('PUT', `${queryKeys.admin.properties[0]}/${id}`, body),
    onSuccess: refresh,
  })
}

export const useDeleteProperty = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${queryKeys.admin.properties[0]}/${id}`),
    onSuccess: refresh,
  })
}

/** The units of one property, for its Units section. */
export const usePropertyUnits = (propertyId: string) =>
  useQuery<Unit[]>({ queryKey: queryKeys.admin.propertyUnits(propertyId) })

/** Answers the property's whole list of units, the new one included. */
export const useAddUnit = (propertyId: string) => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Creation<AddUnitBody>) =>
      requestJson<Unit[]>('POST', queryKeys.admin.propertyUnits(propertyId).join('/'), body, {
        idempotencyKey,
      }),
    onSuccess: refresh,
  })
}

export const useRenameUnit = () => {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      requestJson<Unit>('PUT', `/api/admin/units/${id}`, { name }),
    onSuccess: refresh,
  })
}
