/*
 * The demo's ledger stories beyond rent: what an admin enters by hand, a late fee the daily run
 * posted and the admin forgave, and a deposit settled after a move-out. demo-seed.ts replays them
 * through the app's own ledger, scheduler and deposit functions, dated from `now`.
 */

import type { LateFeeRuleBody } from '../../../shared/schemas/late-fee-rule'

/** A one-off charge or credit, entered the day it is dated. Dollars, as on the admin's form. */
export type OneOffEntrySeed = {
  tenant: string
  kind: 'one_off_charge' | 'credit'
  amount: number
  daysAgo: number
  memo: string
}

// The demo tenant's own ledger, so signing in as her shows both kinds.
export const ONE_OFF_ENTRIES: OneOffEntrySeed[] = [
  {
    tenant: 'Maria Garcia',
    kind: 'one_off_charge',
    amount: 25,
    daysAgo: 12,
    memo: 'Replacement mailbox key',
  },
  {
    tenant: 'Maria Garcia',
    kind: 'credit',
    amount: 18.5,
    daysAgo: 9,
    memo: 'Reimbursed: the faucet washer she bought for the kitchen repair',
  },
]

/**
 * The tenant who missed last month's rent has a flat late fee in his lease. The daily run of the
 * first late day posted it; the admin waived it the next day, as a first-time courtesy.
 */
export const WAIVED_LATE_FEE: { tenant: string; rule: LateFeeRuleBody; waivedDaysAfter: number } = {
  tenant: 'Marcus Johnson',
  rule: { type: 'flat', amount: 75, percent: null, graceDays: 5, cap: null },
  waivedDaysAfter: 1,
}

/** The tenant who moved out: two deductions, the rest refunded within two weeks of the last day. */
export const DEPOSIT_DISPOSITION = {
  tenant: 'Tom Becker',
  recordedDaysAfterEnd: 10,
  refundDaysAfterEnd: 12,
  deductions: [
    { description: 'Carpet cleaning: pet stains in the bedroom', amount: 175 },
    { description: 'Replace the cracked bathroom mirror', amount: 90 },
  ],
}
