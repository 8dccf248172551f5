import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { depositReturnRule, guestLimitRule } from './clauses'

describe('guests', () => {
  it.each([
    ['No guest may stay more than fourteen (14) consecutive days without consent.', 14],
    ['No guest shall occupy the Premises for more than ten (10) days in any six-month period.', 10],
    ['Overnight guests are welcome for up to seven (7) days per month.', 7],
    ['7. GUESTS. No guest may stay more than 14 daysin any 12-month period.', 14],
  ])('reads %s', (text, days) => expect(guestLimitRule(contextFrom(text))?.value).toBe(days))
  it('reads a bare number under a caption that gives the unit', () =>
    expect(
      guestLimitRule(
        contextFrom(`
RETURNED CHECK FEE | MAX GUEST STAY (DAYS)
$20.00 | 14`),
      )?.value,
    ).toBe(14))
  it('stays empty for a blank', () =>
    expect(guestLimitRule(contextFrom('Guests may not stay longer than _____ days.'))).toBeNull())
})

describe('deposit return', () => {
  it('reads the days and the clause from "returned"', () => {
    const result = depositReturnRule(
      contextFrom(
        'The security deposit will be returned to the Tenant, without interest, within thirty (30) days after the termination of this lease, less any deductions for damages or unpaid rent.',
      ),
    )
    expect(result.days?.value).toBe(30)
    expect(result.condition?.value).toBe(
      'returned to the Tenant, without interest, within thirty (30) days after the termination of this lease, less any deductions for damages or unpaid rent',
    )
  })
  it('reads a deadline in months as 30 days each, under High', () => {
    const back = depositReturnRule(
      contextFrom(
        'Property Manager shall return the security deposit to Tenant, less any deductions for damage, within one (1) month after the termination of this Lease.',
      ),
    )
    expect(back.days?.value).toBe(30)
    expect(back.days?.confidence).toBeLessThan(0.8)
  })

  it('reads the first deadline of a sentence, not a later step after a notice', () =>
    expect(
      depositReturnRule(
        contextFrom(
          'Within forty-five (45) days after the Tenant vacates, the Housing Provider will either return the deposit with interest or give written notice of its intention to withhold all or part of it; any balance will be refunded within thirty (30) days after that notice.',
        ),
      ).days?.value,
    ).toBe(45))

  it('reads a clause that names the days first', () => {
    const result = depositReturnRule(
      contextFrom(
        'Within 21 days after Resident vacates, Owner shall return any remaining portion of the deposit to Resident.',
      ),
    )
    expect(result.days?.value).toBe(21)
    expect(result.condition?.value).toMatch(/^Within 21 days after Resident vacates/)
  })
  it('stays empty for a blank', () => {
    expect(
      depositReturnRule(
        contextFrom(
          'Security deposit shall be held in trust and returned within _____ days after move-out.',
        ),
      ),
    ).toEqual({ days: null, condition: null })
  })
})

describe('deposit return in weeks', () => {
  it('reads weeks as seven days each, before a later deadline in days', () =>
    expect(
      depositReturnRule(
        contextFrom(
          'The Landlord shall return the security deposit, or a written statement of deductions with the balance, within two weeks after the tenancy ends; a fully itemized statement follows within forty-five days if the Tenant asks for it.',
        ),
      ).days?.value,
    ).toBe(14))
})

describe('deposit return by an ordinal day', () => {
  const days = (text: string) => depositReturnRule(contextFrom(text)).days?.value

  it('reads "not later than the thirtieth day" and "on or before the thirty-first (31st) day"', () => {
    expect(
      days(
        'Landlord shall refund the deposit not later than the thirtieth day after Tenant surrenders.',
      ),
    ).toBe(30)
    expect(
      days(
        'The security deposit shall be returned on or before the thirty-first (31st) day after the tenancy ends.',
      ),
    ).toBe(31)
  })

  it('leaves out the refund of a holding deposit', () =>
    expect(
      days(
        'If the application is denied, the $250 holding deposit will be refunded within seven (7) days.',
      ),
    ).toBeUndefined())
})

describe('deposit and guests in a carbon form', () => {
  const ctx = contextFrom(
    'RETURNED CHECK CHARGE | DEPOSIT REFUNDED WITHIN ____ DAYS | GUEST DAYS IN ANY 30-DAY PERIOD\n$35.00 | 30 | 14',
  )
  it("reads the days a caption's blank leaves to the box under it", () =>
    expect(depositReturnRule(ctx).days?.value).toBe(30))
  it('reads the guest days of a period captioned in full', () =>
    expect(guestLimitRule(ctx)?.value).toBe(14))
})

describe('a deposit repaid with another deposit', () => {
  it('reads the deadline to repay the security deposit and the pet damage deposit', () =>
    expect(
      depositReturnRule(
        contextFrom(
          'The landlord must repay the security deposit and any pet damage deposit, with interest calculated in accordance with the regulations, within 15 days after the tenancy ends.',
        ),
      ).days?.value,
    ).toBe(15))
})

describe('a guest limit counted in nights', () => {
  it('reads the nights, not the period they are counted in', () =>
    expect(guestLimitRule(contextFrom('Guest Limit | 10 nights in any 30-day period'))?.value).toBe(
      10,
    ))
})
