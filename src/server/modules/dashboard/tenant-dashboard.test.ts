import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease } from '../../../../tests/factories'
import { statementsOf } from '../../../../tests/query-plan'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { seedDemo } from '../../db/seed/demo-seed'
import { getDashboardStats } from './tenant-dashboard.service'

const NOW = new Date('2026-03-20T15:00:00.000Z')

describe.each(testDialects)('tenant dashboard stats on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const insertPayment = (
    tenantId: string,
    amountCents: number,
    status: string,
    createdAt: string,
    extra = {},
  ) =>
    ctx.db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        amount_cents: amountCents,
        method: 'zelle',
        period: 'March 2026',
        status,
        created_at: createdAt,
        updated_at: createdAt,
        ...extra,
      })
      .execute()

  const insertRequest = (tenantId: string, status: string, createdAt: string) =>
    ctx.db
      .insertInto('maintenance_requests')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        service_type: 'plumbing',
        specific_issue: 'Leaky faucet',
        description: 'Drips',
        urgency: 'medium',
        status,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute()

  it('computes balance, next payment, requests and lease from the database', async () => {
    const { tenant } = await signInNewTenant(ctx.app, ctx.db)
    // Moved in January 15, prorated, due on the 5th: Jan 17/31 × 1,550 = 850, Feb and Mar 1,550 each.
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-01-15',
      end_date: '2026-09-30',
      monthly_rent_cents: 155_000,
      rent_due_day: 5,
      prorate_first_month: 1,
    })
    await insertPayment(tenant.id, 85_000, 'confirmed', '2026-01-15T10:00:00.000Z', {
      confirmed_at: '2026-01-16T10:00:00.000Z',
    })
    await insertPayment(tenant.id, 155_000, 'confirmed', '2026-02-04T10:00:00.000Z', {
      confirmed_at: '2026-02-05T10:00:00.000Z',
    })
    await insertPayment(tenant.id, 155_000, 'pending', '2026-03-05T10:00:00.000Z')
    await insertPayment(tenant.id, 155_000, 'rejected', '2026-03-03T10:00:00.000Z', {
      rejection_reason: 'NSF',
      updated_at: '2026-03-04T10:00:00.000Z',
    })
    await insertRequest(tenant.id, 'submitted', '2026-03-10T09:00:00.000Z')
    await insertRequest(tenant.id, 'in_progress', '2026-03-11T09:00:00.000Z')
    await insertRequest(tenant.id, 'completed', '2026-02-11T09:00:00.000Z')

    const stats = await getDashboardStats(ctx.db, { tenantId: tenant.id }, NOW)
    expect(stats.currentBalance).toBe(1550)
    expect(stats.nextPayment).toEqual({ amount: 1550, dueDate: '2026-04-05' })
    expect(stats.maintenance).toEqual({ openRequests: 2, inProgress: 1 })
    // 194 days to September 30: six whole 30-day months.
    expect(stats.lease).toEqual({
      monthsToExpire: 6,
      expirationDate: '2026-09-30',
      extractedFromDocument: false,
      confidenceScore: null,
      extractedData: null,
    })
    expect(stats.recentActivity[0]).toMatchObject({
      type: 'payment',
      description: 'Payment submitted, awaiting confirmation',
      amount: 1550,
    })
    expect(stats.recentActivity.find((a) => a.description === 'Payment rejected')?.details).toBe(
      'March 2026 · Zelle · NSF',
    )
    expect(stats.recentActivity.map((a) => a.date)).toEqual(
      [...stats.recentActivity.map((a) => a.date)].sort().reverse(),
    )
  })

  it("shows the tenant's own payments, request events and visible notes, in five statements", async () => {
    const { tenant } = await signInNewTenant(ctx.app, ctx.db)
    const coTenant = (await signInNewTenant(ctx.app, ctx.db)).tenant
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-03-01',
      end_date: '2026-12-31',
      monthly_rent_cents: 100_000,
    })
    await ctx.db
      .insertInto('lease_co_tenants')
      .values({
        lease_id: lease.id,
        tenant_id: coTenant.id,
        created_at: '2026-03-01T00:00:00.000Z',
      })
      .execute()
    await insertPayment(tenant.id, 40_000, 'confirmed', '2026-03-02T10:00:00.000Z', {
      lease_id: lease.id,
      confirmed_at: '2026-03-03T10:00:00.000Z',
    })
    // The co-tenant's payment counts toward the shared balance but is not this tenant's activity.
    await insertPayment(coTenant.id, 60_000, 'confirmed', '2026-03-04T10:00:00.000Z', {
      lease_id: lease.id,
      confirmed_at: '2026-03-04T11:00:00.000Z',
    })
    const requestId = randomUUID()
    await ctx.db
      .insertInto('maintenance_requests')
      .values({
        id: requestId,
        tenant_id: tenant.id,
        service_type: 'plumbing',
        specific_issue: 'Leaky faucet',
        description: 'Drips',
        urgency: 'medium',
        status: 'in_progress',
        created_at: '2026-03-10T09:00:00.000Z',
        updated_at: '2026-03-12T09:00:00.000Z',
      })
      .execute()
    await ctx.db
      .insertInto('maintenance_events')
      .values([
        {
          id: randomUUID(),
          request_id: requestId,
          kind: 'submitted',
          from_status: null,
          to_status: 'submitted',
          created_at: '2026-03-10T09:00:00.000Z',
        },
        {
          id: randomUUID(),
          request_id: requestId,
          kind: 'status',
          from_status: 'submitted',
          to_status: 'in_progress',
          created_at: '2026-03-12T09:00:00.000Z',
        },
      ])
      .execute()
    await ctx.db
      .insertInto('maintenance_notes')
      .values([
        {
          id: randomUUID(),
          request_id: requestId,
          note: 'Plumber booked for Friday',
          is_internal: 0,
          author_admin_id: null,
          created_at: '2026-03-13T09:00:00.000Z',
        },
        {
          id: randomUUID(),
          request_id: requestId,
          note: 'Tenant was rude on the phone',
          is_internal: 1,
          author_admin_id: null,
          created_at: '2026-03-14T09:00:00.000Z',
        },
      ])
      .execute()

    const statements = await statementsOf(ctx.db, (db) =>
      getDashboardStats(db, { tenantId: tenant.id }, NOW),
    )
    expect(statements).toHaveLength(5)
    const stats = await getDashboardStats(ctx.db, { tenantId: tenant.id }, NOW)
    expect(stats.currentBalance).toBe(0)
    expect(stats.maintenance).toEqual({ openRequests: 1, inProgress: 1 })
    expect(stats.recentActivity.map((a) => [a.date, a.description, a.details])).toEqual([
      [
        '2026-03-13T09:00:00.000Z',
        'Update on Plumbing – Leaky faucet',
        'Plumber booked for Friday',
      ],
      ['2026-03-12T09:00:00.000Z', 'Maintenance request in progress', 'Plumbing – Leaky faucet'],
      ['2026-03-10T09:00:00.000Z', 'Maintenance request submitted', 'Plumbing – Leaky faucet'],
      ['2026-03-03T10:00:00.000Z', 'Payment confirmed', 'March 2026 · Zelle'],
      ['2026-03-01T00:00:00.000Z', 'Lease started', undefined],
    ])
  })

  it('shows an overpayment as a negative balance that lowers the next payment', async () => {
    const { tenant } = await signInNewTenant(ctx.app, ctx.db)
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-03-01',
      end_date: null,
      monthly_rent_cents: 100_000,
    })
    await insertPayment(tenant.id, 105_000, 'confirmed', '2026-03-01T10:00:00.000Z')
    const stats = await getDashboardStats(ctx.db, { tenantId: tenant.id }, NOW)
    expect(stats.currentBalance).toBe(-50)
    expect(stats.nextPayment).toEqual({ amount: 950, dueDate: '2026-04-01' })
    expect(stats.lease.monthsToExpire).toBeNull()
  })

  it('stops charging an ended lease and has no next payment', async () => {
    const { tenant } = await signInNewTenant(ctx.app, ctx.db)
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      status: 'ended',
      start_date: '2025-11-01',
      end_date: '2026-10-31',
      ended_at: '2026-01-31T17:00:00.000Z',
      monthly_rent_cents: 100_000,
    })
    const stats = await getDashboardStats(ctx.db, { tenantId: tenant.id }, NOW)
    expect(stats.currentBalance).toBe(3000)
    expect(stats.nextPayment).toEqual({ amount: 0, dueDate: null })
    expect(stats.recentActivity.map((a) => a.description)).toEqual(['Lease ended', 'Lease started'])
  })

  it('gives the extracted lease fields, hiding what the document did not state', async () => {
    const { tenant } = await signInNewTenant(ctx.app, ctx.db, {
      extracted_from_document: 1,
      confidence_score: 0.92,
    })
    const extracted = {
      property: { address: '1108 Pecan Street, Pflugerville, TX 78660' },
      lease: {
        type: 'fixed-term',
        startDate: '2026-01-15',
        endDate: '2027-03-14',
        monthlyRent: 3150,
        rentDueDay: 1,
        maxGuestDays: 14,
      },
      financial: { gracePeriodDays: 3, lateFeePercentage: 5 },
      management: { acceptedPaymentMethods: ['Zelle', 'Check', 7], bankAccount: '7730014821' },
      tenant: { additionalOccupants: '' },
    }
    await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-01-15',
      end_date: '2027-03-14',
      extracted_data: JSON.stringify(extracted),
      extraction_confidence: 0.92,
    })
    const { lease } = await getDashboardStats(ctx.db, { tenantId: tenant.id }, NOW)
    expect(lease).toMatchObject({ extractedFromDocument: true, confidenceScore: 0.92 })
    expect(lease.extractedData).toEqual({
      property: { address: '1108 Pecan Street, Pflugerville, TX 78660' },
      lease: {
        type: 'fixed-term',
        startDate: '2026-01-15',
        endDate: '2027-03-14',
        monthlyRent: 3150,
        securityDeposit: null,
        rentDueDay: 1,
        maxGuestDays: 14,
      },
      financial: { gracePeriodDays: 3, lateFeePercentage: 5 },
      management: { acceptedPaymentMethods: ['Zelle', 'Check'] },
      tenant: { additionalOccupants: null },
    })
  })

  it("answers only the session's tenant, and only tenants", async () => {
    const a = await signInNewTenant(ctx.app, ctx.db)
    const b = await signInNewTenant(ctx.app, ctx.db)
    await insertLease(ctx.db, { tenant_id: a.tenant.id, start_date: '2025-01-01', end_date: null })
    const res = await ctx.app.inject({ url: '/api/dashboard/stats', cookies: b.cookies })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      currentBalance: 0,
      nextPayment: { amount: 0, dueDate: null },
      maintenance: { openRequests: 0, inProgress: 0 },
      lease: {
        monthsToExpire: null,
        expirationDate: null,
        extractedFromDocument: false,
        confidenceScore: null,
        extractedData: null,
      },
      recentActivity: [],
    })
    expect((await ctx.app.inject({ url: '/api/dashboard/stats' })).statusCode).toBe(401)
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/dashboard/stats', headers: admin.headers })).statusCode,
    ).toBe(403)
  })

  it("agrees with the demo seed's payment stories: pending, missed month, overpaid, bounced check", async () => {
    await seedDemo(ctx.db, { now: NOW })
    const tenants = await ctx.db.selectFrom('tenants').select(['id', 'first_name']).execute()
    const balances = Object.fromEntries(
      await Promise.all(
        tenants.map(async (t) => [
          t.first_name,
          (await getDashboardStats(ctx.db, { tenantId: t.id }, NOW)).currentBalance,
        ]),
      ),
    )
    expect(balances).toEqual({
      Maria: 1431.5, // this month's payment awaits confirmation; a $25 key less an $18.50 credit
      Marcus: 1395, // missed last month; its late fee was waived
      Aisha: -50, // paid $50 over two months ago
      Kevin: 0,
      Linh: 0, // shares Kevin's lease and its books
      Dorothy: 0, // holds over past her lease end and keeps paying
      Priya: 0,
      Tom: 0, // moved out; charged until his lease ended
      Sofia: 0,
      Daniel: 0, // the bounced check was replaced by Zelle
      Rachel: 0,
      Carlos: 0,
      Hannah: 412.5, // imported 45 days ago owing $412.50; paid every rent since
      James: 0, // prorated first month
      Olivia: 0, // moves in next month
    })
  })
})
