import { describe, expect, it } from 'vitest'
import { contextFrom, documentFrom } from '../test-document'
import { extractFields } from '../fields'
import { leaseTypeRule, rentDueRule, termDatesRule } from './term'

describe('term dates', () => {
  it('reads a commencing/terminating clause and keeps its wording', () => {
    const dates = termDatesRule(
      contextFrom(
        'This Agreement is entered into on January 1, 2024. The term shall commence on January 15, 2024, and terminate on January 14, 2025.',
      ),
    )
    expect(dates.start?.value).toBe('2024-01-15')
    expect(dates.end?.value).toBe('2025-01-14')
    expect(dates.endText?.value).toMatch(/terminate on January 14, 2025/)
  })

  it('reads a from/to range', () => {
    const dates = termDatesRule(
      contextFrom('The lease term is for one year, starting from June 1, 2023, to May 31, 2024.'),
    )
    expect([dates.start?.value, dates.end?.value]).toEqual(['2023-06-01', '2024-05-31'])
  })

  it('reads labelled dates and form hint rows', () => {
    expect(
      termDatesRule(contextFrom('Lease Start Date | March 1, 2026\nLease End Date | 02/28/2027'))
        .end?.value,
    ).toBe('2027-02-28')
    const form = termDatesRule(
      contextFrom('This tenancy starts on:\nDate (yyyy/mm/dd) | 2023-01-01'),
    )
    expect(form.start?.value).toBe('2023-01-01')
  })

  it('derives the end from a term length when only the start is given', () => {
    const dates = termDatesRule(
      contextFrom(
        'The term of this Lease is twelve (12) months, beginning on the 1st day of May, 2026.',
      ),
    )
    expect(dates.end?.value).toBe('2027-04-30')
    expect(dates.end!.confidence).toBeLessThan(0.8)
  })

  it('finds no dates in a blank form', () => {
    const dates = termDatesRule(
      contextFrom(
        'The tenancy begins on the | day of | , 20 | and\nStart Date: ________ End Date: ________',
      ),
    )
    expect([dates.start, dates.end]).toEqual([null, null])
  })
})

describe('lease type', () => {
  it('reads a ticked box', () =>
    expect(
      leaseTypeRule(
        contextFrom('[x] | a fixed length of time ending on:\n[ ] | a monthly tenancy'),
        false,
      )?.value,
    ).toBe('fixed-term'))
  it('reads a month-to-month tenancy clause', () =>
    expect(
      leaseTypeRule(contextFrom('This is a month-to-month tenancy beginning on 06/01/2026.'), false)
        ?.value,
    ).toBe('month-to-month'))
  it('does not take a renewal clause for the term', () => {
    expect(
      leaseTypeRule(
        contextFrom(
          'Failure to do so will result in the automatic renewal of this lease on a month-to-month basis.',
        ),
        true,
      )?.value,
    ).toBe('fixed-term')
  })
  it('stays empty with unticked boxes', () =>
    expect(
      leaseTypeRule(contextFrom('☐ Fixed Term Lease:\n☐ Month-to-Month Lease'), false),
    ).toBeNull())
})

describe('rent due day', () => {
  it.each([
    [
      'All such payments shall be made to the Landlord on or before the 1st day of each month.',
      1,
      'on or before the 1st day of each month',
    ],
    [
      'Rent is to be paid on the first (e.g., first, second, last) day of each (select one): Month',
      1,
      'on the first day of each',
    ],
    ['Rent Due: | 5th of each month', 5, '5th of each month'],
    [
      'payable in advance on the fifteenth (15th) day of every month',
      15,
      'on the fifteenth (15th) day of every month',
    ],
  ])('reads %s', (text, day, description) => {
    const due = rentDueRule(contextFrom(text))
    expect(due.day?.value).toBe(day)
    // The figure in brackets that restates the day is kept as the lease writes it; a form's hint is not.
    expect(due.description?.value).toBe(description)
  })
  it("takes a printed day's alternative where the form's blank for it is filled", () => {
    expect(
      rentDueRule(contextFrom('Rent is payable in advance on the 1st (or 5th) day of each month.'))
        .day?.value,
    ).toBe(5)
    expect(
      rentDueRule(contextFrom('Rent is payable in advance on the 1st (or ____) day of each month.'))
        .day?.value,
    ).toBe(1)
  })
  it('stays empty for a blank', () =>
    expect(rentDueRule(contextFrom('Rent is due on the _____ day of each month.')).day).toBeNull())
})

describe('the dates of another lease', () => {
  it('does not take the end of the lease a renewal replaces for this term', () => {
    const term = termDatesRule(
      contextFrom(
        'This is a month-to-month tenancy beginning June 1, 2027. Tenant has occupied the Premises under a written lease dated May 20, 2026 at a monthly rent of $900.00, which expired on May 31, 2027.',
      ),
    )
    expect(term.start?.value).toBe('2027-06-01')
    expect(term.end).toBeNull()
  })
})

describe('term and due day in tables and long rent clauses', () => {
  it('reads move-in and move-out dates from a row of captions over a row of values', () =>
    expect(
      termDatesRule(
        contextFrom('Move-in | Move-out | Monthly rent\nAug. 28, 2027 | Apr. 30, 2028 | $895.00'),
      ),
    ).toMatchObject({
      start: { value: '2027-08-28' },
      end: { value: '2028-04-30' },
      endText: { value: 'Apr. 30, 2028' },
    }))

  it('reads the due day past the amount in words and figures, keeping the figure in brackets', () =>
    expect(
      rentDueRule(
        contextFrom(
          '3.1 Lessee shall pay rent of one thousand six hundred forty dollars ($1,640.00) per month, in advance, on or before the first (1st) day of every month.',
        ),
      ).description?.value,
    ).toBe('on or before the first (1st) day of every month'))
})

describe('the term and due day as a rider amends them', () => {
  it('takes the end date the rider sets over the one the lease wrote', () =>
    expect(
      termDatesRule(
        contextFrom(
          [
            '§ 3 Term',
            'The lease begins Aug. 1, 2027 and ends May. 31, 2028, subject to any rider signed with it.',
            'RIDER No. 1',
            '§ 3 (Term) is amended: the lease ends Jul. 31, 2028, not on the date written in § 3.',
          ].join('\n'),
        ),
      ),
    ).toMatchObject({ end: { value: '2028-07-31' }, endText: { value: 'ends Jul. 31, 2028' } }))

  it('takes the due day the rider sets over the first', () => {
    const due = rentDueRule(
      contextFrom(
        [
          'Rent is $1,800.00 per month, payable on the first day of each month, by check.',
          '§ 4 (Rent) is amended so that rent is payable on or before the fifteenth day of each month, instead of on the first day.',
        ].join('\n'),
      ),
    )
    expect(due.day?.value).toBe(15)
    expect(due.description?.value).toBe('on or before the fifteenth day of each month')
  })

  it("reads rent payable 'no later than' a day", () =>
    expect(
      rentDueRule(
        contextFrom(
          'The rent in box H is payable in advance no later than the first (1st) day of each month.',
        ),
      ).description?.value,
    ).toBe('no later than the first (1st) day of each month'))

  it("reads a room rental's first and last nights as the term", () =>
    expect(
      termDatesRule(contextFrom('First night | 2027-08-28\nLast night | 2028-04-30')),
    ).toMatchObject({ start: { value: '2027-08-28' }, end: { value: '2028-04-30' } }))

  it("reads a tenancy that 'goes month by month'", () =>
    expect(
      leaseTypeRule(
        contextFrom(
          'When: you can move in on November 1, 2027. There is no end date. It goes month by month until one of us gives written notice.',
        ),
        false,
        true,
      )?.value,
    ).toBe('month-to-month'))
})

describe('rent due on the day the tenancy began', () => {
  const text =
    'Rent is $2,450.00 per month, due on the same calendar day as the move-in date each month.'

  it('reads the day of the month from the start date', () => {
    const due = rentDueRule(contextFrom(text), '2027-01-09')
    expect(due.day?.value).toBe(9)
    expect(due.description?.value).toBe('on the same calendar day as the move-in date each month')
  })

  it('reads no day without a start date', () =>
    expect(rentDueRule(contextFrom(text)).day).toBeNull())
})

describe('a term that begins at an hour', () => {
  it('reads the start date after the hour', () =>
    expect(
      termDatesRule(
        contextFrom(
          'The term begins at 12:00 noon on September 1, 2027 and ends at 11:00 a.m. on August 31, 2028.',
        ),
      ).start?.value,
    ).toBe('2027-09-01'))
})

describe('a renewal that names the original lease', () => {
  it("reads the renewal's end, not the original lease's", () =>
    expect(
      termDatesRule(
        contextFrom(
          'The Original Lease ends on May 31, 2027. The term is renewed for twelve months, beginning June 1, 2027 and ending May 31, 2028.',
        ),
      ).end?.value,
    ).toBe('2028-05-31'))
})

describe('a furnished stay and a renewal letter', () => {
  it("reads an arrival date and a stay's captions over their dates", () => {
    expect(
      termDatesRule(
        contextFrom(`
ARRIVAL DATE | DEPARTURE DATE | MONTHLY RATE (RENT)
2027-09-01 | open — month to month | $2,650.00`),
      ).start?.value,
    ).toBe('2027-09-01')
    const dates = termDatesRule(
      contextFrom(`
STARTS | ENDS | MONTHLY RENT
September 1, 2027 | May 31, 2028 | $950.00`),
    )
    expect([dates.start?.value, dates.end?.value]).toEqual(['2027-09-01', '2028-05-31'])
  })

  it("reads the renewed term's end, not the end of the tenancy it renews", () => {
    const ctx = contextFrom(
      'Your present fixed-term tenancy under the rental agreement dated June 20, 2026 ends on June 30, 2027. (a) Renewal term: a new fixed term beginning July 1, 2027 and ending June 30, 2028.',
    )
    expect(termDatesRule(ctx).end?.value).toBe('2028-06-30')
  })
})

describe('a term with no end', () => {
  it('reads a ticked box that opens its cell', () => {
    expect(
      leaseTypeRule(
        contextFrom('The tenancy is: | X Periodic (month to month) | For a fixed term'),
        false,
        true,
      )?.value,
    ).toBe('month-to-month')
    expect(
      leaseTypeRule(
        contextFrom('The tenancy is: | Periodic (month to month) | X For a fixed term'),
        true,
        true,
      )?.value,
    ).toBe('fixed-term')
  })

  it('reads the end date of a fixed term under its caption', () =>
    expect(
      termDatesRule(
        contextFrom(`
Start date (dd/mm/yyyy) | End date of fixed term (dd/mm/yyyy)
01/10/2027 | 30/04/2028`),
      ).end?.value,
    ).toBe('2028-04-30'))

  it("reads no end from a prorated month's days where the lease has none", () => {
    const fields = extractFields(
      documentFrom(`
Lease Start Date | 2027-10-16
Lease End Date | None — month-to-month (see 1.1)
Monthly Rent | $1,045.00
Prorated First Month | $539.35 for 2027-10-16 through 2027-10-31
1.1 | This Lease begins on the Lease Start Date and has no end date.`),
    )
    expect(fields.endDate.value).toBeNull()
    expect(fields.leaseType.value).toBe('month-to-month')
  })
})

describe('a tenancy at will', () => {
  it('is month to month', () =>
    expect(
      leaseTypeRule(
        contextFrom('This is a tenancy at will beginning on May 1, 2027. It has no end date.'),
        false,
        true,
      )?.value,
    ).toBe('month-to-month'))
})

describe('a schedule of numbered items and a lease of indeterminate term', () => {
  it("reads the due day written 'on or before the first (1st) day', not the next item's number", () => {
    const due = rentDueRule(
      contextFrom(`
10. Rent due | on or before the first (1st) day of each calendar month
11. Payee, place and means of | Payable to River Valley Property Group, Inc.`),
    )
    expect(due.day?.value).toBe(1)
    expect(due.description?.value).toBe('on or before the first (1st) day of each calendar month')
  })

  it('reads a ticked indeterminate-term lease as month to month', () =>
    expect(
      leaseTypeRule(contextFrom('Fixed-term lease | X Indeterminate-term lease'), false)?.value,
    ).toBe('month-to-month'))
})
