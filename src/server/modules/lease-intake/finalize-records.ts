import { toCents } from '../../../shared/money'
import type { ExtractedLease, ResolvedFinalizeValues } from '../../../shared/schemas/lease-intake'
import type { Db } from '../../db/database'
import { findPropertyId, insertProperty } from '../properties/property-identity'
import { normalizeEmail } from '../tenants/tenant.queries'
import type { Premises } from './premises'

/**
 * The property the premises belong to, by the one property-identity rule (the street with its
 * unit, then the building), or a new property for the building.
 */
export const propertyFor = async (
  trx: Db,
  premises: Premises,
  values: ResolvedFinalizeValues,
  stamp: string,
) =>
  (await findPropertyId(trx, { address: premises.streetWithUnit })) ??
  (await insertProperty(
    trx,
    {
      name: premises.street,
      address: premises.street,
      city: premises.city,
      state: premises.state,
      zip_code: premises.zipCode,
      monthly_rent_cents: toCents(values.lease.monthlyRent),
      security_deposit_cents: toCents(values.lease.securityDeposit),
    },
    stamp,
  ))

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
