import { apiRequest, readJson } from '@/lib/api-client'

export type ListPage<T> = { items: T[]; total: number }

/** Filters a list sends beside its search; empty values are left out of the address. */
export type ListFilters = Record<string, string | number | null | undefined>

/**
 * One page of a server list: `limit`/`offset`/`q` and the list's own filters go in the query
 * string, the rows come back as the body and the count of every match as `X-Total-Count`.
 */
export const fetchListPage = async <T>(
  url: string,
  {
    q = '',
    limit,
    offset = 0,
    ...filters
  }: ListFilters & { q?: string; limit: number; offset?: number },
): Promise<ListPage<T>> => {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) })
  if (q) params.set('q', q)
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value))
  }
  const response = await apiRequest('GET', `${url}?${params}`)
  const items = await readJson<T[]>(response)
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) }
}
