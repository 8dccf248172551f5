import { NUMBER_WORDS, parseDigits, wordsToNumber } from './numbers'

/** 'five percent (5%)', '5%', '7.5 percent', '10 per cent' → the number of percent. */
export const parsePercent = (text: string): number | null => {
  const digits = /(\d+(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b)/i.exec(text)
  if (digits) return parseDigits(digits[1] ?? '')
  const words = new RegExp(String.raw`\b(${NUMBER_WORDS})\s+(?:percent|per\s?cent)\b`, 'i').exec(
    text,
  )
  return words ? wordsToNumber(words[1] ?? '') : null
}

const countOf = (unit: string) =>
  String.raw`(?:(${NUMBER_WORDS})\s*\(\s*(\d{1,3})\s*\)|(\d{1,3})|(${NUMBER_WORDS}))[\s-]*(?:calendar\s+|consecutive\s+|business\s+|clear\s+)?${unit}(?![a-z]{0,1}\b[a-z])`

/** A count of days written in digits, words or both: '30 days', 'thirty (30) days', 'fourteen days', '14-day'. */
export const DAY_COUNT = countOf('days?')

/** A count of months, in the same writings: 'one (1) month', '2 months'. */
export const MONTH_COUNT = countOf('months?')

/** A count of weeks: 'two weeks', 'three (3) weeks'. */
export const WEEK_COUNT = countOf('weeks?')

/** A count of days or nights, as a stay is counted: '10 nights in a row', 'fourteen (14) days'. */
export const STAY_COUNT = countOf(String.raw`(?:days?|nights?)`)

export const dayCountFromMatch = (
  m: RegExpExecArray | RegExpMatchArray,
  offset = 0,
): number | null => {
  const inParens = m[offset + 2] ?? m[offset + 3]
  const words = m[offset + 1] ?? m[offset + 4]
  const fromWords = words ? wordsToNumber(words) : null
  // Where the words and the figures disagree ('five (8) nights', often OCR's misread figure), the words
  // govern, as they do in any contract.
  if (inParens) return fromWords ?? Number(inParens)
  return fromWords
}

export const parseDayCount = (text: string): number | null => firstCount(DAY_COUNT, text)

/** The first count of days or nights a stay is given in: '10 nights in any 30-day period' → 10. */
export const parseStayCount = (text: string): number | null => firstCount(STAY_COUNT, text)

const firstCount = (pattern: string, text: string): number | null => {
  const m = new RegExp(pattern, 'i').exec(text)
  return m ? dayCountFromMatch(m) : null
}
