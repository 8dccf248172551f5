import { CompiledQuery, sql, type Kysely, type KyselyPlugin } from 'kysely'
import type { Database } from '../src/server/db/schema'
import type { TestDatabase } from './test-database'

/**
 * The statements `work` sends to the database, compiled, in the order they complete. A subquery
 * is part of its statement, not one of its own: only what was executed is listed.
 */
export const statementsOf = async (
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> => {
  const compiled = new Map<unknown, CompiledQuery>()
  const statements: CompiledQuery[] = []
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      compiled.set(args.queryId, db.getExecutor().compileQuery(args.node, args.queryId))
      return args.node
    },
    transformResult: async (args) => {
      const statement = compiled.get(args.queryId)
      if (statement) statements.push(statement)
      return args.result
    },
  }
  await work(db.withPlugin(recorder))
  return statements
}

/**
 * How the database would run a statement, as text: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's
 * EXPLAIN with fresh statistics (as autovacuum keeps them) and sequential scans priced out. A
 * test's tables hold a handful of rows, where reading a whole table is PostgreSQL's cheapest
 * plan; with the scan priced out it takes the index that best answers the statement, as it does
 * on a real portfolio, and scans only when none can.
 */
export const planOf = async (database: TestDatabase, statement: CompiledQuery): Promise<string> => {
  if (database.kind === 'sqlite') {
    const { rows } = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    )
    return rows.map((row) => row.detail).join('\n')
  }
  await sql`analyze`.execute(database.db)
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    )
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}
