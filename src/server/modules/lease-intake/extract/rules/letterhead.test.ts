import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { letterheadAgent, letterheadLandlord, letterheadNoticeAddress } from './letterhead'

const lease = (head: string, body = 'This lease is made by the Agent, on behalf of the Owner.') =>
  contextFrom(
    [
      head,
      '411 Jefferson Street, Suite 300, Lynchburg, VA 24504 | (434) 555-0120',
      'RESIDENTIAL LEASE',
      body,
      '4. Payment. Remit to the Agent, at its office.',
    ].join('\n'),
  )

describe('the agent of a letterhead', () => {
  it('is the company heading the first page when the lease calls its agent only "the Agent"', () =>
    expect(letterheadAgent(lease('Hill City Home Rentals'), null)?.value).toBe(
      'Hill City Home Rentals',
    ))

  it('is the company heading the first page when the landlord the lease names is another', () => {
    const ctx = lease(
      'Hill City Home Rentals',
      'The Owner, Rivermont Holdings LP, leases the home.',
    )
    expect(letterheadAgent(ctx, 'Rivermont Holdings LP')?.value).toBe('Hill City Home Rentals')
    expect(letterheadAgent(ctx, 'Hill City Holdings LLC')).toBeNull()
  })

  it('is no one when the heading is not a company, or the lease names no one it could be agent for', () => {
    expect(letterheadAgent(lease('RESIDENTIAL LEASE AGREEMENT'), null)).toBeNull()
    expect(
      letterheadAgent(lease('Hill City Home Rentals', 'We lease the home to you.'), null),
    ).toBeNull()
  })
})

describe('the landlord of a letterhead', () => {
  const letter = (head: string, body: string) =>
    contextFrom(`${head}\n2205 Woodland Avenue, Duluth, MN 55803\nIndividual Room Lease\n${body}`)

  it('is the company heading the first page of a lease between "we" and "you", below High', () => {
    const landlord = letterheadLandlord(
      letter('Lakeside Scholar Houses Inc.', 'We lease the room to you. Pay us online.'),
    )
    expect(landlord?.value).toBe('Lakeside Scholar Houses Inc')
    expect(landlord?.confidence).toBeLessThan(0.8)
  })

  it('is no one when the lease speaks of an owner, or the heading is its title', () => {
    expect(
      letterheadLandlord(
        letter('Capital Crossing Realty', 'The owner is glad to offer you a renewal.'),
      ),
    ).toBeNull()
    expect(letterheadLandlord(letter('RENTAL LEASE', 'We lease the room to you.'))).toBeNull()
    expect(letterheadLandlord(letter('RENTALS', 'We lease the room to you.'))).toBeNull()
  })
})

describe('the notice address of a letterhead', () => {
  const head =
    'NORTH PLATTE PROPERTY PARTNERS\n145 South Durbin Street, 2nd Floor • Casper, WY 82601 • (307) 555-0132\n'
  it('is where notices that come to us go', () =>
    expect(
      letterheadNoticeAddress(
        contextFrom(
          `${head}Your rent, deposit and notices come to us; the owner is not to be contacted.`,
        ),
      )?.value,
    ).toBe('145 South Durbin Street, 2nd Floor, Casper, WY 82601'))
  it('is nothing where the lease does not send notices to its writer', () =>
    expect(
      letterheadNoticeAddress(contextFrom(`${head}Notices go to the Owner at its home.`)),
    ).toBeNull())
})

describe('a letterhead under the street line of its office', () => {
  it('is the company on the second line, its mailing address beside it', () =>
    expect(
      letterheadAgent(
        contextFrom(`
Suite 3, 512 Main Street, Montague, PE C0A 1R0
Tidewater Lane Property Management Inc. | Mail: P.O. Box 740, Montague, PE C0A 1R0
April 12, 2027
We manage your home for the landlord, 101588 P.E.I. Inc. (the “Landlord”).`),
        '101588 P.E.I. Inc',
      )?.value,
    ).toBe('Tidewater Lane Property Management Inc'))
})
