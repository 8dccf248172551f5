import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { readByRole } from './by-role'
import { buildFlow } from './flow'
import { addressMentions, phoneMentions } from './mentions'
import { PREMISES, TENANT_CONTACT } from './profiles'
import { bestByRole, MIN_SCORE, scoreMentions } from './role-scorer'

const read = (text: string) => readByRole(contextFrom(text))

describe('role scorer', () => {
  it("takes an address's unit as a sign of whose it is: a suite is an office's, an apartment a home's", () => {
    const flow = buildFlow(
      contextFrom(
        'Resident rents 1330 N Walnut Street, Unit 4B, Bloomington, IN 47404 and 410 E 10th Street, Suite 100, Bloomington, IN 47408.',
      ),
    )
    const [home, office] = scoreMentions(flow, addressMentions(flow), PREMISES)
    expect(home!.score).toBeGreaterThan(office!.score)
  })

  it('gives a value to the role named nearest before it', () => {
    const flow = buildFlow(
      contextFrom('Landlord: Acme LLC, phone 512-555-0100. Tenant: Jo Roe, phone 512-555-0101.'),
    )
    const scored = scoreMentions(flow, phoneMentions(flow), TENANT_CONTACT)
    expect(scored[1]!.score).toBeGreaterThan(scored[0]!.score)
    expect(bestByRole(scored, 'test')?.value).toBe('(512) 555-0101')
  })

  it('offers nothing when no word speaks for the field', () => {
    const flow = buildFlow(contextFrom('For emergencies call 512-555-0100.'))
    const scored = scoreMentions(flow, phoneMentions(flow), TENANT_CONTACT)
    expect(scored[0]!.score).toBeLessThan(MIN_SCORE)
    expect(bestByRole(scored, 'test')).toBeNull()
  })

  it('lowers its confidence when a different value scores nearly as well', () => {
    const one = read('Tenant phone: 512-555-0101')
    const two = read('Tenant phone: 512-555-0101. Tenant phone: 512-555-0102')
    expect(two.tenantPhone!.confidence).toBeLessThan(one.tenantPhone!.confidence)
  })

  it('reads the tenant phone and email from a notice clause', () => {
    const found = read(
      'Any notice to Lessee may be delivered to the Premises, by telephone at 312-555-0173, or by email to pat@example.com.',
    )
    expect(found.tenantPhone?.value).toBe('(312) 555-0173')
    expect(found.tenantEmail?.value).toBe('pat@example.com')
  })

  it('tells the premises from the landlord notice address', () => {
    const found = read(
      'Landlord rents to Tenant the real property described as: 38 Elm Hill Avenue, Boston, MA 02121. Notices to Landlord shall be mailed to P.O. Box 4471, Tulsa, OK 74159.',
    )
    expect(found.premisesAddress?.value).toBe('38 Elm Hill Avenue, Boston, MA 02121')
    expect(found.mailingAddress?.value).toBe('P.O. Box 4471, Tulsa, OK 74159')
  })

  it('reads the payment address after a word of paying', () =>
    expect(
      read(
        'Tenant will remit all amounts to Acme LLC at 2000 14th Street NW, Washington, DC 20009.',
      ).paymentAddress?.value,
    ).toBe('2000 14th Street NW, Washington, DC 20009'))

  it('reads start and end dates from a span, and from the words around single dates', () => {
    expect(read('Term: | May 15, 2026 through November 14, 2026')).toMatchObject({
      startDate: { value: '2026-05-15' },
      endDate: { value: '2026-11-14' },
    })
    expect(
      read('The tenancy commences on June 1, 2026. The lease expires on May 31, 2027.'),
    ).toMatchObject({ startDate: { value: '2026-06-01' }, endDate: { value: '2027-05-31' } })
  })

  it('tells the deposit from the rent by the words around each amount', () => {
    const found = read(
      'Resident shall pay $1,250.00 per month. The security deposit is $600.00. A fee of $35.00 applies.',
    )
    expect(found.monthlyRent?.value).toBe(1250)
    expect(found.securityDeposit?.value).toBe(600)
  })

  it("weighs cues from earlier sentences less than those in the value's own sentence", () =>
    expect(
      read(
        'I agree to rent it to Jo Roe on the terms below. You may move in on 08/15/2026. This lease ends on 02/14/2028.',
      ).startDate?.value,
    ).toBe('2026-08-15'))

  it('reads "you" as the tenant in a plain-language lease', () =>
    expect(
      read('I will send notices to you at the property or call you at (202) 555-0190.').tenantPhone
        ?.value,
    ).toBe('(202) 555-0190'))

  it('reads an amount "deposited as security" as the deposit', () =>
    expect(
      read(
        'Resident has deposited One Thousand Dollars ($1,000.00) as security for this Agreement.',
      ).securityDeposit?.value,
    ).toBe(1000))

  it('never offers a post office box as the premises', () =>
    expect(
      read('Rent is paid to the lockbox, P.O. Box 5492, Tampa, FL 33606. Lease.').premisesAddress,
    ).toBeNull())

  it('reads a phone under the tenant column of a signature block', () =>
    expect(
      read(
        "Landlord's address: 1705 Belmont Avenue, San Diego, CA 92103\n____ | ____\nLandlord | Tenant\n | Tel: (509) 555-0125",
      ).tenantPhone?.value,
    ).toBe('(509) 555-0125'))

  it('reads a bond as the deposit and a date after "finishing on" as the end', () => {
    const reading = read(
      'The tenancy starts on the 1st of April 2025 and finishing on the 30th of September 2026. The Lessee shall also pay a bond of One Thousand Dollars.',
    )
    expect(reading.securityDeposit?.value).toBe(1000)
    expect(reading.endDate?.value).toBe('2026-09-30')
  })

  it('stops the words after an address at the end of its line when the next line starts a sentence', () =>
    expect(
      read(
        'Please mail payments to the following address:\nAcme LLC\n695 Granite Ridge Terrace, Suite 362\nChicago, IL 60614\nAny notice to the Lessor is given at the Premises.',
      ).paymentAddress?.value,
    ).toBe('695 Granite Ridge Terrace, Suite 362, Chicago, IL 60614'))

  it('reads day terms stated in plain sentences by the words in their own sentence', () => {
    const reading = read(
      'We must have it by the 1st of the month. If we still have not received it five days later, we will add a charge of 8% of the rent. After you move out we have 30 days to send it back. Nobody who is not on this lease may spend more than 7 nights in a row at the home. Either of us may end this lease with 60 days written notice.',
    )
    expect(reading.rentDueDay?.value).toBe(1)
    expect(reading.gracePeriodDays?.value).toBe(5)
    expect(reading.lateFeePercentage?.value).toBe(8)
    expect(reading.depositReturnDays?.value).toBe(30)
    expect(reading.maxGuestStayDays?.value).toBe(7)
  })

  it('does not read a notice period as a grace period, a stay or a refund', () => {
    const reading = read(
      'The rent is late. Either party may end this lease with 30 days written notice.',
    )
    expect(reading.gracePeriodDays).toBeNull()
    expect(reading.maxGuestStayDays).toBeNull()
    expect(reading.depositReturnDays).toBeNull()
  })

  it('never offers a count outside the values a term can take', () => {
    const reading = read(
      'If rent is still late 120 days after it is due, a charge of 40% of the rent is added.',
    )
    expect(reading.gracePeriodDays).toBeNull()
    expect(reading.lateFeePercentage).toBeNull()
  })
})

describe('the end of a span of dates', () => {
  it('is given as the lease writes it too', () =>
    expect(read('Term | September 1, 2027 through August 31, 2028').endDateText?.value).toBe(
      'August 31, 2028',
    ))
})
