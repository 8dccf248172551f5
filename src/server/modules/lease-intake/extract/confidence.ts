import { HIGH_CONFIDENCE } from '../../../../shared/confidence'
import type { FieldName, FieldResults } from './fields'

/**
 * The fields a landlord relies on, judged by value: every field less free text (its wording varies) and the
 * three a lease rarely states outside DC or a Zelle page (RPO, bank account, Zelle number).
 */
export const CORE_FIELDS = [
  'tenants',
  'additionalOccupants',
  'tenantEmail',
  'tenantPhone',
  'premisesAddress',
  'leaseType',
  'startDate',
  'endDate',
  'monthlyRent',
  'securityDeposit',
  'rentDueDay',
  'maxGuestStayDays',
  'managementCompany',
  'housingProvider',
  'mailingAddress',
  'acceptedPaymentMethods',
  'lateFeePercentage',
  'gracePeriodDays',
  'nsfFeeFirst',
  'nsfFeeAdditional',
  'totalMoveInCost',
  'proratedRent',
  'paymentRecipient',
  'paymentAddress',
  'depositReturnDays',
] as const satisfies readonly FieldName[]

/**
 * What a landlord needs to trust an intake, weighted: who the tenants are, what they pay, where and when.
 * A missing key field counts as zero, so a blank template scores 0 and a lease without parties stays Low.
 */
const KEY_FIELDS: [FieldName, number][] = [
  ['tenants', 3],
  ['monthlyRent', 3],
  ['premisesAddress', 2],
  ['startDate', 2],
  ['endDate', 1],
  ['securityDeposit', 1],
]

/**
 * The document's confidence: the weighted mean of its key fields' confidences. Per-field confidences are
 * calibrated by `npm run eval:leases` (of the fields returned at 0.8 or more, at least 9 in 10 must be right);
 * a month-to-month lease has no end date, so there the lease type stands in for it.
 */
export const documentConfidence = (fields: FieldResults): number => {
  let total = 0
  let weights = 0
  for (const [name, weight] of KEY_FIELDS) {
    const field =
      name === 'endDate' && fields.leaseType.value === 'month-to-month'
        ? fields.leaseType
        : fields[name]
    total += weight * (field.value === null ? 0 : field.confidence)
    weights += weight
  }
  // The badge never reads higher than the least sure value it stands over, key or not: one doubtful value
  // the landlord relies on makes the whole intake worth a second look.
  const weakest = Math.min(
    ...CORE_FIELDS.map((name) => fields[name])
      .filter((f) => f.value !== null)
      .map((f) => f.confidence),
  )
  // Every lease names who lets the home; read without a landlord or an agent, the intake is missing a party
  // the landlord relies on, however sure the rest is.
  const letBy = fields.housingProvider.value !== null || fields.managementCompany.value !== null
  // A lease that says where rent is paid says who is paid there; read with the address and no payee, the
  // intake is missing the party the rent goes to.
  const payeeMissed = fields.paymentAddress.value !== null && fields.paymentRecipient.value === null
  const ceiling = letBy && !payeeMissed ? 1 : HIGH_CONFIDENCE - 0.01
  return Math.round(Math.min(total / weights, weakest + 0.05, ceiling) * 100) / 100
}
