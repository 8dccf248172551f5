/*
 * The rent ledger (DESIGN §4, docs/ledger.md): which rent falls due when, and what a tenant owes.
 * Pure functions over integer cents and YYYY-MM-DD text, so the server, the client and the
 * benchmarks compute one and the same balance.
 */

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

/**
 * Every rent charge of a lease that has fallen due by `today` (inclusive), oldest first.
 * Rent is due on `rentDueDay`, clamped to the month's last day (31 → 28 February). A month the
 * tenant moves in falls due on the later of that day and the move-in date; the last month of an
 * ended lease on the earlier of that day and the last day. Partial months are prorated when the
 * lease says so, otherwise charged in full.
 */
export const rentCharges = (lease: LedgerLease, today: string): RentCharge[] => {
  const stop = lastRentDay(lease)
  const until = minIso(stop, today) ?? today
  if (lease.startDate > until) return []
  const start = parseIso(lease.startDate)
  const charges: RentCharge[] = []
  for (let offset = 0; ; offset++) {
    const year = start.year + Math.floor((start.month + offset) / 12)
    const month = (start.month + offset) % 12
    const monthDays = daysInMonth(year, month)
    const monthFirst = toIso(year, month, 1)
    const monthLast = toIso(year, month, monthDays)
    if (stop !== null && monthFirst > stop) break
    const coversFrom = offset === 0 ? lease.startDate : monthFirst
    const coversTo = stop !== null && stop < monthLast ? stop : monthLast
    let dueDate = toIso(year, month, Math.min(Math.max(lease.rentDueDay, 1), monthDays))
    if (dueDate < coversFrom) dueDate = coversFrom
    if (dueDate > coversTo) dueDate = coversTo
    if (dueDate > until) break
    const daysCharged = parseIso(coversTo).day - parseIso(coversFrom).day + 1
    const partial = daysCharged < monthDays
    const prorated = partial && lease.prorateFirstMonth
    charges.push({
      leaseId: lease.id,
      dueDate,
      period: `${MONTH_NAMES[month]} ${year}`,
      amountCents: prorated
        ? proratedCents(lease.monthlyRentCents, daysCharged, monthDays)
        : lease.monthlyRentCents,
      prorated,
      coversFrom,
      coversTo,
    })
  }
  return charges
}

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

export type Ledger = {
  entries: LedgerEntry[]
  chargedCents: number
  paidCents: number
  pendingCents: number
  /** Charged minus confirmed payments; negative is a credit. */
  balanceCents: number
}

const METHOD_LABELS: Record<string, string> = { zelle: 'Zelle', check: 'Check', cash: 'Cash' }

/**
 * The tenant's ledger: every rent charge due by `today` and every payment, oldest first, with the
 * running balance. Confirmed payments reduce the balance, pending ones are listed without effect,
 * rejected ones are left out.
 */
export const buildLedger = (
  leases: LedgerLease[],
  payments: LedgerPayment[],
  today: string,
): Ledger => {
  const charges = leases.flatMap((lease) => rentCharges(lease, today))
  type Item = {
    date: string
    order: number
    entry: (balance: number) => LedgerEntry
    delta: number
  }
  const items: Item[] = [
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
            description: `${METHOD_LABELS[payment.method] ?? payment.method} payment for ${payment.period}`,
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
    chargedCents: sum(charges),
    paidCents: sum(payments.filter((p) => p.status === 'confirmed')),
    pendingCents: sum(payments.filter((p) => p.status === 'pending')),
    balanceCents,
  }
}
