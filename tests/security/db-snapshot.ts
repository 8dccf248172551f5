import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../src/server/db/schema'

/**
 * Every row of every application table, as sorted JSON lines: two snapshots are equal only when
 * a request changed nothing. Used to prove a refused request wrote nothing before refusing.
 */
export const snapshotDatabase = async (db: Kysely<Database>): Promise<Record<string, string[]>> => {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort()
  const snapshot: Record<string, string[]> = {}
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    )
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return snapshot
}
