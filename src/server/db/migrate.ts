import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { migrations } from './migrations/index'

/**
 * Brings the database to the newest schema. Throws with the failing migration's name.
 * On PostgreSQL, Kysely's bookkeeping tables are pinned to the connection's current schema:
 * without that, Kysely looks for them in every schema of the database and, when another schema
 * holds its own (another app, a test run), takes those for ours.
 */
export const migrateToLatest = async (db: Kysely<Database>): Promise<void> => {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter
  const schema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
