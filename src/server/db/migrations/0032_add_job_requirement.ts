import type { Kysely } from 'kysely'

/*
 * What a server must have to run a job (for a lease intake: the file store that holds its PDF),
 * so that a server which cannot reach the file never claims the job. Null: any server.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('requires', 'text').execute()
}
