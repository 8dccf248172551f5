import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * One counter row that moves in the same transaction as every write to the tables the admin
 * dashboard reads, so every server of a fleet sees a change the moment it is committed and a
 * kept dashboard is never served after it (decisions 0402 and 1401). Triggers, not the
 * application, bump it: jobs, imports, scripts and other servers all write through the database.
 */
const WATCHED_TABLES = ['tenants', 'properties', 'leases', 'payments', 'maintenance_requests']

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute()
  await db.insertInto('data_version').values({ id: 1, version: 0 }).execute()
  const bump = 'update data_version set version = version + 1 where id = 1'
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await run(
      db,
      `create function data_version_bump() returns trigger language plpgsql as $$
begin
  ${bump};
  return null;
end $$`,
    )
    // Once per statement, not per row: an import of 10,000 rows bumps it once.
    for (const table of WATCHED_TABLES) {
      await run(
        db,
        `create trigger ${table}_data_version after insert or update or delete or truncate on ${table} for each statement execute function data_version_bump()`,
      )
    }
    return
  }
  // SQLite has only row triggers; it runs one writer at a time, so the extra updates cost no waiting.
  for (const table of WATCHED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await run(
        db,
        `create trigger ${table}_data_version_${event} after ${event} on ${table} begin ${bump}; end`,
      )
    }
  }
}
