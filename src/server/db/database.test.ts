import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../tests/test-database'
import { openPostgres } from './database'

const postgresUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!postgresUrl)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections and answers the next query', async () => {
    const database = await openTestDatabase('postgres')
    const handle = openPostgres({ connectionString: database.url ?? '', max: 2 })
    try {
      await sql`select 1`.execute(handle.db)
      // As a restart or an administrator would: end every other connection to this database.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db)
      expect(rows).toEqual([{ one: 1 }])
    } finally {
      await handle.close()
      await database.close()
    }
  })
})
