import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { sentencesWith } from './context'

describe('sentences', () => {
  it('ends a table row where its line ends', () => {
    const ctx = contextFrom(`
Returned payment — first | $30.00
Returned payment — each later one | $50.00
All rent is paid through the resident portal by ACH bank draft.`)
    expect(sentencesWith(ctx, /portal/)).toEqual([
      'All rent is paid through the resident portal by ACH bank draft.',
    ])
    expect(sentencesWith(ctx, /later/)).toEqual(['Returned payment — each later one $50.00'])
  })

  it('goes on from a row whose last cell is running text into the lines under it', () => {
    const ctx = contextFrom(`
NSF | A charge of $20.00 applies to each NSF cheque or failed pre-authorized
 | debit, and the landlord may ask for certified funds.`)
    expect(sentencesWith(ctx, /charge/)).toEqual([
      'NSF A charge of $20.00 applies to each NSF cheque or failed pre-authorized debit, and the landlord may ask for certified funds.',
    ])
  })

  it('leaves out the line numbers in the margin', () => {
    const ctx = contextFrom(`
21 | 7. LATE FEE. If rent is more than fifteen (15) days late, Tenant will pay a late fee of $45.00.
22 | 8. RETURNED CHECKS. A returned check costs $25.00.`)
    expect(sentencesWith(ctx, /late fee of/)).toEqual([
      'If rent is more than fifteen (15) days late, Tenant will pay a late fee of $45.00.',
    ])
  })

  it('joins a name broken at its hyphen by the line in the prose', () =>
    expect(contextFrom('Rent checks payable to Whitfield-\nAmbrose Properties.').prose).toBe(
      'Rent checks payable to Whitfield-Ambrose Properties.',
    ))
})

describe('sections and sentences of numbered forms', () => {
  it("opens a party's block at a numbered heading with a remark in brackets, and closes it at the next block", () => {
    const ctx = contextFrom(`
1 OWNER (ARRENDADOR / LANDLORD)
RAMIREZ KESSLER, Teodora | 56 Calle Mendez Vigo, Mayaguez, PR 00680
2 CO-TENANTS (each signs and each is responsible for the full rent)
1 | OYELARAN, Ignatius | (787) 555-0183
4 DWELLING AND PERIOD
Dwelling: 15 Calle Post Sur, Altos, Mayaguez, PR 00680`)
    expect(ctx.sections).toEqual(['landlord', 'landlord', 'tenant', 'tenant', null, null])
  })

  it("starts a sentence at a '§' heading", () => {
    const ctx = contextFrom(
      'Only Lila Ward and Mateo Ward may occupy the apartment. § 2 Apartment The apartment is 51 Chalan Kanton Tasi, Unit B, Yigo, GU 96929.',
    )
    expect(sentencesWith(ctx, /occupy/)).toEqual([
      'Only Lila Ward and Mateo Ward may occupy the apartment.',
    ])
  })
})

describe('sentences around headings and initials', () => {
  it('keeps a heading in capitals out of the sentence under it', () =>
    expect(
      sentencesWith(
        contextFrom(
          'III. HOUSEHOLD COMPOSITION\nOnly the persons listed below may live in the unit.',
        ),
        /may live/,
      ),
    ).toEqual(['Only the persons listed below may live in the unit.']))

  it("does not end a sentence at a middle initial before the surname and 'at'", () =>
    expect(
      sentencesWith(
        contextFrom('The Tenant shall pay rent to Raymond J. Kowalczyk at 2210 Tamarack Drive.'),
        /Tamarack/,
      ),
    ).toEqual(['The Tenant shall pay rent to Raymond J. Kowalczyk at 2210 Tamarack Drive.']))
})

describe('headings whose number stands apart', () => {
  it("opens a party's block under '1 | LANDLORD' and the residents' under 'RESIDENTS AND OCCUPANTS'", () => {
    const ctx = contextFrom(`
1 | LANDLORD
Kittiwake Furnished Suites Ltd.
2 | RESIDENTS AND OCCUPANTS
Tomasz Wierzbicki
3 | SUITE, STAY AND RATE
Suite 3, 46 Balsam Ridge Road`)
    expect(ctx.sections).toEqual(['landlord', 'landlord', 'tenant', 'tenant', null, null])
  })
})

describe('references and statutes inside a sentence', () => {
  it("ends no sentence at an item's number or a statute's abbreviations", () => {
    const ctx = contextFrom(
      'The Tenant shall pay the returned-payment charge in Item 13. After two returned payments the Landlord may refuse checks. The Owner shall return the deposit, with interest as required by Conn. Gen. Stat. § 47a-21, within twenty-one (21) days.',
    )
    expect(sentencesWith(ctx, /Item 13|Stat\./)).toEqual([
      'The Tenant shall pay the returned-payment charge in Item 13.',
      'The Owner shall return the deposit, with interest as required by Conn. Gen. Stat. § 47a-21, within twenty-one (21) days.',
    ])
  })
})
