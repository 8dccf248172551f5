import { describe, expect, it } from 'vitest'
import { addressPlausibility, depositPlausibility, plausibility } from './plausibility'

describe('plausibility of an extracted value', () => {
  it('passes ordinary values untouched', () => {
    for (const value of [
      'Jane Doe',
      '1418 Columbia Road NW, Apt 304, Washington, DC 20009',
      '(202) 555-0148',
      'jo.roe@example.com',
      'on or before the 1st day of each month',
      'Lighthouse Properties, LLC',
      2350,
      [{ first: 'Jo', last: 'Roe', full: 'Jo Roe' }],
    ])
      expect(plausibility(value)).toBe(1)
  })

  it('distrusts OCR debris and text that is mostly punctuation', () => {
    expect(plausibility('XYz')).toBeLessThan(0.8)
    expect(plausibility('|43 ~')).toBeLessThan(0.5)
    expect(plausibility('.. -- ,, ;')).toBeLessThanOrEqual(0.5)
  })

  it('distrusts a form caption taken for a value', () => {
    expect(plausibility('Date (yyyy/mm/dd)')).toBeLessThan(0.6)
    expect(plausibility([{ first: 'First', last: 'Name', full: 'First Name' }])).toBeLessThan(0.6)
  })

  it('distrusts a phrase cut off mid-way', () =>
    expect(plausibility('on the first day of each')).toBeLessThan(0.8))
})

describe('plausibility of a deposit beside the rent', () => {
  it('doubts a deposit of a few days of rent, not a smaller deposit or a year read as a month', () => {
    const rent = { value: 1660.77, confidence: 0.66 }
    expect(depositPlausibility(119.52, rent)).toBeLessThan(1)
    expect(depositPlausibility(1684.96, rent)).toBe(1)
    expect(depositPlausibility(500, { value: 2050, confidence: 0.9 })).toBe(1)
    expect(depositPlausibility(3450, { value: 41400, confidence: 0.7 })).toBe(1)
    expect(depositPlausibility(100, { value: 2000, confidence: 0.4 })).toBe(1)
    expect(depositPlausibility(100, null)).toBe(1)
  })
})

describe('plausibility of an address', () => {
  it('doubts an address read without its state and code, not a whole one', () => {
    expect(addressPlausibility('1400 Irving Street NW, Apt 512, Washington, DC')).toBeLessThan(1)
    expect(addressPlausibility('P.O. Box 15309')).toBeLessThan(1)
    expect(addressPlausibility('P.O. Box 15309, Washington, DC 20003')).toBe(1)
    expect(addressPlausibility('Unit 1207, 88 Spadina Avenue, Toronto, Ontario M5T 2J7')).toBe(1)
    expect(addressPlausibility('6078 Magnolia Avenue, Apt 40B, Tampa, FL 33606.')).toBe(1)
  })
})
