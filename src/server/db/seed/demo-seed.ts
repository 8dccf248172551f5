import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { MONTH_NAMES, proratedCents, rentCharges, type LedgerLease } from '../../../shared/ledger'
import { formatMoney, fromCents, toCents, toCentsOrNull } from '../../../shared/money'
import { hashPassword } from '../../modules/auth/password'
import { insertPropertyRows, newPropertyRow } from '../../modules/properties/property-identity'
import { firstLateDay } from '../../../shared/late-fees'
import { NO_LATE_FEE, type LateFeeRuleBody } from '../../../shared/schemas/late-fee-rule'
import { writeDisposition } from '../../modules/deposits/deposits.service'
import { lateFeeColumns, toLateFeeRule } from '../../modules/ledger/late-fee-rule'
import { addOneOffEntry, waiveLateFee } from '../../modules/ledger/ledger-entries.service'
import { runLeaseDay } from '../../modules/scheduler/ledger-day'
import { addUnits, unitForLease } from '../../modules/units/units.service'
import type { FileStore } from '../../storage/file-store'
import { DEFAULT_RENT_REMINDER_DAYS } from '../../config'
import type { Db } from '../database'
import type { Database } from '../schema'
import { insertDemoDocuments } from './demo-documents'
import { EMERGENCY_CONTACTS } from './demo-emergency-contacts'
import { insertDemoIntakes } from './demo-intakes'
import { DEPOSIT_DISPOSITION, ONE_OFF_ENTRIES, WAIVED_LATE_FEE } from './demo-ledger'
import { MAINTENANCE, type MaintenanceSeed } from './demo-maintenance-requests'
import { insertDemoPaymentProofs } from './demo-payments'
import { insertDemoPhotos } from './demo-photos'
import {
  CO_TENANTS,
  EXTRACTED_LEASE_TERMS,
  EXTRACTION_CONFIDENCE,
  PROPERTIES,
  TENANTS,
  type PaymentMethod,
  type PropertyKey,
  type PropertySeed,
  type TenantSeed,
} from './demo-portfolio'

/*
 * Demo data for `npm run demo`: a small landlord's portfolio that looks current on any
 * day, because every date is computed from `now`. Variety (payment days, times, Zelle codes) comes
 * from a seeded PRNG, so the same `now` gives the same portfolio; only ids (random UUIDs, as
 * everywhere) and password salts differ between runs. Given a file store, lease documents are
 * drawn and stored too (demo-documents.ts), and Zelle confirmations attached as proofs (demo-payments.ts).
 */

export const DEMO_CREDENTIALS = {
  admin: { username: 'admin', password: 'demo-admin-2026' },
  tenant: { email: 'maria.garcia@example.com', password: 'demo-tenant-2026' },
} as const

const DEMO_ADMIN = { firstName: 'Alex', lastName: 'Morgan', role: 'Property Manager' }
const MANAGEMENT_COMPANY = 'Morgan Property Management'
const PRNG_SEED = 0x4ea72026

// ---------------------------------------------------------------------------------------------
// Small helpers: PRNG, calendar arithmetic in UTC, address normalization
// ---------------------------------------------------------------------------------------------

type Rng = { int: (min: number, max: number) => number; code: (length: number) => string }

/** mulberry32: tiny, well known, and plenty for believable variety. */
const createRng = (seed: number): Rng => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  // No 0/O or 1/I: confirmation codes are read aloud and typed.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const code = (length: number) =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join('')
  return { int, code }
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A calendar day at midnight UTC; Date.UTC rolls over (month 12 is next January, day 0 the last of the previous month). */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day))
const startOfDay = (date: Date) =>
  utcDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS)
const atHour = (day: Date, hour: number, minute = 0) =>
  new Date(day.getTime() + hour * HOUR_MS + minute * 60_000)
const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const daysInMonth = (year: number, month: number) => utcDay(year, month + 1, 0).getUTCDate()
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())))
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())))

/** 'March 2026': the period text of the payment form. */
const periodLabel = (date: Date) => `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`
const emailOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName}.${person.lastName}@example.com`.toLowerCase()

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

type SeedContext = {
  db: Db
  now: Date
  today: Date
  rng: Rng
  adminId: string
  /** Where the links in the demo's reminder and deposit emails point. */
  publicUrl: string
  /** The landlord's reminder lead time, for the daily run the seed replays. */
  reminderDaysBefore: number
}

type SeededLease = {
  seed: TenantSeed
  tenantId: string
  leaseId: string
  start: Date
  end: Date
  rentCents: number
  rentDueDay: number
  prorate: boolean
  /** When an ended lease was ended; null for the others. */
  endedAt: string | null
  /** When the books start: the lease start, or the import day of an imported lease. */
  ledgerStart: Date
  openingBalanceCents: number
}

type PaymentRow = Insertable<Database['payments']>

export const seedDemo = async (
  db: Kysely<Database>,
  options: { now?: Date; store?: FileStore; publicUrl?: string; reminderDaysBefore?: number } = {},
): Promise<void> => {
  const now = options.now ?? new Date()
  // Hash before the transaction opens, so it is not held through scrypt. One tenant hash serves
  // every tenant with an account: they all sign in with the published demo password.
  const [adminHash, tenantHash] = await Promise.all([
    hashPassword(DEMO_CREDENTIALS.admin.password),
    hashPassword(DEMO_CREDENTIALS.tenant.password),
  ])

  await db.transaction().execute(async (trx) => {
    const adminId = await upsertDemoAdmin(trx, adminHash, now)
    // Run again on a seeded database, refresh the admin but do not duplicate the portfolio.
    if (await demoTenantExists(trx)) return

    const ctx: SeedContext = {
      db: trx,
      now,
      today: startOfDay(now),
      rng: createRng(PRNG_SEED),
      adminId,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      reminderDaysBefore: options.reminderDaysBefore ?? DEFAULT_RENT_REMINDER_DAYS,
    }
    const propertyIds = await insertProperties(ctx)
    const leases = await insertTenantsAndLeases(ctx, propertyIds, tenantHash)
    const payments = await insertPayments(ctx, leases)
    await insertDemoRecurringCharges(ctx, leases)
    const tenantIds = new Map(leases.map((lease) => [fullName(lease.seed), lease.tenantId]))
    const requests = await insertMaintenance(ctx, tenantIds)
    await insertEmergencyContacts(ctx, tenantIds)
    await insertNotificationPreferences(ctx, leases)
    await insertLedgerStories(ctx, leases)
    await insertDemoTenantNotifications(ctx, leases, payments, requests)
    if (options.store) await insertDemoDocuments(trx, options.store, { adminId, now })
    if (options.store) await insertDemoIntakes(trx, options.store, { adminId, now })
    if (options.store) await insertDemoPaymentProofs(trx, options.store)
    if (options.store) {
      await insertDemoPhotos(
        trx,
        options.store,
        requests.map((r) => ({ ...r, specificIssue: r.seed.specificIssue })),
      )
    }
  })
}

/**
 * The demo tenant rents a parking space from this month on; the server's daily run posts it (and
 * any late fees the demo's payment stories bring) when it starts.
 */
const insertDemoRecurringCharges = async (ctx: SeedContext, leases: SeededLease[]) => {
  const demo = leases.find((lease) => emailOf(lease.seed) === DEMO_CREDENTIALS.tenant.email)
  if (!demo) return
  const stamp = ctx.now.toISOString()
  await ctx.db
    .insertInto('recurring_charges')
    .values({
      id: randomUUID(),
      lease_id: demo.leaseId,
      description: 'Parking',
      amount_cents: 7_500,
      due_day: 1,
      start_date: `${isoDate(ctx.today).slice(0, 7)}-01`,
      end_date: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
}

const seededLeaseOf = (leases: SeededLease[], name: string) => {
  const lease = leases.find((l) => fullName(l.seed) === name)
  if (!lease) throw new Error(`Unknown demo tenant: ${name}`)
  return lease
}

// The demo's deposit has no photos, so its letter never reads a stored file.
const NO_PHOTO_STORE: Pick<FileStore, 'get'> = {
  get: () => Promise.reject(new Error('The demo deposit disposition has no photos to read')),
}

/**
 * Every kind of ledger entry besides rent and recurring charges, each written by the function the
 * app itself uses, so the balances shown come from the same one ledger: an admin's one-off charge
 * and credit; the late fee the daily run posted on its first late day, waived the next day; and
 * the moved-out tenant's settled deposit with its letter.
 */
const insertLedgerStories = async (ctx: SeedContext, leases: SeededLease[]) => {
  const { db, today, adminId, publicUrl } = ctx
  for (const entry of ONE_OFF_ENTRIES) {
    const lease = seededLeaseOf(leases, entry.tenant)
    const day = addDays(today, -entry.daysAgo)
    const body = { kind: entry.kind, amount: entry.amount, memo: entry.memo, date: isoDate(day) }
    await addOneOffEntry(db, lease.leaseId, body, adminId, atHour(day, 10))
  }

  const late = seededLeaseOf(leases, WAIVED_LATE_FEE.tenant)
  const lastMonth = chargesDue(late, today).find((charge) => charge.monthsAgo === 1)
  if (!lastMonth) throw new Error(`${WAIVED_LATE_FEE.tenant} has no rent due last month`)
  const rule = toLateFeeRule(lateFeeColumns(WAIVED_LATE_FEE.rule))
  const lateDay = firstLateDay(lastMonth.charge, rule)
  // The daily run is early in the morning, the admin looks at it later.
  await runLeaseDay(db, late.leaseId, late.tenantId, lateDay, {
    publicUrl,
    reminderDaysBefore: ctx.reminderDaysBefore,
    now: atHour(new Date(`${lateDay}T00:00:00Z`), 6),
  })
  const fee = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('lease_id', '=', late.leaseId)
    .where('kind', '=', 'late_fee')
    .executeTakeFirstOrThrow()
  const waivedOn = addDays(new Date(`${lateDay}T00:00:00Z`), WAIVED_LATE_FEE.waivedDaysAfter)
  await waiveLateFee(db, fee.id, adminId, atHour(waivedOn, 9, 40))

  const movedOut = seededLeaseOf(leases, DEPOSIT_DISPOSITION.tenant)
  await writeDisposition(
    db,
    NO_PHOTO_STORE,
    movedOut.leaseId,
    {
      deductions: DEPOSIT_DISPOSITION.deductions,
      refundDate: isoDate(addDays(movedOut.end, DEPOSIT_DISPOSITION.refundDaysAfterEnd)),
    },
    [],
    {
      adminId,
      now: atHour(addDays(movedOut.end, DEPOSIT_DISPOSITION.recordedDaysAfterEnd), 14),
      publicUrl,
    },
  )
}

/** The server may have created 'admin' with a random password at start; the demo one wins. */
const upsertDemoAdmin = async (db: Db, passwordHash: string, now: Date): Promise<string> => {
  const { username } = DEMO_CREDENTIALS.admin
  const timestamp = now.toISOString()
  const fields = {
    password_hash: passwordHash,
    first_name: DEMO_ADMIN.firstName,
    last_name: DEMO_ADMIN.lastName,
    role: DEMO_ADMIN.role,
    updated_at: timestamp,
  }
  const existing = await db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst()
  if (existing) {
    await db.updateTable('admins').set(fields).where('id', '=', existing.id).execute()
    return existing.id
  }
  const id = randomUUID()
  await db
    .insertInto('admins')
    .values({ id, username, created_at: timestamp, ...fields })
    .execute()
  return id
}

const demoTenantExists = async (db: Db) => {
  const row = await db
    .selectFrom('tenants')
    .select('id')
    .where('email', '=', DEMO_CREDENTIALS.tenant.email)
    .executeTakeFirst()
  return row !== undefined
}

const insertProperties = async ({ db, today }: SeedContext) => {
  const ids = new Map<PropertyKey, string>()
  const rows = PROPERTIES.map((p, index) => {
    const id = randomUUID()
    ids.set(p.key, id)
    // Entered well before the oldest lease shown.
    const createdAt = atHour(addDays(today, -720 + index * 3), 15).toISOString()
    return newPropertyRow(
      {
        id,
        name: p.name,
        address: p.address,
        city: p.city,
        state: p.state,
        zip_code: p.zipCode,
        description: p.description,
        property_type: p.propertyType,
        total_units: p.totalUnits,
        monthly_rent_cents: toCents(p.monthlyRent),
        security_deposit_cents: toCents(p.securityDeposit),
        maintenance_fee_cents: toCentsOrNull(p.fees.maintenance),
        hoa_fee_cents: toCentsOrNull(p.fees.hoa),
        gardening_fee_cents: toCentsOrNull(p.fees.gardening),
        pool_fee_cents: toCentsOrNull(p.fees.pool),
        owner_name: p.owner.name,
        owner_email: p.owner.email,
        owner_phone: p.owner.phone,
        zelle_recipient: p.zelleRecipient ?? null,
      },
      createdAt,
    )
  })
  await insertPropertyRows(db, rows)
  for (const row of rows) await addUnits(db, row.id, { atLeast: row.total_units }, row.created_at)
  return ids
}

/** Rent for the days from `start` to the end of its month, as the ledger charges a mid-month move-in. */
const firstMonthCents = (rentCents: number, start: Date) => {
  const days = daysInMonth(start.getUTCFullYear(), start.getUTCMonth())
  return proratedCents(rentCents, days - start.getUTCDate() + 1, days)
}

const leaseDates = (now: Date, lease: TenantSeed['lease']) => {
  const start = utcDay(
    now.getUTCFullYear(),
    now.getUTCMonth() - lease.startMonthsAgo,
    lease.startDay,
  )
  // A 12-month lease from March 1 ends on the last day of February; from the 15th, on the 14th.
  const end = utcDay(
    start.getUTCFullYear(),
    start.getUTCMonth() + lease.termMonths,
    lease.startDay - 1,
  )
  return { start, end }
}

const insertTenantsAndLeases = async (
  ctx: SeedContext,
  propertyIds: Map<PropertyKey, string>,
  passwordHash: string,
): Promise<SeededLease[]> => {
  const { db, now, rng } = ctx
  const seeded: SeededLease[] = []
  const tenantRows: Insertable<Database['tenants']>[] = []
  const leaseRows: Insertable<Database['leases']>[] = []

  for (const seed of TENANTS) {
    const { start, end } = leaseDates(now, seed.lease)
    // Signed two weeks before move-in; the upcoming lease was signed a few days ago.
    const signedAt = earliest(atHour(addDays(start, -14), 16, rng.int(0, 59)), addDays(now, -3))
    const property = PROPERTIES.find((p) => p.key === seed.property)
    const propertyId = propertyIds.get(seed.property)
    if (!property || !propertyId) throw new Error(`Unknown demo property: ${seed.property}`)
    const lease: SeededLease = {
      seed,
      tenantId: randomUUID(),
      leaseId: randomUUID(),
      start,
      end,
      rentCents: toCents(seed.lease.rent),
      rentDueDay: seed.lease.rentDueDay ?? 1,
      prorate: start.getUTCDate() !== 1,
      endedAt: seed.lease.status === 'ended' ? atHour(end, 17).toISOString() : null,
      ledgerStart: seed.lease.imported
        ? addDays(startOfDay(now), -seed.lease.imported.booksStartDaysAgo)
        : start,
      openingBalanceCents: toCents(seed.lease.imported?.openingBalance ?? 0),
    }
    const { endedAt } = lease

    tenantRows.push({
      id: lease.tenantId,
      first_name: seed.firstName,
      last_name: seed.lastName,
      email: emailOf(seed),
      phone: seed.phone,
      unit: seed.unit,
      password_hash: seed.account ? passwordHash : null,
      extracted_from_document: seed.extracted ? 1 : 0,
      confidence_score: seed.extracted ? EXTRACTION_CONFIDENCE : null,
      last_login_at: lastLoginAt(seed, now, rng),
      created_at: signedAt.toISOString(),
      updated_at: signedAt.toISOString(),
    })
    const unit = await unitForLease(db, propertyId, { name: seed.unit }, signedAt.toISOString())
    leaseRows.push({
      id: lease.leaseId,
      tenant_id: lease.tenantId,
      property_id: propertyId,
      unit_id: unit.id,
      ledger_start: isoDate(lease.ledgerStart),
      opening_balance_cents: lease.openingBalanceCents,
      status: seed.lease.status,
      monthly_rent_cents: lease.rentCents,
      security_deposit_cents: lease.rentCents,
      start_date: isoDate(start),
      end_date: isoDate(end),
      rent_due_day: lease.rentDueDay,
      prorate_first_month: lease.prorate ? 1 : 0,
      ...lateFeeColumns(lateFeeRuleOf(seed)),
      extracted_data: seed.extracted ? JSON.stringify(buildExtractedLease(lease, property)) : null,
      extraction_confidence: seed.extracted ? EXTRACTION_CONFIDENCE : null,
      intake_id: null,
      ended_at: endedAt,
      created_at: signedAt.toISOString(),
      updated_at: endedAt ?? signedAt.toISOString(),
    })
    seeded.push(lease)
  }

  await db.insertInto('tenants').values(tenantRows).execute()
  await db.insertInto('leases').values(leaseRows).execute()
  await insertCoTenants(ctx, seeded, passwordHash)
  return seeded
}

/**
 * An extracted lease's own terms drive its late fee, as a finalized intake's do; the tenant of
 * the waived-fee story has a flat fee; the other leases have none.
 */
const lateFeeRuleOf = (seed: TenantSeed): LateFeeRuleBody => {
  if (fullName(seed) === WAIVED_LATE_FEE.tenant) return WAIVED_LATE_FEE.rule
  if (!seed.extracted) return NO_LATE_FEE
  return {
    type: 'percent',
    amount: null,
    percent: EXTRACTED_LEASE_TERMS.lateFeePercentage,
    graceDays: EXTRACTED_LEASE_TERMS.gracePeriodDays,
    cap: null,
  }
}

/** Co-tenants join the lease of the tenant they live with and sign in to the same books. */
const insertCoTenants = async (
  { db }: SeedContext,
  leases: SeededLease[],
  passwordHash: string,
) => {
  for (const seed of CO_TENANTS) {
    const shared = leases.find((lease) => fullName(lease.seed) === seed.sharesLeaseOf)
    if (!shared) throw new Error(`Unknown demo tenant: ${seed.sharesLeaseOf}`)
    const id = randomUUID()
    const joinedAt = atHour(addDays(shared.start, -14), 16).toISOString()
    await db
      .insertInto('tenants')
      .values({
        id,
        first_name: seed.firstName,
        last_name: seed.lastName,
        email: emailOf(seed),
        phone: seed.phone,
        unit: shared.seed.unit,
        password_hash: passwordHash,
        extracted_from_document: 0,
        confidence_score: null,
        last_login_at: null,
        created_at: joinedAt,
        updated_at: joinedAt,
      })
      .execute()
    await db
      .insertInto('lease_co_tenants')
      .values({ lease_id: shared.leaseId, tenant_id: id, created_at: joinedAt })
      .execute()
    await db
      .insertInto('notification_preferences')
      .values({
        tenant_id: id,
        payment_reminders: 1,
        maintenance_updates: 1,
        sms_notifications: 0,
        updated_at: joinedAt,
      })
      .execute()
  }
}

const lastLoginAt = (seed: TenantSeed, now: Date, rng: Rng): string | null => {
  if (seed.account === 'demo') return addDays(now, -1).toISOString()
  if (seed.account === 'invited') return addHours(now, -rng.int(30, 240)).toISOString()
  return null
}

/** The extracted lease JSON, as the intake extractor would have read it from the PDF. */
const buildExtractedLease = (lease: SeededLease, property: PropertySeed) => {
  const { seed } = lease
  const terms = EXTRACTED_LEASE_TERMS
  const rent = fromCents(lease.rentCents)
  const proratedRent = fromCents(firstMonthCents(lease.rentCents, lease.start))
  return {
    tenantName: fullName(seed),
    monthlyRent: rent,
    tenant: {
      firstName: seed.firstName,
      lastName: seed.lastName,
      fullName: fullName(seed),
      email: emailOf(seed),
      phone: seed.phone,
      additionalOccupants: terms.additionalOccupants,
    },
    property: {
      address: `${property.address}, ${property.city}, ${property.state} ${property.zipCode}`,
    },
    lease: {
      type: 'fixed-term',
      startDate: isoDate(lease.start),
      endDate: isoDate(lease.end),
      commencementDate: isoDate(lease.start),
      terminationDate: isoDate(lease.end),
      monthlyRent: rent,
      securityDeposit: rent,
      rentDueDay: lease.rentDueDay,
      maxGuestDays: terms.maxGuestDays,
    },
    management: {
      company: MANAGEMENT_COMPANY,
      housingProvider: property.owner.name,
      acceptedPaymentMethods: terms.acceptedPaymentMethods,
      bankAccount: terms.bankAccount,
      zelleNumber: terms.zelleNumber,
    },
    financial: {
      lateFeePercentage: terms.lateFeePercentage,
      gracePeriodDays: terms.gracePeriodDays,
      nsfFeeFirst: terms.nsfFeeFirst,
      nsfFeeAdditional: terms.nsfFeeAdditional,
      // Move-in: the prorated first month plus the deposit.
      totalMoveInCost: fromCents(firstMonthCents(lease.rentCents, lease.start) + lease.rentCents),
      proratedRent,
      monthlyRent: rent,
    },
    confidence: EXTRACTION_CONFIDENCE,
  }
}

/** The lease as the ledger reads it, so the demo's payments follow the app's own charges. */
const ledgerLeaseOf = (lease: SeededLease): LedgerLease => ({
  id: lease.leaseId,
  status: lease.seed.lease.status,
  monthlyRentCents: lease.rentCents,
  startDate: isoDate(lease.start),
  endDate: isoDate(lease.end),
  endedAt: lease.endedAt,
  rentDueDay: lease.rentDueDay,
  prorateFirstMonth: lease.prorate,
  ledgerStart: isoDate(lease.ledgerStart),
  openingBalanceCents: lease.openingBalanceCents,
})

/** Each rent the ledger has charged by today, with how many months ago it fell due. */
const chargesDue = (lease: SeededLease, today: Date) =>
  rentCharges(ledgerLeaseOf(lease), isoDate(today)).map((charge) => {
    const due = new Date(`${charge.dueDate}T00:00:00Z`)
    const monthsAgo =
      (today.getUTCFullYear() - due.getUTCFullYear()) * 12 + today.getUTCMonth() - due.getUTCMonth()
    return { charge, due, amountCents: charge.amountCents, monthsAgo }
  })

/** Zelle payers pay a little early, checks arrive a little late, cash changes hands within days. */
const paymentDelayDays = (method: PaymentMethod, rng: Rng) =>
  method === 'zelle' ? rng.int(-3, 1) : method === 'check' ? rng.int(0, 3) : rng.int(0, 2)

type PaymentFields = {
  method: PaymentMethod
  amountCents: number
  createdAt: Date
  confirmedAt: Date | null
}

const paymentRow = (
  ctx: SeedContext,
  lease: SeededLease,
  due: Date,
  fields: PaymentFields,
): PaymentRow => ({
  id: randomUUID(),
  tenant_id: lease.tenantId,
  lease_id: lease.leaseId,
  amount_cents: fields.amountCents,
  method: fields.method,
  period: periodLabel(due),
  status: fields.confirmedAt ? 'confirmed' : 'pending',
  zelle_ref: fields.method === 'zelle' ? `ZL${ctx.rng.code(6)}` : null,
  proof_file_id: null,
  rejection_reason: null,
  confirmed_at: fields.confirmedAt?.toISOString() ?? null,
  // The landlord records cash himself; Zelle and checks are recorded by the tenant.
  recorded_by_admin_id: fields.method === 'cash' ? ctx.adminId : null,
  created_at: fields.createdAt.toISOString(),
  updated_at: (fields.confirmedAt ?? fields.createdAt).toISOString(),
})

const insertPayments = async (ctx: SeedContext, leases: SeededLease[]): Promise<PaymentRow[]> => {
  const { db, now, today, rng } = ctx
  const rows: PaymentRow[] = []

  for (const lease of leases) {
    const { pays: method, story } = lease.seed
    for (const { due, amountCents, monthsAgo } of chargesDue(lease, today)) {
      // Paid around the due day at a believable hour; the admin confirms a day or two later.
      const createdAt = atHour(
        addDays(due, paymentDelayDays(method, rng)),
        rng.int(8, 20),
        rng.int(0, 59),
      )
      const confirmedAt = atHour(
        addDays(startOfDay(createdAt), rng.int(1, 2)),
        rng.int(9, 18),
        rng.int(0, 59),
      )

      if (story === 'missed-last-month' && monthsAgo === 1) continue

      if (story === 'pending-this-month' && monthsAgo === 0) {
        // Sent around the due day (or a few hours ago if that is still ahead); not yet confirmed.
        const sentAt = earliest(createdAt, addHours(now, -3))
        rows.push(
          paymentRow(ctx, lease, due, {
            method,
            amountCents,
            createdAt: sentAt,
            confirmedAt: null,
          }),
        )
        continue
      }

      // A tenant whose payday has not come yet this month simply has no payment so far.
      if (createdAt > addHours(now, -1)) continue

      if (story === 'nsf-check' && monthsAgo === 3) {
        rows.push(...bouncedCheckThenZelle(ctx, lease, due, amountCents, createdAt))
        continue
      }

      rows.push(
        paymentRow(ctx, lease, due, {
          method,
          amountCents: story === 'overpaid' && monthsAgo === 2 ? amountCents + 5000 : amountCents,
          createdAt,
          // Confirmed once the admin has looked, a day or two later.
          confirmedAt: confirmedAt <= now ? confirmedAt : null,
        }),
      )
    }
  }

  await db.insertInto('payments').values(rows).execute()
  return rows
}

/** The check comes back from the bank four days later; the tenant pays again by Zelle. */
const bouncedCheckThenZelle = (
  ctx: SeedContext,
  lease: SeededLease,
  due: Date,
  amountCents: number,
  checkAt: Date,
): PaymentRow[] => {
  const rejectedAt = atHour(addDays(startOfDay(checkAt), 4), 11, 20)
  const bounced: PaymentRow = {
    ...paymentRow(ctx, lease, due, {
      method: 'check',
      amountCents,
      createdAt: checkAt,
      confirmedAt: null,
    }),
    status: 'rejected',
    rejection_reason: 'Check returned by bank (NSF)',
    updated_at: rejectedAt.toISOString(),
  }
  const zelleAt = addHours(rejectedAt, 26)
  const replacement = paymentRow(ctx, lease, due, {
    method: 'zelle',
    amountCents,
    createdAt: zelleAt,
    confirmedAt: addHours(zelleAt, 5),
  })
  return [bounced, replacement]
}

type SeededRequest = {
  id: string
  createdAt: Date
  seed: MaintenanceSeed
  tenantId: string
  events: { toStatus: string; at: Date }[]
  visibleNotes: { text: string; at: Date }[]
}

const insertMaintenance = async (
  ctx: SeedContext,
  tenantIds: Map<string, string>,
): Promise<SeededRequest[]> => {
  const { db, today, adminId } = ctx
  const requestRows: Insertable<Database['maintenance_requests']>[] = []
  const eventRows: Insertable<Database['maintenance_events']>[] = []
  const noteRows: Insertable<Database['maintenance_notes']>[] = []
  const seeded: SeededRequest[] = []

  for (const seed of MAINTENANCE) {
    const tenantId = tenantIds.get(seed.tenant)
    if (!tenantId) throw new Error(`Unknown demo tenant: ${seed.tenant}`)
    const id = randomUUID()
    const createdDay = addDays(today, -seed.createdDaysAgo)
    const createdAt = atHour(createdDay, seed.createdHour, (seed.createdDaysAgo * 7) % 60)
    const preferredDate = seed.preferred
      ? addDays(createdDay, seed.preferred.daysAfterCreated)
      : null
    const weekday = preferredDate ? (WEEKDAYS[preferredDate.getUTCDay()] ?? '') : ''

    // The timeline: submitted, then one row per status change.
    const events = [
      {
        kind: 'submitted',
        fromStatus: null as string | null,
        toStatus: 'submitted',
        at: createdAt,
      },
    ]
    for (const [toStatus, hours] of seed.history) {
      const fromStatus = events.at(-1)?.toStatus ?? 'submitted'
      events.push({ kind: 'status_changed', fromStatus, toStatus, at: addHours(createdAt, hours) })
    }
    const notes = (seed.notes ?? []).map((note) => ({
      text: note.text.replace('{weekday}', weekday),
      internal: note.internal,
      at: addHours(createdAt, note.hoursAfterCreated),
    }))
    const lastEvent = events.at(-1) ?? events[0]
    const status = lastEvent?.toStatus ?? 'submitted'
    const touchedAt = latest(...events.map((e) => e.at), ...notes.map((n) => n.at))

    requestRows.push({
      id,
      tenant_id: tenantId,
      service_type: seed.serviceType,
      specific_issue: seed.specificIssue,
      description: seed.description,
      urgency: seed.urgency,
      status,
      preferred_date: preferredDate ? isoDate(preferredDate) : null,
      time_window: seed.preferred?.window ?? null,
      assigned_to: seed.assignedTo ?? null,
      rating: seed.rating ?? null,
      completed_at: status === 'completed' && lastEvent ? lastEvent.at.toISOString() : null,
      created_at: createdAt.toISOString(),
      updated_at: touchedAt.toISOString(),
    })
    for (const event of events) {
      eventRows.push({
        id: randomUUID(),
        request_id: id,
        kind: event.kind,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        created_at: event.at.toISOString(),
      })
    }
    for (const note of notes) {
      noteRows.push({
        id: randomUUID(),
        request_id: id,
        note: note.text,
        is_internal: note.internal ? 1 : 0,
        author_admin_id: adminId,
        created_at: note.at.toISOString(),
      })
    }
    seeded.push({
      id,
      createdAt,
      seed,
      tenantId,
      events: events.map(({ toStatus, at }) => ({ toStatus, at })),
      visibleNotes: notes.filter((n) => !n.internal).map(({ text, at }) => ({ text, at })),
    })
  }

  await db.insertInto('maintenance_requests').values(requestRows).execute()
  await db.insertInto('maintenance_events').values(eventRows).execute()
  await db.insertInto('maintenance_notes').values(noteRows).execute()
  return seeded
}

const insertEmergencyContacts = async (
  { db, now }: SeedContext,
  tenantIds: Map<string, string>,
) => {
  const timestamp = addDays(now, -30).toISOString()
  const rows = EMERGENCY_CONTACTS.map((contact) => {
    const tenantId = tenantIds.get(contact.tenant)
    if (!tenantId) throw new Error(`Unknown demo tenant: ${contact.tenant}`)
    return {
      id: randomUUID(),
      tenant_id: tenantId,
      name: contact.name,
      relationship: contact.relationship,
      phone: contact.phone,
      created_at: timestamp,
      updated_at: timestamp,
    }
  })
  await db.insertInto('emergency_contacts').values(rows).execute()
}

/** The defaults (reminders on, updates on, SMS off); the demo tenant opted into SMS. */
const insertNotificationPreferences = async ({ db, now }: SeedContext, leases: SeededLease[]) => {
  const rows = leases.map((lease) => ({
    tenant_id: lease.tenantId,
    payment_reminders: 1,
    maintenance_updates: 1,
    sms_notifications: lease.seed.account === 'demo' ? 1 : 0,
    updated_at: now.toISOString(),
  }))
  await db.insertInto('notification_preferences').values(rows).execute()
}

/** The demo tenant's bell tells the same story as her payments and requests. */
const insertDemoTenantNotifications = async (
  { db, now }: SeedContext,
  leases: SeededLease[],
  payments: PaymentRow[],
  requests: SeededRequest[],
) => {
  const demo = leases.find((lease) => lease.seed.account === 'demo')
  const lastConfirmed = payments
    .filter((p) => p.tenant_id === demo?.tenantId && p.status === 'confirmed')
    .map((p) => ({ ...p, confirmedAt: p.confirmed_at ?? '' }))
    .sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt))
    .at(-1)
  const openRequest = requests.find(
    (r) => r.tenantId === demo?.tenantId && r.events.at(-1)?.toStatus !== 'completed',
  )
  const statusChange = openRequest?.events.at(-1)
  const note = openRequest?.visibleNotes.at(-1)
  if (!demo || !lastConfirmed || !openRequest || !statusChange || !note) {
    throw new Error('The demo tenant lacks the payment or request her notifications describe')
  }
  const status = statusChange.toStatus.replace('_', ' ')
  const rows: Insertable<Database['notifications']>[] = [
    {
      id: randomUUID(),
      tenant_id: demo.tenantId,
      kind: 'payment_confirmed',
      title: 'Payment confirmed',
      body: `Your payment of ${formatMoney(fromCents(lastConfirmed.amount_cents))} for ${lastConfirmed.period} was confirmed.`,
      link: '/payments',
      read_at: null,
      created_at: lastConfirmed.confirmedAt,
    },
    {
      id: randomUUID(),
      tenant_id: demo.tenantId,
      kind: 'maintenance_status',
      title: 'Maintenance update',
      body: `Your request "${openRequest.seed.specificIssue}" is now ${status}.`,
      link: '/maintenance',
      read_at: earliest(addHours(statusChange.at, 2), now).toISOString(),
      created_at: statusChange.at.toISOString(),
    },
    {
      id: randomUUID(),
      tenant_id: demo.tenantId,
      kind: 'maintenance_note',
      title: 'New note on your request',
      body: note.text,
      link: '/maintenance',
      read_at: null,
      created_at: note.at.toISOString(),
    },
  ]
  await db.insertInto('notifications').values(rows).execute()
}
