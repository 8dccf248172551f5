import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { planOf, statementsOf } from '../../../../tests/query-plan'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { loadTenantLedger } from './ledger.queries'

describe.each(testDialects)("a tenant's ledger read on %s", (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
  })
  afterEach(() => database.close())

  // Every tenant dashboard and statement, and the daily ledger run for each lease, reads this:
  // a scan of all payments made each of them cost what the whole portfolio's payments cost.
  it("finds the tenant's payments and their shared lease's through indexes, never reading every payment", async () => {
    const property = await insertProperty(database.db)
    const tenant = await insertTenant(database.db)
    await insertLease(database.db, { tenant_id: tenant.id, property_id: property.id })
    const statements = await statementsOf(database.db, (db) =>
      loadTenantLedger(db, tenant.id, '2026-06-01'),
    )
    const payments = statements.filter((statement) => /from "payments"/.test(statement.sql))
    expect(payments).toHaveLength(1)
    const plan = await planOf(database, payments[0]!)
    expect(plan).toMatch(/payments/)
    expect(plan).not.toMatch(/^SCAN payments|Seq Scan on payments/m)
  })
})
