import { sql } from 'kysely'

/**
 * The admin lease list's first sort key: active, then pending, then ended. Written with literals,
 * exactly as index leases_list_order_idx (migration 0010) holds it, so both databases read a page
 * of the list from that index instead of sorting every lease for each page.
 */
export const leaseStatusRank = (alias: string) => {
  const status = sql.ref(`${alias}.status`)
  return sql<number>`case when ${status} = 'active' then 0 when ${status} = 'pending' then 1 else 2 end`
}
