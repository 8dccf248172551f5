import { describe, expect, it } from 'vitest'
import type { Payment } from '../../../../../shared/schemas/payments'
import { filterPayments, isFiltering, NO_FILTERS } from './filter-payments'

const NOW = new Date(2026, 10, 21, 12)

const payment = (id: string, createdAt: string, overrides: Partial<Payment> = {}): Payment => ({
  id,
  amount: 1425,
  method: 'zelle',
  period: 'March 2026',
  status: 'confirmed',
  createdAt,
  zelleRef: null,
  proofFile: null,
  rejectionReason: null,
  confirmedAt: null,
  ...overrides,
})

const PAYMENTS = [
  payment('recent', '2026-11-01T15:00:00.000Z', { period: 'November 2026' }),
  payment('summer', '2026-06-01T15:00:00.000Z', { period: 'June 2026', method: 'check' }),
  payment('winter', '2026-01-02T15:00:00.000Z', { period: 'January 2026', method: 'cash' }),
  payment('old', '2025-03-01T15:00:00.000Z', { period: 'March 2025' }),
]

const ids = (list: Payment[]) => list.map((p) => p.id)

describe('filtering the payment history', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterPayments(PAYMENTS, NO_FILTERS, NOW))).toEqual([
      'recent',
      'summer',
      'winter',
      'old',
    ])
    expect(isFiltering(NO_FILTERS)).toBe(false)
  })

  it('filters the time period by the date paid: last 6 months, last year', () => {
    expect(ids(filterPayments(PAYMENTS, { ...NO_FILTERS, range: 'last-6-months' }, NOW))).toEqual([
      'recent',
      'summer',
    ])
    expect(ids(filterPayments(PAYMENTS, { ...NO_FILTERS, range: 'last-year' }, NOW))).toEqual([
      'recent',
      'summer',
      'winter',
    ])
  })

  it('filters by method and searches period and method', () => {
    expect(ids(filterPayments(PAYMENTS, { ...NO_FILTERS, method: 'check' }, NOW))).toEqual([
      'summer',
    ])
    expect(ids(filterPayments(PAYMENTS, { ...NO_FILTERS, search: 'march' }, NOW))).toEqual(['old'])
    expect(ids(filterPayments(PAYMENTS, { ...NO_FILTERS, search: ' CASH ' }, NOW))).toEqual([
      'winter',
    ])
    expect(isFiltering({ ...NO_FILTERS, search: 'x' })).toBe(true)
  })
})
