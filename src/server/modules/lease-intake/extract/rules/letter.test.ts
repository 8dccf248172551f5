import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import {
  letterAddresseeAddress,
  letterLandlord,
  letterTenants,
  letterWriterAddress,
} from './letter'

const letter = (head: string, to: string[], greeting: string, closing: string[]) =>
  contextFrom(
    [
      head,
      '1107 Fifth Avenue, Dawson City, YT Y0B 1G0',
      'September 12, 2027',
      ...to,
      'Re: Letter of agreement — renting the cabin',
      greeting,
      'This letter sets out what we agreed with you about the cabin at 412 Harper Street.',
      'Yours truly,',
      ...closing,
      'I/We have read this letter and agree to it:',
    ].join('\n'),
  )

describe('a lease written as a letter', () => {
  it('is written to its tenants on the To: line', () => {
    const ctx = letter(
      'Gunnar & Renée Halvorsen-Tait',
      ['To: Priya Mukherjee-Dunn and Callum Ferrier'],
      'Dear Priya and Callum,',
      ['Gunnar Halvorsen-Tait'],
    )
    expect(letterTenants(ctx)).toMatchObject({
      value: [{ full: 'Priya Mukherjee-Dunn' }, { full: 'Callum Ferrier' }],
      confidence: 0.86,
    })
  })

  it('is written to the name over an address block, at the home a renewal letter is sent to', () => {
    const ctx = letter(
      'Great Falls Property Co.',
      ['Mirela Dragomir', 'First Floor, 74 Carroll Street', 'Paterson, NJ 07501'],
      'Dear Mirela:',
      ['Ana Ruiz, Leasing Manager'],
    )
    expect(letterTenants(ctx)?.value).toEqual([
      { first: 'Mirela', last: 'Dragomir', full: 'Mirela Dragomir' },
    ])
    expect(letterAddresseeAddress(ctx)?.value).toBe(
      '74 Carroll Street, First Floor, Paterson, NJ 07501',
    )
  })

  it('is written to several tenants named one to a line', () =>
    expect(
      letterTenants(
        letter(
          'Capital Crossing Realty Management',
          [
            'Adebayo Fashola',
            'Nicoletta Brandt',
            'Second Floor, 318 Parkside Avenue',
            'Trenton, NJ 08618',
          ],
          'Dear Adebayo and Nicoletta:',
          ['Ana Ruiz'],
        ),
      )?.value.map((name) => name.full),
    ).toEqual(['Adebayo Fashola', 'Nicoletta Brandt']))

  it('trusts its addressee less when the salutation greets someone else', () =>
    expect(
      letterTenants(
        letter('Orla Benedetti', ['To: Thaddeus Onyango'], 'Dear Friend,', ['Orla Benedetti']),
      )?.confidence,
    ).toBe(0.74))

  it('is signed by the owners whose own letterhead it is, joined as one landlord', () => {
    expect(
      letterLandlord(
        letter('Gunnar & Renée Halvorsen-Tait', ['To: Priya Mukherjee-Dunn'], 'Dear Priya,', [
          'Gunnar Halvorsen-Tait',
          'Renée Halvorsen-Tait',
        ]),
      )?.value,
    ).toBe('Gunnar Halvorsen-Tait and Renée Halvorsen-Tait')
  })

  it("names no landlord when a company's staff signs it, and no one without a salutation", () => {
    expect(
      letterLandlord(
        letter('Great Falls Property Co.', ['To: Mirela Dragomir'], 'Dear Mirela,', [
          'Corinne Vasconcelos',
        ]),
      ),
    ).toBeNull()
    const notALetter = contextFrom(
      'RESIDENTIAL LEASE\nTo: Jo Roe\nThe Landlord leases to the Tenant the home.',
    )
    expect(letterTenants(notALetter)).toBeNull()
    expect(letterLandlord(notALetter)).toBeNull()
  })

  it("is answered at its letterhead's address, and a lease without a salutation is no letter", () => {
    expect(
      letterWriterAddress(
        letter('Orla Benedetti', ['To: Thaddeus Onyango'], 'Dear Thaddeus,', ['Orla Benedetti']),
      )?.value,
    ).toBe('1107 Fifth Avenue, Dawson City, YT Y0B 1G0')
    expect(
      letterWriterAddress(
        contextFrom('Acme Rentals LLC\n12 Main Street, Akron, OH 44301\nRESIDENTIAL LEASE'),
      ),
    ).toBeNull()
  })

  it("takes no one above the letter's date for its addressee: that is the writer", () => {
    const ctx = contextFrom(
      [
        'Orla Benedetti',
        'Box 318, Watson Lake, YT Y0A 1C0',
        'November 2, 2027',
        'Re: Letter of agreement',
        'Dear Tenant,',
        'This letter sets out what I agreed with you.',
      ].join('\n'),
    )
    expect(letterTenants(ctx)).toBeNull()
  })
})
