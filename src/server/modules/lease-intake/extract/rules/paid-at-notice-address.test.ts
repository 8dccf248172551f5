import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { paidAtNoticeAddress } from './paid-at-notice-address'

const notices = { value: 'P.O. Box 510284, Milwaukee, WI 53203', confidence: 0.84, source: 'test' }
const street = { value: '3410 Fulton Road, Cleveland, OH 44109', confidence: 0.74, source: 'test' }

describe('rent paid at the notice address', () => {
  it.each([
    'Rent must be paid by check or money order mailed to Landlord at the notice address below.',
    'All notices and rent payments must be delivered to this address unless Landlord designates another.',
    "Rent is payable monthly in advance at the office of LESSOR's agent at the address stated above.",
    'Rent is due by the first day of each month, mailed or delivered to Lessor at the Lessor address above.',
    "Rent may be paid in cash or by money order mailed to Landlord's mailing address.",
    'You may pay by check mailed to the address at the top of this letter.',
  ])('is the notice address when %s', (text) => {
    const found = paidAtNoticeAddress(contextFrom(text), notices)
    expect(found?.value).toBe(notices.value)
    expect(found?.confidence).toBeLessThan(0.8)
  })

  it("is a party's street address when rent is paid at that party's office, not its P.O. box", () => {
    const text = "Rent must be paid at the Manager's office or through the portal."
    expect(paidAtNoticeAddress(contextFrom(text), street)?.value).toBe(street.value)
    expect(paidAtNoticeAddress(contextFrom(text), notices)).toBeNull()
  })

  it('is the address a lease gives its office when rent is paid there', () => {
    const text = [
      'Residents will pay rent on or before the first day of each month at the leasing office.',
      'Notices may be delivered in person to the leasing office at 1650 Kapiolani Boulevard, Suite 200,',
      'Honolulu, HI 96814, open Monday to Friday.',
    ].join('\n')
    expect(paidAtNoticeAddress(contextFrom(text), notices)?.value).toBe(
      '1650 Kapiolani Boulevard, Suite 200, Honolulu, HI 96814',
    )
  })

  it('is not read from a fee sent there, an office named alone, the premises or without a notice address', () => {
    expect(
      paidAtNoticeAddress(
        contextFrom('Rent is due on the first day of each month at the leasing office.'),
        notices,
      ),
    ).toBeNull()
    expect(
      paidAtNoticeAddress(
        contextFrom('Late fees must be paid to Landlord at the notice address below.'),
        notices,
      ),
    ).toBeNull()
    expect(
      paidAtNoticeAddress(
        contextFrom('Rent shall be paid at the address of the Premises stated above.'),
        notices,
      ),
    ).toBeNull()
    expect(
      paidAtNoticeAddress(
        contextFrom('Rent must be mailed to Landlord at the notice address below.'),
        null,
      ),
    ).toBeNull()
  })
})

describe('rent mailed to the writer of the lease', () => {
  it('pays at "my home address above" when the lease gives the landlord\'s address', () =>
    expect(
      paidAtNoticeAddress(
        contextFrom(
          'I accept checks and money orders. Checks and money orders can be mailed to me at my home address above.',
        ),
        notices,
      )?.value,
    ).toBe(notices.value))
})

describe('rent brought to the leasing office', () => {
  it("reads the office's address from the letterhead", () =>
    expect(
      paidAtNoticeAddress(
        contextFrom(
          'Leasing Office · 210 Canal Street, Knoxville, TN 37902 · (865) 555-0100\nBring a money order payable to Canal Flats LLC to the leasing office during office hours.',
        ),
        notices,
      )?.value,
    ).toBe('210 Canal Street, Knoxville, TN 37902'))
})

describe("rent paid at the address a party's block gives", () => {
  it("is the notice address when rent is brought to the owner's postal address in a section above", () =>
    expect(
      paidAtNoticeAddress(
        contextFrom(
          "5.1 Rent. The co-tenants pay $875.00 a month, by check payable to Teodora Ramirez, mailed or brought to the owner's postal address in section 1.",
        ),
        notices,
      )?.value,
    ).toBe(notices.value))
})
