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
    expect(paymentMethodsIn('ACH bank transfer')).toEqual(['Bank Transfer', 'ACH'])
    expect(paymentMethodsIn('Cheque')).toEqual(['Check'])
    expect(paymentMethodsIn('Cash App or Venmo')).toEqual(['Venmo', 'Cash App'])
  })
  it('finds none in unrelated text', () => expect(paymentMethodsIn('late fee of 5%')).toEqual([]))
  it('takes an instruction to tick for no method', () =>
    expect(paymentMethodsIn("PART B — TENANT'S RESPONSE (check one and sign)")).toEqual([]))
  it('locates the first method', () => expect(firstMethodIndex('[x] Check')).toBe(4))
})
