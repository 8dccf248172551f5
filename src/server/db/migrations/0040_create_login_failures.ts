import type { Kysely } from 'kysely'

/*
 * Failed sign-ins, one row per failure and key (the client's address, or an account together
 * with the address), so every app server on one database counts the same failures. Rows older
 * than the throttle's window are deleted as new failures arrive.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('login_failures_key_idx')
    .on('login_failures')
    .columns(['key', 'failed_at'])
    .execute()
  await db.schema
    .createIndex('login_failures_time_idx')
    .on('login_failures')
    .column('failed_at')
    .execute()
  // When the owner of an account was last told about many failed sign-ins on it.
  await db.schema
    .createTable('login_alerts')
    .addColumn('account', 'text', (col) => col.primaryKey())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute()
}
