import { describe, expect, it } from 'vitest'
import { firstMethodIndex, paymentMethodsIn } from './payment-methods'

describe('paymentMethodsIn', () => {
  it('names each method once, canonically', () => {
    expect(paymentMethodsIn('Zelle, personal check and money order')).toEqual([
      'Zelle',
      'Money Order',
      'Check',
    ])
    expect(paymentMethodsIn("check, cashier's check or through the online portal")).toEqual([
      "Cashier's Check",
      'Check',
      'Online Portal',
    ])
    expect(paymentMethodsIn('Bank Transfer')).toEqual(['Bank Transfer'])
    expect(paymentMethodsIn('ACH bank transfer')).toEqual(['ACH', 'Bank Transfer'])
    expect(paymentMethodsIn('e-check or automatic bank debit')).toEqual(['ACH'])
    expect(paymentMethodsIn('electronic check (ACH) or pre-authorized debit')).toEqual(['ACH'])
    expect(paymentMethodsIn('Cheque')).toEqual(['Check'])
    expect(paymentMethodsIn('Cash App or Venmo')).toEqual(['Venmo', 'Cash App'])
  })
  it('reads two kinds of check sharing one noun', () =>
    expect(paymentMethodsIn("by personal or cashier's check payable to the Agent")).toEqual([
      "Cashier's Check",
      'Check',
    ]))

  it('names Interac e-Transfer apart from a bank transfer', () => {
    expect(paymentMethodsIn('Interac e-Transfer or wire transfer')).toEqual([
      'E-Transfer',
      'Bank Transfer',
    ])
    expect(paymentMethodsIn('by e-transfer')).toEqual(['E-Transfer'])
  })
  it('reads a payment website however the lease calls it', () => {
    for (const text of [
      "through the Owner's online payment site",
      'via the online rent system',
      'at the resident website',
      'residents may pay online',
      "through the Manager's portal",
    ])
      expect(paymentMethodsIn(text), text).toEqual(['Online Portal'])
  })
  it('takes what brackets after a method say of it for that method', () =>
    expect(paymentMethodsIn('by bank transfer (domestic ACH or international wire)')).toEqual([
      'Bank Transfer',
    ]))
  it('takes a check-in or a credit check for no payment', () => {
    expect(paymentMethodsIn('the move-in check-in sheet')).toEqual([])
    expect(paymentMethodsIn('a credit check and a background check')).toEqual([])
  })
  it('finds none in unrelated text', () => expect(paymentMethodsIn('late fee of 5%')).toEqual([]))
  it('takes an instruction to tick for no method', () =>
    expect(paymentMethodsIn("PART B — TENANT'S RESPONSE (check one and sign)")).toEqual([]))
  it('locates the first method', () => expect(firstMethodIndex('[x] Check')).toBe(4))
})

describe('payment methods in other words', () => {
  it('reads a bank deposit or transfer as a bank transfer', () =>
    expect(
      paymentMethodsIn('Bank deposit or transfer to Inversiones Ceiba Dorada, LLC, or by check.'),
    ).toEqual(['Check', 'Bank Transfer']))
  it('counts a card the portal takes as the portal', () =>
    expect(
      paymentMethodsIn('or pay online through the resident portal by debit or credit card'),
    ).toEqual(['Online Portal']))
})

describe('a standing order', () => {
  it('is a bank transfer', () =>
    expect(
      paymentMethodsIn('Rent is payable by standing order to Thistle & Loch Lettings'),
    ).toEqual(['Bank Transfer']))
})
