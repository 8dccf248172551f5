import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { payeeByRole, type PayeeParties } from './payee-by-role'

const parties: PayeeParties = { landlord: 'Acme Holdings LLC', manager: 'Bay Property Services' }
const payee = (text: string, known = parties) => payeeByRole(contextFrom(text), known)?.value

describe('the payee by the role rent is paid to', () => {
  it('resolves the role rent is paid or delivered to into that party', () => {
    expect(
      payee('Tenant must pay Owner the rent, in advance, on the first day of each month.'),
    ).toBe('Acme Holdings LLC')
    expect(
      payee(
        'Rent is due on the 1st and must be paid by check mailed to Landlord at the notice address.',
      ),
    ).toBe('Acme Holdings LLC')
    expect(
      payee('Lessee shall pay the monthly rent to the manager/agent at the address above.'),
    ).toBe('Bay Property Services')
  })

  it('reads the party rent is remitted to in a clause that does not say "rent"', () =>
    expect(payee('4. Payment. Remit to the Agent, at its office or by its online system.')).toBe(
      'Bay Property Services',
    ))

  it('reads no payee from where rent may not go', () =>
    expect(
      payee(
        'Owner does not accept cash, checks or money orders, and no rent may be mailed or delivered to the office.',
      ),
    ).toBeUndefined())

  it('reads a payee after "pays", with no rent word but an amount a month, and after "delivered"', () => {
    expect(payee('Subtenant pays Sublessor $940.00 each month by Venmo.')).toBe('Acme Holdings LLC')
    expect(
      payee('Tenant shall pay $1,200.00 per month, in advance, to Agent at the office address.'),
    ).toBe('Bay Property Services')
    expect(payee('Money orders may be delivered to the leasing office during its hours.')).toBe(
      'Bay Property Services',
    )
  })

  it('reads rent paid at an address given for rent, and no payee of a payment website', () => {
    expect(
      payee("Rent is paid each month only through the Owner's online payment site."),
    ).toBeUndefined()
    expect(payee('Rent is payable in advance at the address for rent payments.')).toBe(
      'Bay Property Services',
    )
    expect(
      payee('Rent is payable in advance at the address for rent payments.', {
        landlord: 'Acme Holdings LLC',
        manager: null,
      }),
    ).toBe('Acme Holdings LLC')
    expect(payee('Rent is mailed to the address of the tenant on file.')).toBeUndefined()
  })

  it("reads rent paid to a party's agent, at a party's own address, or by a check made out to it", () => {
    expect(
      payee('Rent is payable to the landlord’s agent by ACH debit or by certified check.'),
    ).toBe('Bay Property Services')
    expect(payee("Rent may be paid by money order mailed to Landlord's mailing address.")).toBe(
      'Acme Holdings LLC',
    )
    expect(
      payee('Pay by check or money order made out to the landlord, delivered to the office.'),
    ).toBe('Acme Holdings LLC')
    expect(payee('Rent is due monthly, by check payable to the unit owner.')).toBe(
      'Acme Holdings LLC',
    )
    expect(payee('Rent is paid to the Householder in person or by Zelle.')).toBe(
      'Acme Holdings LLC',
    )
  })

  it('prefers the party rent is paid through, and reads the office it is paid at', () => {
    expect(
      payee('Tenant shall pay Landlord, by and through Property Manager, monthly rent of $900.'),
    ).toBe('Bay Property Services')
    expect(
      payee('Rent must be paid on or before the first day of each month at the Management office.'),
    ).toBe('Bay Property Services')
    expect(
      payee('Residents will pay rent on the first day of each month at the leasing office.', {
        landlord: 'Acme Holdings LLC',
        manager: null,
      }),
    ).toBe('Acme Holdings LLC')
  })

  it('says nothing from a sentence about a fee, or when the party is unknown', () => {
    expect(
      payee('If rent is late, Tenant shall pay to Landlord a late charge of $50.'),
    ).toBeUndefined()
    expect(
      payee('Tenant shall pay the rent through the Property Manager.', {
        landlord: 'A LLC',
        manager: null,
      }),
    ).toBeUndefined()
  })
})
