import { isIsoDate, todayIso } from './dates'

/** Months of 30 days from now; thresholds 2 and 6 months. */
export const LEASE_BADGE_MONTH_DAYS = 30
export const EXPIRING_SOON_MONTHS = 2
export const RENEWAL_DUE_MONTHS = 6

export type LeaseBadge = 'Expired' | 'Expiring Soon' | 'Renewal Due' | 'Active'

const DAY_MS = 24 * 60 * 60 * 1000

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS

/**
 * The tenant card's badge from the lease end date. Counted in whole days from today,
 * so a lease that ends today is not yet expired; undefined when there is no valid end date.
 */
export const leaseBadge = (
  leaseEnd: string | null | undefined,
  now: Date = new Date(),
): LeaseBadge | undefined => {
  if (!leaseEnd || !isIsoDate(leaseEnd)) return undefined
  const days = dayNumber(leaseEnd) - dayNumber(todayIso(now))
  if (days < 0) return 'Expired'
  const months = days / LEASE_BADGE_MONTH_DAYS
  if (months < EXPIRING_SOON_MONTHS) return 'Expiring Soon'
  if (months < RENEWAL_DUE_MONTHS) return 'Renewal Due'
  return 'Active'
}
