import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { planOf, statementsOf } from '../../../../tests/query-plan'
import { openTestDatabase, type TestDatabase } from '../../../../tests/test-database'
import { listAdminTenantRows } from './admin-tenant.queries'

// Only SQLite is held to a plan here: there the query itself names the FTS5 table. PostgreSQL's
// planner weighs its pg_trgm index against a scan by the statistics of the day (decision 1406);
// the API tests hold both dialects to the same results.
describe('the admin tenant search on sqlite', () => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase('sqlite')
  })
  afterEach(() => database.close())

  const searchPlan = async (q: string) => {
    const [page] = await statementsOf(database.db, (db) =>
      listAdminTenantRows(db, { limit: 12, offset: 0, q }),
    )
    return planOf(database, page!)
  }

  it('looks each word of 3 characters or more up in the trigram index instead of reading every tenant', async () => {
    const tenant = await insertTenant(database.db, { first_name: 'Maria', last_name: 'Garcia' })
    await insertLease(database.db, {
      tenant_id: tenant.id,
      property_id: (await insertProperty(database.db, { name: 'Cedar Ridge' })).id,
    })
    expect(await searchPlan('garcia')).toMatch(/SCAN tenant_search_index VIRTUAL TABLE/)
    expect(await searchPlan('5550100')).toMatch(/SCAN tenant_search_index VIRTUAL TABLE/)
    expect((await searchPlan('maria cedar')).match(/tenant_search_index/g)).toHaveLength(2)
    // Two letters hold no trigram: the search reads the tenants, as it always did.
    expect(await searchPlan('2b')).not.toMatch(/tenant_search_index/)
  })
})
