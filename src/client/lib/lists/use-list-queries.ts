import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query'
import { fetchListPage, type ListFilters, type ListPage } from './fetch-list-page'

type ListQuery = {
  /** The list's query key; its first part is the list's address. */
  key: readonly [string, ...unknown[]]
  q: string
  pageSize: number
  filters?: ListFilters
  enabled?: boolean
}

const queryKeyOf = ({ key, q, pageSize, filters }: ListQuery, extra: object): QueryKey => [
  ...key,
  { q, pageSize, ...filters, ...extra },
]

/**
 * A list shown a numbered page at a time. The previous page stays on screen while the next one
 * loads, so paging and searching do not flash an empty list.
 */
export const usePagedList = <T>(list: ListQuery & { page: number }) =>
  useQuery({
    queryKey: queryKeyOf(list, { page: list.page }),
    queryFn: () =>
      fetchListPage<T>(list.key[0], {
        ...list.filters,
        q: list.q,
        limit: list.pageSize,
        offset: list.page * list.pageSize,
      }),
    placeholderData: keepPreviousData,
    enabled: list.enabled ?? true,
  })

/** A list that grows with 'Load more': each page starts where the loaded rows end. */
export const useGrowingList = <T>(list: ListQuery) =>
  useInfiniteQuery({
    queryKey: queryKeyOf(list, { growing: true }),
    queryFn: ({ pageParam }) =>
      fetchListPage<T>(list.key[0], {
        ...list.filters,
        q: list.q,
        limit: list.pageSize,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<T>, pages: ListPage<T>[]) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? 0,
    }),
    placeholderData: keepPreviousData,
    enabled: list.enabled ?? true,
  })
