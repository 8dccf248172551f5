import { describe, expect, it } from 'vitest'
import { closeMiss, compareField, similarText } from './compare'

describe('compareField', () => {
  it('treats empty lists and null alike', () => {
    expect(compareField('additionalOccupants', [], null)).toEqual({
      correct: true,
      truthEmpty: true,
      gotEmpty: true,
    })
    expect(compareField('monthlyRent', null, 1200)).toEqual({
      correct: false,
      truthEmpty: true,
      gotEmpty: false,
    })
  })
  it('compares people as sets of full names', () => {
    const truth = [
      { first: 'John', last: 'Doe', full: 'John Doe' },
      { first: 'Bar', last: 'Foo', full: 'Bar Foo' },
    ]
    expect(compareField('tenants', truth, [truth[1], truth[0]]).correct).toBe(true)
    expect(
      compareField('tenants', truth, [truth[0], { first: 'Foo', last: 'Bar', full: 'Foo Bar' }])
        .correct,
    ).toBe(false)
  })
  it('forgives case, punctuation and street abbreviations, not other words', () => {
    expect(
      compareField(
        'premisesAddress',
        '15907 Rustic Lane, Austin, TX 78717',
        '15907 Rustic Ln. Austin TX 78717',
      ).correct,
    ).toBe(true)
    expect(
      compareField('premisesAddress', '15907 Rustic Ln., Austin, TX 78717', '15907 Rustic Ln.')
        .correct,
    ).toBe(false)
    expect(compareField('paymentRecipient', 'XYZ', 'XYz').correct).toBe(true)
  })
  it('takes a unit before or after its street as the same address, not another unit', () => {
    const truth = '4410 Old Wire Road, Lot 17, Fayetteville, NC 28306'
    expect(
      compareField('premisesAddress', truth, 'Lot 17, 4410 Old Wire Road, Fayetteville, NC 28306')
        .correct,
    ).toBe(true)
    expect(
      compareField('premisesAddress', truth, 'Lot 18, 4410 Old Wire Road, Fayetteville, NC 28306')
        .correct,
    ).toBe(false)
  })
  it('compares phones and accounts by digits, money to the cent', () => {
    expect(compareField('tenantPhone', '(240) 429-9935', '240-429-9935').correct).toBe(true)
    expect(compareField('tenantPhone', '+1 (604) 555-0193', '(604) 555-0193').correct).toBe(true)
    expect(compareField('tenantPhone', '+1 (604) 555-0193', '(604) 555-0194').correct).toBe(false)
    expect(compareField('monthlyRent', 2100, 2100.001).correct).toBe(true)
  })
})

describe('closeMiss', () => {
  it('tells the right street in another form from another place', () => {
    expect(
      closeMiss(
        'premisesAddress',
        '15907 Rustic Lane, Unit 4, Austin, TX 78717',
        '15907 Rustic Ln',
      ),
    ).toBe(true)
    expect(closeMiss('premisesAddress', '15907 Rustic Lane, Austin, TX 78717', 'P.O. Box 12')).toBe(
      false,
    )
  })
  it('counts one of two tenants as close, a right or missing value as neither', () => {
    const jo = { first: 'Jo', last: 'Roe', full: 'Jo Roe' }
    const al = { first: 'Al', last: 'Poe', full: 'Al Poe' }
    expect(closeMiss('tenants', [jo, al], [jo])).toBe(true)
    expect(closeMiss('tenants', [jo], [jo])).toBe(false)
    expect(closeMiss('tenants', [jo], [])).toBe(false)
  })
})

describe('similarText', () => {
  it('accepts containment and close wording', () => {
    expect(similarText('May 31, 2024', 'from June 1, 2023, to May 31, 2024')).toBe(true)
    expect(
      similarText(
        'commencing on January 15, 2024, and terminating on January 14, 2025',
        'terminating on January 14, 2025',
      ),
    ).toBe(true)
  })
  it('refuses unrelated text', () =>
    expect(similarText('on or before the 1st day of each month', 'by money order')).toBe(false))
})
