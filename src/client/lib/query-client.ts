import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

/** No retries, data never stale, no refetch on focus; unused data kept 5 minutes. */
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
