import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { monthlyRentRule, proratedRentRule, securityDepositRule, totalMoveInRule } from './amounts'

describe('rent', () => {
  it.each([
    ['Monthly Rent | $1,850.00', 1850],
    [
      'PAYING therefor the yearly rent ofEleven Thousand Four Hundred Dollars ($11,400.00), payable in equal monthly installments of Nine Hundred Fifty Dollars ($950.00).',
      950,
    ],
    [
      'ANNUAL RENT: $30,000.00 payable in equal monthly installments of $2,500.00 in advance.',
      2500,
    ],
    [
      'A. Tenant agrees to pay $ 1,975.00 per month for the term.\nthe second month shall be prorated\nbased on a 30-day period. Prorated Rent: $ 640.00.',
      1975,
    ],
    ['Base rent for the rental unit\n2100', 2100],
    [
      'The total rent for the term hereof is the sum of Twenty-Four Thousand Dollars ($24,000.00), payable in monthly installments of Two Thousand Dollars ($2,000.00).',
      2000,
    ],
    ['The tenant agrees to pay a monthly rent of $1,200.', 1200],
    ['Tenant shall pay $975 per month as rent.', 975],
  ])('reads %s', (text, rent) => expect(monthlyRentRule(contextFrom(text))?.value).toBe(rent))

  it('ignores fees, deposits and blanks', () => {
    expect(
      monthlyRentRule(
        contextFrom(
          'A late fee of $50.00 per month. Pet rent: $25 per month is not rent.\nMonthly Rent: $_________',
        ),
      )?.value,
    ).toBeUndefined()
  })
})

describe('deposit', () => {
  it.each([
    ['Security Deposit | $2,350.00', 2350],
    [
      'Tenant shall deposit with Landlord the sum of Two Thousand Dollars ($2,000.00) as a security deposit.',
      2000,
    ],
    [
      'The tenant will pay a rent deposit of $ 4,200.00 . This can only be applied to the last rental period.',
      4200,
    ],
  ])('reads %s', (text, amount) =>
    expect(securityDepositRule(contextFrom(text))?.value).toBe(amount),
  )

  it('ignores a pet deposit', () =>
    expect(
      securityDepositRule(contextFrom('A non-refundable pet deposit of $250.00 per pet.')),
    ).toBeNull())
})

describe('a pet deposit on a wrapped line', () => {
  it("is not read as the deposit's label at the start of the line", () =>
    expect(
      securityDepositRule(
        contextFrom(
          'Resident has paid a security deposit of $1,900.00 and a pet\ndeposit of $300.00. Within thirty-one (31) days after the tenancy',
        ),
      )?.value,
    ).toBe(1900))
})

describe('move-in and prorated amounts', () => {
  it('reads labelled amounts, zero included', () => {
    const ctx = contextFrom('Total Move-In Cost | $4,700.00\nProrated Rent | $0.00')
    expect(totalMoveInRule(ctx)?.value).toBe(4700)
    expect(proratedRentRule(ctx)?.value).toBe(0)
  })
  it("reads a schedule's total payable before possession and its rent for the first (part) month", () => {
    const ctx = contextFrom(
      '11 | Rent for the first (part) month | $785.33 (prorated)\n12 | Security deposit | $1,240.00\n13 | Total payable before possession | $2,025.33',
    )
    expect(totalMoveInRule(ctx)?.value).toBe(2025.33)
    expect(proratedRentRule(ctx)?.value).toBe(785.33)
  })
  it('reads the rent of the first part-month "prorated to" an amount', () =>
    expect(
      proratedRentRule(
        contextFrom(
          'Because the lease begins on May 12, 2027, the rent for May 12 through May 31 is prorated to $912.90, due at move-in.',
        ),
      )?.value,
    ).toBe(912.9))
  it('reads a prorated rent row that names its days, and the rent for the first part-month', () => {
    expect(
      proratedRentRule(contextFrom('Prorated rent, 03/18/2027 to end of month | $644.52'))?.value,
    ).toBe(644.52)
    expect(proratedRentRule(contextFrom('Prorated first month | $1,210.00'))?.value).toBe(1210)
    expect(
      proratedRentRule(
        contextFrom(
          'Rent for the first part-month (June 20 through June 30, 2027) is four hundred ten dollars and 50/100 ($410.50), due at signing.',
        ),
      )?.value,
    ).toBe(410.5)
  })
  it('leaves a blank partial rent empty', () =>
    expect(
      proratedRentRule(contextFrom('the tenant will pay a partial rent of $ | on')),
    ).toBeNull())
})

describe('the rent of this lease', () => {
  it("is not a late fee in a sentence that opens with 'Rent'", () =>
    expect(
      monthlyRentRule(
        contextFrom(
          'Residents shall pay monthly rent of $1,640.00, due on the first.\nRent is late if it is not received by the fifth day. A late fee of $40.00 will be charged.',
        ),
      )?.value,
    ).toBe(1640))
  it('is not the rent of an earlier lease or of the master lease', () => {
    expect(
      monthlyRentRule(
        contextFrom(
          'This Lease renews the tenancy under the lease dated June 1, 2026, at $1,410.00 per month. The monthly rent is $1,480.00, payable in advance.',
        ),
      )?.value,
    ).toBe(1480)
    expect(
      monthlyRentRule(
        contextFrom(
          'Sublessor leases the Apartment under a lease dated May 2, 2026 (the "Master Lease"), which runs until June 30, 2028 at a rent of $1,300.00 a month. Subtenant shall pay rent of $950.00 per month.',
        ),
      )?.value,
    ).toBe(950)
  })
})

describe('amounts in rows that name what they cover', () => {
  it('reads a prorated rent row that gives the day it runs from', () =>
    expect(proratedRentRule(contextFrom('Prorated rent from 11/15/2027 | $584.00'))?.value).toBe(
      584,
    ))
  it('reads the move-in funds due before the keys', () =>
    expect(
      totalMoveInRule(contextFrom('(P) Move-in funds due before keys ........ $2,695.00'))?.value,
    ).toBe(2695))
})

describe('rent an addendum amends', () => {
  it('is the rent from then on, over the amount the lease first stated', () =>
    expect(
      monthlyRentRule(
        contextFrom(
          [
            '3.1 Lessee shall pay rent of one thousand eight hundred fifty dollars ($1,850.00) per month.',
            'ADDENDUM NO. 1',
            'A. Section 3.1 is amended so that the monthly rent is one thousand seven hundred eighty dollars ($1,780.00) for the entire term.',
          ].join('\n'),
        ),
      )?.value,
    ).toBe(1780))
})

describe('the total due before the keys', () => {
  it('reads a lettered caption over its value', () =>
    expect(
      totalMoveInRule(
        contextFrom(
          'I. SECURITY DEPOSIT | J. KEY AND ACCESS-CARD FEE | K. TOTAL DUE BEFORE KEYS\n$2,300.00 | $75.00 (non-refundable) | $4,675.00',
        ),
      )?.value,
    ).toBe(4675))
})

describe('the total due at or before move-in', () => {
  it('reads a system printout total', () =>
    expect(
      totalMoveInRule(contextFrom('TOTAL DUE AT OR BEFORE MOVE-IN (first | 2,830.00'))?.value,
    ).toBe(2830))
})

describe('prorated rent and move-in totals in other words', () => {
  it.each([
    ['Prorated rent, 07/15/2027 through 07/31/2027 (17 days) | $1,198.23', 1198.23],
    [
      'Rent for August 16 through August 31, 2027 is $1,052.90, due on the first day of the term.',
      1052.9,
    ],
  ])('reads %s', (text, value) => expect(proratedRentRule(contextFrom(text))?.value).toBe(value))
  it.each([
    ['Total due on or before the Beginning Date | $4,380.00', 4380],
    ['TOTAL DUE BEFORE KEYS ARE RELEASED | $4,125.34', 4125.34],
    [
      'Before keys are released the Roommates will pay the first month’s rent and the damage deposit, a total of $2,650.00.',
      2650,
    ],
  ])('reads the total in %s', (text, value) =>
    expect(totalMoveInRule(contextFrom(text))?.value).toBe(value),
  )
})

describe('a total said after its amount and a part month in brackets', () => {
  it('reads the total paid before the keys', () =>
    expect(
      totalMoveInRule(
        contextFrom(
          'Security deposit $1,050.00 plus the first month’s rent $1,050.00: $2,100.00 in all, paid before we give you the keys.',
        ),
      )?.value,
    ).toBe(2100))

  it('reads prorated rent whose days are in brackets after the caption', () =>
    expect(
      proratedRentRule(contextFrom('Prorated rent (June 15–June 30) | $1,032.00'))?.value,
    ).toBe(1032))
})

describe('what is due at signing, added up', () => {
  it('reads the total due at signing of the first installment and the deposit', () =>
    expect(
      totalMoveInRule(contextFrom('Due at signing (first installment and deposit) | $3,600.00'))
        ?.value,
    ).toBe(3600))

  it('reads no total from a single charge due at signing', () =>
    expect(totalMoveInRule(contextFrom('Due at signing (application fee) | $45.00'))).toBeNull())
})

describe('the first days of a month', () => {
  it('reads the rent for them as prorated rent', () =>
    expect(
      proratedRentRule(
        contextFrom(
          'Rent for the first 19 days, to the end of the first month, is $570.00, paid when this Sublease is signed.',
        ),
      )?.value,
    ).toBe(570))
})

describe("a furnished suite's monthly rate and the sums beside the rent", () => {
  it.each([
    ['MONTHLY RATE (RENT) | SECURITY DEPOSIT\n$2,650.00 | $1,950.00', 2650],
    [
      'Monthly Rent | One Thousand One Hundred Fifty and 00/100 Dollars ($1,150.00)\nRent Credit (see Rider) | $150.00 of each monthly rent paid on time',
      1150,
    ],
  ])('reads %j as %d', (text, rent) => expect(monthlyRentRule(contextFrom(text))?.value).toBe(rent))

  it('does not read a service billed by the month as rent', () =>
    expect(
      monthlyRentRule(
        contextFrom(
          'Weekly housekeeping is $120.00 a month and an extra parking stall $45.00 a month; these are not rent.',
        ),
      ),
    ).toBeNull())
})

describe("a park's space rent and the first partial period", () => {
  it('reads the space rent, not the total of the monthly charges', () =>
    expect(
      monthlyRentRule(
        contextFrom(`
Monthly charge | Amount
Space rent | $435.00
Trash collection | $16.00
Fixed monthly charges (space rent and trash) | $451.00`),
      )?.value,
    ).toBe(435))

  it.each([
    [
      'Rent for the first partial period, 15/11/2027 to 30/11/2027 | Total paid at signing (partial rent and deposit)\n$853.33 | $1,653.33',
      853.33,
      1653.33,
    ],
    [
      'Partial month | $613.33 (Jun. 15, 2027 – Jun. 30, 2027) | Due at move-in | $1,763.33',
      613.33,
      1763.33,
    ],
    ['Due at signing | $1,970.00 (first month’s rent and security deposit)', null, 1970],
  ])('reads %j', (text, prorated, total) => {
    const ctx = contextFrom(text)
    expect(proratedRentRule(ctx)?.value ?? null).toBe(prorated)
    expect(totalMoveInRule(ctx)?.value).toBe(total)
  })
})

describe('a part month dated in full, the keys total after it, a cap and a utility deposit', () => {
  it('reads the rent for a span written with its year twice, and the total with that rent and the deposit', () => {
    const ctx = contextFrom(`
The monthly rent is $1,150.00. Rent for August 15, 2027 through August 31, 2027 is $630.65.
Before keys are released, the Tenant shall pay the rent for the first partial month and the security deposit, a total of
$1,780.65.`)
    expect(proratedRentRule(ctx)?.value).toBe(630.65)
    expect(totalMoveInRule(ctx)?.value).toBe(1780.65)
  })

  it('takes no cap on a late fee for the rent', () =>
    expect(
      monthlyRentRule(
        contextFrom(`
Base rent | Monthly | $1,045.00
Late fees. The late fee is $60.00 plus $5.00 for each additional day, up to $100.00 a month.`),
      )?.value,
    ).toBe(1045))

  it('takes no water deposit paid to the city for the security deposit', () =>
    expect(
      securityDepositRule(
        contextFrom(`
Comments: The water deposit of $60.00 is paid to the city, not to us.
Resident has paid a security deposit of $895.00.`),
      )?.value,
    ).toBe(895))
})

describe('a part month given by its dates', () => {
  it('reads a row whose caption gives the part month in ISO dates and its days out of the month', () =>
    expect(
      proratedRentRule(
        contextFrom(`
Item | Amount
Prorated rent 2027-06-15 to 2027-06-30 (16 of 30 days) | $600.00
Security deposit | $1,125.00`),
      )?.value,
    ).toBe(600))

  it('reads a row whose ISO dates stand in brackets', () =>
    expect(
      proratedRentRule(contextFrom('Prorated rent (2027-08-18 to 2027-08-31) | $471.94'))?.value,
    ).toBe(471.94))

  it('reads the rent for a period of one month written in numbers, and not for a whole year', () => {
    expect(
      proratedRentRule(
        contextFrom(
          'Rent for the period 08/15/2027 through 08/31/2027 is $863.71, due at signing.',
        ),
      )?.value,
    ).toBe(863.71)
    expect(
      proratedRentRule(
        contextFrom('Rent for the period 01/01/2027 through 12/31/2027 is $18,900.00.'),
      ),
    ).toBeNull()
  })
})
