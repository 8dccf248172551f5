import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { startDailyClock, type DailyClock } from './daily-clock'
import { runLedgerDay } from './ledger-day'
import { scheduleLedgerDay } from './scheduler-job'

type Entry = { type: string; date: string; description: string; amount: number; entryId: string }

describe.each(testDialects)('the scheduler on %s', (dialect) => {
  let ctx: TestContext
  let clock: Date
  let headers: Record<string, string>

  beforeEach(async () => {
    clock = new Date('2026-03-01T09:00:00Z')
    ctx = await createTestApp(dialect, { now: () => clock })
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  /** Runs the scheduler for each day from `from` to `to` as the server does: queued, then run. */
  const runDays = async (from: string, to: string) => {
    for (let day = new Date(`${from}T06:00:00Z`); day <= new Date(`${to}T06:00:00Z`);) {
      clock = day
      await scheduleLedgerDay(ctx.db, day.toISOString().slice(0, 10), clock)
      await runQueuedJobs(ctx.db, ctx.app.jobHandlers)
      day = new Date(day.getTime() + 86_400_000)
    }
  }

  const ledger = async (tenantId: string) => {
    const res = await ctx.app.inject({ url: `/api/admin/tenants/${tenantId}/ledger`, headers })
    expect(res.statusCode).toBe(200)
    return res.json() as { balance: number; entries: Entry[] }
  }
  const ofType = (entries: Entry[], type: string) => entries.filter((e) => e.type === type)

  const pay = (tenantId: string, leaseId: string, amount: number, day: string) =>
    ctx.db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        lease_id: leaseId,
        amount_cents: Math.round(amount * 100),
        method: 'zelle',
        period: 'March 2026',
        status: 'confirmed',
        zelle_ref: null,
        proof_file_id: null,
        rejection_reason: null,
        confirmed_at: `${day}T12:00:00.000Z`,
        recorded_by_admin_id: null,
        created_at: `${day}T12:00:00.000Z`,
        updated_at: `${day}T12:00:00.000Z`,
      })
      .execute()

  /** A $1,500 lease from 1 March 2026 with a late-fee rule set through the lease API. */
  const leaseWithRule = async (lateFee: Record<string, unknown>) => {
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-03-01',
      monthly_rent_cents: 150_000,
    })
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/leases/${lease.id}`,
      headers,
      payload: { lateFee },
    })
    expect(res.statusCode).toBe(200)
    return { tenant, lease }
  }
  const FIVE_PERCENT = { type: 'percent', percent: 5, graceDays: 5 }

  it('posts exactly one 5% fee on day 6 when the rent is unpaid', async () => {
    const { tenant } = await leaseWithRule(FIVE_PERCENT)
    await runDays('2026-03-01', '2026-03-05')
    expect(ofType((await ledger(tenant.id)).entries, 'late_fee')).toEqual([])
    await runDays('2026-03-06', '2026-03-12')
    const { entries, balance } = await ledger(tenant.id)
    expect(ofType(entries, 'late_fee')).toMatchObject([
      {
        date: '2026-03-06',
        amount: 75,
        description: 'Late fee: rent for March 2026 unpaid after 5-day grace period',
      },
    ])
    expect(balance).toBe(1575)
  })

  /** Starts the server's daily clock as main.ts does, waits for its first tick, then stops it. */
  const startServerClock = async () => {
    let serverClock: DailyClock | undefined
    const scheduled = await new Promise<boolean>((resolve, reject) => {
      serverClock = startDailyClock(ctx.db, {
        now: () => clock,
        onScheduled: () => resolve(true),
        onError: reject,
      })
      // A day already claimed schedules nothing: by then the first tick has long finished.
      setTimeout(() => resolve(false), 1_000)
    })
    serverClock?.stop()
    await runQueuedJobs(ctx.db, ctx.app.jobHandlers)
    return scheduled
  }

  it('catches up at start on the days the server was down, posting each entry once', async () => {
    const { tenant } = await leaseWithRule(FIVE_PERCENT)
    clock = new Date('2026-03-01T09:00:00Z')
    expect(await startServerClock()).toBe(true)
    expect(ofType((await ledger(tenant.id)).entries, 'charge').map((e) => e.date)).toEqual([
      '2026-03-01',
    ])

    // Down from 2 March to 10 May: the start posts April's and May's rent and every fee due.
    clock = new Date('2026-05-10T07:30:00Z')
    expect(await startServerClock()).toBe(true)
    const { entries } = await ledger(tenant.id)
    expect(
      ofType(entries, 'charge')
        .map((e) => e.date)
        .sort(),
    ).toEqual(['2026-03-01', '2026-04-01', '2026-05-01'])
    expect(
      ofType(entries, 'late_fee')
        .map((e) => [e.date, e.amount])
        .sort(),
    ).toEqual([
      ['2026-03-06', 75],
      ['2026-04-06', 75],
      ['2026-05-06', 75],
    ])

    // Another start the same day (a second server, a restart) posts nothing new.
    expect(await startServerClock()).toBe(false)
    expect((await ledger(tenant.id)).entries).toHaveLength(entries.length)
  })

  it('posts no fee when the rent is paid by day 5', async () => {
    const { tenant, lease } = await leaseWithRule(FIVE_PERCENT)
    await pay(tenant.id, lease.id, 1500, '2026-03-05')
    await runDays('2026-03-01', '2026-03-10')
    const { entries, balance } = await ledger(tenant.id)
    expect(ofType(entries, 'late_fee')).toEqual([])
    expect(balance).toBe(0)
  })

  it('posts the fee when only part of the rent was paid, and counts the payment', async () => {
    const { tenant, lease } = await leaseWithRule(FIVE_PERCENT)
    await pay(tenant.id, lease.id, 1000, '2026-03-03')
    await runDays('2026-03-01', '2026-03-08')
    const { entries, balance } = await ledger(tenant.id)
    expect(ofType(entries, 'late_fee')).toMatchObject([{ date: '2026-03-06', amount: 75 }])
    expect(balance).toBe(575)
  })

  it('applies payments to the oldest charges first: arrears make this month late', async () => {
    const { tenant, lease } = await leaseWithRule(FIVE_PERCENT)
    await ctx.db
      .updateTable('leases')
      .set({ opening_balance_cents: 20_000 })
      .where('id', '=', lease.id)
      .execute()
    // $1,500 pays the $200 opening balance first; $200 of March's rent stays unpaid.
    await pay(tenant.id, lease.id, 1500, '2026-03-02')
    await runDays('2026-03-06', '2026-03-06')
    expect(ofType((await ledger(tenant.id)).entries, 'late_fee')).toHaveLength(1)
  })

  it('waives a fee with a visible credit, once, and never posts it again', async () => {
    const { tenant } = await leaseWithRule(FIVE_PERCENT)
    await runDays('2026-03-06', '2026-03-06')
    const [fee] = ofType((await ledger(tenant.id)).entries, 'late_fee')
    const waive = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/ledger-entries/${fee?.entryId}/waive`,
        headers,
      })
    const first = await waive()
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ kind: 'waiver', amount: -75 })
    expect((await waive()).statusCode).toBe(409)
    await runDays('2026-03-07', '2026-03-09')
    const { entries, balance } = await ledger(tenant.id)
    expect(ofType(entries, 'late_fee')).toMatchObject([{ isWaived: true }])
    expect(ofType(entries, 'waiver')).toMatchObject([
      { amount: -75, description: expect.stringContaining('Late fee waived') },
    ])
    expect(balance).toBe(1500)
  })

  it('keeps a month of daily fees within the cap, and a flat fee too', async () => {
    const daily = await leaseWithRule({ type: 'daily', amount: 20, graceDays: 5, cap: 50 })
    const flat = await leaseWithRule({ type: 'flat', amount: 100, graceDays: 3, cap: 60 })
    await runDays('2026-03-01', '2026-03-12')
    const dailyFees = ofType((await ledger(daily.tenant.id)).entries, 'late_fee').reverse()
    expect(dailyFees.map((f) => [f.date, f.amount])).toEqual([
      ['2026-03-06', 20],
      ['2026-03-07', 20],
      ['2026-03-08', 10],
    ])
    expect(ofType((await ledger(flat.tenant.id)).entries, 'late_fee')).toMatchObject([
      { date: '2026-03-04', amount: 60 },
    ])
  })

  it('stops daily fees once the rent is paid', async () => {
    const { tenant, lease } = await leaseWithRule({ type: 'daily', amount: 10, graceDays: 5 })
    await runDays('2026-03-01', '2026-03-07')
    await pay(tenant.id, lease.id, 1520, '2026-03-07')
    await runDays('2026-03-08', '2026-03-12')
    const fees = ofType((await ledger(tenant.id)).entries, 'late_fee')
    expect(fees.map((f) => f.date).sort()).toEqual(['2026-03-06', '2026-03-07'])
  })

  it('prorates rent and recurring charges alike for a partial first month', async () => {
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-03-15',
      monthly_rent_cents: 150_000,
      prorate_first_month: 1,
    })
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease.id}/recurring-charges`,
      headers,
      payload: { description: 'Parking', amount: 75, dueDay: 1, startDate: '2026-03-01' },
    })
    expect(added.statusCode).toBe(201)
    await runDays('2026-03-14', '2026-04-01')
    const { entries, balance } = await ledger(tenant.id)
    expect(
      entries
        .filter((e) => e.type === 'charge' || e.type === 'recurring')
        .map((e) => [e.date, e.description, e.amount])
        .reverse(),
    ).toEqual([
      ['2026-03-15', 'Rent for March 2026 (prorated)', 822.58],
      ['2026-03-15', 'Parking for March 2026 (prorated)', 41.13],
      ['2026-04-01', 'Rent for April 2026', 1500],
      ['2026-04-01', 'Parking for April 2026', 75],
    ])
    expect(balance).toBe(2438.71)
  })

  it('runs a day a second time without posting or sending anything new', async () => {
    const { tenant, lease } = await leaseWithRule(FIVE_PERCENT)
    await ctx.db
      .insertInto('recurring_charges')
      .values({
        id: randomUUID(),
        lease_id: lease.id,
        description: 'Pet rent',
        amount_cents: 5_000,
        due_day: 1,
        start_date: '2026-03-01',
        end_date: null,
        created_at: clock.toISOString(),
        updated_at: clock.toISOString(),
      })
      .execute()
    await runDays('2026-03-06', '2026-03-06')
    const before = await ledger(tenant.id)
    expect(ofType(before.entries, 'recurring')).toHaveLength(1)
    expect(ofType(before.entries, 'late_fee')).toHaveLength(1)
    expect(await scheduleLedgerDay(ctx.db, '2026-03-06', clock)).toBe(false)
    const again = await runLedgerDay(ctx.db, '2026-03-06', {
      publicUrl: ctx.config.publicUrl,
      reminderDaysBefore: ctx.config.rentReminderDays,
      now: clock,
    })
    expect(again).toEqual({ recurring: 0, lateFees: 0, reminders: 0 })
    expect((await ledger(tenant.id)).entries).toEqual(before.entries)
  })

  it('sends each reminder once, only to tenants whose payment reminders are on', async () => {
    const property = await insertProperty(ctx.db)
    const primary = await insertTenant(ctx.db)
    const coTenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: primary.id,
      property_id: property.id,
      start_date: '2026-02-01',
      monthly_rent_cents: 150_000,
      late_fee_type: 'percent',
      late_fee_percent_bp: 500,
      late_fee_grace_days: 5,
    })
    await ctx.db
      .insertInto('lease_co_tenants')
      .values({ lease_id: lease.id, tenant_id: coTenant.id, created_at: clock.toISOString() })
      .execute()
    await ctx.db
      .insertInto('notification_preferences')
      .values({
        tenant_id: coTenant.id,
        payment_reminders: 0,
        maintenance_updates: 1,
        sms_notifications: 0,
        updated_at: clock.toISOString(),
      })
      .execute()
    await pay(primary.id, lease.id, 1500, '2026-02-01')
    await runDays('2026-02-25', '2026-03-07')
    // Every day again: nothing is sent twice.
    for (const day of ['2026-02-26', '2026-03-01', '2026-03-06'])
      await runLedgerDay(ctx.db, day, {
        publicUrl: ctx.config.publicUrl,
        reminderDaysBefore: ctx.config.rentReminderDays,
        now: clock,
      })

    const sent = (tenantId: string) =>
      ctx.app.inject({ url: `/api/admin/tenants/${tenantId}/sent-reminders`, headers })
    const primarySent = (await sent(primary.id)).json()
    expect(primarySent.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'due',
      'late_fee',
      'upcoming',
    ])
    expect(primarySent.find((r: { kind: string }) => r.kind === 'upcoming')).toMatchObject({
      title: 'Rent for March 2026 is due on 2026-03-01',
      emailed: true,
      sentAt: '2026-02-26T06:00:00.000Z',
    })
    expect((await sent(coTenant.id)).json()).toEqual([])
    const mails = await ctx.db.selectFrom('mail_outbox').select(['to_address', 'subject']).execute()
    expect(mails.map((m) => m.to_address)).toEqual([primary.email, primary.email, primary.email])
    const bell = await ctx.db
      .selectFrom('notifications')
      .select(['tenant_id', 'kind'])
      .where('kind', 'like', 'rent_%')
      .execute()
    expect(bell.every((n) => n.tenant_id === primary.id)).toBe(true)
    expect(bell).toHaveLength(3)
  })

  it('sends the "rent due soon" reminder as many days ahead as RENT_REMINDER_DAYS says, once', async () => {
    await ctx.close()
    ctx = await createTestApp(dialect, { now: () => clock, env: { RENT_REMINDER_DAYS: '5' } })
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-02-01',
      monthly_rent_cents: 150_000,
    })
    await pay(tenant.id, lease.id, 1500, '2026-02-01')
    const upcoming = async () =>
      (await ctx.app.inject({ url: `/api/admin/tenants/${tenant.id}/sent-reminders`, headers }))
        .json()
        .filter((r: { kind: string }) => r.kind === 'upcoming')

    // The daily job reads the setting from the server's configuration.
    await runDays('2026-02-20', '2026-02-23')
    expect(await upcoming()).toEqual([])
    await runDays('2026-02-24', '2026-02-28')
    expect(await upcoming()).toEqual([
      expect.objectContaining({
        title: 'Rent for March 2026 is due on 2026-03-01',
        sentAt: '2026-02-24T06:00:00.000Z',
      }),
    ])
  })

  it('lets an admin add and void a one-off charge and a credit, and never delete them', async () => {
    const { tenant, lease } = await leaseWithRule({ type: 'none' })
    const add = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/leases/${lease.id}/ledger-entries`,
        headers,
        payload,
      })
    const charge = await add({
      kind: 'one_off_charge',
      amount: 40,
      date: '2026-03-01',
      memo: 'Key copy',
    })
    expect(charge.statusCode).toBe(201)
    const credit = await add({ kind: 'credit', amount: 25, date: '2026-03-01', memo: 'Goodwill' })
    expect(credit.json()).toMatchObject({ amount: -25, memo: 'Goodwill' })
    expect((await ledger(tenant.id)).balance).toBe(1515)
    const voided = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ledger-entries/${charge.json().id}/void`,
      headers,
    })
    expect(voided.json()).toMatchObject({ isVoided: true })
    const { entries, balance } = await ledger(tenant.id)
    expect(balance).toBe(1475)
    expect(ofType(entries, 'one_off_charge')).toMatchObject([
      { description: 'Charge: Key copy (voided)', isVoided: true },
    ])
    expect(
      (await add({ kind: 'credit', amount: -5, date: '2026-03-01', memo: 'x' })).statusCode,
    ).toBe(400)
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/ledger-entries/${randomUUID()}/waive`,
          headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('shows the tenant their fees, credits and upcoming charges on their own statement', async () => {
    const tenant = await insertTenant(ctx.db, { password: 'tenant-password-1' })
    const lease = await insertLease(ctx.db, {
      tenant_id: tenant.id,
      start_date: '2026-03-01',
      monthly_rent_cents: 150_000,
      late_fee_type: 'flat',
      late_fee_amount_cents: 5_000,
      late_fee_grace_days: 5,
    })
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease.id}/recurring-charges`,
      headers,
      payload: { description: 'Parking', amount: 75, dueDay: 1, startDate: '2026-04-01' },
    })
    await runDays('2026-03-06', '2026-03-06')
    const [fee] = ofType((await ledger(tenant.id)).entries, 'late_fee')
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/ledger-entries/${fee?.entryId}/waive`,
      headers,
    })
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenant/login',
      payload: { email: tenant.email, password: 'tenant-password-1' },
    })
    const res = await ctx.app.inject({
      url: '/api/ledger',
      cookies: { hearth_tenant_session: login.json().sessionToken },
    })
    expect(res.statusCode).toBe(200)
    const statement = res.json()
    expect(statement.balance).toBe(1500)
    expect(statement.entries.map((e: Entry) => e.type)).toEqual(['waiver', 'late_fee', 'charge'])
    expect(statement.upcoming).toEqual([
      { date: '2026-04-01', description: 'Rent for April 2026', amount: 1500 },
      { date: '2026-04-01', description: 'Parking for April 2026', amount: 75 },
    ])
    expect((await ctx.app.inject({ url: '/api/ledger', headers })).statusCode).toBe(403)
  })

  it('refuses a late-fee rule that lacks its amount, with a sentence', async () => {
    const tenant = await insertTenant(ctx.db)
    const lease = await insertLease(ctx.db, { tenant_id: tenant.id })
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/leases/${lease.id}`,
      headers,
      payload: { lateFee: { type: 'flat', graceDays: 5 } },
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json())).toContain('Enter the late fee amount')
  })
})
