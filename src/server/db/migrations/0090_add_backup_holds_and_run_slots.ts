import type { Kysely } from 'kysely'

/*
 * backup_holds: a backup in progress, so that no server removes stored bytes its database copy
 * may still point at until the backup has copied them; a hold that outlives a crashed backup
 * lapses at expires_at.
 * run_slots: one row per periodic run (such as an hour's orphaned-file sweep); the first server
 * to insert the slot queues the job, so a fleet runs it once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('run_slots')
    .addColumn('slot', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}
