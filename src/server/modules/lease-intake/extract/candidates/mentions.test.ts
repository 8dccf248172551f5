import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { buildFlow, headingAbove, lineAt } from './flow'
import {
  addressMentions,
  dateMentions,
  dateRanges,
  dayCountMentions,
  dayOfMonthMentions,
  emailMentions,
  moneyMentions,
  percentMentions,
  phoneMentions,
} from './mentions'

const flowOf = (text: string) => buildFlow(contextFrom(text))
const values = <T>(mentions: { value: T }[]) => mentions.map((m) => m.value)

describe('value finders', () => {
  it('finds phones in any common format, formatted alike', () =>
    expect(
      values(phoneMentions(flowOf('Call 512-555-0101 or (718) 555.0199 or 202.555.0147'))),
    ).toEqual(['(512) 555-0101', '(718) 555-0199', '(202) 555-0147']))

  it('finds emails with their place in the text', () => {
    const flow = flowOf('Tenant: Jo Roe | jo.roe@example.com\nOffice: office@acme.test')
    const found = emailMentions(flow)
    expect(values(found)).toEqual(['jo.roe@example.com', 'office@acme.test'])
    expect(flow.text.slice(found[0]!.start, found[0]!.end)).toBe('jo.roe@example.com')
  })

  it('finds whole addresses: street or P.O. box, unit, city, state and code, across lines', () =>
    expect(
      values(
        addressMentions(
          flowOf(
            'located at 3568 GRANITE RIDGE TERRACE, Unit 11, Denver, CO 80203.\nMail to P.O. Box 4154\nSan Diego, CA 92103',
          ),
        ),
      ),
    ).toEqual([
      '3568 GRANITE RIDGE TERRACE, Unit 11, Denver, CO 80203',
      'P.O. Box 4154, San Diego, CA 92103',
    ]))

  it('keeps a street that a line of prose wraps in one piece, but not a city after a whole street', () =>
    expect(
      values(
        addressMentions(
          flowOf(
            'for Apartment 3R on the 3rd floor at 418 Prospect\nPlace, Brooklyn, New York 11238.\nSend notices to 1814 Park Avenue, Unit 5C\nSt. Louis, MO 63104',
          ),
        ),
      ),
    ).toEqual([
      '418 Prospect Place, Brooklyn, New York 11238',
      '1814 Park Avenue, Unit 5C, St. Louis, MO 63104',
    ]))

  it('finds homes numbered as rooms, lots and floors, and streets named by a number', () =>
    expect(
      values(
        addressMentions(
          flowOf(
            [
              'YOUR ROOM',
              'Room 2, 1811 E 5th Street, Duluth, MN 55812. Other bedrooms are leased to others.',
              'The Community rents the home site known as Lot 17, 4410 Old Wire Road, Fayetteville, NC 28306.',
              'Second Floor, 318 Parkside Avenue, Trenton, NJ 08618',
              'The rental unit is 1215 17 Avenue SW, Suite 305, Calgary, AB T2T 0B6.',
              'Lot rent is due at 4410 Old Wire Road, Fayetteville, NC 28306.',
            ].join('\n'),
          ),
        ),
      ),
    ).toEqual([
      'Room 2, 1811 E 5th Street, Duluth, MN 55812',
      'Lot 17, 4410 Old Wire Road, Fayetteville, NC 28306',
      '318 Parkside Avenue, Second Floor, Trenton, NJ 08618',
      '1215 17 Avenue SW, Suite 305, Calgary, AB T2T 0B6',
      '4410 Old Wire Road, Fayetteville, NC 28306',
    ]))

  it('does not start a street at a year before it', () =>
    expect(
      values(
        addressMentions(flowOf('End 12/31/2028 Home 4354 Belmont Avenue, Savannah, GA 31401')),
      ),
    ).toEqual(['4354 Belmont Avenue, Savannah, GA 31401']))

  it('ignores a street without its city and code', () =>
    expect(addressMentions(flowOf('the house at 12 Elm Street'))).toEqual([]))

  it('finds dates and amounts in any style', () => {
    const flow = flowOf(
      'From 1 March 2026 to 2027-02-28, rent Two Thousand Dollars ($2,000.00) and $150 fee',
    )
    expect(values(dateMentions(flow))).toEqual(['2026-03-01', '2027-02-28'])
    expect(values(moneyMentions(flow))).toEqual([2000, 150])
  })

  it('pairs two dates joined as a span, in order only', () => {
    const span = flowOf('Term: May 15, 2026 through November 14, 2026')
    expect(dateRanges(span, dateMentions(span)).map((r) => [r.start.value, r.end.value])).toEqual([
      ['2026-05-15', '2026-11-14'],
    ])
    const backwards = flowOf('signed March 1, 2027 to March 1, 2026')
    expect(dateRanges(backwards, dateMentions(backwards))).toEqual([])
  })

  it('knows the line and the heading above every character', () => {
    const flow = flowOf('TENANT 1\nPrint name: | Jo Roe\nPhone: | 512-555-0101')
    const at = flow.text.indexOf('512')
    expect(lineAt(flow, at)).toBe(2)
    expect(headingAbove(flow, 2)).toBe('TENANT 1')
  })
})

describe('finders of counts, days of the month and percentages', () => {
  it('finds counts of days or nights in digits, words or both', () =>
    expect(
      values(
        dayCountMentions(
          flowOf(
            'within thirty (30) days, a 14-day notice, five business days, 10 nights in a row',
          ),
        ),
      ),
    ).toEqual([30, 14, 5, 10]))

  it('finds ordinals that are days of the month, not parts of a date', () =>
    expect(
      values(
        dayOfMonthMentions(
          flowOf(
            'due on the 1st of each month, or the fifth day; signed the 3rd of April 2025, April 4th, 2025',
          ),
        ),
      ),
    ).toEqual([1, 5]))

  it('finds percentages written with a sign or a word', () =>
    expect(
      values(percentMentions(flowOf('a charge of 5% of the rent, or 7.5 percent after that'))),
    ).toEqual([5, 7.5]))

  it('finds addresses with the state written out and the unit before the street', () =>
    expect(
      values(
        addressMentions(
          flowOf(
            'the dwelling at Apartment 12B, 4410 Magnolia Avenue, Denver, Colorado 80203. Notices: 9 Elm Street, Washington, District of Columbia 20010',
          ),
        ),
      ),
    ).toEqual([
      'Apartment 12B, 4410 Magnolia Avenue, Denver, Colorado 80203',
      '9 Elm Street, Washington, District of Columbia 20010',
    ]))
})

describe('a unit word a line of prose leaves without its number', () => {
  it('keeps the unit with its address', () =>
    expect(
      addressMentions(
        buildFlow(
          contextFrom(
            'rent is paid to Acme Ltée at Suite\n204, 121 Church Street, Edmundston, NB E3V 1J9',
          ),
        ),
      ).map((m) => m.value),
    ).toEqual(['Suite 204, 121 Church Street, Edmundston, NB E3V 1J9']))
})
