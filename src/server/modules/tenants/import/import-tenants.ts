import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { normalizeAddress } from '../../../../shared/address'
import { todayIso } from '../../../../shared/dates'
import { toCents } from '../../../../shared/money'
import {
  bringsLease,
  SKIP_DUPLICATE,
  SKIP_EXISTING,
  type ImportResult,
  type ImportTenant,
} from '../../../../shared/schemas/tenant-import'
import type { Db } from '../../../db/database'
import type { Database, LeasesTable, PropertiesTable, TenantsTable } from '../../../db/schema'
import { AppError } from '../../../http/errors'
import { isUniqueViolation } from '../admin-tenant.service'
import { loadPropertyIndex, unitInAddress, type PropertyIndex } from '../property-index'
import { normalizeEmail } from '../tenant.queries'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits at 16 columns. */
const CHUNK = 500
const LOOKUP_CHUNK = 1_000

const RACED =
  'Another change added one of these email addresses while the import ran. Nothing was imported; please import the file again.'

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const existingEmails = async (db: Db, emails: string[]) => {
  const found = new Set<string>()
  for (const part of chunks([...new Set(emails)], LOOKUP_CHUNK)) {
    const rows = await db.selectFrom('tenants').select('email').where('email', 'in', part).execute()
    for (const row of rows) found.add(row.email)
  }
  return found
}

const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : toCents(dollars)

type NewProperty = Insertable<PropertiesTable> & { units: Set<string> }

/**
 * The property each row's lease belongs to: an existing one found by address or name, or one this
 * import creates — once, however many rows name it. A new property takes its rent and deposit from
 * the first row naming it, and counts as many units as its rows name.
 */
const resolveProperties = (rows: ImportTenant[], index: PropertyIndex, stamp: string) => {
  const created = new Map<string, NewProperty>()
  const propertyOf = rows.map((row) => {
    if (!row.propertyName && !row.propertyAddress) return null
    const identity = { name: row.propertyName, address: row.propertyAddress }
    let id = index.find(identity)
    if (!id) {
      id = randomUUID()
      index.add(id, identity)
      created.set(id, {
        id,
        name: row.propertyName ?? row.propertyAddress ?? '',
        address: row.propertyAddress ?? null,
        normalized_address: row.propertyAddress
          ? normalizeAddress(row.propertyAddress) || null
          : null,
        city: row.city ?? null,
        state: row.state ?? null,
        zip_code: row.zipCode ?? null,
        property_type: 'apartment',
        total_units: 1,
        monthly_rent_cents: centsOrNull(row.rent),
        security_deposit_cents: centsOrNull(row.securityDeposit),
        created_at: stamp,
        updated_at: stamp,
        units: new Set(),
      })
    }
    const unit = row.unit ?? unitInAddress(row.propertyAddress)
    if (unit) created.get(id)?.units.add(unit.toLowerCase())
    return id
  })
  return { propertyOf, created: [...created.values()] }
}

/**
 * POST /api/admin/tenants/import (SPEC §4): creates the tenants, and for rows that bring a lease
 * (decision 0301) the property and an active lease — all in ONE transaction, so a failure leaves
 * nothing behind. Rows whose email exists, in the database or earlier in the list, are skipped
 * with that reason.
 */
export const importTenants = async (
  db: Kysely<Database>,
  tenants: ImportTenant[],
  now = new Date(),
): Promise<ImportResult> => {
  const stamp = now.toISOString()
  const today = todayIso(now)
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await existingEmails(
        trx,
        tenants.map((t) => normalizeEmail(t.email)),
      )
      const seen = new Set<string>()
      const skippedRecords: ImportResult['skippedRecords'] = []
      const accepted: (ImportTenant & { email: string })[] = []
      for (const tenant of tenants) {
        const email = normalizeEmail(tenant.email)
        if (existing.has(email)) skippedRecords.push({ email, reason: SKIP_EXISTING })
        else if (seen.has(email)) skippedRecords.push({ email, reason: SKIP_DUPLICATE })
        else accepted.push({ ...tenant, email })
        seen.add(email)
      }

      const { propertyOf, created } = resolveProperties(
        accepted,
        await loadPropertyIndex(trx),
        stamp,
      )
      const tenantRows: Insertable<TenantsTable>[] = []
      const leaseRows: Insertable<LeasesTable>[] = []
      accepted.forEach((row, i) => {
        const tenantId = randomUUID()
        tenantRows.push({
          id: tenantId,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          phone: row.phone ?? null,
          unit: row.unit ?? unitInAddress(row.propertyAddress) ?? null,
          password_hash: null,
          extracted_from_document: 0,
          confidence_score: null,
          last_login_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        if (!bringsLease(row)) return
        leaseRows.push({
          id: randomUUID(),
          tenant_id: tenantId,
          property_id: propertyOf[i] ?? null,
          status: 'active',
          // Co-tenants' rows carry no rent (Buildium puts it on the first tenant's row only): 0, not a second charge.
          monthly_rent_cents: centsOrNull(row.rent) ?? 0,
          security_deposit_cents: centsOrNull(row.securityDeposit) ?? 0,
          start_date: row.leaseStart ?? today,
          end_date: row.leaseEnd ?? null,
          rent_due_day: 1,
          prorate_first_month: 0,
          created_at: stamp,
          updated_at: stamp,
        })
      })

      for (const part of chunks(created, CHUNK)) {
        await trx
          .insertInto('properties')
          .values(
            part.map(({ units, ...property }) => ({
              ...property,
              total_units: Math.max(1, units.size),
            })),
          )
          .execute()
      }
      for (const part of chunks(tenantRows, CHUNK))
        await trx.insertInto('tenants').values(part).execute()
      for (const part of chunks(leaseRows, CHUNK))
        await trx.insertInto('leases').values(part).execute()

      return {
        summary: {
          createdCount: tenantRows.length,
          skippedCount: skippedRecords.length,
          leaseCount: leaseRows.length,
          propertyCount: created.length,
        },
        skippedRecords,
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, RACED)
    throw error
  }
}
