import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../../src/server/db/schema'

/*
 * The portfolio the speed targets of issues 5 and 7 name: 1,000 properties, 10,000 tenants with a
 * lease each, 120,000 payments over the last 12 months and 20,000 maintenance requests, each with
 * the history the app writes (a "submitted" event, a status change when it moved on) and two notes
 * (one internal, one the tenant sees). Written in chunks inside one transaction; the same shape on
 * SQLite and PostgreSQL.
 */
export type PortfolioSize = {
  properties: number
  tenants: number
  payments: number
  requests: number
}

export const ISSUE_SIZE: PortfolioSize = {
  properties: 1_000,
  tenants: 10_000,
  payments: 120_000,
  requests: 20_000,
}

/** A twentieth of the portfolio, for `npm run bench -- --quick`. */
export const QUICK_SIZE: PortfolioSize = {
  properties: 50,
  tenants: 500,
  payments: 6_000,
  requests: 1_000,
}

const CHUNK = 500
const DAY_MS = 86_400_000

const insertChunked = async <T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely's insert typing cannot follow a generic table name; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute()
  }
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T

export const seedLargePortfolio = async (
  db: Kysely<Database>,
  size: PortfolioSize = ISSUE_SIZE,
  now = new Date(),
) => {
  const stamp = now.toISOString()
  const day = (offset: number) => new Date(now.getTime() - offset * DAY_MS)
  const properties = Array.from({ length: size.properties }, (_, i) => ({
    id: randomUUID(),
    name: `Property ${String(i + 1).padStart(4, '0')}`,
    address: `${100 + i} Main Street`,
    normalized_address: `${100 + i} main street`,
    city: pick(['Austin', 'Round Rock', 'Pflugerville'], i),
    state: 'TX',
    zip_code: '78745',
    description: null,
    property_type: pick(['apartment', 'house', 'condo', 'townhouse'], i),
    total_units: 12,
    monthly_rent_cents: 150_000,
    security_deposit_cents: 150_000,
    maintenance_fee_cents: null,
    hoa_fee_cents: null,
    gardening_fee_cents: null,
    pool_fee_cents: null,
    owner_name: `Owner ${i}`,
    owner_email: null,
    owner_phone: null,
    zelle_recipient: null,
    created_at: stamp,
    updated_at: stamp,
  }))
  const tenants = Array.from({ length: size.tenants }, (_, i) => ({
    id: randomUUID(),
    first_name: pick(
      ['Maria', 'Kevin', 'Dorothy', 'Priya', 'Marcus', 'Aisha', 'Sofia', 'Daniel'],
      i,
    ),
    last_name: `Tenant${i}`,
    email: `bench.tenant${i}@example.com`,
    phone: `(555) ${String(i).padStart(7, '0')}`,
    unit: `${(i % 12) + 1}`,
    password_hash: null,
    extracted_from_document: 0,
    confidence_score: null,
    last_login_at: null,
    created_at: stamp,
    updated_at: stamp,
  }))
  const leases = tenants.map((tenant, i) => {
    const status = i % 20 === 0 ? 'ended' : i % 20 === 1 ? 'pending' : 'active'
    const start = day(30 * ((i % 24) + 1))
      .toISOString()
      .slice(0, 10)
    return {
      id: randomUUID(),
      tenant_id: tenant.id,
      property_id: pick(properties, i).id,
      status,
      monthly_rent_cents: 120_000 + (i % 50) * 1_000,
      security_deposit_cents: 150_000,
      start_date: start,
      ledger_start: start,
      end_date: day(30 * ((i % 24) + 1) - 365)
        .toISOString()
        .slice(0, 10),
      rent_due_day: 1,
      prorate_first_month: 0,
      extracted_data: null,
      extraction_confidence: null,
      intake_id: null,
      ended_at: status === 'ended' ? day(20).toISOString() : null,
      created_at: stamp,
      updated_at: stamp,
    }
  })
  const payments = Array.from({ length: size.payments }, (_, i) => {
    const lease = pick(leases, i)
    const createdAt = day((i * 365) / size.payments).toISOString()
    const status = i % 20 === 0 ? 'pending' : i % 20 === 1 ? 'rejected' : 'confirmed'
    return {
      id: randomUUID(),
      tenant_id: lease.tenant_id,
      lease_id: lease.id,
      amount_cents: lease.monthly_rent_cents,
      method: pick(['zelle', 'check', 'cash'], i),
      period: 'March 2026',
      status,
      zelle_ref: null,
      proof_file_id: null,
      rejection_reason: null,
      confirmed_at: status === 'confirmed' ? createdAt : null,
      recorded_by_admin_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    }
  })
  const requests = Array.from({ length: size.requests }, (_, i) => {
    const createdAt = day((i * 365) / size.requests).toISOString()
    return {
      id: randomUUID(),
      tenant_id: pick(tenants, i * 7).id,
      service_type: pick(['plumbing', 'electrical', 'hvac', 'appliances', 'general'], i),
      specific_issue: 'Other',
      description: 'Benchmark request',
      urgency: pick(['low', 'medium', 'high'], i),
      status: i % 10 < 3 ? pick(['submitted', 'in_progress', 'scheduled'], i) : 'completed',
      preferred_date: null,
      time_window: null,
      assigned_to: null,
      rating: null,
      completed_at: i % 10 < 3 ? null : createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    }
  })
  const events = requests.flatMap((request) => [
    {
      id: randomUUID(),
      request_id: request.id,
      kind: 'submitted',
      from_status: null,
      to_status: 'submitted',
      created_at: request.created_at,
    },
    ...(request.status === 'submitted'
      ? []
      : [
          {
            id: randomUUID(),
            request_id: request.id,
            kind: 'status_changed',
            from_status: 'submitted',
            to_status: request.status,
            created_at: request.updated_at,
          },
        ]),
  ])
  const notes = requests.flatMap((request) =>
    [1, 0].map((isInternal) => ({
      id: randomUUID(),
      request_id: request.id,
      note: isInternal ? 'Parts ordered.' : 'A technician comes tomorrow.',
      is_internal: isInternal,
      author_admin_id: null,
      created_at: request.created_at,
    })),
  )
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'properties', properties)
    await insertChunked(trx, 'tenants', tenants)
    await insertChunked(trx, 'leases', leases)
    await insertChunked(trx, 'payments', payments)
    await insertChunked(trx, 'maintenance_requests', requests)
    await insertChunked(trx, 'maintenance_events', events)
    await insertChunked(trx, 'maintenance_notes', notes)
  })
}
