import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { gracePeriodRule, lateFeePercentRule, nsfRule } from './fees'

describe('late fee and grace period', () => {
  it('reads the last day without a fee in any wording of receiving, and from a days-late column', () => {
    expect(
      gracePeriodRule(
        contextFrom(
          'If Owner does not receive the full monthly rent by the end of the 5th day of the month, Residents will pay a late charge of $75.00.',
        ),
      )?.value,
    ).toBe(5)
    expect(
      gracePeriodRule(
        contextFrom(`
LATE FEE | CHARGED AFTER (DAYS)
$50.00 | 3`),
      )?.value,
    ).toBe(3)
  })

  it('reads a percentage late fee and a grace period in days', () => {
    const ctx = contextFrom(
      'Rent not received within five (5) days after the due date is late. A late fee of five percent (5%) of the monthly rent will be charged.',
    )
    expect(lateFeePercentRule(ctx)?.value).toBe(5)
    expect(gracePeriodRule(ctx)?.value).toBe(5)
  })
  it.each([
    ['A grace period of three (3) days applies.', 3],
    ['Grace Period: | 5 days', 5],
    [
      'A late fee of Fifty Dollars ($50.00) will be assessed for any payment received after the 5th day of the month.',
      5,
    ],
    ['Late fee: 4% of the monthly rent if rent is more than 10 days late.', 10],
    ['Rent is due on the 1st of each month and is late after the 3rd.', 3],
    [
      'If rent isnot received within 5 calendar days after the date due, Resident shall pay alate charge of $75.',
      5,
    ],
  ])('reads the grace period in %s', (text, days) =>
    expect(gracePeriodRule(contextFrom(text))?.value).toBe(days),
  )

  it('reads no percentage from a flat late fee or a blank', () => {
    expect(lateFeePercentRule(contextFrom('A late fee of $50.00 will be charged.'))).toBeNull()
    expect(
      lateFeePercentRule(contextFrom('Late Fee: $__________ or _____% of monthly rent')),
    ).toBeNull()
    expect(
      gracePeriodRule(
        contextFrom('Grace Period: _____ days (no late fee if rent paid within this period)'),
      ),
    ).toBeNull()
  })
})

describe('returned payments', () => {
  it('reads a first and an additional fee and keeps the clause', () => {
    const nsf = nsfRule(
      contextFrom(
        'A fee of $35.00 will be charged for the first returned check and $50.00 for each additional returned check. After two returned payments, the Tenant must pay rent by certified funds.',
      ),
    )
    expect([nsf.first?.value, nsf.additional?.value, nsf.single]).toEqual([35, 50, null])
    expect(nsf.policy?.value).toMatch(/^A fee of \$35\.00 .* certified funds\.$/)
  })
  it('gives a tier word to its own amount only, and no late charge to returned payments', () => {
    const nsf = nsfRule(
      contextFrom(
        'Any payment returned unpaid by the bank will be charged a fee of $25.00, and Lessor may thereafter require certified funds. Resident will pay an initial late charge of $75.00 and additional late charges of $10.00 per day, and $40.00 for each payment that is returned.',
      ),
    )
    expect([nsf.first?.value, nsf.additional]).toEqual([25, null])
  })

  it('reads no fee from a row of captions run into the values of other boxes', () =>
    expect(
      nsfRule(
        contextFrom(`
LATE FEE | CHARGED AFTER (DAYS) | RETURNED CHECK FEE ($)
$50.00 | 3`),
      ).first,
    ).toBeNull())

  it('reads no late fee rate from a share of the rent over a threshold', () =>
    expect(
      lateFeePercentRule(
        contextFrom(
          'If rent is late, Lessee shall pay a late charge of $10.00 for the first $500.00 of monthly rent plus five percent (5%) of the amount of monthly rent in excess of $500.00.',
        ),
      ),
    ).toBeNull())

  it('doubts an additional fee when the lease names no first one', () => {
    const tiered = nsfRule(
      contextFrom(
        'A fee of $35.00 will be charged for the first returned check and $50.00 for each additional returned check.',
      ),
    )
    const alone = nsfRule(
      contextFrom(
        'For any returned check Tenant owes $45.00 in addition to any additional bank charges.',
      ),
    )
    expect(tiered.additional?.confidence).toBeGreaterThanOrEqual(0.8)
    expect(alone.additional?.confidence).toBeLessThan(0.8)
  })
  it('reads the fee for a payment the bank returns or refuses', () =>
    expect(
      nsfRule(
        contextFrom(
          'A $35.00 fee will be charged for every payment that your bank returns or refuses.',
        ),
      ).single?.value,
    ).toBe(35))
  it('reads one fee for every returned check', () => {
    const nsf = nsfRule(
      contextFrom(
        'Tenant shall pay a charge of $40.00 for each check returned unpaid by the bank.',
      ),
    )
    expect([nsf.first?.value, nsf.single?.value, nsf.additional]).toEqual([40, 40, null])
  })
  it('never takes a legal cap for the fee', () => {
    const nsf = nsfRule(
      contextFrom(
        'If the tenant’s cheque is returned because of non-sufficient funds (NSF), the tenant will have to pay the landlord’s administration charge of $ plus any NSF charges made by the landlord’s bank. Note: The landlord’s administration charge for an NSF cheque cannot be more than $20.00',
      ),
    )
    expect(nsf.first).toBeNull()
    expect(nsf.policy?.value).toMatch(/^If the tenant’s cheque is returned/)
  })
  it('reads no fee and no policy where the amount is left blank or no charge is set', () => {
    const blank = nsfRule(
      contextFrom('Tenant shall pay $ for each dishonored check, in addition to any late charge.'),
    )
    expect([blank.first, blank.single, blank.policy]).toEqual([null, null, null])
    const noCharge = nsfRule(
      contextFrom('A check returned unpaid will be treated as rent not paid.'),
    )
    expect(noCharge.policy).toBeNull()
  })
  it('gives a late fee in words and figures to the late fee, even where OCR glued the next sentence to it', () => {
    const nsf = nsfRule(
      contextFrom(
        'Tenant shall pay a late fee of thirty-five dollars ($35.00).A check returned unpaid will be treated as rent not paid.',
      ),
    )
    expect([nsf.first, nsf.single, nsf.policy]).toEqual([null, null, null])
    const inWords = nsfRule(
      contextFrom(
        'If a check is returned, Tenant shall pay a late fee of thirty-five dollars ($35.00) and the bank charge.',
      ),
    )
    expect(inWords.single).toBeNull()
  })
  it('finds no policy in a check-box list', () =>
    expect(
      nsfRule(
        contextFrom(
          'The tenant is responsible for: [ ] Late payment charges [ ] Returned cheque charges [ ] Snow removal',
        ),
      ).policy,
    ).toBeNull())
})

describe('returned payment fees as leases write them', () => {
  it("reads the second tier after 'for each returned payment after that'", () => {
    const nsf = nsfRule(
      contextFrom(
        'Returned payments: $40.00 for the first returned payment and $55.00 for each returned payment after that during the term.',
      ),
    )
    expect([nsf.first?.value, nsf.additional?.value]).toEqual([40, 55])
  })
  it('does not take another charge from a table read as one run of text', () =>
    expect(
      nsfRule(
        contextFrom(
          'Other monthly charges | Covered parking $35.00; valet trash $25.00 (these are not rent)\nFirst month | Full month; no proration\nSecurity deposit | $500.00\nAdministrative fee | $200.00\nLate fee | 10% of monthly rent\nReturned payment fee | $30.00 per item',
        ),
      ).first?.value ?? null,
    ).not.toBe(25))
})

describe('the grace period as leases word it', () => {
  const grace = (text: string) => gracePeriodRule(contextFrom(text))?.value
  it('reads a deadline given until, through or no later than a day, and one in the clause before its charge', () => {
    expect(
      grace('I give you until the fifth (5th) to pay; after that a $35.00 late charge is added.'),
    ).toBe(5)
    expect(grace('We allow a courtesy period through the fourth (4th) day of the month.')).toBe(4)
    expect(
      grace(
        'Rent is late unless postmarked or delivered no later than the third (3rd) day of the month.',
      ),
    ).toBe(3)
    expect(
      grace(
        'A late charge of $20.00 is added if rent has not been received within two (2) clear days after the due date.',
      ),
    ).toBe(2)
    expect(
      grace(
        'Rent is timely if it is postmarked or delivered no later than the third (3rd) day of the month. Rent arriving after that day is late.',
      ),
    ).toBe(3)
    expect(
      grace('I give you until the fifth (5th) to move your car; after that it is towed.'),
    ).toBeUndefined()
    expect(
      grace(
        'All such payments shall be made to the Landlord on or before the 1st day of each month. A late fee of $50.00 will be assessed for any payment received after the 5th day of the month, with an additional charge of $10.00 per day thereafter.',
      ),
    ).toBe(5)
  })
  it('reads the day rent must arrive by, with a time of day before it', () => {
    expect(
      grace('Rent not received by 5:00 p.m. on the fourth (4th) day of the month is late.'),
    ).toBe(4)
    expect(
      grace('Rent is due on the 1st of each month and is delinquent after 11:59 p.m. on the 2nd.'),
    ).toBe(2)
  })
  it("reads the day after which paying is late in the tenant's words, or at the end of which rent is late", () => {
    expect(
      grace('Rent is due on the 1st. If you pay after the 6th, the late fee is $15.00 a day.'),
    ).toBe(6)
    expect(
      grace(
        'Rent unpaid at the end of the third (3rd) day of the rental period is late, and a late charge of $40.00 is due.',
      ),
    ).toBe(3)
  })
  it('reads the days rent may stay unpaid after it is due', () =>
    expect(grace('Rent unpaid six (6) days after it is due is late. The late fee is $40.00.')).toBe(
      6,
    ))
})

describe('a late fee share that is only a cap', () => {
  it('is not the late fee rate', () => {
    expect(
      lateFeePercentRule(
        contextFrom(
          'LATE CHARGE. State law allows a late charge of not more than five percent (5%) of the monthly rent. Tenant shall pay a late charge of $60.00.',
        ),
      ),
    ).toBeNull()
    expect(
      lateFeePercentRule(
        contextFrom(
          'No late fee will exceed the greater of $50.00 or five percent (5%) of the amount past due.',
        ),
      ),
    ).toBeNull()
  })
  it('is the rate when the cap is an amount after it', () =>
    expect(
      lateFeePercentRule(
        contextFrom('Tenant shall pay a late fee of five percent (5%) of the rent, up to $100.00.'),
      )?.value,
    ).toBe(5))
})

describe('the returned-payment policy of a sub-numbered clause', () => {
  it('is its own clause without its number, not the clauses numbered before it', () =>
    expect(
      nsfRule(
        contextFrom(
          'The amounts due at move-in are set out in Schedule 2. 3.4 If rent is not received by the fifth day, a late charge of $50.00 is due. 3.5 Tenant shall pay a service charge of $30.00 for each check returned unpaid by the bank.',
        ),
      ).policy?.value,
    ).toBe(
      'Tenant shall pay a service charge of $30.00 for each check returned unpaid by the bank.',
    ))
})

describe('a returned payment in plain words', () => {
  it('reads the fee for a check that bounces', () =>
    expect(
      nsfRule(contextFrom('If a check bounces, you owe me $25.00 on top of the rent.')).single
        ?.value,
    ).toBe(25))
})

describe('what a returned payment is not', () => {
  it('leaves keys not returned out of the returned-payment policy', () =>
    expect(
      nsfRule(
        contextFrom(
          'A fee of $30.00 is charged for any check that is returned unpaid. (b) Replacement of keys not returned, at the locksmith’s actual charge.',
        ),
      ).policy?.value,
    ).toBe('A fee of $30.00 is charged for any check that is returned unpaid.'))
})

describe('the grace period counted from the day rent is late', () => {
  const grace = (text: string, dueDay: number | null = null) =>
    gracePeriodRule(contextFrom(text), dueDay)?.value

  it('reads one day less than the day a late charge starts', () => {
    expect(
      grace('Rent received on or after the 6th day of the month will incur a late charge of $75.'),
    ).toBe(5)
    expect(
      grace(
        'A late charge of $10.00 per day will be assessed beginning on the fourth (4th) day of the month.',
      ),
    ).toBe(3)
  })

  it('counts a day of the month from a due day after the 1st', () => {
    expect(
      grace(
        'If rent is not paid by the twentieth (20th), Tenant shall pay a late charge of $40.',
        15,
      ),
    ).toBe(5)
    expect(
      grace('If rent is not paid by the fifth (5th), Tenant shall pay a late charge of $40.', 1),
    ).toBe(5)
  })

  it('reads older and business-day wordings', () => {
    expect(
      grace(
        'If the rent shall be unpaid for the space of ten (10) days after the same shall become due, a late charge applies.',
      ),
    ).toBe(10)
    expect(
      grace(
        'Rent is delinquent if not received in full by the close of business on the fifth (5th) calendar day of the month.',
      ),
    ).toBe(5)
  })
})

describe('the returned-payment policy beside its caption', () => {
  const policy = (text: string) => nsfRule(contextFrom(text)).policy?.value

  it('leaves out the caption of a side-labelled row, not a sentence that names its subject first', () => {
    expect(
      policy('NSF | A charge of $20.00 applies to each NSF cheque or failed pre-authorized debit.'),
    ).toBe('A charge of $20.00 applies to each NSF cheque or failed pre-authorized debit.')
    expect(policy('Landlord may charge Tenant a $25.00 fee for each returned check.')).toBe(
      'Landlord may charge Tenant a $25.00 fee for each returned check.',
    )
  })

  it('reads a short whole sentence, and a fee line only with the sentence after it', () => {
    expect(policy('D. Dishonored payments. Dishonored payments incur a $25.00 fee.')).toBe(
      'Dishonored payments incur a $25.00 fee.',
    )
    expect(
      policy(
        'Returned payment fee: $35.00. After one returned payment, all payments must be by money order.',
      ),
    ).toBe(
      'Returned payment fee: $35.00. After one returned payment, all payments must be by money order.',
    )
    expect(
      policy('8. RETURNED CHECKS. Fee for each check returned unpaid: $25.00.'),
    ).toBeUndefined()
    expect(policy('Returned or reversed payment — each later one | $50.00')).toBeUndefined()
    expect(
      policy('Dishonored check. $35.00 for each check or electronic payment that does not clear.'),
    ).toBe('$35.00 for each check or electronic payment that does not clear.')
  })
})

describe('a returned payment asked about in a heading', () => {
  it('reads the fee of the answer, not the late fee before it', () =>
    expect(
      nsfRule(
        contextFrom(
          'What happens if rent is late or a payment bounces? If rent is not paid within 5 days, a $35.00 late fee is added. Any payment that bounces costs the Renter an extra $30.00.',
        ),
      ).single?.value,
    ).toBe(30))
})

describe('a grace period written as a deadline in other words', () => {
  it('reads rent that has not reached the landlord by the end of a day', () =>
    expect(
      gracePeriodRule(
        contextFrom(
          'If the rent has not reached us by the end of the third (3rd) day of the month, a late fee of $25.00 is owed.',
        ),
        1,
      )?.value,
    ).toBe(3))

  it('reads a charge for rent still unpaid after a day as a late charge', () => {
    expect(
      gracePeriodRule(
        contextFrom(
          'Rent that is still unpaid after the 2nd of the month costs an extra $10.00 a day, up to $60.00.',
        ),
        1,
      )?.value,
    ).toBe(2)
    expect(
      gracePeriodRule(
        contextFrom(
          'The deposit, less unpaid rent and charges, is returned after the 2nd inspection.',
        ),
        1,
      ),
    ).toBeNull()
  })
})

describe('a check the bank does not honor', () => {
  it('reads its fee and the policy', () => {
    const nsf = nsfRule(
      contextFrom(
        '5.3 Returned checks. Each check that the bank does not honor will cost the co-tenants twenty-five dollars ($25.00).',
      ),
    )
    expect(nsf.single?.value).toBe(25)
    expect(nsf.policy?.value).toBe(
      'Each check that the bank does not honor will cost the co-tenants twenty-five dollars ($25.00).',
    )
  })
  it("leaves a '§' heading out of the policy and a late charge's daily amount out of the fees", () => {
    const nsf = nsfRule(
      contextFrom(
        [
          '§ 5 Late payment',
          'If rent is not received within five (5) days, the Resident owes a late charge of $50.00 plus $10.00 for each further',
          'day, up to $150.00 in a month.',
          '§ 6 Dishonored checks',
          'Each dishonored check costs the Resident $30.00.',
        ].join('\n'),
      ),
    )
    expect(nsf.single?.value).toBe(30)
    expect(nsf.additional).toBeNull()
    expect(nsf.policy?.value).toBe('Each dishonored check costs the Resident $30.00.')
  })
})

describe('late rent and returned cheques in a form and a table', () => {
  it("reads the day a carbon form's caption leaves blank for the box under it", () =>
    expect(
      gracePeriodRule(
        contextFrom(
          'LATE CHARGE | IF RENT IS NOT RECEIVED BY THE ____ DAY | RETURNED CHECK CHARGE\n$50.00 | 5th | $35.00',
        ),
        1,
      )?.value,
    ).toBe(5))
  it('reads the fee without a tier as the first when a later one has its own', () => {
    const nsf = nsfRule(
      contextFrom(
        'A fee of $30.00 is charged for each cheque returned unpaid, and $50.00 for a second or later returned cheque in the same term.',
      ),
    )
    expect(nsf.first?.value).toBe(30)
    expect(nsf.additional?.value).toBe(50)
  })
})

describe('a returned-payment clause that points to its charge', () => {
  it('is the policy, without the same fee written in a schedule elsewhere', () => {
    const nsf = nsfRule(
      contextFrom(`
6. | Returned payments. For each check or electronic payment returned unpaid, the Tenant shall pay the returned-payment charge
in Item 13. After two returned payments the Landlord may require that rent be paid only by money order.
7. | Security Deposit. The Tenant has paid the Security Deposit in Item 14.
---
13. Returned-payment charge | $30.00 for each returned check or payment`),
    )
    expect(nsf.policy?.value).toBe(
      'For each check or electronic payment returned unpaid, the Tenant shall pay the returned-payment charge in Item 13.',
    )
  })
})

describe('a returned-payment sentence in the plural', () => {
  it('reads the fee and the policy of "Returned payments are charged $40.00 each."', () => {
    const nsf = nsfRule(
      contextFrom(`
Returned payment | $40.00 - see term 2
1. Rent is late after the 3rd.
2. Returned payments are charged $40.00 each. After two, the portal will take certified funds only.`),
    )
    expect(nsf.policy?.value).toBe('Returned payments are charged $40.00 each.')
    expect(nsf.first?.value ?? nsf.single?.value).toBe(40)
  })
})
