import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

/** SPEC §7: no retries, data never stale, no refetch on focus; unused data kept 5 minutes (SPEC §9). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  })

export const queryClient = createQueryClient()
