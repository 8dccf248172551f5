import { describe, expect, it } from 'vitest'
import { dateOrderOf, findDates, parseDate } from './dates'

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

describe('dates written day first', () => {
  it('reads a document as day first when it says so or when a date can only be day first', () => {
    expect(dateOrderOf('Start date (DD/MM/YYYY) | 01/09/2027')).toBe('day-first')
    expect(
      dateOrderOf('starting 01/11/2027. Dates in this lease are written day/month/year.'),
    ).toBe('day-first')
    expect(dateOrderOf('from 01/09/2027 to 30/04/2028')).toBe('day-first')
    expect(dateOrderOf('from 09/01/2027 to 04/30/2028')).toBe('month-first')
    expect(dateOrderOf('from 09/01/2027 to 08/31/2028, signed 13/08/2027')).toBe('month-first')
    expect(dateOrderOf('Date (mm/dd/yyyy): 01/09/2027')).toBe('month-first')
  })
  it('reads figures in the order the document writes them', () => {
    expect(parseDate('01/09/2027', 'day-first')).toBe('2027-09-01')
    expect(parseDate('01/09/2027')).toBe('2027-01-09')
    expect(parseDate('30/04/2028', 'month-first')).toBe('2028-04-30')
  })
})

describe('the order of a lease in euro or pounds', () => {
  it('reads dates that could be either way day first where the money is in euro', () =>
    expect(dateOrderOf('Start date 04/10/2027. Rent €845 per month.')).toBe('day-first'))
  it('keeps month first where the lease counts in dollars', () =>
    expect(dateOrderOf('Start date 04/10/2027. Rent $845 per month, a €20 fee.')).toBe(
      'month-first',
    ))
})

describe("OCR's stop or semicolon for the comma of a date", () => {
  it('reads the date', () =>
    expect(
      findDates('The initial term begins on August 1. 2027 and ends on July 31, 2028.').map(
        (d) => d.iso,
      ),
    ).toEqual(['2027-08-01', '2028-07-31']))

  it("reads a date after a word its apostrophe is glued to: 'commence on'October 1; 2027.'", () =>
    expect(
      findDates("The tenancy shall commence on'October 1; 2027. and shall-continue").map(
        (d) => d.iso,
      ),
    ).toEqual(['2027-10-01']))
})
