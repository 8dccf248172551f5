import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * The tenant dashboard and the admin tenant search are kept until the next write under the data
 * version, as the admin dashboard and the lease pages are (decision 1408). The dashboard also shows
 * the events of a tenant's requests and the notes they may see; the search shows whether an invite
 * is waiting. Writes to those tables move the version too, in the writing transaction, so no
 * server serves an answer a committed write has changed.
 */
const WATCHED_TABLES = ['maintenance_events', 'maintenance_notes', 'tenant_invites']

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
