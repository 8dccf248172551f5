import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { requestJson } from '@/lib/api-client'
import { useDebouncedValue } from './use-list-search'

/** A picker shows the first matches only: enough to choose from, small for a large portfolio. */
export const PICKER_LIMIT = 20

/**
 * The first matches of a list's server-side search, for a searchable picker. The search waits
 * for typing to pause, and the previous answer stays on screen while the next one loads, so the
 * options do not flicker as people type.
 */
export const usePickerSearch = <T>(listKey: readonly [string], query: string) => {
  const q = useDebouncedValue(query.trim())
  return useQuery({
    queryKey: [...listKey, { q, picker: true }],
    queryFn: () =>
      requestJson<T[]>(
        'GET',
        `${listKey[0]}?${new URLSearchParams({ q, limit: String(PICKER_LIMIT) })}`,
      ),
    placeholderData: keepPreviousData,
  })
}
