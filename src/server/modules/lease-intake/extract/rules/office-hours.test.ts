import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { officeHoursRule } from './office-hours'

const hours = (text: string) => officeHoursRule(contextFrom(text))?.value ?? null

describe('office hours', () => {
  it('reads a caption and a sentence', () => {
    expect(hours('Office Hours: | Monday through Friday, 9:00 a.m. to 5:00 p.m.')).toBe(
      'Monday through Friday, 9:00 a.m. to 5:00 p.m.',
    )
    expect(hours('Our office hours are 9 AM to 5 PM, Monday through Friday.')).toBe(
      '9 AM to 5 PM, Monday through Friday',
    )
  })
  it('reads times without a.m. or p.m. beside their days', () => {
    expect(hours('Lakeshore Living Management\nOpen Mon–Fri 8:30–5:30, Sat 10–2')).toBe(
      'Mon–Fri 8:30–5:30, Sat 10–2',
    )
    expect(hours('Hours: M–F 9–5 • Closed weekends & holidays')).toBe('M–F 9–5')
    expect(hours('Office hours: weekdays 08:30–16:30. Telephone: 204-555-0114.')).toBe(
      'weekdays 08:30–16:30',
    )
    expect(
      hours(
        "The lessor's office is open from 9 h to 17 h, Monday to Friday, for the payment of rent.",
      ),
    ).toBe('from 9 h to 17 h, Monday to Friday')
  })
  it('reads hours in words, a lunch closure and a window open daily', () => {
    expect(
      hours(
        "at the office of the said Agent during the Agent's usual business hours, namely from nine o'clock in the\nforenoon until five o'clock in the afternoon, Monday to Friday inclusive.",
      ),
    ).toBe(
      "from nine o'clock in the forenoon until five o'clock in the afternoon, Monday to Friday inclusive",
    )
    expect(
      hours('Office hours are weekdays 8:00–4:30 (closed 12:00–1:00 for lunch). Please call.'),
    ).toBe('weekdays 8:00–4:30 (closed 12:00–1:00 for lunch)')
    expect(
      hours('Payments are accepted at the office window 10:00 a.m.–2:00 p.m. daily. No cash.'),
    ).toBe('10:00 a.m.–2:00 p.m. daily')
  })
  it('joins the open rows of a table of days and leaves the closed day out', () => {
    expect(
      hours(
        'Office Hours:\nMonday – Friday | 9:00 am – 6:00 pm\nSaturday | 10:00 am – 4:00 pm\nSunday | Closed',
      ),
    ).toBe('Monday – Friday 9:00 am – 6:00 pm Saturday 10:00 am – 4:00 pm')
  })
  it('reads no schedule of quiet hours, amenities, moves, entry or a due time', () => {
    expect(
      hours('QUIET HOURS. Quiet hours are 10:00 p.m. to 7:00 a.m. Sunday through Thursday.'),
    ).toBeNull()
    expect(
      hours('The pool is open 8:00 a.m. to 9:00 p.m. daily from Memorial Day to Labor Day.'),
    ).toBeNull()
    expect(hours('Moves are permitted Monday–Saturday, 9:00 a.m. to 5:00 p.m. only.')).toBeNull()
    expect(
      hours('Landlord may enter the Premises between 8:00 a.m. and 8:00 p.m. after notice.'),
    ).toBeNull()
    expect(
      hours('Rent must be received by 5:00 p.m. on the first (1st) day of each month.'),
    ).toBeNull()
    expect(hours('The office is in Suite 5-7 of the Annex.')).toBeNull()
  })
})

describe('hours after a semicolon in an office row', () => {
  it('reads the hours, not the parking of the row above', () =>
    expect(
      hours(`
Included in rent | heat, water and one covered parking space
Community office | 3150 Patterson Road, Grand Junction, CO 81504; open Mon. through Fri., 9 a.m. to 5 p.m.; Sat. 10 a.m. to noon`),
    ).toBe('Mon. through Fri., 9 a.m. to 5 p.m.; Sat. 10 a.m. to noon'))
})
