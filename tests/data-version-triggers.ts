import { sql, type Kysely } from 'kysely'
import type { Database } from '../src/server/db/schema'
import type { DatabaseKind } from '../src/server/db/database'
import { statementsOf } from './query-plan'

/** Tables whose writes move the data version, as the database's own triggers say. */
export const watchedTables = async (
  db: Kysely<Database>,
  dialect: DatabaseKind,
): Promise<Set<string>> => {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{
          name: string
        }>`select tbl_name as name from sqlite_master where type = 'trigger' and name like '%data_version%'`.execute(
          db,
        )
      : await sql<{
          name: string
        }>`select event_object_table as name from information_schema.triggers where trigger_name like '%data_version%' and event_object_schema = current_schema()`.execute(
          db,
        )
  return new Set(rows.map((row) => row.name))
}

/** The tables a statement reads, by the quoted names Kysely writes after from and join. */
const tablesIn = (text: string) =>
  [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1] as string)

/** Every table the statements of each piece of work read, sorted. */
export const tablesReadBy = async (
  db: Kysely<Database>,
  works: ((db: Kysely<Database>) => Promise<unknown>)[],
): Promise<string[]> => {
  const read = new Set<string>()
  for (const work of works)
    for (const statement of await statementsOf(db, work))
      for (const table of tablesIn(statement.sql)) read.add(table)
  return [...read].sort()
}
