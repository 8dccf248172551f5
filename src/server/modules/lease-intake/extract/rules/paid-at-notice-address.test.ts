import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { paidAtNoticeAddress } from './paid-at-notice-address'

const notices = { value: 'P.O. Box 510284, Milwaukee, WI 53203', confidence: 0.84, source: 'test' }

describe('rent paid at the notice address', () => {
  it.each([
    'Rent must be paid by check or money order mailed to Landlord at the notice address below.',
    'All notices and rent payments must be delivered to this address unless Landlord designates another.',
    "Rent is payable monthly in advance at the office of LESSOR's agent at the address stated above.",
  ])('is the notice address when %s', (text) => {
    const found = paidAtNoticeAddress(contextFrom(text), notices)
    expect(found?.value).toBe(notices.value)
    expect(found?.confidence).toBeLessThan(0.8)
  })

  it('is not read from a fee sent there, an office named alone, or without a notice address', () => {
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
        contextFrom('Rent must be mailed to Landlord at the notice address below.'),
        null,
      ),
    ).toBeNull()
  })
})
