import { describe, expect, it } from 'vitest'
import { plausibility } from './plausibility'

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
