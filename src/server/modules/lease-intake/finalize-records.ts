import { randomUUID } from 'node:crypto'
import { normalizeAddress } from '../../../shared/address'
import { toCents } from '../../../shared/money'
import type { ExtractedLease, ResolvedFinalizeValues } from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { normalizeEmail } from '../tenants/tenant.queries'
import type { Premises } from './premises'

/** The property the premises belong to: the same address already on file, or a new property. */
export const propertyFor = async (
  trx: Db,
  premises: Premises,
  values: ResolvedFinalizeValues,
  stamp: string,
) => {
  // Preference: the whole line, the street with its unit, then a property that is the whole building.
  const keys = [premises.full, premises.streetWithUnit, premises.street].map((address) =>
    normalizeAddress(address),
  )
  const found = await trx
    .selectFrom('properties')
    .select(['id', 'normalized_address'])
    .where('normalized_address', 'in', keys.filter(Boolean))
    .orderBy('created_at')
    .execute()
  for (const key of keys) {
    const match = found.find((row) => row.normalized_address === key)
    if (match) return match.id
  }
  const id = randomUUID()
  await trx
    .insertInto('properties')
    .values({
      id,
      name: premises.street,
      address: premises.street,
      normalized_address: normalizeAddress(premises.street) || null,
      city: premises.city,
      state: premises.state,
      zip_code: premises.zipCode,
      property_type: 'apartment',
      total_units: 1,
      monthly_rent_cents: toCents(values.lease.monthlyRent),
      security_deposit_cents: toCents(values.lease.securityDeposit),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  return id
}

/**
 * What the lease keeps of the document: the extraction with the reviewed values in place of what
 * was read, so the lease panel and the tenant's dashboard show what the admin confirmed. The
 * intake keeps the extraction as read. Other tenants' match data has no place on a lease.
 */
export const reviewedExtraction = (
  extracted: ExtractedLease,
  values: ResolvedFinalizeValues,
): ExtractedLease => {
  const { tenant, lease } = values
  const fullName = `${tenant.firstName} ${tenant.lastName}`.trim()
  const readName = extracted.tenant.fullName
  const tenantName =
    readName && extracted.tenantName?.includes(readName)
      ? extracted.tenantName.replace(readName, fullName)
      : fullName
  return {
    ...extracted,
    tenantName: tenantName || extracted.tenantName,
    monthlyRent: lease.monthlyRent,
    tenant: {
      ...extracted.tenant,
      firstName: tenant.firstName || null,
      lastName: tenant.lastName || null,
      fullName: fullName || null,
      email: tenant.email ? normalizeEmail(tenant.email) : null,
      phone: tenant.phone || null,
    },
    lease: {
      ...extracted.lease,
      startDate: lease.startDate,
      commencementDate: lease.startDate,
      endDate: lease.endDate || null,
      terminationDate: lease.endDate || null,
      monthlyRent: lease.monthlyRent,
      securityDeposit: lease.securityDeposit,
    },
    financial: { ...extracted.financial, monthlyRent: lease.monthlyRent },
    deposit: { ...extracted.deposit, amount: lease.securityDeposit },
    hasMatches: false,
    tenantMatches: [],
  }
}
