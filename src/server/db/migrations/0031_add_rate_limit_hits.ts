import type { Kysely } from 'kysely'

/*
 * The request counts of the generic rate limits (per client address and route), shared by every
 * server on the database so a limit holds across the fleet. One row per key and window.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    /** Epoch milliseconds when the window ends and the count starts again. */
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limit_hits_window_idx')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute()
}
