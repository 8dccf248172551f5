import type { Db } from './database'

/**
 * The version of the data the kept reads show (the admin dashboard, the admin lease pages, the
 * tenant dashboard, the admin tenant list and search): a row in the database that triggers move in
 * the same transaction as every write to the tables those reads read (migrations 0030, 0072, 0082
 * and 0091). Read from the database on each request, so
 * every server of a fleet sees another server's write as soon as it commits; a request reads it in
 * the statement that looks its session up (`modules/auth/sessions.ts`), the query below's twin.
 * Read before the answer is computed: a write committed in between leaves an answer newer than its
 * version, which the next request replaces, never an older one.
 */
export const readDataVersion = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}
