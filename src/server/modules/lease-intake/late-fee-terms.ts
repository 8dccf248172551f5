import type { ExtractedLease } from '../../../shared/schemas/lease-intake'
import { NO_LATE_FEE, type LateFeeRuleBody } from '../../../shared/schemas/late-fee-rule'

/** Longest grace period a rule takes; a longer one read from a lease is kept at this. */
const MAX_GRACE_DAYS = 60

/**
 * The late-fee rule a lease states: a percentage of rent after its grace period. A lease that
 * names no percentage gets no rule (the admin can add one on the lease form); one with a
 * percentage and no grace period charges from the day after the due day.
 */
export const lateFeeFromExtraction = (extracted: ExtractedLease | null): LateFeeRuleBody => {
  const percent = extracted?.financial.lateFeePercentage ?? null
  if (percent === null || percent <= 0) return NO_LATE_FEE
  return {
    ...NO_LATE_FEE,
    type: 'percent',
    percent,
    graceDays: Math.min(extracted?.financial.gracePeriodDays ?? 0, MAX_GRACE_DAYS),
  }
}
