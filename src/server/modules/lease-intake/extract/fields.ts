import type { LeaseType } from '../../../../shared/schemas/lease-intake'
import { readByRole } from './candidates/by-role'
import { sameWording } from './normalise/similarity'
import { agentByRole, landlordByRole, tenantsByRole, widest } from './candidates/party-names'
import type { LeaseDocument } from './document'
import { createEvidenceFinder, type ValueKind } from './evidence'
import type { FieldEvidence } from '../../../../shared/schemas/lease-intake'
import { ROLE_READING_MAX } from './candidates/role-scorer'
import { addressPlausibility, depositPlausibility, plausibility } from './plausibility'
import type { DateOrder } from './normalise/dates'
import { naturalOrder, type PersonName } from './normalise/names'
import { addressAfterName, addressUnderName } from './rules/address-under-name'
import { withNewTermsOnly, withoutReplacedSections } from './rules/amendments'
import { withoutMarginNotes } from './rules/margin-notes'
import { withPartyAliases } from './rules/party-aliases'
import {
  letterAddresseeAddress,
  letterLandlord,
  letterTenants,
  letterWriterAddress,
} from './rules/letter'
import { letterheadAgent, letterheadLandlord, letterheadNoticeAddress } from './rules/letterhead'
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
import { bankAccountRule, paymentMethodsRule, recipientRule, zelleRule } from './rules/payment'
import { officeHoursRule } from './rules/office-hours'
import { paidAtNoticeAddress } from './rules/paid-at-notice-address'
import { payeeByRole } from './rules/payee-by-role'
import {
  contactAfterTenantRole,
  contactAfterFirstTenantsName,
  contactOnFirstTenantsLine,
  firstTenantsContact,
} from './rules/tenant-contact'
import { parseEmail, parsePhone } from './normalise/contact'
import { leaseTypeRule, rentDueRule, statesNoEnd, termDatesRule } from './rules/term'

/**
 * Every field the extractor reads, flat, named as in the fixtures' *.truth.json; assemble.ts maps them onto
 * The nested shape.
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

export type FieldResult<T> = {
  value: T | null
  confidence: number
  source: string
  /** Where in the PDF the value stands; null when it was not found or cannot be pointed at. */
  evidence: FieldEvidence | null
}

export type FieldResults = { [K in FieldName]: FieldResult<LeaseFields[K]> }

const KINDS: Partial<Record<FieldName, ValueKind>> = {
  monthlyRent: 'money',
  securityDeposit: 'money',
  nsfFeeFirst: 'money',
  nsfFeeAdditional: 'money',
  nsfFee: 'money',
  totalMoveInCost: 'money',
  proratedRent: 'money',
  startDate: 'date',
  endDate: 'date',
  gracePeriodDays: 'days',
  maxGuestStayDays: 'days',
  depositReturnDays: 'days',
  lateFeePercentage: 'percent',
  rentDueDay: 'day-of-month',
}

const ADDRESSES = new Set<FieldName>(['premisesAddress', 'mailingAddress', 'paymentAddress'])

const resultsIn = (doc: LeaseDocument, dateOrder: DateOrder) => {
  const locate = createEvidenceFinder(doc, dateOrder)
  return <T>(name: FieldName, candidate: Candidate<T> | null): FieldResult<T> =>
    candidate
      ? {
          value: candidate.value,
          confidence:
            Math.round(
              candidate.confidence *
                plausibility(candidate.value) *
                (ADDRESSES.has(name) ? addressPlausibility(String(candidate.value)) : 1) *
                100,
            ) / 100,
          source: candidate.source,
          evidence: locate(candidate.value, KINDS[name] ?? 'text', candidate.quote),
        }
      : { value: null, confidence: 0, source: 'not found', evidence: null }
}

/** Runs every field rule over the document. Rules that depend on another field's answer run after it. */
export const extractFields = (doc: LeaseDocument): FieldResults => {
  const ctx = createContext(
    withoutMarginNotes(withNewTermsOnly(withoutReplacedSections(withPartyAliases(doc)))),
  )
  const result = resultsIn(doc, ctx.dateOrder)
  const byRole = readByRole(ctx)
  const tenants = widest(tenantsRule(ctx) ?? letterTenants(ctx), [tenantsByRole(ctx)])
  const tenantNames = tenants?.value ?? []
  const term = termDatesRule(ctx)
  const start = term.start ?? byRole.startDate
  // A date read by context is an end date only after a start date (a lone date is as likely the signing date), and
  // only where the lease does not say its term has no end.
  const end =
    term.end ??
    (start && byRole.endDate && byRole.endDate.value > start.value && !statesNoEnd(ctx)
      ? byRole.endDate
      : null)
  const due = rentDueRule(ctx, start?.value ?? null)
  const rent = monthlyRentRule(ctx) ?? byRole.monthlyRent
  const deposit = securityDepositRule(ctx) ?? byRole.securityDeposit
  const nsf = nsfRule(ctx)
  const depositReturn = depositReturnRule(ctx)
  const premises = premisesAddressRule(ctx) ?? letterAddresseeAddress(ctx) ?? byRole.premisesAddress
  // An address read by its surroundings is the landlord's or the payment address only if it is not the premises.
  const notPremises = (reading: Candidate<string> | null) =>
    reading && premises && sameWording(reading.value, premises.value) ? null : reading
  // A rule's weak answer (a bare 'Name' in a block, a contested label) yields to a name tied to its role.
  const stronger = <T>(rule: Candidate<T> | null, byRole: () => Candidate<T> | null) => {
    if (rule && rule.confidence >= ROLE_READING_MAX) return rule
    const role = byRole()
    return role && role.confidence > (rule?.confidence ?? 0) ? role : rule
  }
  const namedLandlord = stronger(housingProviderRule(ctx), () => landlordByRole(ctx))
  // A landlord that manages its own homes has no agent: 'Wapello Ridge Homes, L.L.C., c/o Glenn Albrecht, Manager'
  // names the company's own manager.
  const notTheLandlord = (agent: Candidate<string> | null) =>
    agent && namedLandlord && sameWording(agent.value, namedLandlord.value) ? null : agent
  const managementCompany =
    notTheLandlord(stronger(managementCompanyRule(ctx), () => agentByRole(ctx))) ??
    letterheadAgent(ctx, namedLandlord?.value ?? null)
  const housingProvider =
    namedLandlord ?? letterLandlord(ctx) ?? (managementCompany ? null : letterheadLandlord(ctx))
  // Mail goes to the manager when there is one; an address set under a party's name is that party's.
  const mailing =
    mailingAddressRule(ctx) ??
    notPremises(letterheadNoticeAddress(ctx)) ??
    notPremises(byRole.mailingAddress) ??
    notPremises(
      addressUnderName(ctx, managementCompany?.value ?? null) ??
        addressUnderName(ctx, housingProvider?.value ?? null) ??
        addressAfterName(ctx, managementCompany?.value ?? null) ??
        addressAfterName(ctx, housingProvider?.value ?? null),
    ) ??
    notPremises(letterWriterAddress(ctx))
  // Names are found in the document as written; the intake gives a person's name in natural order.
  const inNaturalOrder = (party: Candidate<string> | null) =>
    party && { ...party, value: naturalOrder(party.value) }
  const landlord = inNaturalOrder(housingProvider)
  const manager = inNaturalOrder(managementCompany)
  const parties = { landlord: landlord?.value ?? null, manager: manager?.value ?? null }
  return {
    tenants: result('tenants', tenants),
    additionalOccupants: result('additionalOccupants', occupantsRule(ctx, tenantNames)),
    tenantEmail: result(
      'tenantEmail',
      firstTenantsContact(
        ctx,
        tenantEmailRule(ctx) ??
          contactAfterTenantRole(ctx, parseEmail, 'e-mail') ??
          contactOnFirstTenantsLine(ctx, tenantNames, parseEmail, 'e-mail') ??
          contactAfterFirstTenantsName(ctx, tenantNames, parseEmail, 'e-mail') ??
          byRole.tenantEmail,
        tenantNames,
      ),
    ),
    tenantPhone: result(
      'tenantPhone',
      firstTenantsContact(
        ctx,
        tenantPhoneRule(ctx) ??
          contactAfterTenantRole(ctx, parsePhone, 'phone') ??
          contactOnFirstTenantsLine(ctx, tenantNames, parsePhone, 'phone') ??
          contactAfterFirstTenantsName(ctx, tenantNames, parsePhone, 'phone') ??
          byRole.tenantPhone,
        tenantNames,
      ),
    ),
    premisesAddress: result('premisesAddress', premises),
    leaseType: result('leaseType', leaseTypeRule(ctx, end !== null, start !== null)),
    startDate: result('startDate', start),
    endDate: result('endDate', end),
    terminationDateText: result(
      'terminationDateText',
      term.endText ?? (end === byRole.endDate ? byRole.endDateText : null),
    ),
    monthlyRent: result('monthlyRent', rent),
    securityDeposit: result(
      'securityDeposit',
      deposit && {
        ...deposit,
        confidence: deposit.confidence * depositPlausibility(deposit.value, rent),
      },
    ),
    rentDueDay: result('rentDueDay', due.day ?? byRole.rentDueDay),
    maxGuestStayDays: result('maxGuestStayDays', guestLimitRule(ctx) ?? byRole.maxGuestStayDays),
    managementCompany: result('managementCompany', manager),
    housingProvider: result('housingProvider', landlord),
    rpo: result('rpo', rpoRule(ctx)),
    mailingAddress: result('mailingAddress', mailing),
    acceptedPaymentMethods: result('acceptedPaymentMethods', paymentMethodsRule(ctx)),
    bankAccount: result('bankAccount', bankAccountRule(ctx)),
    zelleNumber: result('zelleNumber', zelleRule(ctx)),
    lateFeePercentage: result(
      'lateFeePercentage',
      lateFeePercentRule(ctx) ?? byRole.lateFeePercentage,
    ),
    gracePeriodDays: result(
      'gracePeriodDays',
      gracePeriodRule(ctx, due.day?.value ?? null) ?? byRole.gracePeriodDays,
    ),
    nsfFeeFirst: result('nsfFeeFirst', nsf.first),
    nsfFeeAdditional: result('nsfFeeAdditional', nsf.additional),
    nsfFee: result('nsfFee', nsf.single),
    totalMoveInCost: result('totalMoveInCost', totalMoveInRule(ctx)),
    proratedRent: result('proratedRent', proratedRentRule(ctx)),
    rentDueDescription: result('rentDueDescription', due.description),
    paymentRecipient: result(
      'paymentRecipient',
      recipientRule(ctx, parties) ?? payeeByRole(ctx, parties),
    ),
    paymentAddress: result(
      'paymentAddress',
      paymentAddressRule(ctx) ??
        paidAtNoticeAddress(ctx, mailing) ??
        notPremises(byRole.paymentAddress),
    ),
    officeHours: result('officeHours', officeHoursRule(ctx)),
    nsfPolicy: result('nsfPolicy', nsf.policy),
    depositReturnDays: result('depositReturnDays', depositReturn.days ?? byRole.depositReturnDays),
    depositReturnCondition: result('depositReturnCondition', depositReturn.condition),
  }
}
