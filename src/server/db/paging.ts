import type { SelectQueryBuilder } from 'kysely'

export type Page = { limit?: number | undefined; offset?: number | undefined }

/** Far beyond any list, and a valid LIMIT on both dialects. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER

/**
 * Applies a list's optional limit and offset. SQLite has no OFFSET without LIMIT, so an offset
 * alone pages to the end of the list.
 */
export const paged = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Page,
) =>
  page.limit === undefined && page.offset === undefined
    ? query
    : query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0)
