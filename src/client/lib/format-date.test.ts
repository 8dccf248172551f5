import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, localTodayIso } from './format-date'

describe('date formatting', () => {
  it('shows a calendar date on the day it names, whatever the time zone', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026')
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026')
  })

  it('shows timestamps and gives nothing for empty or unreadable input', () => {
    expect(formatDate(new Date(2026, 0, 2, 15).toISOString())).toBe('Jan 2, 2026')
    expect(formatDateTime(new Date(2026, 0, 2, 15, 4).toISOString())).toBe('Jan 2, 2026, 3:04 PM')
    expect(formatDate(null)).toBe('')
    expect(formatDate('soon')).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })

  it('gives the local date for date inputs', () => {
    expect(localTodayIso(new Date(2026, 1, 9, 23, 30))).toBe('2026-02-09')
  })
})
