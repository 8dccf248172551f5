import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { fromCentsOrNull } from '../../../shared/money'
import type { AdminTenant, AdminTenantListQuery } from '../../../shared/schemas/admin-tenants'
import type { LeaseStatus } from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import { isSqlite } from '../../db/dialect'
import type { Database } from '../../db/schema'

type From = Database & { t: Database['tenants']; cl: Database['leases'] }

/**
 * The id of the tenant's current lease in SQL, by the rule of `findCurrentLease` (decision 0005):
 * active, else pending, else ended; the latest start first within a status.
 */
const currentLeaseId = (eb: ExpressionBuilder<From, 't'>) =>
  eb
    .selectFrom('leases as cl')
    .select('cl.id')
    .whereRef('cl.tenant_id', '=', 't.id')
    .where('cl.status', 'in', ['active', 'pending', 'ended'])
    .orderBy((ob) =>
      ob
        .case()
        .when('cl.status', '=', 'active')
        .then(0)
        .when('cl.status', '=', 'pending')
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('cl.start_date', 'desc')
    .orderBy('cl.id')
    .limit(1)

/**
 * The admin tenant view as ONE query: each tenant joined through its current lease to
 * that lease's property, with whether they signed in and when their latest unaccepted invite
 * expires. No copy of the property's figures is kept on the tenant. Nothing in it depends on the
 * clock (whether that invite is still waiting is decided from the expiry when the answer is
 * made), so a kept row set holds until the next write.
 */
const adminTenantQuery = (db: Db) =>
  db
    .selectFrom('tenants as t')
    .leftJoin('leases as l', (join) => join.on((eb) => eb('l.id', '=', currentLeaseId(eb))))
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .select([
      't.id',
      't.first_name',
      't.last_name',
      't.email',
      't.phone',
      't.unit',
      't.extracted_from_document',
      't.confidence_score',
      't.last_login_at',
      't.created_at',
      'l.id as lease_id',
      'l.status as lease_status',
      'l.start_date',
      'l.end_date',
      'l.monthly_rent_cents as lease_rent_cents',
      'l.security_deposit_cents as lease_deposit_cents',
      'p.id as property_id',
      'p.name as property_name',
      'p.address as property_address',
      'p.monthly_rent_cents',
      'p.security_deposit_cents',
      'p.maintenance_fee_cents',
      'p.hoa_fee_cents',
      'p.gardening_fee_cents',
      'p.pool_fee_cents',
      'p.owner_name',
      'p.owner_email',
      'p.owner_phone',
    ])
    .select((eb) =>
      eb
        .selectFrom('tenant_invites as i')
        .select((sub) => sub.fn.max('i.expires_at').as('expires_at'))
        .whereRef('i.tenant_id', '=', 't.id')
        .where('i.accepted_at', 'is', null)
        .as('invite_expires_at'),
    )

export type AdminTenantRow = Awaited<
  ReturnType<ReturnType<typeof adminTenantQuery>['executeTakeFirstOrThrow']>
>

/** An invite is waiting while one not accepted has not expired yet (ISO times, compared as text). */
export const toAdminTenant = (row: AdminTenantRow, now: Date): AdminTenant => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  unit: row.unit,
  leaseStart: row.start_date,
  leaseEnd: row.end_date,
  extractedFromDocument: Number(row.extracted_from_document) === 1,
  confidenceScore: row.confidence_score,
  // One source of truth: the tenant's rent and deposit are their current lease's.
  rent: fromCentsOrNull(row.lease_rent_cents),
  securityDeposit: fromCentsOrNull(row.lease_deposit_cents),
  maintenanceFee: fromCentsOrNull(row.maintenance_fee_cents),
  hoaFee: fromCentsOrNull(row.hoa_fee_cents),
  gardening: fromCentsOrNull(row.gardening_fee_cents),
  pool: fromCentsOrNull(row.pool_fee_cents),
  propertyId: row.property_id,
  propertyName: row.property_name,
  propertyAddress: row.property_address,
  ownerName: row.owner_name,
  ownerEmail: row.owner_email,
  ownerPhone: row.owner_phone,
  leaseId: row.lease_id,
  leaseStatus: (row.lease_status as LeaseStatus | null) ?? null,
  leaseMonthlyRent: fromCentsOrNull(row.lease_rent_cents),
  leaseSecurityDeposit: fromCentsOrNull(row.lease_deposit_cents),
  leasePropertyName: row.property_name,
  hasSignedIn: row.last_login_at !== null,
  invitePending: row.invite_expires_at !== null && row.invite_expires_at > now.toISOString(),
  createdAt: row.created_at,
})

type Searchable = SelectQueryBuilder<Database & { t: Database['tenants'] }, 't', object>

/** Up to 8 words; every word must appear in one of the searched columns ('maria cedar' works). */
const searchWords = (q: string | undefined) =>
  (q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)

/**
 * Every word must match the tenant's name, email, phone or unit, or the name of a property one of
 * their leases is at; a word of digits (and phone punctuation) also matches the phone's digits
 * ('(555) 201-3344' is found by '5552013344' and '201-33'). Both are read from columns the database
 * keeps up to date (migration 0012: `search_text`, lower-cased and joined by spaces, and
 * `search_phone`), through a trigram index (migration 0081, decision 1406). PostgreSQL's planner
 * uses its pg_trgm index for these LIKEs by itself. On SQLite the FTS5 trigram table narrows the
 * tenants first, for a word with 3 characters in a row that are not wildcards (a trigram index
 * has nothing to look up for less); the LIKE on the tenant row stays the rule either way, so
 * the index only ever makes the search faster, never different.
 */
const applySearch = <Q extends Searchable>(
  query: Q,
  q: string | undefined,
  withFtsIndex: boolean,
): Q => {
  let filtered = query
  for (const word of searchWords(q)) {
    const pattern = `%${word}%`
    const digits = word.replace(/\D/g, '')
    const phonePattern = digits.length >= 3 && /^[\d()\-+. ]+$/.test(word) ? `%${digits}%` : null
    filtered = filtered.where((eb) => {
      const text = eb('t.search_text', 'like', pattern)
      const matches = phonePattern
        ? eb.or([text, eb('t.search_phone', 'like', phonePattern)])
        : text
      if (!withFtsIndex || !/[^%_]{3}/.test(word)) return matches
      const indexed = phonePattern
        ? sql<SqlBool>`t.rowid in (select rowid from tenant_search_index where search_text like ${pattern} union select rowid from tenant_search_index where search_phone like ${phonePattern})`
        : sql<SqlBool>`t.rowid in (select rowid from tenant_search_index where search_text like ${pattern})`
      return eb.and([indexed, matches])
    }) as Q
  }
  return filtered
}

export type AdminTenantRowPage = { rows: AdminTenantRow[]; total: number }

/**
 * Tenants by last and first name, searched over name, email, phone, unit and property name, as
 * rows for `toAdminTenant`. Without a limit the whole list comes back in one query, for callers
 * that want every tenant. A page is chosen from the tenants table alone, and only its rows are
 * joined to their lease and property, so page 200 costs what page 1 does.
 */
export const listAdminTenantRows = async (
  db: Db,
  query: AdminTenantListQuery = {},
): Promise<AdminTenantRowPage> => {
  const paged = query.limit !== undefined || query.offset !== undefined
  if (!paged) {
    const rows = await applySearch(adminTenantQuery(db), query.q, isSqlite(db))
      .orderBy('t.last_name')
      .orderBy('t.first_name')
      .orderBy('t.id')
      .execute()
    return { rows, total: rows.length }
  }
  const searched = searchWords(query.q).length > 0
  const page = await applySearch(
    db
      .selectFrom('tenants as t')
      .select('t.id')
      // A search scans every tenant anyway: counting in the same pass saves a second scan.
      .$if(searched, (qb) => qb.select((eb) => eb.fn.countAll<number>().over().as('total'))),
    query.q,
    isSqlite(db),
  )
    .orderBy('t.last_name')
    .orderBy('t.first_name')
    .orderBy('t.id')
    // SQLite needs a LIMIT before an OFFSET; PostgreSQL refuses a negative one.
    .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(query.offset ?? 0)
    .execute()
  const ids = page.map((row) => row.id)
  const rows = ids.length ? await adminTenantQuery(db).where('t.id', 'in', ids).execute() : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const counted = page[0]?.total
  const total =
    counted !== undefined
      ? Number(counted)
      : Number(
          (
            await applySearch(
              db.selectFrom('tenants as t').select((eb) => eb.fn.countAll<number>().as('count')),
              query.q,
              isSqlite(db),
            ).executeTakeFirstOrThrow()
          ).count,
        )
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total }
}

export const getAdminTenant = async (
  db: Db,
  tenantId: string,
  now = new Date(),
): Promise<AdminTenant | undefined> => {
  const row = await adminTenantQuery(db).where('t.id', '=', tenantId).executeTakeFirst()
  return row ? toAdminTenant(row, now) : undefined
}
