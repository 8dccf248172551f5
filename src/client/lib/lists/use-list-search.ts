import { useEffect, useState } from 'react'

/** The search asks the server once typing pauses, not on every key. */
export const SEARCH_DELAY_MS = 250

/** The value as it was when it last stayed unchanged for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs = SEARCH_DELAY_MS): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/**
 * A list's search box and page: `search` is what is typed, `q` the trimmed text the server is
 * asked for once typing pauses, and the page belongs to the search and filters it was chosen
 * in, so a new search or another filter starts at the first page.
 */
export const useListSearch = (filters: unknown = null) => {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim())
  const scope = JSON.stringify([q, filters])
  const [paging, setPaging] = useState({ scope, page: 0 })
  const page = paging.scope === scope ? paging.page : 0
  return {
    search,
    setSearch,
    q,
    page,
    setPage: (next: number) => setPaging({ scope, page: Math.max(0, next) }),
  }
}
