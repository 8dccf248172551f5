import { describe, expect, it } from 'vitest'
import { parseDayCount, parsePercent } from './quantities'

describe('parsePercent', () => {
  it.each([
    ['5%', 5],
    ['five percent (5%)', 5],
    ['7.5 percent of the rent', 7.5],
    ['ten per cent', 10],
  ])('reads %s', (text, value) => expect(parsePercent(text)).toBe(value))

  it('refuses a blank', () => expect(parsePercent('_____% of monthly rent')).toBeNull())
})

describe('parseDayCount', () => {
  it.each([
    ['thirty (30) days', 30],
    ['30 days', 30],
    ['fourteen days', 14],
    ['14-day', 14],
    ['five (5) calendar days', 5],
    ['45 consecutive days', 45],
    ['five (8) days, the words governing the figure', 5],
  ])('reads %s', (text, value) => expect(parseDayCount(text)).toBe(value))

  it('refuses a blank count', () => expect(parseDayCount('_____ days')).toBeNull())
})
