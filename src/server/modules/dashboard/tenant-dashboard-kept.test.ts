import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tablesReadBy, watchedTables } from '../../../../tests/data-version-triggers'
import { insertLease, insertProperty } from '../../../../tests/factories'
import { signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, createTestFleet, type TestFleet } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { getDashboardStats } from './tenant-dashboard.service'

describe.each(testDialects)('kept tenant dashboards on %s', (dialect) => {
  let fleet: TestFleet
  beforeEach(async () => {
    fleet = await createTestFleet(dialect)
  })
  afterEach(() => fleet.close())

  const signIn = async () => {
    const signedIn = await signInNewTenant(fleet.apps[0]!, fleet.db)
    const property = await insertProperty(fleet.db, { name: 'Cedar Court', total_units: 3 })
    const lease = await insertLease(fleet.db, {
      tenant_id: signedIn.tenant.id,
      property_id: property.id,
    })
    return { ...signedIn, lease }
  }
  const dashboardOn = async (server: number, headers: Record<string, string>) => {
    const res = await fleet.apps[server]!.inject({ url: '/api/dashboard/stats', headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const insertRequest = (tenantId: string) =>
    fleet.db
      .insertInto('maintenance_requests')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        service_type: 'plumbing',
        specific_issue: 'Leaky faucet',
        description: 'Drips',
        urgency: 'medium',
        status: 'submitted',
        created_at: '2026-03-10T09:00:00.000Z',
        updated_at: '2026-03-10T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('is kept only under triggers on every table a dashboard reads', async () => {
    const { tenant } = await signIn()
    const read = await tablesReadBy(fleet.db, [
      (db) => getDashboardStats(db, { tenantId: tenant.id }),
    ])
    expect(read).toEqual(
      [
        'lease_co_tenants',
        'leases',
        'ledger_entries',
        'maintenance_events',
        'maintenance_notes',
        'maintenance_requests',
        'payments',
        'tenants',
      ].sort(),
    )
    const watched = await watchedTables(fleet.db, dialect)
    for (const table of read) expect(watched, table).toContain(table)
  })

  it('serves a dashboard read on another server after a write as fresh as the write', async () => {
    const { tenant, headers } = await signIn()
    const first = await dashboardOn(1, headers)
    expect(await dashboardOn(1, headers)).toEqual(first)
    expect(first.maintenance.openRequests).toBe(0)

    // Written straight into the database, as a job or another server would.
    const request = await insertRequest(tenant.id)
    expect((await dashboardOn(1, headers)).maintenance.openRequests).toBe(1)

    await dashboardOn(1, headers)
    await fleet.db
      .insertInto('maintenance_notes')
      .values({
        id: randomUUID(),
        request_id: request.id,
        note: 'A plumber comes on Tuesday',
        is_internal: 0,
        author_admin_id: null,
        created_at: '2099-01-01T00:00:00.000Z',
      })
      .execute()
    expect((await dashboardOn(1, headers)).recentActivity[0].details).toBe(
      'A plumber comes on Tuesday',
    )
  })

  it('never serves one tenant the dashboard kept for another', async () => {
    const maria = await signIn()
    const ana = await signIn()
    await insertRequest(maria.tenant.id)
    const forMaria = await dashboardOn(1, maria.headers)
    const forAna = await dashboardOn(1, ana.headers)
    expect(forMaria.maintenance.openRequests).toBe(1)
    expect(forAna.maintenance.openRequests).toBe(0)
    expect(await dashboardOn(1, maria.headers)).toEqual(forMaria)
    expect(await dashboardOn(1, ana.headers)).toEqual(forAna)
  })
})

describe.each(testDialects)('a kept tenant dashboard on %s', (dialect) => {
  it('counts again on a new day without any write', async () => {
    let now = new Date('2026-03-31T23:59:00.000Z')
    const ctx = await createTestApp(dialect, { now: () => now })
    try {
      const { tenant, headers } = await signInNewTenant(ctx.app, ctx.db)
      await insertLease(ctx.db, {
        tenant_id: tenant.id,
        start_date: '2026-04-01',
        end_date: '2027-03-31',
      })
      const read = async () =>
        (await ctx.app.inject({ url: '/api/dashboard/stats', headers })).json()
      const lastDayOfMarch = await read()
      expect(lastDayOfMarch.recentActivity).toEqual([])
      now = new Date('2026-04-01T00:01:00.000Z')
      expect(
        (await read()).recentActivity.map((item: { description: string }) => item.description),
      ).toEqual(['Lease started'])
    } finally {
      await ctx.close()
    }
  })
})
