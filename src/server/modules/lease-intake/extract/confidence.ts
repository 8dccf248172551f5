import type { FieldName, FieldResults } from './fields'

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
  return Math.round((total / weights) * 100) / 100
}
