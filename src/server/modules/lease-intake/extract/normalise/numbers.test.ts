import { describe, expect, it } from 'vitest'
import { ordinalToNumber, parseDigits, wordsToNumber } from './numbers'

describe('wordsToNumber', () => {
  it.each([
    ['thirty', 30],
    ['twenty-four thousand', 24_000],
    ['one thousand eight hundred seventy-five', 1875],
    ['Two Thousand Five Hundred', 2500],
    ['fourteen', 14],
    ['one hundred and five', 105],
  ])('reads %s as %d', (text, value) => expect(wordsToNumber(text)).toBe(value))

  it('refuses words that are not part of a number', () => {
    expect(wordsToNumber('two weeks')).toBeNull()
    expect(wordsToNumber('')).toBeNull()
  })
})

describe('ordinalToNumber', () => {
  it.each([
    ['1st', 1],
    ['first', 1],
    ['21st', 21],
    ['twenty-first', 21],
    ['Fifth', 5],
    ['15', 15],
  ])('reads %s as %d', (text, value) => expect(ordinalToNumber(text)).toBe(value))

  it('refuses non-ordinals', () => expect(ordinalToNumber('last')).toBeNull())
})

describe('parseDigits', () => {
  it('drops thousands separators', () => expect(parseDigits('1,850.00')).toBe(1850))
  it('refuses text', () => expect(parseDigits('12a')).toBeNull())
})
