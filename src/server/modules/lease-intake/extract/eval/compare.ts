/**
 * How `npm run eval:leases` judges an extracted value against a fixture's *.truth.json. Lenient only where a
 * careful reader would be: spacing, case, punctuation and street-word abbreviations in names and addresses, a
 * unit written before or after its street; wording in free-text fields.
 */
import { UNIT_DESIGNATION } from '../normalise/address'

export type Verdict = { correct: boolean; truthEmpty: boolean; gotEmpty: boolean }

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  value === ''

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  cove: 'cv',
  place: 'pl',
  terrace: 'ter',
  parkway: 'pkwy',
  circle: 'cir',
  highway: 'hwy',
  suite: 'ste',
  apartment: 'apt',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northwest: 'nw',
  northeast: 'ne',
  southwest: 'sw',
  southeast: 'se',
}

const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9@]+/)
    .filter((t) => t !== '')
    .map((t) => ABBREVIATIONS[t] ?? t)

const sameTokens = (a: string, b: string) => tokens(a).join(' ') === tokens(b).join(' ')

/** Free text matches when one contains the other word for word, or their words overlap by Dice ≥ 0.6. */
export const similarText = (expected: string, got: string): boolean => {
  const a = tokens(expected)
  const b = tokens(got)
  if (a.length === 0 || b.length === 0) return false
  const contains = (long: string[], short: string[]) =>
    ` ${long.join(' ')} `.includes(` ${short.join(' ')} `)
  if (contains(a, b) && b.length >= Math.min(3, a.length)) return true
  if (contains(b, a)) return true
  const counts = new Map<string, number>()
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1)
  let overlap = 0
  for (const t of b) {
    const left = counts.get(t) ?? 0
    if (left > 0) {
      overlap++
      counts.set(t, left - 1)
    }
  }
  return (2 * overlap) / (a.length + b.length) >= 0.6
}

const personKey = (person: unknown) => {
  const p = person as { full?: string; first?: string; last?: string }
  return tokens(p.full ?? `${p.first ?? ''} ${p.last ?? ''}`).join(' ')
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')

const FREE_TEXT = new Set([
  'terminationDateText',
  'rentDueDescription',
  'officeHours',
  'nsfPolicy',
  'depositReturnCondition',
])
const ADDRESSES = new Set(['premisesAddress', 'mailingAddress', 'paymentAddress'])
// 'Unit 11, 3568 Granite Ridge Terrace, …' and '3568 Granite Ridge Terrace, Unit 11, …' are one address: leases
// and the people who copy them put the unit on either side of the street.
const LEADING_UNIT = new RegExp(String.raw`^(${UNIT_DESIGNATION}),\s*([^,]+)`, 'i')
const unitAfterStreet = (address: string) => address.replace(LEADING_UNIT, '$2, $1')
const DIGITS = new Set(['tenantPhone', 'bankAccount'])
// '+1 (604) 555-0193' and '(604) 555-0193' are one North American number: the country code is no digit of it.
const digitsOf = (field: string, value: string) => {
  const digits = value.replace(/\D/g, '')
  return field === 'tenantPhone' && digits.length === 11 ? digits.replace(/^1/, '') : digits
}
const PEOPLE = new Set(['tenants', 'additionalOccupants'])

const equal = (field: string, expected: unknown, got: unknown): boolean => {
  if (PEOPLE.has(field))
    return sameSet((expected as unknown[]).map(personKey), (got as unknown[]).map(personKey))
  if (field === 'acceptedPaymentMethods')
    return sameSet(
      (expected as string[]).map((m) => tokens(m).join(' ')),
      (got as string[]).map((m) => tokens(m).join(' ')),
    )
  if (typeof expected === 'number')
    return typeof got === 'number' && Math.abs(expected - got) < 0.005
  if (typeof expected !== 'string' || typeof got !== 'string') return false
  if (DIGITS.has(field)) return digitsOf(field, expected) === digitsOf(field, got)
  if (field === 'zelleNumber')
    return /@/.test(expected)
      ? expected.toLowerCase() === got.toLowerCase()
      : expected.replace(/\D/g, '') === got.replace(/\D/g, '')
  if (FREE_TEXT.has(field)) return similarText(expected, got)
  if (ADDRESSES.has(field)) return sameTokens(unitAfterStreet(expected), unitAfterStreet(got))
  return sameTokens(expected, got)
}

const asText = (field: string, value: unknown): string =>
  PEOPLE.has(field)
    ? (value as unknown[]).map(personKey).join(' ')
    : Array.isArray(value)
      ? value.join(' ')
      : String(value)

/**
 * A wrong value that shares most of its words with the truth (the same street in another form, one of two
 * tenants): tells a reading that found the right place but shaped it badly from one that read something else.
 */
export const closeMiss = (field: string, expected: unknown, got: unknown): boolean => {
  const verdict = compareField(field, expected, got)
  if (verdict.correct || verdict.truthEmpty || verdict.gotEmpty) return false
  return similarText(asText(field, expected), asText(field, got))
}

export const compareField = (field: string, expected: unknown, got: unknown): Verdict => {
  const truthEmpty = isEmpty(expected)
  const gotEmpty = isEmpty(got)
  if (truthEmpty || gotEmpty) return { correct: truthEmpty && gotEmpty, truthEmpty, gotEmpty }
  return { correct: equal(field, expected, got), truthEmpty, gotEmpty }
}
