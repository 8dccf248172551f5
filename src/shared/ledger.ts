/*
 * The rent ledger (docs/ledger.md): which rent falls due when, and what a tenant owes.
 * Pure functions over integer cents and YYYY-MM-DD text, so the server, the client and the
 * benchmarks compute one and the same balance.
 */

import { methodLabel } from './payment-methods'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** 'Jan' … 'Dec': the first three letters of each name, for axes and other tight spaces. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3))

export type LeaseStatus = 'pending' | 'active' | 'ended'

/** What the ledger needs of a lease. */
export type LedgerLease = {
  id: string
  status: string
  monthlyRentCents: number
  startDate: string
  endDate: string | null
  /** ISO timestamp or date the lease was ended early (status 'ended'). */
  endedAt: string | null
  rentDueDay: number
  /** Partial first and last months are charged pro rata. */
  prorateFirstMonth: boolean
  /**
   * The day Hearth started keeping this lease's books: the lease start for a lease made in
   * Hearth, the import or finalize day for one brought in from before.
   */
  ledgerStart: string
  /** What the tenant owed on the ledger start; negative is a credit. */
  openingBalanceCents: number
}

export type LedgerPayment = {
  id: string
  amountCents: number
  status: string
  /** ISO timestamp: when the tenant paid (or the admin recorded it). */
  createdAt: string
  method: string
  period: string
}

export type RentCharge = {
  leaseId: string
  dueDate: string
  /** 'March 2026': the month the charge is rent for. */
  period: string
  amountCents: number
  /** True when only part of the month is charged. */
  prorated: boolean
  /** First and last day of the month the charge covers. */
  coversFrom: string
  coversTo: string
}

type Ymd = { year: number; month: number; day: number }

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** month is 0-based and may overflow: month 12 is January of the next year. */
const toIso = (year: number, month: number, day: number): string => {
  const y = year + Math.floor(month / 12)
  const m = ((month % 12) + 12) % 12
  return `${pad(y, 4)}-${pad(m + 1)}-${pad(day)}`
}

const parseIso = (iso: string): Ymd => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)) - 1,
  day: Number(iso.slice(8, 10)),
})

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** 'March 2026' for a YYYY-MM-DD date. */
export const periodOf = (iso: string): string => {
  const { year, month } = parseIso(iso)
  return `${MONTH_NAMES[month]} ${year}`
}

const PERIOD_PATTERN = new RegExp(`^(${MONTH_NAMES.join('|')}) (\\d{4})$`)

/** The month a 'Month Year' period names, or undefined when the text is not one. */
export const parsePeriod = (period: string): { year: number; month: number } | undefined => {
  const match = PERIOD_PATTERN.exec(period)
  if (!match) return undefined
  const month = MONTH_NAMES.indexOf(match[1] as (typeof MONTH_NAMES)[number])
  const year = Number(match[2])
  if (year < 2000 || year > 2100) return undefined
  return { year, month }
}

const minIso = (...dates: (string | null | undefined)[]): string | null =>
  dates
    .filter((d): d is string => Boolean(d))
    .reduce<string | null>((a, b) => (a === null || b < a ? b : a), null)

/**
 * The last day rent is owed for, or null while the lease runs on. An ended lease stops at the
 * earlier of its end date and the day it was ended. A lease still active past its end date is a
 * holdover: the tenant stays, so rent keeps falling due until an admin ends it.
 */
export const lastRentDay = (lease: LedgerLease): string | null => {
  if (lease.status !== 'ended') return null
  // An ended lease with neither date cannot say what it owes: it charges nothing.
  return minIso(lease.endDate, lease.endedAt?.slice(0, 10)) ?? addDays(lease.startDate, -1)
}

/**
 * Rent for part of a month: rent × days occupied ÷ days in the month, rounded to the cent —
 * the same sum the lease documents and the demo seed use.
 */
export const proratedCents = (rentCents: number, daysCharged: number, monthDays: number): number =>
  Math.round((rentCents * daysCharged) / monthDays)

/** A charge that falls due every month like rent, over its own dates (docs/ledger.md). */
export type MonthlySchedule = {
  leaseId: string
  amountCents: number
  dueDay: number
  /** The first day the charge covers. */
  startDate: string
  /** The last day it covers, or null while it runs on. */
  stop: string | null
  prorate: boolean
  /** Only charges due on or after this day count. */
  ledgerStart: string
}

/**
 * Every monthly charge of a schedule that has fallen due by `today` (inclusive), oldest first.
 * It is due on `dueDay`, clamped to the month's last day (31 → 28 February). The first month
 * falls due on the later of that day and the start; the last month on the earlier of that day
 * and the last day. Partial months are prorated when the lease says so, otherwise charged in
 * full. Only charges due on or after the ledger start count: what was owed before it is the
 * opening balance. Rent and every recurring charge follow this one rule.
 */
export const monthlyCharges = (schedule: MonthlySchedule, today: string): RentCharge[] => {
  const { stop } = schedule
  const until = minIso(stop, today) ?? today
  if (schedule.startDate > until) return []
  const start = parseIso(schedule.startDate)
  const charges: RentCharge[] = []
  for (let offset = 0; ; offset++) {
    const year = start.year + Math.floor((start.month + offset) / 12)
    const month = (start.month + offset) % 12
    const monthDays = daysInMonth(year, month)
    const monthFirst = toIso(year, month, 1)
    const monthLast = toIso(year, month, monthDays)
    if (stop !== null && monthFirst > stop) break
    const coversFrom = offset === 0 ? schedule.startDate : monthFirst
    const coversTo = stop !== null && stop < monthLast ? stop : monthLast
    let dueDate = toIso(year, month, Math.min(Math.max(schedule.dueDay, 1), monthDays))
    if (dueDate < coversFrom) dueDate = coversFrom
    if (dueDate > coversTo) dueDate = coversTo
    if (dueDate > until) break
    if (dueDate < schedule.ledgerStart) continue
    const daysCharged = parseIso(coversTo).day - parseIso(coversFrom).day + 1
    const partial = daysCharged < monthDays
    const prorated = partial && schedule.prorate
    charges.push({
      leaseId: schedule.leaseId,
      dueDate,
      period: `${MONTH_NAMES[month]} ${year}`,
      amountCents: prorated
        ? proratedCents(schedule.amountCents, daysCharged, monthDays)
        : schedule.amountCents,
      prorated,
      coversFrom,
      coversTo,
    })
  }
  return charges
}

/** Every rent charge of a lease that has fallen due by `today`, oldest first. */
export const rentCharges = (lease: LedgerLease, today: string): RentCharge[] =>
  monthlyCharges(
    {
      leaseId: lease.id,
      amountCents: lease.monthlyRentCents,
      dueDay: lease.rentDueDay,
      startDate: lease.startDate,
      stop: lastRentDay(lease),
      prorate: lease.prorateFirstMonth,
      ledgerStart: lease.ledgerStart,
    },
    today,
  )

/** A charge besides rent (parking, HOA, pet) that falls due every month on the lease. */
export type RecurringCharge = {
  id: string
  leaseId: string
  description: string
  amountCents: number
  dueDay: number
  startDate: string
  endDate: string | null
}

/**
 * The occurrences of a recurring charge due by `today`: it runs from the later of its start and
 * the lease's start to the earlier of its end and the lease's last rent day, prorated like rent.
 */
export const recurringChargeDue = (
  lease: LedgerLease,
  charge: RecurringCharge,
  today: string,
): RentCharge[] =>
  monthlyCharges(
    {
      leaseId: lease.id,
      amountCents: charge.amountCents,
      dueDay: charge.dueDay,
      startDate: charge.startDate > lease.startDate ? charge.startDate : lease.startDate,
      stop: minIso(lastRentDay(lease), charge.endDate),
      prorate: lease.prorateFirstMonth,
      ledgerStart: lease.ledgerStart,
    },
    today,
  )

/** 'YYYY-MM' of a charge's period: the period part of an automatic entry's natural key. */
export const monthKey = (iso: string): string => iso.slice(0, 7)

/**
 * The first charge that falls due after `today`, across the tenant's leases: what the Next
 * Payment card shows. Undefined when no lease will charge again (ended, or ending first).
 */
export const nextRentCharge = (leases: LedgerLease[], today: string): RentCharge | undefined => {
  let next: RentCharge | undefined
  for (const lease of leases) {
    // Looking 62 days ahead always reaches the next month's due day.
    const horizon = addDays(today, 62)
    const charge = rentCharges(lease, horizon).find((c) => c.dueDate > today)
    if (charge && (!next || charge.dueDate < next.dueDate)) next = charge
  }
  return next
}

export const addDays = (iso: string, days: number): string => {
  const { year, month, day } = parseIso(iso)
  return new Date(Date.UTC(year, month, day + days)).toISOString().slice(0, 10)
}

export type LedgerEntry =
  | {
      type: 'opening'
      date: string
      description: string
      amountCents: number
      balanceCents: number
    }
  | {
      type: 'charge'
      date: string
      description: string
      amountCents: number
      balanceCents: number
      charge: RentCharge
    }
  | {
      type: 'payment'
      date: string
      description: string
      amountCents: number
      /** A pending payment is listed but does not change the balance until confirmed. */
      status: 'confirmed' | 'pending'
      balanceCents: number
      payment: LedgerPayment
    }
  | {
      type: PostedEntryKind
      date: string
      description: string
      amountCents: number
      balanceCents: number
      posted: PostedEntry
    }

/**
 * Entries stored in the ledger besides rent: the scheduler's recurring charges and late fees,
 * an admin's one-off charges and credits, and waivers of late fees.
 */
export type PostedEntryKind = 'recurring' | 'late_fee' | 'one_off_charge' | 'credit' | 'waiver'

export type PostedEntry = {
  id: string
  leaseId: string
  kind: PostedEntryKind
  /** The natural key of an automatic entry within its lease and kind; null for an admin's. */
  periodKey: string | null
  date: string
  /** Signed: a charge raises the balance, a credit or waiver lowers it. */
  amountCents: number
  description: string
  memo: string | null
  /** For a waiver: the late fee it waives. */
  waivesEntryId: string | null
  /** A voided entry stays listed and no longer counts. */
  isVoided: boolean
}

export type Ledger = {
  entries: LedgerEntry[]
  chargedCents: number
  paidCents: number
  pendingCents: number
  /** Charged minus confirmed payments; negative is a credit. */
  balanceCents: number
}

/**
 * The tenant's ledger: each lease's opening balance, every rent charge due by `today`, every
 * posted entry dated by then and every payment, oldest first, with the running balance. Confirmed payments reduce the balance, pending ones are listed without effect,
 * rejected ones are left out.
 */
export const buildLedger = (
  leases: LedgerLease[],
  payments: LedgerPayment[],
  today: string,
  posted: PostedEntry[] = [],
): Ledger => {
  const charges = leases.flatMap((lease) => rentCharges(lease, today))
  const postedSoFar = posted.filter((entry) => entry.date <= today)
  const counted = postedSoFar.filter((entry) => !entry.isVoided)
  const openings = leases.filter(
    (lease) => lease.openingBalanceCents !== 0 && lease.ledgerStart <= today,
  )
  type Item = {
    date: string
    order: number
    entry: (balance: number) => LedgerEntry
    delta: number
  }
  const items: Item[] = [
    ...openings.map((lease): Item => ({
      date: lease.ledgerStart,
      order: -1,
      delta: lease.openingBalanceCents,
      entry: (balanceCents) => ({
        type: 'opening',
        date: lease.ledgerStart,
        description: 'Opening balance',
        amountCents: lease.openingBalanceCents,
        balanceCents,
      }),
    })),
    ...charges.map((charge): Item => ({
      date: charge.dueDate,
      order: 0,
      delta: charge.amountCents,
      entry: (balanceCents) => ({
        type: 'charge',
        date: charge.dueDate,
        description: `Rent for ${charge.period}${charge.prorated ? ' (prorated)' : ''}`,
        amountCents: charge.amountCents,
        balanceCents,
        charge,
      }),
    })),
    ...postedSoFar.map((entry): Item => ({
      date: entry.date,
      order: 0,
      delta: entry.isVoided ? 0 : entry.amountCents,
      entry: (balanceCents) => ({
        type: entry.kind,
        date: entry.date,
        description: entry.isVoided ? `${entry.description} (voided)` : entry.description,
        amountCents: entry.amountCents,
        balanceCents,
        posted: entry,
      }),
    })),
    ...payments
      .filter((p) => p.status === 'confirmed' || p.status === 'pending')
      .map((payment): Item => {
        const status = payment.status as 'confirmed' | 'pending'
        return {
          date: payment.createdAt.slice(0, 10),
          order: 1,
          delta: status === 'confirmed' ? -payment.amountCents : 0,
          entry: (balanceCents) => ({
            type: 'payment',
            date: payment.createdAt.slice(0, 10),
            description: `${methodLabel(payment.method)} payment for ${payment.period}`,
            amountCents: payment.amountCents,
            status,
            balanceCents,
            payment,
          }),
        }
      }),
  ]
  // Same day: the charge first, so paying on the due day reads "owed, then settled".
  items.sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1))
  let balanceCents = 0
  const entries = items.map((item) => {
    balanceCents += item.delta
    return item.entry(balanceCents)
  })
  const sum = (list: { amountCents: number }[]) =>
    list.reduce((total, x) => total + x.amountCents, 0)
  return {
    entries,
    chargedCents:
      sum(charges) + sum(counted) + openings.reduce((total, l) => total + l.openingBalanceCents, 0),
    paidCents: sum(payments.filter((p) => p.status === 'confirmed')),
    pendingCents: sum(payments.filter((p) => p.status === 'pending')),
    balanceCents,
  }
}
