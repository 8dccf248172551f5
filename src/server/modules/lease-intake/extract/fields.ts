import type { LeaseType } from '../../../../shared/schemas/lease-intake'
import type { LeaseDocument } from './document'
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
        confidence: Math.round(candidate.confidence * 100) / 100,
        source: candidate.source,
      }
    : { value: null, confidence: 0, source: 'not found' }

/** Runs every field rule over the document. Rules that depend on another field's answer run after it. */
export const extractFields = (doc: LeaseDocument): FieldResults => {
  const ctx = createContext(doc)
  const tenants = tenantsRule(ctx)
  const term = termDatesRule(ctx)
  const due = rentDueRule(ctx)
  const nsf = nsfRule(ctx)
  const depositReturn = depositReturnRule(ctx)
  const housingProvider = housingProviderRule(ctx)
  const managementCompany = managementCompanyRule(ctx)
  return {
    tenants: result(tenants),
    additionalOccupants: result(occupantsRule(ctx, tenants?.value ?? [])),
    tenantEmail: result(tenantEmailRule(ctx)),
    tenantPhone: result(tenantPhoneRule(ctx)),
    premisesAddress: result(premisesAddressRule(ctx)),
    leaseType: result(leaseTypeRule(ctx, term.end !== null)),
    startDate: result(term.start),
    endDate: result(term.end),
    terminationDateText: result(term.endText),
    monthlyRent: result(monthlyRentRule(ctx)),
    securityDeposit: result(securityDepositRule(ctx)),
    rentDueDay: result(due.day),
    maxGuestStayDays: result(guestLimitRule(ctx)),
    managementCompany: result(managementCompany),
    housingProvider: result(housingProvider),
    rpo: result(rpoRule(ctx)),
    mailingAddress: result(mailingAddressRule(ctx)),
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
    paymentAddress: result(paymentAddressRule(ctx)),
    officeHours: result(officeHoursRule(ctx)),
    nsfPolicy: result(nsf.policy),
    depositReturnDays: result(depositReturn.days),
    depositReturnCondition: result(depositReturn.condition),
  }
}
