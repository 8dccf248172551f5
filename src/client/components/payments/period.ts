import { MONTH_NAMES } from '../../../shared/ledger'

/**
 * Months are offered December through November, and years 2024 and 2025 — plus every
 * year up to next year, so the form keeps working as time passes (decision 0103).
 */
export const PERIOD_MONTHS = [MONTH_NAMES[11], ...MONTH_NAMES.slice(0, 11)]

export const FIRST_PERIOD_YEAR = 2024

export const periodYears = (now: Date = new Date()): number[] => {
  const last = Math.max(now.getFullYear() + 1, 2025)
  return Array.from({ length: last - FIRST_PERIOD_YEAR + 1 }, (_, i) => FIRST_PERIOD_YEAR + i)
}

/** 'March 2026' → { month: 'March', year: '2026' }; anything else gives empty parts. */
export const splitPeriod = (period: string): { month: string; year: string } => {
  const [month = '', year = ''] = period.split(' ')
  return (MONTH_NAMES as readonly string[]).includes(month) && /^\d{4}$/.test(year)
    ? { month, year }
    : { month: '', year: '' }
}

/** The period of a date, in the viewer's calendar: what a payment made today is usually for. */
export const currentPeriod = (now: Date = new Date()) =>
  `${MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`
