import {
  REVIEWED_FIELDS,
  type ExtractedLease,
  type FieldReading,
  type ReviewedField,
} from '../../../../shared/schemas/lease-intake'
import type { FieldResults } from './fields'

/**
 * The extracted JSON from the flat fields. Values the lease states in two places of the shape (rent,
 * dates, deposit, NSF fees) are written to both; matching against the database is the caller's, so
 * hasMatches is false and tenantMatches empty here.
 */
export const assembleLease = (f: FieldResults, confidence: number): ExtractedLease => {
  const tenants = f.tenants.value ?? []
  const primary = tenants[0] ?? null
  const occupants = f.additionalOccupants.value ?? []
  const nsfFirst = f.nsfFeeFirst.value
  return {
    tenantName: tenants.length > 0 ? tenants.map((t) => t.full).join(' and ') : null,
    tenants: tenants.map((t) => ({ firstName: t.first, lastName: t.last, fullName: t.full })),
    monthlyRent: f.monthlyRent.value,
    tenant: {
      firstName: primary?.first ?? null,
      lastName: primary?.last ?? null,
      fullName: primary?.full ?? null,
      email: f.tenantEmail.value,
      phone: f.tenantPhone.value,
      additionalOccupants: occupants.length > 0 ? occupants.map((o) => o.full).join(', ') : null,
    },
    property: { address: f.premisesAddress.value },
    lease: {
      type: f.leaseType.value,
      startDate: f.startDate.value,
      endDate: f.endDate.value,
      commencementDate: f.startDate.value,
      terminationDate: f.endDate.value,
      terminationDateFull: f.terminationDateText.value,
      monthlyRent: f.monthlyRent.value,
      securityDeposit: f.securityDeposit.value,
      rentDueDay: f.rentDueDay.value,
      maxGuestDays: f.maxGuestStayDays.value,
    },
    management: {
      company: f.managementCompany.value,
      housingProvider: f.housingProvider.value,
      rpo: f.rpo.value,
      mailingAddress: f.mailingAddress.value,
      acceptedPaymentMethods: f.acceptedPaymentMethods.value ?? [],
      bankAccount: f.bankAccount.value,
      zelleNumber: f.zelleNumber.value,
    },
    financial: {
      lateFeePercentage: f.lateFeePercentage.value,
      gracePeriodDays: f.gracePeriodDays.value,
      nsfFeeFirst: nsfFirst,
      nsfFeeAdditional: f.nsfFeeAdditional.value,
      totalMoveInCost: f.totalMoveInCost.value,
      proratedRent: f.proratedRent.value,
      monthlyRent: f.monthlyRent.value,
    },
    payment: {
      rentDueDateDescription: f.rentDueDescription.value,
      recipientName: f.paymentRecipient.value,
      paymentAddress: f.paymentAddress.value,
      officeHours: f.officeHours.value,
      nsfPolicy: {
        firstReturnedCheckFee: nsfFirst,
        additionalReturnedCheckFee: f.nsfFeeAdditional.value,
        fee: f.nsfFee.value,
        paymentRequirement: f.nsfPolicy.value,
      },
    },
    deposit: {
      amount: f.securityDeposit.value,
      returnTimeline: {
        days: f.depositReturnDays.value,
        condition: f.depositReturnCondition.value,
      },
    },
    confidence,
    readings: Object.fromEntries(
      REVIEWED_FIELDS.filter((name) => f[name].value !== null).map((name) => [
        name,
        { confidence: f[name].confidence, evidence: f[name].evidence },
      ]),
    ) as Partial<Record<ReviewedField, FieldReading>>,
    hasMatches: false,
    tenantMatches: [],
  }
}
