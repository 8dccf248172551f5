import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  insertLateFee,
  insertLease,
  insertProperty,
  insertTenant,
} from '../../../../tests/factories'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { createDashboardCache } from './admin-dashboard-cache'
import { getAdminDashboard, lastMonths } from './admin-dashboard.queries'

const now = new Date()
const monthKey = (monthsAgo: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}
/** The 2nd of a month at noon UTC, so it lies in that month whatever day the test runs. */
const inMonth = (monthsAgo: number) => `${monthKey(monthsAgo)}-02T12:00:00.000Z`

describe('the chart months', () => {
  it('are the last 12 calendar months, oldest first, across a year end', () => {
    const months = lastMonths(new Date('2026-02-10T00:00:00Z'))
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ key: '2025-03', first: '2025-03-01', last: '2025-03-31' })
    expect(months.at(-1)).toEqual({ key: '2026-02', first: '2026-02-01', last: '2026-02-28' })
  })
})

describe.each(testDialects)('admin dashboard on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const dashboard = () => ctx.app.inject({ url: '/api/admin/dashboard', headers })

  const insertPayment = (tenantId: string, cents: number, status: string, createdAt: string) =>
    ctx.db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        lease_id: null,
        amount_cents: cents,
        method: 'zelle',
        period: 'March 2026',
        status,
        zelle_ref: null,
        proof_file_id: null,
        rejection_reason: null,
        confirmed_at: null,
        recorded_by_admin_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute()

  const insertRequest = (tenantId: string, urgency: string, status: string, createdAt: string) =>
    ctx.db
      .insertInto('maintenance_requests')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        service_type: 'plumbing',
        specific_issue: 'Leaky faucet',
        description: 'Drips',
        urgency,
        status,
        preferred_date: null,
        time_window: null,
        assigned_to: null,
        rating: null,
        completed_at: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute()

  it('counts the late fees of this month that stand, and the deposits not yet settled', async () => {
    const leaseOf = async (status: string, depositCents: number) =>
      insertLease(ctx.db, {
        tenant_id: (await insertTenant(ctx.db)).id,
        status,
        security_deposit_cents: depositCents,
      })
    const active = await leaseOf('active', 150_000)
    const endedHeld = await leaseOf('ended', 90_000)
    const endedSettled = await leaseOf('ended', 120_000)
    await leaseOf('pending', 200_000)
    await ctx.db
      .insertInto('deposit_dispositions')
      .values({
        id: randomUUID(),
        lease_id: endedSettled.id,
        deposit_cents: 120_000,
        refund_cents: 120_000,
        return_days: null,
        refund_due_date: null,
        refund_date: '2026-01-10',
        recorded_by_admin_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()

    const thisMonth = `${monthKey(0)}-06`
    await insertLateFee(ctx.db, { leaseId: active.id, date: thisMonth, cents: 7_500 })
    const waived = await insertLateFee(ctx.db, {
      leaseId: endedHeld.id,
      date: thisMonth,
      cents: 5_000,
    })
    const voided = await insertLateFee(ctx.db, {
      leaseId: endedSettled.id,
      date: thisMonth,
      cents: 2_500,
    })
    await insertLateFee(ctx.db, { leaseId: active.id, date: `${monthKey(1)}-06`, cents: 7_500 })
    expect((await dashboard()).json().books).toEqual({
      lateFeesThisMonth: 150,
      lateFeeCount: 3,
      depositsHeld: 2400,
      depositsHeldCount: 2,
    })

    // Waiving and voiding through the admin's routes reach a dashboard already computed.
    const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers })
    expect((await post(`/api/admin/ledger-entries/${waived}/waive`)).statusCode).toBe(201)
    expect((await post(`/api/admin/ledger-entries/${voided}/void`)).statusCode).toBe(200)
    expect((await dashboard()).json().books).toMatchObject({
      lateFeesThisMonth: 75,
      lateFeeCount: 1,
    })
  })

  it('answers zeros and empty lists on an empty database', async () => {
    const res = await dashboard()
    expect(res.statusCode).toBe(200)
    expect(res.json().stats).toEqual({
      totalTenants: 0,
      totalRevenue: 0,
      openMaintenanceRequests: 0,
      urgentRequests: 0,
      occupancyRate: 0,
    })
    expect(res.json().recentActivity).toEqual({ payments: [], maintenance: [] })
    expect(res.json().charts.rentByMonth).toHaveLength(12)
  })

  it('counts tenants, this month’s confirmed revenue, open and urgent requests, and occupancy', async () => {
    const cedar = await insertProperty(ctx.db, { name: 'Cedar', total_units: 4 })
    const house = await insertProperty(ctx.db, { name: 'House', total_units: 1 })
    const maria = await insertTenant(ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
    })
    const kevin = await insertTenant(ctx.db)
    const tom = await insertTenant(ctx.db)
    await insertLease(ctx.db, { tenant_id: maria.id, property_id: cedar.id, status: 'active' })
    await insertLease(ctx.db, { tenant_id: kevin.id, property_id: cedar.id, status: 'active' })
    await insertLease(ctx.db, { tenant_id: tom.id, property_id: house.id, status: 'ended' })

    await insertPayment(maria.id, 142500, 'confirmed', inMonth(0))
    await insertPayment(kevin.id, 10000, 'pending', inMonth(0))
    await insertPayment(kevin.id, 20000, 'rejected', inMonth(0))
    await insertPayment(maria.id, 142500, 'confirmed', inMonth(1))

    await insertRequest(maria.id, 'high', 'submitted', inMonth(0))
    await insertRequest(maria.id, 'high', 'completed', inMonth(1))
    await insertRequest(kevin.id, 'low', 'in_progress', inMonth(1))

    const { stats, charts } = (await dashboard()).json()
    expect(stats).toEqual({
      totalTenants: 3,
      totalRevenue: 1425,
      openMaintenanceRequests: 2,
      urgentRequests: 1,
      occupancyRate: 40,
    })
    expect(charts.propertyCount).toBe(2)
    expect(
      charts.occupancyByProperty.map((p: { name: string; occupancyRate: number }) => [
        p.name,
        p.occupancyRate,
      ]),
    ).toEqual([
      ['House', 0],
      ['Cedar', 50],
    ])
  })

  it('charts rent collected against rent due for each of the last 12 months', async () => {
    const tenant = await insertTenant(ctx.db)
    const leaver = await insertTenant(ctx.db)
    const holdover = await insertTenant(ctx.db)
    const monthStart = (monthsAgo: number) => `${monthKey(monthsAgo)}-01`
    // Started 3 months ago; runs on.
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      status: 'active',
      start_date: monthStart(3),
      end_date: null,
      monthly_rent_cents: 100000,
    })
    // Ran 6 to 2 months ago, then ended early a month before its end date.
    await insertLease(ctx.db, {
      tenant_id: leaver.id,
      status: 'ended',
      start_date: monthStart(6),
      end_date: `${monthKey(1)}-20`,
      ended_at: inMonth(2),
      monthly_rent_cents: 50000,
    })
    // Past its end date but still active: a holdover still owes rent.
    await insertLease(ctx.db, {
      tenant_id: holdover.id,
      status: 'active',
      start_date: monthStart(14),
      end_date: monthStart(4),
      monthly_rent_cents: 20000,
    })
    await insertPayment(tenant.id, 100000, 'confirmed', inMonth(1))
    await insertPayment(tenant.id, 40000, 'confirmed', inMonth(1))
    await insertPayment(tenant.id, 100000, 'pending', inMonth(0))
    await insertPayment(tenant.id, 99900, 'confirmed', inMonth(13))

    const { rentByMonth } = (await dashboard()).json().charts
    const byKey = new Map(rentByMonth.map((m: { month: string }) => [m.month, m]))
    expect(rentByMonth.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthKey(11 - i)),
    )
    expect(byKey.get(monthKey(0))).toEqual({ month: monthKey(0), collected: 0, due: 1200 })
    expect(byKey.get(monthKey(1))).toEqual({ month: monthKey(1), collected: 1400, due: 1200 })
    expect(byKey.get(monthKey(2))).toEqual({ month: monthKey(2), collected: 0, due: 1700 })
    expect(byKey.get(monthKey(4))).toEqual({ month: monthKey(4), collected: 0, due: 700 })
    expect(byKey.get(monthKey(7))).toEqual({ month: monthKey(7), collected: 0, due: 200 })
  })

  it('lists the 5 newest payments and requests with their tenants', async () => {
    const maria = await insertTenant(ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
    })
    for (let i = 1; i <= 7; i++) {
      await insertPayment(maria.id, i * 100, 'confirmed', `2026-01-0${i}T10:00:00.000Z`)
      await insertRequest(maria.id, 'low', 'submitted', `2026-01-0${i}T10:00:00.000Z`)
    }
    const { payments, maintenance } = (await dashboard()).json().recentActivity
    expect(payments.map((p: { amount: number }) => p.amount)).toEqual([7, 6, 5, 4, 3])
    expect(payments[0]).toMatchObject({
      method: 'zelle',
      status: 'confirmed',
      tenant: { firstName: 'Maria', lastName: 'Garcia', unit: '2B' },
    })
    expect(maintenance).toHaveLength(5)
    expect(maintenance[0]).toMatchObject({
      serviceType: 'plumbing',
      specificIssue: 'Leaky faucet',
      createdAt: '2026-01-07T10:00:00.000Z',
    })
  })

  it('shows a write made through the API on the next read, however often it was read before', async () => {
    const cedar = await insertProperty(ctx.db, { name: 'Cedar', total_units: 2 })
    const maria = await insertTenant(ctx.db)
    const first = (await dashboard()).json()
    expect((await dashboard()).json()).toEqual(first)
    expect(first.stats.occupancyRate).toBe(0)
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/leases',
      headers,
      payload: {
        tenantId: maria.id,
        propertyId: cedar.id,
        startDate: `${monthKey(2)}-01`,
        endDate: `${monthKey(-10)}-01`,
        monthlyRent: 900,
        securityDeposit: 900,
        rentDueDay: 1,
        status: 'active',
      },
    })
    expect(created.statusCode).toBe(201)
    const after = (await dashboard()).json()
    expect(after.stats.occupancyRate).toBe(50)
    expect(after.charts.rentByMonth.at(-1)).toEqual({ month: monthKey(0), collected: 0, due: 900 })
  })

  it('counts again in a new month without any write', async () => {
    const tenant = await insertTenant(ctx.db)
    await insertPayment(tenant.id, 50000, 'confirmed', inMonth(0))
    const compute = vi.fn((at: Date) => getAdminDashboard(ctx.db, at))
    const cached = createDashboardCache(compute)
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15))
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2))
    expect((await cached(1, thisMonth)).stats.totalRevenue).toBe(500)
    expect((await cached(1, thisMonth)).stats.totalRevenue).toBe(500)
    expect(compute).toHaveBeenCalledTimes(1)
    expect((await cached(1, nextMonth)).stats.totalRevenue).toBe(0)
    expect((await cached(2, nextMonth)).stats.totalRevenue).toBe(0)
    expect(compute).toHaveBeenCalledTimes(3)
  })

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401)
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/admin/dashboard', headers: tenant.headers })).statusCode,
    ).toBe(403)
  })
})
