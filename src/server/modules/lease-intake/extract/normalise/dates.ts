import { ORDINAL_WORD, ordinalToNumber } from './numbers'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORD})`
const YEAR = String.raw`(?:\d{4})`

export type DateMention = { iso: string; index: number; end: number; text: string }

const iso = (year: number, month: number, day: number): string | null => {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year))

type Style = { pattern: RegExp; toIso: (m: RegExpExecArray, order: DateOrder) => string | null }

const NUMERIC_DATE = /\b(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})\b(?![/.-]\d)/g

/** Date styles, most specific first; each pattern is global so a text can hold several dates. */
const STYLES: Style[] = [
  {
    // 'the 5th day of January, 2026', '5th day of January in the year 2026'
    pattern: new RegExp(
      String.raw`\b(?:the\s+)?(${DAY})\s+day\s+of\s+(${MONTH})(?:\s*,)?\s+(?:in\s+the\s+year\s+|of\s+)?(${YEAR})\b`,
      'gi',
    ),
    toIso: (m) => iso(Number(m[3]), monthNumber(m[2] ?? ''), ordinalToNumber(m[1] ?? '') ?? 0),
  },
  {
    // 'January 5, 2026', 'Jan. 5th 2026', 'January 5 , 2026', and OCR's 'August 1. 2027' and
    // 'October 1; 2027' (its comma read as a stop or a semicolon)
    pattern: new RegExp(
      String.raw`\b(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?\s*[,.;]?\s*(${YEAR})\b`,
      'gi',
    ),
    toIso: (m) => iso(Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2])),
  },
  {
    // '5 January 2026', '5th of January, 2026'
    pattern: new RegExp(
      String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})\s*,?\s*(${YEAR})\b`,
      'gi',
    ),
    toIso: (m) => iso(Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1])),
  },
  {
    // '2026-01-05', '2026/01/05', '2026.01.05'
    pattern: /\b(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})\b/g,
    toIso: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    // '01/05/2026', '1-5-26': month first as in US leases, day first in a document that writes its dates so;
    // day first whenever the first number cannot be a month.
    pattern: NUMERIC_DATE,
    toIso: (m, order) => {
      const first = Number(m[1])
      const second = Number(m[2])
      const year = fullYear(m[3] ?? '')
      return first > 12 || (order === 'day-first' && second <= 12)
        ? iso(year, second, first)
        : iso(year, first, second)
    },
  },
]

/** Which number comes first in a date written in figures only ('01/09/2027'). */
export type DateOrder = 'month-first' | 'day-first'

// 'Start date (DD/MM/YYYY)', 'Dates in this lease are written day/month/year'.
const DAY_FIRST_HINT =
  /\b(?:dd|jj)\s?[/.-]\s?mm\s?[/.-]\s?(?:yyyy|yy|aaaa|aa)\b|\bday\s?\/\s?month\s?\/\s?year\b/i
const MONTH_FIRST_HINT =
  /\bmm\s?[/.-]\s?dd\s?[/.-]\s?(?:yyyy|yy)\b|\bmonth\s?\/\s?day\s?\/\s?year\b/i

/**
 * How a document writes its dates in figures: day first when it says so ('Start date (DD/MM/YYYY)') or when one
 * of its dates can only be read day first ('30/04/2028') and none only month first; otherwise month first, as
 * US leases write them.
 */
export const dateOrderOf = (text: string): DateOrder => {
  const dayFirstHint = DAY_FIRST_HINT.test(text)
  const monthFirstHint = MONTH_FIRST_HINT.test(text)
  if (dayFirstHint !== monthFirstHint) return dayFirstHint ? 'day-first' : 'month-first'
  let dayFirst = false
  let monthFirst = false
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const first = Number(m[1])
    const second = Number(m[2])
    if (first > 12 && first <= 31 && second <= 12) dayFirst = true
    if (second > 12 && second <= 31 && first <= 12) monthFirst = true
  }
  if (dayFirst !== monthFirst) return dayFirst ? 'day-first' : 'month-first'
  // Where every date could be read either way, a lease that counts its money in euro or pounds and never in
  // dollars comes from where dates are written day first.
  return EUROPEAN_MONEY.test(text) && !/\$\s?\d/.test(text) ? 'day-first' : 'month-first'
}
const EUROPEAN_MONEY = /[€£]\s?\d|\b(?:EUR|GBP)\s?\d/

/** Every date in a text, in order, written in any common style; overlapping readings keep the first style. */
export const findDates = (text: string, order: DateOrder = 'month-first'): DateMention[] => {
  const found: DateMention[] = []
  for (const style of STYLES) {
    style.pattern.lastIndex = 0
    for (let m = style.pattern.exec(text); m; m = style.pattern.exec(text)) {
      const value = style.toIso(m, order)
      const end = m.index + m[0].length
      if (value && !found.some((f) => m!.index < f.end && end > f.index)) {
        found.push({ iso: value, index: m.index, end, text: m[0].trim() })
      }
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

/** The date a value cell holds, as YYYY-MM-DD, or null. */
export const parseDate = (text: string, order: DateOrder = 'month-first'): string | null =>
  findDates(text, order)[0]?.iso ?? null
