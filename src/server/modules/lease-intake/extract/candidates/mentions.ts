import { NUMBERED_UNIT, REGION, tidyAddress, UNIT_DESIGNATION } from '../normalise/address'
import { emailsWritten, parsePhone, PHONE_PATTERN } from '../normalise/contact'
import { findDates } from '../normalise/dates'
import { findMoney } from '../normalise/money'
import { ORDINAL_WORD, ordinalToNumber } from '../normalise/numbers'
import { dayCountFromMatch, parsePercent, STAY_COUNT } from '../normalise/quantities'
import type { Flow } from './flow'

/**
 * A value found anywhere in the document, with where it sits in the flow. The finders know what a value of
 * their kind looks like, not which field it belongs to: the role scorer decides that from the words around it.
 */
export type Mention<T> = { value: T; start: number; end: number }

const PHONE = new RegExp(PHONE_PATTERN, 'g')

export const phoneMentions = (flow: Flow): Mention<string>[] =>
  [...flow.text.matchAll(PHONE)].flatMap((m) => {
    const value = parsePhone(m[0])
    return value ? [{ value, start: m.index, end: m.index + m[0].length }] : []
  })

export const emailMentions = (flow: Flow): Mention<string>[] =>
  emailsWritten(flow.text).map((email) => ({
    value: email.address,
    start: email.start,
    end: email.end,
  }))

const SUFFIX = String.raw`(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|cove|cv|place|pl|terrace|ter|way|parkway|pkwy|circle|cir|highway|hwy|square|sq|trail|trl|row|alley|crescent|cres|loop|run|plaza|pike)\.?(?:\s+(?:nw|ne|sw|se|n|s|e|w)\b\.?)?`
// The street's words never include a bare number: in 'End 2028 Home 4354 Belmont Avenue' the street starts at 4354.
// A numbered street ('1215 17 Avenue SW', '10180 101 Street NW') names itself by its number alone.
// A Canadian suite before its building's number joins them with a dash ('200–95 Front Street').
const STREET = String.raw`(?:\d{1,6}\s?[–-]\s?(?=\d))?\d{1,6}[a-z]?(?:\s+[nsew]\.?)?(?:(?:\s+(?!\d+\s)[a-z0-9][\w'’.-]*){1,4}?|\s+\d{1,3})\s+${SUFFIX}`
const PO_BOX = String.raw`p\.?\s?o\.?\s+box\s+\d+`
const UNIT = String.raw`(?:\s*,?\s*${UNIT_DESIGNATION})?`
const CODE = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)`
const CITY = String.raw`\s*,?\s+(?:[A-Z][A-Za-z.'’-]*\s?){1,3},?\s+${REGION},?\s+${CODE}`

// Case-blind: leases print 'MAGNOLIA AVENUE' as often as 'Magnolia Avenue'.
// A unit may come first: 'Apartment 12B, 4410 Magnolia Avenue, Denver, Colorado 80203', 'Apartment 2R at 41 …', '#5 – 1872
// Main Street'.
const UNIT_FIRST = String.raw`(?:${UNIT_DESIGNATION},\s+|${NUMBERED_UNIT}(?:\s*[–-]\s*|\s+(?:at\s+)?))?`
const ADDRESS = new RegExp(String.raw`${UNIT_FIRST}\b(?:${STREET}|${PO_BOX})${UNIT}${CITY}\b`, 'gi')

// A line that starts with a street type continues the street the line before left without one.
const WRAPPED_STREET = new RegExp(String.raw`^${SUFFIX}(?=[\s,]|$)`, 'i')
const HAS_STREET_TYPE = new RegExp(String.raw`\b${SUFFIX}(?=[\s,]|$)`, 'i')

// A unit's word that a line of prose leaves without its number ('… at Suite' / '204, 121 Church Street').
const BARE_UNIT = /^(?:suite|unit|apt\.?|apartment|room|lot)$/i

/**
 * The parts of a stretch of the flow as its lines held them, so an address block keeps its line breaks; a
 * street or a unit that a line of prose wraps ('… at 418 Prospect' / 'Place, Brooklyn, …', '… at Suite' / '204, …')
 * stays one part.
 */
const byLine = (flow: Flow, start: number, end: number): string[] => {
  const cuts = flow.starts.filter((s) => s > start && s < end)
  const parts = [start, ...cuts].map((from, i) => flow.text.slice(from, cuts[i] ?? end).trim())
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1)
    if (
      previous !== undefined &&
      ((WRAPPED_STREET.test(part) && !HAS_STREET_TYPE.test(previous)) || BARE_UNIT.test(previous))
    )
      joined[joined.length - 1] = `${previous} ${part}`
    else joined.push(part)
    return joined
  }, [])
}

/** Whole addresses: a street (or P.O. box), an optional unit, and the city with its state and code. */
export const addressMentions = (flow: Flow): Mention<string>[] =>
  [...flow.text.matchAll(ADDRESS)].map((m) => ({
    value: tidyAddress(byLine(flow, m.index, m.index + m[0].length)),
    start: m.index,
    end: m.index + m[0].length,
  }))

export const dateMentions = (flow: Flow): Mention<string>[] =>
  findDates(flow.text, flow.dateOrder).map((d) => ({ value: d.iso, start: d.index, end: d.end }))

export const moneyMentions = (flow: Flow): Mention<number>[] =>
  findMoney(flow.text).map((m) => ({ value: m.value, start: m.index, end: m.end }))

/** Two dates joined as a span ('May 15, 2026 through November 14, 2026', '2026-03-01 to 2027-02-28'). */
export const dateRanges = (
  flow: Flow,
  dates: Mention<string>[],
): { start: Mention<string>; end: Mention<string> }[] =>
  dates.flatMap((start, i) => {
    const end = dates[i + 1]
    if (!end || end.value <= start.value) return []
    const between = flow.text.slice(start.end, end.start)
    // The days a first partial month's rent covers ('Rent for the first partial period, 15/11/2027 to 30/11/2027')
    // are no term.
    const before = flow.text.slice(Math.max(0, start.start - 60), start.start)
    if (/\b(?:partial|prorat\w*|pro[-\s]rata)\b/i.test(before)) return []
    return /^\s*(?:through|thru|to|until|till|-|–|—)\s*$/i.test(between) ? [{ start, end }] : []
  })

const COUNT = new RegExp(STAY_COUNT, 'gi')

/** Counts of days or nights ('thirty (30) days', '14-day', '10 nights'), for grace periods, stays and refunds. */
export const dayCountMentions = (flow: Flow): Mention<number>[] =>
  [...flow.text.matchAll(COUNT)].flatMap((m) => {
    const value = dayCountFromMatch(m)
    return value !== null && value > 0
      ? [{ value, start: m.index, end: m.index + m[0].length }]
      : []
  })

const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`
// An ordinal that is a day of the month, not part of a date: '1st', 'the fifth day', but not '1st of April 2025'.
const ORDINAL_DAY = new RegExp(
  String.raw`(?<!${MONTH_NAME}\s)\b(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})\b(?!\s+(?:day\s+)?(?:of\s+)?${MONTH_NAME}\b)`,
  'gi',
)

/** Days of the month written as ordinals, for the day rent is due. */
export const dayOfMonthMentions = (flow: Flow): Mention<number>[] =>
  [...flow.text.matchAll(ORDINAL_DAY)].flatMap((m) => {
    const value = ordinalToNumber(m[1] ?? '')
    return value !== null && value >= 1 && value <= 31
      ? [{ value, start: m.index, end: m.index + m[0].length }]
      : []
  })

const PERCENT = /\b\d+(?:\.\d+)?\s?(?:%|percent\b|per\s?cent\b)/gi

/** Percentages ('5%', '7.5 percent'), for the late fee. */
export const percentMentions = (flow: Flow): Mention<number>[] =>
  [...flow.text.matchAll(PERCENT)].flatMap((m) => {
    const value = parsePercent(m[0])
    return value !== null ? [{ value, start: m.index, end: m.index + m[0].length }] : []
  })
