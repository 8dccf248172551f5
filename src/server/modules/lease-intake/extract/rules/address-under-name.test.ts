import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { addressAfterName, addressUnderName } from './address-under-name'

describe('the address under a party name', () => {
  it('reads a letterhead under the name', () => {
    const ctx = contextFrom(
      [
        'Cordell Vantreese',
        '2204 Frankfort Avenue',
        'Louisville, KY 40206',
        '(502) 555-0169',
        'This letter sets out the terms of your lease.',
      ].join('\n'),
    )
    const found = addressUnderName(ctx, 'Cordell Vantreese')
    expect(found?.value).toBe('2204 Frankfort Avenue, Louisville, KY 40206')
    expect(found?.confidence).toBeLessThan(0.8)
  })

  it('ends a letterhead address at its ZIP code, before the telephone on its line', () =>
    expect(
      addressUnderName(
        contextFrom(
          'Hill City Home Rentals\n411 Jefferson Street, Lynchburg, VA 24504 • (434) 555-0120',
        ),
        'Hill City Home Rentals',
      )?.value,
    ).toBe('411 Jefferson Street, Lynchburg, VA 24504'))

  it("reads down the name's own column, in either word order", () => {
    const ctx = contextFrom(
      [
        'LESSOR (LAST, First) | LESSEE(S) (LAST, First)',
        'SZYMANSKI, Bartholomew | EBERHARDT, Naomi',
        '3410 Fulton Road | PRYCE, Lucien',
        'Cleveland, OH 44109 | Address before this lease: 90 Lake Avenue, Elyria OH',
      ].join('\n'),
    )
    expect(addressUnderName(ctx, 'Bartholomew Szymanski')?.value).toBe(
      '3410 Fulton Road, Cleveland, OH 44109',
    )
    expect(addressUnderName(ctx, 'Naomi Eberhardt')).toBeNull()
  })

  it('needs the name to fill its cell and a street line right under it', () => {
    expect(
      addressUnderName(
        contextFrom('Signed by Cordell Vantreese\n2204 Frankfort Avenue\nLouisville, KY 40206'),
        'Cordell Vantreese',
      ),
    ).toBeNull()
    expect(
      addressUnderName(
        contextFrom('Cordell Vantreese\nLandlord\n2204 Frankfort Avenue\nLouisville, KY 40206'),
        'Cordell Vantreese',
      ),
    ).toBeNull()
  })
})

describe('the address after a party name', () => {
  it("reads the address written after the party's name in a sentence", () => {
    const ctx = contextFrom(
      'This agreement is between me, Ottavia Brennecke, of 52 Harbor Lane, Toledo, OH 43604 (the "Landlord"), and Jo Roe.',
    )
    expect(addressAfterName(ctx, 'Ottavia Brennecke')).toMatchObject({
      value: '52 Harbor Lane, Toledo, OH 43604',
      confidence: expect.any(Number),
    })
    expect(addressAfterName(ctx, 'Ottavia Brennecke')!.confidence).toBeLessThan(0.8)
  })
  it('needs the address right after the name', () =>
    expect(
      addressAfterName(
        contextFrom('Ottavia Brennecke owns the house at 52 Harbor Lane, Toledo, OH 43604.'),
        'Ottavia Brennecke',
      ),
    ).toBeNull())
})
