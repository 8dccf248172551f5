import type { Payment, PaymentMethod } from '../../../../../shared/schemas/payments'

export type MethodFilter = 'all' | PaymentMethod
export type TimeRange = 'last-6-months' | 'last-year' | 'all-time'

export type PaymentFilters = { method: MethodFilter; range: TimeRange; search: string }

export const NO_FILTERS: PaymentFilters = { method: 'all', range: 'all-time', search: '' }

export const TIME_RANGES: { value: TimeRange; label: string }[] = [
  { value: 'last-6-months', label: 'Last 6 months' },
  { value: 'last-year', label: 'Last year' },
  { value: 'all-time', label: 'All time' },
]

const monthsBack = (now: Date, months: number) =>
  new Date(now.getFullYear(), now.getMonth() - months, now.getDate()).getTime()

/** The earliest payment date a range keeps: 6 or 12 months before today (decision 0103). */
const rangeStart = (range: TimeRange, now: Date): number =>
  range === 'last-6-months'
    ? monthsBack(now, 6)
    : range === 'last-year'
      ? monthsBack(now, 12)
      : -Infinity

export const isFiltering = (filters: PaymentFilters) =>
  filters.method !== 'all' || filters.range !== 'all-time' || filters.search.trim() !== ''

/**
 * Filter by method, by time period (here it filters: by the date the payment was made),
 * and search the period and method text.
 */
export const filterPayments = (
  payments: Payment[],
  filters: PaymentFilters,
  now: Date = new Date(),
): Payment[] => {
  const start = rangeStart(filters.range, now)
  const search = filters.search.trim().toLowerCase()
  return payments.filter(
    (payment) =>
      (filters.method === 'all' || payment.method === filters.method) &&
      new Date(payment.createdAt).getTime() >= start &&
      (!search || payment.period.toLowerCase().includes(search) || payment.method.includes(search)),
  )
}
