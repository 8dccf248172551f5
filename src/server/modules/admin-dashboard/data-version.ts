import type { Db } from '../../db/database'

/**
 * The version of the data the admin dashboard counts: a row in the database that triggers move
 * in the same transaction as every write to its tables (migration 0030). Read from the database
 * on each request, so every server of a fleet sees another server's write as soon as it commits.
 * Read before the figures are computed: a write committed in between leaves figures newer than
 * their version, which the next request replaces, never older ones.
 */
export const readDataVersion = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}
