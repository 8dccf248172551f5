import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { unitInAddress } from '../../../../shared/address'
import { todayIso } from '../../../../shared/dates'
import { toCents, toCentsOrNull } from '../../../../shared/money'
import {
  bringsLease,
  SKIP_DUPLICATE,
  SKIP_EXISTING,
  type ImportResult,
  type ImportTenant,
} from '../../../../shared/schemas/tenant-import'
import type { Db } from '../../../db/database'
import type {
  Database,
  LeaseCoTenantsTable,
  LeasesTable,
  PropertiesTable,
  TenantsTable,
} from '../../../db/schema'
import { AppError } from '../../../http/errors'
import { isUniqueViolation } from '../../../db/unique-violation'
import {
  insertPropertyRows,
  loadPropertyIndex,
  newPropertyRow,
  type PropertyIndex,
} from '../../properties/property-identity'
import { normalizeEmail } from '../tenant.queries'
import { chunks } from '../../../db/chunks'
import { loadUnitAllocator } from '../../units/unit-allocator'
import { recountUnits } from '../../units/units.service'
import { coTenantGroupErrors, groupLeaseRows } from './co-tenant-groups'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits at 16 columns. */
const CHUNK = 500
const LOOKUP_CHUNK = 1_000

const RACED =
  'Another change added one of these email addresses while the import ran. Nothing was imported; please import the file again.'

const existingEmails = async (db: Db, emails: string[]) => {
  const found = new Set<string>()
  for (const part of chunks([...new Set(emails)], LOOKUP_CHUNK)) {
    const rows = await db.selectFrom('tenants').select('email').where('email', 'in', part).execute()
    for (const row of rows) found.add(row.email)
  }
  return found
}

/**
 * Which rows an import takes and which it skips: an email already in Hearth, or one an earlier
 * row of the same list uses. The preview counts with the same rule the import applies.
 */
export const sortOutSkipped = async (db: Db, tenants: ImportTenant[]) => {
  const existing = await existingEmails(
    db,
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
  return { accepted, skippedRecords }
}

/**
 * The property each row's lease belongs to: an existing one found by address or name, or one this
 * import creates — once, however many rows name it. A new property takes its rent and deposit from
 * the first row naming it; its units are the ones its rows name.
 */
const resolveProperties = (rows: ImportTenant[], index: PropertyIndex, stamp: string) => {
  const created = new Map<string, Insertable<PropertiesTable> & { id: string }>()
  const propertyOf = rows.map((row) => {
    if (!row.propertyName && !row.propertyAddress) return null
    const identity = { name: row.propertyName, address: row.propertyAddress }
    const found = index.find(identity)
    if (found) return found
    const property = newPropertyRow(
      {
        name: row.propertyName ?? row.propertyAddress ?? '',
        address: row.propertyAddress ?? null,
        city: row.city ?? null,
        state: row.state ?? null,
        zip_code: row.zipCode ?? null,
        monthly_rent_cents: toCentsOrNull(row.rent),
        security_deposit_cents: toCentsOrNull(row.securityDeposit),
      },
      stamp,
    )
    index.add(property.id, identity)
    created.set(property.id, property)
    return property.id
  })
  return { propertyOf, created: [...created.values()] }
}

/** The status an imported lease gets: the sheet's, else ended when its end has passed. */
const importedStatus = (row: ImportTenant, today: string) =>
  row.leaseStatus ?? (row.leaseEnd && row.leaseEnd < today ? 'ended' : 'active')

/**
 * POST /api/admin/tenants/import: creates the tenants, and for rows that bring a lease
 * (decision 0301) the property, its units and the lease — all in ONE transaction, so a failure
 * leaves nothing behind. Rows whose email exists, in the database or earlier in the list, are
 * skipped with that reason. Rows for one property and unit become one lease with co-tenants.
 * An imported lease's books start on the import day with the balance the sheet states (0 when it
 * states none): what was owed before is that balance, not rent charged again from the lease start.
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
      const { accepted, skippedRecords } = await sortOutSkipped(trx, tenants)
      const [disagreeing] = coTenantGroupErrors(accepted)
      if (disagreeing) {
        const [row, message] = disagreeing
        throw new AppError(400, `${row.row ? `Row ${row.row}` : row.email}: ${message}`)
      }

      const { propertyOf, created } = resolveProperties(
        accepted,
        await loadPropertyIndex(trx),
        stamp,
      )
      const tenantIds = new Map<ImportTenant, string>()
      const tenantRows: Insertable<TenantsTable>[] = accepted.map((row) => {
        const tenantId = randomUUID()
        tenantIds.set(row, tenantId)
        return {
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
        }
      })

      const propertyIndexOf = new Map(accepted.map((row, i) => [row, propertyOf[i] ?? null]))
      const units = await loadUnitAllocator(
        trx,
        propertyOf.filter((id): id is string => Boolean(id)),
        stamp,
      )
      const leaseRows: Insertable<LeasesTable>[] = []
      const coTenantRows: Insertable<LeaseCoTenantsTable>[] = []
      for (const { primary, coTenants } of groupLeaseRows(accepted.filter(bringsLease))) {
        const leaseId = randomUUID()
        const status = importedStatus(primary, today)
        const propertyId = propertyIndexOf.get(primary) ?? null
        const describe = primary.row ? `Row ${primary.row}` : primary.email
        leaseRows.push({
          id: leaseId,
          tenant_id: tenantIds.get(primary) as string,
          property_id: propertyId,
          unit_id: propertyId
            ? units.place(propertyId, primary.unit ?? unitInAddress(primary.propertyAddress), {
                id: leaseId,
                active: status === 'active',
                describe,
              })
            : null,
          status,
          monthly_rent_cents: toCentsOrNull(primary.rent) ?? 0,
          security_deposit_cents: toCentsOrNull(primary.securityDeposit) ?? 0,
          start_date: primary.leaseStart ?? today,
          end_date: primary.leaseEnd ?? null,
          rent_due_day: 1,
          prorate_first_month: 0,
          ledger_start: today,
          opening_balance_cents: toCents(primary.openingBalance ?? 0),
          ended_at: status === 'ended' ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        })
        for (const row of coTenants) {
          coTenantRows.push({
            lease_id: leaseId,
            tenant_id: tenantIds.get(row) as string,
            created_at: stamp,
          })
        }
      }

      await insertPropertyRows(
        trx,
        created.map((property) => ({ ...property, total_units: units.unitCount(property.id) })),
      )
      for (const part of chunks(units.created, CHUNK))
        await trx.insertInto('units').values(part).execute()
      for (const unit of units.renamed) {
        await trx
          .updateTable('units')
          .set({ name: unit.name, updated_at: stamp })
          .where('id', '=', unit.id)
          .execute()
      }
      for (const part of chunks(tenantRows, CHUNK))
        await trx.insertInto('tenants').values(part).execute()
      for (const part of chunks(leaseRows, CHUNK))
        await trx.insertInto('leases').values(part).execute()
      for (const part of chunks(coTenantRows, CHUNK))
        await trx.insertInto('lease_co_tenants').values(part).execute()
      const createdIds = new Set(created.map((property) => property.id))
      const touched = new Set(
        units.created.map((unit) => unit.property_id).filter((id) => !createdIds.has(id)),
      )
      for (const propertyId of touched) await recountUnits(trx, propertyId, stamp)

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
