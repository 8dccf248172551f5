import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import type { Lease } from '../../../../shared/schemas/leases'
import type {
  Property,
  PropertyBody,
  PropertyUpdateBody,
} from '../../../../shared/schemas/properties'
import { apiRequest, readJson, requestJson } from '../../../lib/api-client'
import { usePickerSearch, useInvalidate } from '../../../lib/query-hooks'
import { queryKeys } from '../../../lib/query-keys'

const PAGE_SIZE = 50

type Page = { properties: Property[]; total: number }

const fetchPage = async (q: string, offset: number): Promise<Page> => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) })
  if (q) params.set('q', q)
  const response = await apiRequest('GET', `${queryKeys.admin.properties[0]}?${params}`)
  return {
    properties: await readJson<Property[]>(response),
    total: Number(response.headers.get('X-Total-Count') ?? 0),
  }
}

/** GET /api/admin/properties a page at a time, searched on the server (name, address, city). */
export const useProperties = (q: string) =>
  useInfiniteQuery({
    queryKey: [...queryKeys.admin.properties, { q }],
    queryFn: ({ pageParam }) => fetchPage(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.properties.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    placeholderData: keepPreviousData,
  })

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

/** Leases to link to a property, found by tenant, unit or property name. */
export const useLeaseSearch = (q: string, enabled: boolean) =>
  usePickerSearch<Lease>(queryKeys.admin.leases, q, enabled)

/** A saved property changes the list, the leases it links and the dashboard's occupancy. */
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
    mutationFn: (body: PropertyBody) =>
      requestJson<Property>('POST', queryKeys.admin.properties[0], body),
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
