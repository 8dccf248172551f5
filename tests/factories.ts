import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { Database, LeasesTable, PropertiesTable, TenantsTable } from '../src/server/db/schema'
import { hashPassword } from '../src/server/modules/auth/password'
import {
  insertPropertyRows,
  newPropertyRow,
} from '../src/server/modules/properties/property-identity'
import { addUnits, syncTenantUnits, unitForLease } from '../src/server/modules/units/units.service'

/*
 * Small factories for test rows: each fills what the schema needs and takes overrides.
 * Passwords hash at the real cost, so only rows that sign in get one.
 */

const stamp = () => new Date().toISOString()
let sequence = 0
const next = () => ++sequence

export const insertAdmin = async (
  db: Kysely<Database>,
  overrides: { username?: string; password?: string; firstName?: string; lastName?: string } = {},
) => {
  const n = next()
  const password = overrides.password ?? 'admin-password-123'
  const row = {
    id: randomUUID(),
    username: overrides.username ?? `admin${n}`,
    password_hash: await hashPassword(password),
    first_name: overrides.firstName ?? 'Alex',
    last_name: overrides.lastName ?? 'Morgan',
    role: 'Property Manager',
    created_at: stamp(),
    updated_at: stamp(),
  }
  await db.insertInto('admins').values(row).execute()
  return { ...row, password }
}

export const insertTenant = async (
  db: Kysely<Database>,
  overrides: Partial<Insertable<TenantsTable>> & { password?: string } = {},
) => {
  const n = next()
  const { password, ...columns } = overrides
  const row = {
    id: randomUUID(),
    first_name: 'Taylor',
    last_name: `Tenant${n}`,
    email: `tenant${n}-${randomUUID().slice(0, 8)}@example.com`,
    phone: '(555) 010-0000',
    unit: `${n}A`,
    password_hash: password ? await hashPassword(password) : null,
    extracted_from_document: 0,
    confidence_score: null,
    last_login_at: null,
    created_at: stamp(),
    updated_at: stamp(),
    ...columns,
  }
  await db.insertInto('tenants').values(row).execute()
  return { ...row, password }
}

export const insertProperty = async (
  db: Kysely<Database>,
  overrides: Partial<Insertable<PropertiesTable>> = {},
) => {
  const n = next()
  // Built as the app builds a property (its address key included), unless a test says otherwise.
  const row = {
    ...newPropertyRow(
      { name: `Property ${n}`, address: `${n} Oak Street`, total_units: 4, ...overrides },
      stamp(),
    ),
    ...overrides,
  }
  await insertPropertyRows(db, [row])
  await addUnits(db, row.id, { atLeast: row.total_units ?? 1 }, row.created_at)
  return row
}

export const insertLease = async (
  db: Kysely<Database>,
  overrides: Partial<Insertable<LeasesTable>> & { tenant_id: string },
) => {
  const row = {
    id: randomUUID(),
    status: 'active',
    monthly_rent_cents: 185_000,
    security_deposit_cents: 185_000,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    rent_due_day: 1,
    prorate_first_month: 0,
    created_at: stamp(),
    updated_at: stamp(),
    ...overrides,
  }
  // A lease on a property sits on a unit: the one the tenant's record names, else the first free.
  const tenant = await db
    .selectFrom('tenants')
    .select('unit')
    .where('id', '=', row.tenant_id)
    .executeTakeFirst()
  const unitId =
    row.unit_id ??
    (row.property_id
      ? (await unitForLease(db, row.property_id, { preferred: tenant?.unit }, row.created_at)).id
      : null)
  const lease = { ...row, unit_id: unitId, ledger_start: row.ledger_start ?? row.start_date }
  await db.insertInto('leases').values(lease).execute()
  await syncTenantUnits(db, { leaseId: lease.id })
  return lease
}

/** A lease document's extraction that states only how many days the deposit has to come back. */
export const extractionWithReturnDays = (days: number | null) =>
  JSON.stringify({
    tenantName: null,
    monthlyRent: null,
    tenant: {
      firstName: null,
      lastName: null,
      fullName: null,
      email: null,
      phone: null,
      additionalOccupants: null,
    },
    property: { address: null },
    lease: {
      type: null,
      startDate: null,
      endDate: null,
      commencementDate: null,
      terminationDate: null,
      terminationDateFull: null,
      monthlyRent: null,
      securityDeposit: null,
      rentDueDay: null,
      maxGuestDays: null,
    },
    management: {
      company: null,
      housingProvider: null,
      rpo: null,
      mailingAddress: null,
      acceptedPaymentMethods: [],
      bankAccount: null,
      zelleNumber: null,
    },
    financial: {
      lateFeePercentage: null,
      gracePeriodDays: null,
      nsfFeeFirst: null,
      nsfFeeAdditional: null,
      totalMoveInCost: null,
      proratedRent: null,
      monthlyRent: null,
    },
    payment: {
      rentDueDateDescription: null,
      recipientName: null,
      paymentAddress: null,
      officeHours: null,
      nsfPolicy: {
        firstReturnedCheckFee: null,
        additionalReturnedCheckFee: null,
        fee: null,
        paymentRequirement: null,
      },
    },
    deposit: { amount: 1500, returnTimeline: { days, condition: null } },
    confidence: 0.9,
    hasMatches: false,
    tenantMatches: [],
  })

/** A late fee posted to a lease's books on `date`, as the day's ledger run posts one. */
export const insertLateFee = async (
  db: Kysely<Database>,
  fee: { leaseId: string; date: string; cents: number; description?: string },
) => {
  const id = randomUUID()
  await db
    .insertInto('ledger_entries')
    .values({
      id,
      lease_id: fee.leaseId,
      kind: 'late_fee',
      period_key: fee.date.slice(0, 7),
      entry_date: fee.date,
      amount_cents: fee.cents,
      description: fee.description ?? 'Late fee: rent unpaid after 5-day grace period',
      memo: null,
      recurring_charge_id: null,
      waives_entry_id: null,
      voided_at: null,
      created_by_admin_id: null,
      created_at: stamp(),
    })
    .execute()
  return id
}
