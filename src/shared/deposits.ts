import { addDays } from './ledger'

/*
 * A security deposit is the tenant's money the landlord holds, never revenue: it is not charged
 * in the ledger and not counted as collected. At lease end it comes back less itemized deductions,
 * within the days the lease gives (docs/ledger.md, "Security deposits").
 */

/** What comes back to the tenant: the deposit less every deduction. */
export const depositRefundCents = (depositCents: number, deductionCents: number[]): number =>
  depositCents - deductionCents.reduce((total, cents) => total + cents, 0)

/**
 * The day the refund is due: the lease's last day plus the days the lease gives to return the
 * deposit. Unknown (null) while the lease runs on, or when the lease states no timeline.
 */
export const depositRefundDueDate = (
  leaseLastDay: string | null,
  returnDays: number | null,
): string | null => (leaseLastDay && returnDays !== null ? addDays(leaseLastDay, returnDays) : null)
