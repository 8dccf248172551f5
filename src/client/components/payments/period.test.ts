import { describe, expect, it } from 'vitest'
import { PERIOD_MONTHS, periodYears, splitPeriod } from './period'

describe('payment periods in the form', () => {
  it('lists the months December through November, as the payment form lists them', () => {
    expect(PERIOD_MONTHS[0]).toBe('December')
    expect(PERIOD_MONTHS[1]).toBe('January')
    expect(PERIOD_MONTHS.at(-1)).toBe('November')
    expect(PERIOD_MONTHS).toHaveLength(12)
  })

  it('offers 2024, 2025 and every year up to next year', () => {
    expect(periodYears(new Date(2025, 5, 1))).toEqual([2024, 2025, 2026])
    expect(periodYears(new Date(2026, 10, 21))).toEqual([2024, 2025, 2026, 2027])
  })

  it('splits a period into its month and year', () => {
    expect(splitPeriod('March 2026')).toEqual({ month: 'March', year: '2026' })
    expect(splitPeriod('')).toEqual({ month: '', year: '' })
  })
})
