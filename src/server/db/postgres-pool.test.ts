import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/test-database'
import { openPostgres } from './database'

describe.skipIf(!testDialects.includes('postgres'))('the PostgreSQL pool', () => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase('postgres')
  })
  afterEach(() => database.close())

  it('outlives an idle connection that PostgreSQL ends, and answers the next query', async () => {
    const server = openPostgres({ connectionString: database.url ?? '', max: 1 })
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(server.db)
    const heard: unknown[] = []
    const onUncaught = (error: unknown) => heard.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = await sql<{ one: number }>`select 1 as one`.execute(server.db)
      expect(again.rows).toEqual([{ one: 1 }])
      expect(heard).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
      await server.close()
    }
  })
})
