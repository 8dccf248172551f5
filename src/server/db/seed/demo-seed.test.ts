import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../modules/auth/password'
import { openTestDatabase, testDialects } from '../../../../tests/test-database'
import { openSqlite, type DatabaseHandle } from '../database'
import { migrateToLatest } from '../migrate'
import { runLedgerDay } from '../../modules/scheduler/ledger-day'
import { DEFAULT_RENT_REMINDER_DAYS } from '../../config'
import { getDashboardStats } from '../../modules/dashboard/tenant-dashboard.service'
import { buildDispositionLetter } from '../../modules/deposits/deposits.service'
import { getTenantLedger } from '../../modules/ledger/ledger.queries'
import { DEMO_CREDENTIALS, seedDemo } from './demo-seed'

// Mid-month, mid-afternoon; other instants are covered further down.
const NOW = new Date('2026-03-18T15:30:00.000Z')
const DAY_MS = 86_400_000

/** The service types and their specific issues. */
const SPECIFIC_ISSUES: Record<string, string[]> = {
  plumbing: ['Leaky faucet', 'Clogged drain', 'Running toilet', 'Low water pressure', 'Other'],
  electrical: ['Outlet not working', 'Light fixture', 'Circuit breaker', 'Smoke detector', 'Other'],
  hvac: ['AC not cooling', 'Heater not working', 'Strange noises', 'Air filter', 'Other'],
  appliances: ['Refrigerator', 'Dishwasher', 'Washer/Dryer', 'Garbage disposal', 'Other'],
  general: ['Paint/Touch-up', 'Flooring', 'Windows/Doors', 'Pest control', 'Other'],
}

/** The lease badge: months of 30 days from now to the end date. */
const leaseBadge = (endDate: string, now: Date) => {
  const months = (Date.parse(`${endDate}T00:00:00.000Z`) - now.getTime()) / DAY_MS / 30
  if (months < 0) return 'Expired'
  if (months < 2) return 'Expiring Soon'
  if (months < 6) return 'Renewal Due'
  return 'Active'
}

type Db = DatabaseHandle['db']

type CountedTable = 'tenants' | 'properties' | 'payments' | 'admins' | 'lease_co_tenants'

const countRows = async (db: Db, table: CountedTable) => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const activeLeaseBadges = async (db: Db, now: Date) => {
  const leases = await db
    .selectFrom('leases')
    .select('end_date')
    .where('status', '=', 'active')
    .execute()
  return new Set(leases.map((lease) => leaseBadge(lease.end_date ?? '', now)))
}

/** Timestamps of things that already happened which nonetheless lie after `now`. */
const timestampsAfter = async (db: Db, now: Date) => {
  const stamps = [
    ...(await db.selectFrom('payments').select('created_at as at').execute()),
    ...(await db.selectFrom('payments').select('confirmed_at as at').execute()),
    ...(await db.selectFrom('payments').select('updated_at as at').execute()),
    ...(await db.selectFrom('tenants').select('last_login_at as at').execute()),
    ...(await db.selectFrom('leases').select('created_at as at').execute()),
    ...(await db.selectFrom('maintenance_requests').select('created_at as at').execute()),
    ...(await db.selectFrom('maintenance_requests').select('completed_at as at').execute()),
    ...(await db.selectFrom('maintenance_events').select('created_at as at').execute()),
    ...(await db.selectFrom('maintenance_notes').select('created_at as at').execute()),
    ...(await db.selectFrom('notifications').select('created_at as at').execute()),
    ...(await db.selectFrom('notifications').select('read_at as at').execute()),
  ]
  return stamps.flatMap(({ at }) => (at !== null && at > now.toISOString() ? [at] : []))
}

const openFreshSqlite = async (): Promise<DatabaseHandle> => {
  const handle = openSqlite(':memory:')
  await migrateToLatest(handle.db)
  return handle
}

/** What the server does at start on an empty database: an 'admin' with a random password. */
const insertServerAdmin = async (handle: DatabaseHandle) => {
  const at = new Date(NOW.getTime() - 60_000).toISOString()
  await handle.db
    .insertInto('admins')
    .values({
      id: randomUUID(),
      username: 'admin',
      password_hash: await hashPassword('random-start-password'),
      first_name: 'Admin',
      last_name: '',
      role: 'Administrator',
      created_at: at,
      updated_at: at,
    })
    .execute()
}

describe.each(testDialects)('seedDemo on %s', (kind) => {
  let handle: DatabaseHandle
  const db = () => handle.db
  const count = (table: CountedTable) => countRows(handle.db, table)
  const demoTenant = () =>
    db()
      .selectFrom('tenants')
      .selectAll()
      .where('email', '=', DEMO_CREDENTIALS.tenant.email)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    handle = await openTestDatabase(kind)
    await insertServerAdmin(handle)
    await seedDemo(handle.db, { now: NOW })
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('lets the demo tenant and the demo admin sign in with the published passwords', async () => {
    const tenant = await demoTenant()
    expect(`${tenant.first_name} ${tenant.last_name}`).toBe('Maria Garcia')
    expect(tenant.password_hash).not.toBeNull()
    expect(await verifyPassword(DEMO_CREDENTIALS.tenant.password, tenant.password_hash ?? '')).toBe(
      true,
    )
    expect(tenant.last_login_at).not.toBeNull()

    const admins = await db().selectFrom('admins').selectAll().execute()
    expect(admins).toHaveLength(1)
    const [admin] = admins
    expect(admin).toMatchObject({
      username: 'admin',
      first_name: 'Alex',
      last_name: 'Morgan',
      role: 'Property Manager',
    })
    expect(await verifyPassword(DEMO_CREDENTIALS.admin.password, admin?.password_hash ?? '')).toBe(
      true,
    )
  })

  it('fills a small portfolio of every property type with tenants named first.last@example.com', async () => {
    expect(await count('properties')).toBeGreaterThanOrEqual(5)
    expect(await count('tenants')).toBeGreaterThanOrEqual(12)
    const types = await db().selectFrom('properties').select('property_type').distinct().execute()
    expect(types.map((t) => t.property_type).sort()).toEqual([
      'apartment',
      'condo',
      'house',
      'townhouse',
    ])
    const tenants = await db()
      .selectFrom('tenants')
      .select(['first_name', 'last_name', 'email'])
      .execute()
    for (const t of tenants)
      expect(t.email).toBe(`${t.first_name}.${t.last_name}@example.com`.toLowerCase())
  })

  it('gives every tenant a lease of their own or a share of one, in every lease status', async () => {
    const leases = await db()
      .selectFrom('leases')
      .leftJoin('tenants', 'tenants.id', 'leases.tenant_id')
      .leftJoin('properties', 'properties.id', 'leases.property_id')
      .select(['leases.status', 'tenants.id as tenantId', 'properties.id as propertyId'])
      .execute()
    expect(leases.length + (await count('lease_co_tenants'))).toBe(await count('tenants'))
    for (const lease of leases) {
      expect(lease.tenantId).not.toBeNull()
      expect(lease.propertyId).not.toBeNull()
    }
    expect(new Set(leases.map((l) => l.status))).toEqual(new Set(['active', 'ended', 'pending']))
  })

  it('shares one lease between two tenants who each sign in, and brings one lease in with an opening balance', async () => {
    const shared = await db()
      .selectFrom('lease_co_tenants as c')
      .innerJoin('leases as l', 'l.id', 'c.lease_id')
      .innerJoin('tenants as primary', 'primary.id', 'l.tenant_id')
      .innerJoin('tenants as co', 'co.id', 'c.tenant_id')
      .select([
        'primary.first_name as primaryName',
        'primary.password_hash as primaryLogin',
        'co.first_name as coName',
        'co.password_hash as coLogin',
        'co.unit as coUnit',
        'primary.unit as primaryUnit',
      ])
      .execute()
    expect(shared).toEqual([
      expect.objectContaining({
        primaryName: 'Kevin',
        coName: 'Linh',
        coUnit: '1A',
        primaryUnit: '1A',
      }),
    ])
    expect(shared[0]!.primaryLogin).not.toBeNull()
    expect(shared[0]!.coLogin).not.toBeNull()

    const imported = await db()
      .selectFrom('leases')
      .select(['start_date', 'ledger_start', 'opening_balance_cents'])
      .where('opening_balance_cents', '!=', 0)
      .execute()
    expect(imported).toHaveLength(1)
    expect(imported[0]!.opening_balance_cents).toBe(41_250)
    expect(imported[0]!.ledger_start > imported[0]!.start_date).toBe(true)
  })

  it('shows every lease badge among the active leases', async () => {
    expect(await activeLeaseBadges(db(), NOW)).toEqual(
      new Set(['Expired', 'Expiring Soon', 'Renewal Due', 'Active']),
    )
  })

  it('records payments in every status, the demo tenant paid up except this month', async () => {
    const statuses = await db().selectFrom('payments').select('status').distinct().execute()
    expect(statuses.map((s) => s.status).sort()).toEqual(['confirmed', 'pending', 'rejected'])
    const rejected = await db()
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'rejected')
      .execute()
    expect(rejected).toHaveLength(1)
    expect(rejected[0]?.rejection_reason).toBe('Check returned by bank (NSF)')

    const maria = await demoTenant()
    const payments = await db()
      .selectFrom('payments')
      .select(['period', 'status', 'confirmed_at'])
      .where('tenant_id', '=', maria.id)
      .orderBy('created_at')
      .execute()
    // Her lease began on the 1st, five months before March 2026.
    expect(payments.map((p) => p.period)).toEqual([
      'October 2025',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
    ])
    expect(payments.slice(0, -1).every((p) => p.status === 'confirmed' && p.confirmed_at)).toBe(
      true,
    )
    expect(payments.at(-1)).toMatchObject({ status: 'pending', confirmed_at: null })
  })

  it('has one tenant who skipped last month and one who paid more than the rent', async () => {
    const rows = await db()
      .selectFrom('payments')
      .innerJoin('leases', 'leases.id', 'payments.lease_id')
      .select([
        'payments.tenant_id',
        'payments.period',
        'payments.amount_cents',
        'leases.monthly_rent_cents',
      ])
      .execute()
    const activeTenants = await db()
      .selectFrom('leases')
      .select('tenant_id')
      .where('status', '=', 'active')
      .execute()
    const skippedFebruary = activeTenants.filter(
      (lease) => !rows.some((p) => p.tenant_id === lease.tenant_id && p.period === 'February 2026'),
    )
    expect(skippedFebruary).toHaveLength(1)
    expect(rows.some((p) => p.amount_cents > p.monthly_rent_cents)).toBe(true)
  })

  it('files maintenance requests in every status, with issues of their service type and a consistent timeline', async () => {
    const requests = await db().selectFrom('maintenance_requests').selectAll().execute()
    expect(requests.length).toBeGreaterThanOrEqual(10)
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['submitted', 'in_progress', 'scheduled', 'completed']),
    )
    for (const request of requests) {
      expect(SPECIFIC_ISSUES[request.service_type]).toContain(request.specific_issue)
      const events = await db()
        .selectFrom('maintenance_events')
        .selectAll()
        .where('request_id', '=', request.id)
        .orderBy('created_at')
        .execute()
      expect(events[0]).toMatchObject({ kind: 'submitted', created_at: request.created_at })
      expect(events.at(-1)?.to_status).toBe(request.status)
      for (const [index, event] of events.slice(1).entries()) {
        expect(event).toMatchObject({
          kind: 'status_changed',
          from_status: events[index]?.to_status,
        })
      }
      expect(request.completed_at !== null).toBe(request.status === 'completed')
    }
    const maria = await demoTenant()
    const hers = requests.filter((r) => r.tenant_id === maria.id)
    expect(hers.some((r) => r.status === 'completed')).toBe(true)
    expect(hers.some((r) => r.status !== 'completed')).toBe(true)
    const notes = await db()
      .selectFrom('maintenance_notes')
      .select('is_internal')
      .distinct()
      .execute()
    expect(notes.map((n) => n.is_internal).sort()).toEqual([0, 1])
  })

  it('gives the demo tenant contacts, SMS on, and three notifications, two unread', async () => {
    const maria = await demoTenant()
    const contacts = await db()
      .selectFrom('emergency_contacts')
      .selectAll()
      .where('tenant_id', '=', maria.id)
      .execute()
    expect(contacts.length).toBeGreaterThanOrEqual(1)
    const prefs = await db()
      .selectFrom('notification_preferences')
      .selectAll()
      .where('tenant_id', '=', maria.id)
      .executeTakeFirstOrThrow()
    expect(prefs).toMatchObject({
      payment_reminders: 1,
      maintenance_updates: 1,
      sms_notifications: 1,
    })
    expect(
      await db().selectFrom('notification_preferences').select('tenant_id').execute(),
    ).toHaveLength(await count('tenants'))

    const notifications = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('tenant_id', '=', maria.id)
      .execute()
    expect(notifications.map((n) => n.kind).sort()).toEqual([
      'maintenance_note',
      'maintenance_status',
      'payment_confirmed',
    ])
    expect(notifications.filter((n) => n.read_at === null)).toHaveLength(2)
  })

  it('stores the extracted lease of a second tenant in the extracted-lease shape', async () => {
    const tenant = await db()
      .selectFrom('tenants')
      .selectAll()
      .where('extracted_from_document', '=', 1)
      .executeTakeFirstOrThrow()
    expect(tenant.email).not.toBe(DEMO_CREDENTIALS.tenant.email)
    expect(tenant.confidence_score).toBe(0.92)
    const lease = await db()
      .selectFrom('leases')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow()
    expect(lease.extraction_confidence).toBe(0.92)
    const data = JSON.parse(lease.extracted_data ?? 'null')
    expect(data).toMatchObject({
      tenant: { fullName: `${tenant.first_name} ${tenant.last_name}`, email: tenant.email },
      lease: {
        type: 'fixed-term',
        startDate: lease.start_date,
        endDate: lease.end_date,
        monthlyRent: lease.monthly_rent_cents / 100,
      },
      management: { acceptedPaymentMethods: ['Zelle', 'Check'] },
      confidence: 0.92,
    })
    expect(typeof data.financial.proratedRent).toBe('number')
    expect(typeof data.tenant.additionalOccupants).toBe('string')
  })

  it('dates nothing that already happened after now', async () => {
    expect(await timestampsAfter(db(), NOW)).toEqual([])
  })

  it('shows every kind of entry: charge and credit with memos, a waived late fee, a settled deposit', async () => {
    const entries = await db()
      .selectFrom('ledger_entries')
      .innerJoin('leases', 'leases.id', 'ledger_entries.lease_id')
      .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
      .select([
        'ledger_entries.id',
        'ledger_entries.kind',
        'ledger_entries.entry_date',
        'ledger_entries.amount_cents',
        'ledger_entries.memo',
        'ledger_entries.waives_entry_id',
        'ledger_entries.created_by_admin_id',
        'tenants.first_name',
      ])
      .execute()
    const [charge, credit] = [
      entries.find((e) => e.kind === 'one_off_charge'),
      entries.find((e) => e.kind === 'credit'),
    ]
    expect(charge).toMatchObject({ first_name: 'Maria', amount_cents: 2_500 })
    expect(credit).toMatchObject({ first_name: 'Maria', amount_cents: -1_850 })
    expect(charge?.memo).toBeTruthy()
    expect(credit?.memo).toBeTruthy()

    // Posted by the daily run (no admin) on the first day after grace, waived by the admin the next day.
    const fees = entries.filter((e) => e.kind === 'late_fee')
    expect(fees).toEqual([
      expect.objectContaining({
        first_name: 'Marcus',
        entry_date: '2026-02-06',
        amount_cents: 7_500,
        created_by_admin_id: null,
      }),
    ])
    const waiver = entries.find((e) => e.kind === 'waiver')
    expect(waiver).toMatchObject({
      first_name: 'Marcus',
      entry_date: '2026-02-07',
      amount_cents: -7_500,
      waives_entry_id: fees[0]?.id,
    })
    expect(waiver?.created_by_admin_id).not.toBeNull()
    const feeNotice = await db()
      .selectFrom('sent_reminders')
      .innerJoin('tenants', 'tenants.id', 'sent_reminders.tenant_id')
      .select(['tenants.first_name', 'sent_reminders.kind'])
      .execute()
    expect(feeNotice).toEqual([{ first_name: 'Marcus', kind: 'late_fee' }])

    const disposition = await db()
      .selectFrom('deposit_dispositions as d')
      .innerJoin('leases as l', 'l.id', 'd.lease_id')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select([
        'd.id',
        'l.id as leaseId',
        'l.status',
        't.first_name',
        'd.deposit_cents',
        'd.refund_cents',
      ])
      .executeTakeFirstOrThrow()
    expect(disposition).toMatchObject({
      status: 'ended',
      first_name: 'Tom',
      deposit_cents: 129_500,
      refund_cents: 129_500 - 17_500 - 9_000,
    })
    const deductions = await db()
      .selectFrom('deposit_deductions')
      .select('amount_cents')
      .where('disposition_id', '=', disposition.id)
      .orderBy('position')
      .execute()
    expect(deductions.map((d) => d.amount_cents)).toEqual([17_500, 9_000])
    const letter = await buildDispositionLetter(
      db(),
      { get: () => Promise.reject(new Error('no photos')) },
      disposition.leaseId,
    )
    expect(Buffer.from(letter.bytes).subarray(0, 5).toString()).toBe('%PDF-')
    const letterNotice = await db()
      .selectFrom('notifications')
      .innerJoin('tenants', 'tenants.id', 'notifications.tenant_id')
      .select('tenants.first_name')
      .where('notifications.kind', '=', 'deposit_disposition')
      .execute()
    expect(letterNotice).toEqual([{ first_name: 'Tom' }])
  })

  it("takes every tenant's balance from the one ledger, new entry kinds included", async () => {
    const tenants = await db().selectFrom('tenants').select(['id', 'first_name']).execute()
    const today = NOW.toISOString().slice(0, 10)
    for (const tenant of tenants) {
      const ledger = await getTenantLedger(db(), tenant.id, today)
      const dashboard = await getDashboardStats(db(), { tenantId: tenant.id }, NOW)
      expect({ name: tenant.first_name, balance: dashboard.currentBalance }).toEqual({
        name: tenant.first_name,
        balance: ledger.balance,
      })
      // Payments lower the balance once confirmed; every other entry counts with its sign.
      const counted = ledger.entries.filter((e) => !e.isVoided && e.status !== 'pending')
      const sum = counted.reduce(
        (cents, e) => cents + (e.type === 'payment' ? -1 : 1) * Math.round(e.amount * 100),
        0,
      )
      expect(sum).toBe(Math.round(ledger.balance * 100))
    }
    const balanceOf = async (name: string) => {
      const tenant = tenants.find((t) => t.first_name === name)
      return (await getTenantLedger(db(), tenant?.id ?? '', today)).balance
    }
    // This month's rent awaits confirmation; the key charge less the washer credit.
    expect(await balanceOf('Maria')).toBe(1425 + 25 - 18.5)
    // Last month's rent; the fee and its waiver cancel out.
    expect(await balanceOf('Marcus')).toBe(1395)
  })

  it('seeding again refreshes the admin and leaves the portfolio as it was', async () => {
    const before = { tenants: await count('tenants'), payments: await count('payments') }
    await seedDemo(db(), { now: NOW })
    expect(await count('admins')).toBe(1)
    expect({ tenants: await count('tenants'), payments: await count('payments') }).toEqual(before)
  })

  // Last: the scheduler's run adds entries and notifications the checks above do not expect.
  it("runs the books on the scheduler's first day: parking, and the extracted lease's late fee rule", async () => {
    const extracted = await db()
      .selectFrom('leases')
      .select(['late_fee_type', 'late_fee_percent_bp', 'late_fee_grace_days'])
      .where('extracted_data', 'is not', null)
      .executeTakeFirstOrThrow()
    expect(extracted).toEqual({
      late_fee_type: 'percent',
      late_fee_percent_bp: 500,
      late_fee_grace_days: 3,
    })
    await runLedgerDay(db(), '2026-03-18', {
      publicUrl: 'http://localhost:3000',
      reminderDaysBefore: DEFAULT_RENT_REMINDER_DAYS,
      now: NOW,
    })
    const parking = await db()
      .selectFrom('ledger_entries')
      .innerJoin('leases', 'leases.id', 'ledger_entries.lease_id')
      .select(['ledger_entries.description', 'ledger_entries.amount_cents'])
      .where('leases.tenant_id', '=', (await demoTenant()).id)
      .where('ledger_entries.kind', '=', 'recurring')
      .execute()
    expect(parking).toEqual([{ description: 'Parking for March 2026', amount_cents: 7_500 }])
  })
})

/** Everything a user sees, without ids and password hashes. */
const snapshot = async (handle: DatabaseHandle) => ({
  leases: await handle.db
    .selectFrom('leases')
    .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
    .select([
      'tenants.email',
      'tenants.unit',
      'leases.status',
      'leases.start_date',
      'leases.end_date',
      'leases.monthly_rent_cents',
    ])
    .orderBy('tenants.email')
    .execute(),
  payments: await handle.db
    .selectFrom('payments')
    .innerJoin('tenants', 'tenants.id', 'payments.tenant_id')
    .select([
      'tenants.email',
      'payments.period',
      'payments.amount_cents',
      'payments.method',
      'payments.status',
      'payments.zelle_ref',
      'payments.created_at',
    ])
    .orderBy('tenants.email')
    .orderBy('payments.created_at')
    .execute(),
  requests: await handle.db
    .selectFrom('maintenance_requests')
    .select(['specific_issue', 'status', 'created_at', 'preferred_date'])
    .orderBy('created_at')
    .execute(),
})

describe('seedDemo over time', () => {
  it('gives the same portfolio for the same now', async () => {
    const [first, second] = [await openFreshSqlite(), await openFreshSqlite()]
    await seedDemo(first.db, { now: NOW })
    await seedDemo(second.db, { now: NOW })
    expect(await snapshot(second)).toEqual(await snapshot(first))
    await Promise.all([first.close(), second.close()])
  })

  // Month ends and starts are where "relative to now" goes wrong: a badge slides into the next
  // band, a payment lands in the future.
  it.each([
    '2026-01-31T23:30:00.000Z',
    '2026-07-01T00:30:00.000Z',
    '2026-08-31T23:59:00.000Z',
    '2026-12-15T09:00:00.000Z',
  ])('looks current on %s', async (iso) => {
    const now = new Date(iso)
    const handle = await openFreshSqlite()
    try {
      await seedDemo(handle.db, { now })
      expect(await activeLeaseBadges(handle.db, now)).toEqual(
        new Set(['Expired', 'Expiring Soon', 'Renewal Due', 'Active']),
      )
      expect(await timestampsAfter(handle.db, now)).toEqual([])
      const upcoming = await handle.db
        .selectFrom('leases')
        .select('start_date')
        .where('status', '=', 'pending')
        .execute()
      expect(upcoming.every((lease) => lease.start_date > iso.slice(0, 10))).toBe(true)

      const pending = await handle.db
        .selectFrom('payments')
        .innerJoin('tenants', 'tenants.id', 'payments.tenant_id')
        .select('payments.period')
        .where('tenants.email', '=', DEMO_CREDENTIALS.tenant.email)
        .where('payments.status', '=', 'pending')
        .execute()
      const monthName = now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
      expect(pending.map((p) => p.period)).toEqual([`${monthName} ${now.getUTCFullYear()}`])
    } finally {
      await handle.close()
    }
  })
})
