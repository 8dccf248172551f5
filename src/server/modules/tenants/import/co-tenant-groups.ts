import { normalizeAddress } from '../../../../shared/address'
import { bringsLease, type ImportTenant } from '../../../../shared/schemas/tenant-import'
import { unitKey } from '../../units/units.service'

/*
 * Rows of an import for the same property and unit are the tenants of one lease: the row that
 * states the rent is the primary tenant, the others are co-tenants (spreadsheets exported from
 * Buildium and the like put the rent on the first tenant's row only). Rows that disagree on the
 * lease cannot be one lease, and are reported instead of guessed at.
 */

const propertyKey = (row: ImportTenant) =>
  (row.propertyAddress ? normalizeAddress(row.propertyAddress) : '') ||
  row.propertyName?.trim().toLowerCase() ||
  ''

const groupKey = (row: ImportTenant) => {
  const property = propertyKey(row)
  const unit = row.unit?.trim()
  return property && unit && bringsLease(row) ? `${property}\u0000${unitKey(unit)}` : undefined
}

const statesRent = (row: ImportTenant) => (row.rent ?? 0) > 0

export type LeaseGroup = { primary: ImportTenant; coTenants: ImportTenant[] }

/** The rows of each lease, in file order; a row without property and unit is a lease of its own. */
export const groupLeaseRows = (rows: ImportTenant[]): LeaseGroup[] => {
  const byKey = new Map<string, ImportTenant[]>()
  const groups: ImportTenant[][] = []
  for (const row of rows) {
    const key = groupKey(row)
    const group = key ? byKey.get(key) : undefined
    if (group) group.push(row)
    else {
      const created = [row]
      groups.push(created)
      if (key) byKey.set(key, created)
    }
  }
  return groups.map((group) => {
    const primary = group.find(statesRent) ?? (group[0] as ImportTenant)
    return { primary, coTenants: group.filter((row) => row !== primary) }
  })
}

const rowName = (row: ImportTenant) => (row.row ? `row ${row.row}` : row.email)

/** Why a co-tenant's row cannot share its primary's lease, or undefined when it can. */
const disagreement = (primary: ImportTenant, row: ImportTenant): string | undefined => {
  const where = `unit ${row.unit ?? ''} of ${row.propertyName ?? row.propertyAddress ?? ''}`
  const primaryRow = rowName(primary)
  if (statesRent(row))
    return `This row and ${primaryRow} are both for ${where} and both state a rent. Co-tenants share one lease: leave the rent only on the primary tenant's row.`
  const differs = (a: unknown, b: unknown) =>
    a !== null && a !== undefined && b !== null && b !== undefined && a !== b
  if (differs(primary.leaseStart, row.leaseStart) || differs(primary.leaseEnd, row.leaseEnd))
    return `This row's lease dates differ from ${primaryRow}'s, which is for the same ${where}. Co-tenants share one lease: give them the same dates.`
  if (differs(primary.openingBalance, row.openingBalance) && row.openingBalance !== 0)
    return `This row states a balance other than ${primaryRow}'s for the same ${where}. Co-tenants share one balance: state it on the primary tenant's row only.`
  if (differs(primary.leaseStatus, row.leaseStatus))
    return `This row's lease status differs from ${primaryRow}'s for the same ${where}. Co-tenants share one lease.`
  return undefined
}

/** The rows that disagree with their unit's primary row, each with the reason in a sentence. */
export const coTenantGroupErrors = (rows: ImportTenant[]): Map<ImportTenant, string> => {
  const errors = new Map<ImportTenant, string>()
  for (const { primary, coTenants } of groupLeaseRows(rows)) {
    for (const row of coTenants) {
      const reason = disagreement(primary, row)
      if (reason) errors.set(row, reason)
    }
  }
  return errors
}
