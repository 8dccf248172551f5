import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * The admin dashboard now counts late fees (ledger_entries) and deposits still held (settled by a
 * deposit_dispositions row), so writes to those tables move the data version too, as the tables
 * of migration 0030 do: a kept dashboard is never served after a fee posts or a deposit settles.
 */
const WATCHED_TABLES = ['ledger_entries', 'deposit_dispositions']

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  const bump = 'update data_version set version = version + 1 where id = 1'
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // data_version_bump() is migration 0030's, once per statement.
    for (const table of WATCHED_TABLES) {
      await run(
        db,
        `create trigger ${table}_data_version after insert or update or delete or truncate on ${table} for each statement execute function data_version_bump()`,
      )
    }
    return
  }
  for (const table of WATCHED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await run(
        db,
        `create trigger ${table}_data_version_${event} after ${event} on ${table} begin ${bump}; end`,
      )
    }
  }
}
