import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/test-database'
import { openPostgres } from './database'
import { withStartupLock } from './startup-lock'

// Only PostgreSQL has several server processes to order.
describe.skipIf(!testDialects.includes('postgres'))('the start-up lock on PostgreSQL', () => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase('postgres')
  })
  afterEach(() => database.close())

  it('lets servers starting at once run their start-up writes one after the other', async () => {
    // A second pool stands for a second server process.
    const other = openPostgres({ connectionString: database.url ?? '', max: 2 })
    const events: string[] = []
    const startUp = (name: string) => async () => {
      events.push(`${name} in`)
      await new Promise((resolve) => setTimeout(resolve, 100))
      events.push(`${name} out`)
    }
    await Promise.all([
      withStartupLock(database, startUp('a')),
      withStartupLock(other, startUp('b')),
    ])
    await other.close()
    expect([
      ['a in', 'a out', 'b in', 'b out'],
      ['b in', 'b out', 'a in', 'a out'],
    ]).toContainEqual(events)
  })
})
