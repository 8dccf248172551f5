import { describe, expect, it } from 'vitest'
import { findDates, parseDate } from './dates'

describe('parseDate', () => {
  it.each([
    ['January 5, 2026', '2026-01-05'],
    ['Jan. 5th 2026', '2026-01-05'],
    ['Sept 30, 2026', '2026-09-30'],
    ['5 January 2026', '2026-01-05'],
    ['the 5th day of January, 2026', '2026-01-05'],
    ['the 30th day of April, 2027', '2027-04-30'],
    ['the first day of May in the year 2026', '2026-05-01'],
    ['01/05/2026', '2026-01-05'],
    ['1-5-26', '2026-01-05'],
    ['25/12/2026', '2026-12-25'],
    ['2026-03-01', '2026-03-01'],
    ['2024/03/01', '2024-03-01'],
  ])('reads %s', (text, iso) => expect(parseDate(text)).toBe(iso))

  it('refuses impossible dates and blanks', () => {
    expect(parseDate('February 30, 2026')).toBeNull()
    expect(parseDate('13/13/2026')).toBeNull()
    expect(parseDate('____________, 20____')).toBeNull()
    expect(parseDate('the ____ day of ________, 20__')).toBeNull()
  })
})

describe('findDates', () => {
  it('finds every date of a sentence in order', () => {
    const dates = findDates('from June 1, 2023, to May 31, 2024 and signed 2023-05-20')
    expect(dates.map((d) => d.iso)).toEqual(['2023-06-01', '2024-05-31', '2023-05-20'])
    expect(dates[1]!.text).toBe('May 31, 2024')
  })
})
