import type { LeaseType } from '../../../../shared/schemas/lease-intake'
import { readByRole, sameAddress } from './candidates/by-role'
import { landlordByRole, tenantsByRole, widest } from './candidates/party-names'
import type { LeaseDocument } from './document'
import { plausibility } from './plausibility'
import type { PersonName } from './normalise/names'
import { mailingAddressRule, paymentAddressRule, premisesAddressRule } from './rules/addresses'
import {
  monthlyRentRule,
  proratedRentRule,
  securityDepositRule,
  totalMoveInRule,
} from './rules/amounts'
import { depositReturnRule, guestLimitRule } from './rules/clauses'
import { createContext, type Candidate } from './rules/context'
import { gracePeriodRule, lateFeePercentRule, nsfRule } from './rules/fees'
import {
  housingProviderRule,
  managementCompanyRule,
  occupantsRule,
  rpoRule,
  tenantEmailRule,
  tenantPhoneRule,
  tenantsRule,
} from './rules/parties'
import {
  bankAccountRule,
  officeHoursRule,
  paymentMethodsRule,
  recipientRule,
  zelleRule,
} from './rules/payment'
import { leaseTypeRule, rentDueRule, termDatesRule } from './rules/term'

/**
 * Every field the extractor reads, flat, named as in the fixtures' *.truth.json; assemble.ts maps them onto
 * SPEC §3's nested shape.
 */
export type LeaseFields = {
  tenants: PersonName[]
  additionalOccupants: PersonName[]
  tenantEmail: string
  tenantPhone: string
  premisesAddress: string
  leaseType: LeaseType
  startDate: string
  endDate: string
  terminationDateText: string
  monthlyRent: number
  securityDeposit: number
  rentDueDay: number
  maxGuestStayDays: number
  managementCompany: string
  housingProvider: string
  rpo: string
  mailingAddress: string
  acceptedPaymentMethods: string[]
  bankAccount: string
  zelleNumber: string
  lateFeePercentage: number
  gracePeriodDays: number
  nsfFeeFirst: number
  nsfFeeAdditional: number
  nsfFee: number
  totalMoveInCost: number
  proratedRent: number
  rentDueDescription: string
  paymentRecipient: string
  paymentAddress: string
  officeHours: string
  nsfPolicy: string
  depositReturnDays: number
  depositReturnCondition: string
}

export type FieldName = keyof LeaseFields

export type FieldResult<T> = { value: T | null; confidence: number; source: string }

export type FieldResults = { [K in FieldName]: FieldResult<LeaseFields[K]> }

const result = <T>(candidate: Candidate<T> | null): FieldResult<T> =>
  candidate
    ? {
        value: candidate.value,
        confidence: Math.round(candidate.confidence * plausibility(candidate.value) * 100) / 100,
        source: candidate.source,
      }
    : { value: null, confidence: 0, source: 'not found' }

/** Runs every field rule over the document. Rules that depend on another field's answer run after it. */
export const extractFields = (doc: LeaseDocument): FieldResults => {
  const ctx = createContext(doc)
  const byRole = readByRole(ctx)
  const tenants = widest(tenantsRule(ctx), [tenantsByRole(ctx)])
  const term = termDatesRule(ctx)
  const start = term.start ?? byRole.startDate
  // A date read by context is an end date only after a start date: a lone date is as likely the signing date.
  const end =
    term.end ??
    (start && byRole.endDate && byRole.endDate.value > start.value ? byRole.endDate : null)
  const due = rentDueRule(ctx)
  const nsf = nsfRule(ctx)
  const depositReturn = depositReturnRule(ctx)
  const premises = premisesAddressRule(ctx) ?? byRole.premisesAddress
  // An address read by its surroundings is the landlord's or the payment address only if it is not the premises.
  const notPremises = (reading: Candidate<string> | null) =>
    reading && premises && sameAddress(reading.value, premises.value) ? null : reading
  const housingProvider = housingProviderRule(ctx) ?? landlordByRole(ctx)
  const managementCompany = managementCompanyRule(ctx)
  return {
    tenants: result(tenants),
    additionalOccupants: result(occupantsRule(ctx, tenants?.value ?? [])),
    tenantEmail: result(tenantEmailRule(ctx) ?? byRole.tenantEmail),
    tenantPhone: result(tenantPhoneRule(ctx) ?? byRole.tenantPhone),
    premisesAddress: result(premises),
    leaseType: result(leaseTypeRule(ctx, end !== null, start !== null)),
    startDate: result(start),
    endDate: result(end),
    terminationDateText: result(term.endText),
    monthlyRent: result(monthlyRentRule(ctx) ?? byRole.monthlyRent),
    securityDeposit: result(securityDepositRule(ctx) ?? byRole.securityDeposit),
    rentDueDay: result(due.day),
    maxGuestStayDays: result(guestLimitRule(ctx)),
    managementCompany: result(managementCompany),
    housingProvider: result(housingProvider),
    rpo: result(rpoRule(ctx)),
    mailingAddress: result(mailingAddressRule(ctx) ?? notPremises(byRole.mailingAddress)),
    acceptedPaymentMethods: result(paymentMethodsRule(ctx)),
    bankAccount: result(bankAccountRule(ctx)),
    zelleNumber: result(zelleRule(ctx)),
    lateFeePercentage: result(lateFeePercentRule(ctx)),
    gracePeriodDays: result(gracePeriodRule(ctx)),
    nsfFeeFirst: result(nsf.first),
    nsfFeeAdditional: result(nsf.additional),
    nsfFee: result(nsf.single),
    totalMoveInCost: result(totalMoveInRule(ctx)),
    proratedRent: result(proratedRentRule(ctx)),
    rentDueDescription: result(due.description),
    paymentRecipient: result(
      recipientRule(ctx, {
        landlord: housingProvider?.value ?? null,
        manager: managementCompany?.value ?? null,
      }),
    ),
    paymentAddress: result(paymentAddressRule(ctx) ?? notPremises(byRole.paymentAddress)),
    officeHours: result(officeHoursRule(ctx)),
    nsfPolicy: result(nsf.policy),
    depositReturnDays: result(depositReturn.days),
    depositReturnCondition: result(depositReturn.condition),
  }
}
