import { describe, expect, it } from 'vitest'
import { findMoney, parseMoney } from './money'

describe('parseMoney', () => {
  it.each([
    ['$1,850.00', 1850],
    ['$ 4,200.00', 4200],
    ['USD 975', 975],
    ['2100', 2100],
    ['2,100.00', 2100],
    ['1,150 dollars', 1150],
    ['Two Thousand Dollars ($2,000.00)', 2000],
    ['One Thousand Eight Hundred Seventy-Five Dollars', 1875],
    ['one thousand two hundred and 50/100 dollars', 1200.5],
    ['six hundred three dollars and 23/100 ($603.23)', 603.23],
    ['$1,425/month', 1425],
    ['ONE THOUSAND TWO HUNDRED SEVENTY-FIVE AND NO/100 DOLLARS ($1,275.00)', 1275],
    ['seven hundred and no/100 dollars', 700],
    ['CAD 1,650 per month', 1650],
  ])('reads %s', (text, value) => expect(parseMoney(text)).toBe(value))

  it('refuses percentages, blanks and prose without an amount', () => {
    expect(parseMoney('5%')).toBeNull()
    expect(parseMoney('$________')).toBeNull()
    expect(parseMoney('per month')).toBeNull()
    expect(parseMoney('12 months')).toBeNull()
  })
})

describe('findMoney', () => {
  it('counts an amount in words and its digits once, with positions', () => {
    const text =
      'the sum of Twenty-Four Thousand Dollars ($24,000.00), payable in monthly installments of Two Thousand Dollars ($2,000.00)'
    expect(findMoney(text).map((m) => m.value)).toEqual([24_000, 2000])
    expect(text.slice(findMoney(text)[1]!.index)).toMatch(/^\$2,000\.00/)
  })

  it('does not read a percentage as dollars', () =>
    expect(findMoney('5% of $1,000')).toEqual([expect.objectContaining({ value: 1000 })]))
})

describe('amounts in other currencies', () => {
  it.each([
    ['€845.00', 845],
    ['£1,150.00', 1150],
    ['BD$2,400', 2400],
    ['610 euro', 610],
  ])('reads %s', (text, value) => expect(parseMoney(text)).toBe(value))
})
