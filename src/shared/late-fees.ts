import { addDays, monthKey, type RentCharge } from './ledger'

/*
 * Late fees from the lease's own terms (docs/ledger.md, "Late fees"). Pure, so the scheduler,
 * the tests and the docs' worked examples compute the same fees.
 */

export const LATE_FEE_TYPES = ['none', 'flat', 'percent', 'daily'] as const
export type LateFeeType = (typeof LATE_FEE_TYPES)[number]

export type LateFeeRule = {
  type: LateFeeType
  /** The flat fee, or the fee per day for 'daily'. */
  amountCents: number | null
  /** For 'percent': basis points of the month's rent charge (500 = 5%). */
  percentBp: number | null
  graceDays: number
  /** The most one month's rent can bring in late fees; null for no cap. */
  capCents: number | null
}

/** Something the tenant owes, in the order payments settle it: oldest first, rent first on a tie. */
export type Obligation = { key: string; date: string; amountCents: number; order: number }

/** Money that settles obligations: a confirmed payment, a credit, a waiver. */
export type Funds = { date: string; amountCents: number }

export type LateFee = {
  /** The natural key within the lease: the rent's month, and the day for a daily fee. */
  periodKey: string
  date: string
  amountCents: number
  description: string
}

const byAge = (a: Obligation, b: Obligation) =>
  a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1

/**
 * How much of one obligation is still unpaid once the funds dated by `cutoff` are applied to
 * every obligation, oldest first.
 */
export const unpaidCents = (
  obligations: Obligation[],
  funds: Funds[],
  key: string,
  cutoff: string,
): number => {
  let available = funds.filter((f) => f.date <= cutoff).reduce((t, f) => t + f.amountCents, 0)
  for (const obligation of [...obligations].sort(byAge)) {
    const paid = Math.min(Math.max(available, 0), obligation.amountCents)
    available -= obligation.amountCents
    if (obligation.key === key) return obligation.amountCents - paid
  }
  return 0
}

const feeAmount = (rule: LateFeeRule, rent: RentCharge): number => {
  if (rule.type === 'flat' || rule.type === 'daily') return rule.amountCents ?? 0
  if (rule.type === 'percent')
    return Math.round((rent.amountCents * (rule.percentBp ?? 0)) / 10_000)
  return 0
}

const rentKey = (rent: RentCharge) => `rent:${rent.leaseId}:${rent.dueDate}`

/**
 * The first day rent counts as late. The grace period's days start on the due day, as leases
 * word it ("rent not received by the 5th"): due on the 1st with 5 days' grace, rent paid by the
 * 5th is on time and the 6th is late. Rent paid on its due day is always on time.
 */
export const firstLateDay = (rent: RentCharge, rule: LateFeeRule): string =>
  addDays(rent.dueDate, Math.max(rule.graceDays, 1))

const graceText = (days: number) => `${days}-day grace period`

/**
 * The late fees a lease's rule brings by `today`. The rent of a month is late when any of it is
 * still unpaid at the end of the grace period, applying confirmed payments and credits dated by
 * then to the oldest charges first. A flat or percentage fee then posts once, dated the first
 * late day; a daily fee posts each day the rent stays unpaid (funds
 * dated by the day before count). No month's fees exceed the cap. Fees found earlier in the same
 * pass count as obligations for later months, as they will once posted; fees already posted are
 * among the obligations the caller passes, as stored (a voided one not at all).
 */
export const lateFeesDue = (
  rule: LateFeeRule,
  rents: RentCharge[],
  obligations: Obligation[],
  funds: Funds[],
  today: string,
  /** Period keys of fees already posted (voided ones too): already in, or kept out of, the obligations. */
  postedKeys: ReadonlySet<string> = new Set(),
): LateFee[] => {
  if (rule.type === 'none') return []
  const owed = [...obligations]
  const fees: LateFee[] = []
  for (const rent of rents) {
    const base = feeAmount(rule, rent)
    if (base <= 0) continue
    const lateFrom = firstLateDay(rent, rule)
    const description = `Late fee: rent for ${rent.period} unpaid after ${graceText(rule.graceDays)}`
    const cap = rule.capCents ?? Number.POSITIVE_INFINITY
    let charged = 0
    const post = (periodKey: string, date: string, amountCents: number, text: string) => {
      const fee = { periodKey, date, amountCents, description: text }
      fees.push(fee)
      if (!postedKeys.has(periodKey))
        owed.push({ key: `fee:${periodKey}`, date, amountCents, order: 1 })
      charged += amountCents
    }
    if (rule.type !== 'daily') {
      if (lateFrom > today) continue
      if (unpaidCents(owed, funds, rentKey(rent), addDays(lateFrom, -1)) <= 0) continue
      post(monthKey(rent.dueDate), lateFrom, Math.min(base, cap), description)
      continue
    }
    for (let day = lateFrom; day <= today && charged < cap; day = addDays(day, 1)) {
      if (unpaidCents(owed, funds, rentKey(rent), addDays(day, -1)) <= 0) break
      post(
        `${monthKey(rent.dueDate)}:${day}`,
        day,
        Math.min(base, cap - charged),
        `${description} (${day})`,
      )
    }
  }
  return fees
}

/** The obligation a rent charge is, keyed so `lateFeesDue` can find it. */
export const rentObligation = (rent: RentCharge): Obligation => ({
  key: rentKey(rent),
  date: rent.dueDate,
  amountCents: rent.amountCents,
  order: 0,
})
