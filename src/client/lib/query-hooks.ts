import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { requestJson } from './api-client'

/** A function that refetches every list a change touches; mutations await it in onSuccess. */
export const useInvalidate = (keys: readonly QueryKey[]) => {
  const queryClient = useQueryClient()
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/**
 * The first 20 matches of a list's server-side search, for a searchable picker. The previous
 * answer stays on screen while the next one loads, so the list does not flicker as people type.
 */
export const usePickerSearch = <T>(listKey: readonly [string], q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...listKey, { q, picker: true }],
    queryFn: () =>
      requestJson<T[]>('GET', `${listKey[0]}?${new URLSearchParams({ q, limit: '20' })}`),
    enabled,
    placeholderData: keepPreviousData,
  })
