import type { PersonName } from './normalise/names'

/**
 * How much a value read from a lease looks like a value rather than debris, 0..1, multiplied into its
 * confidence. A rule can match the right place and still take the wrong text: OCR noise ('XYz', '|43'), a
 * line that is mostly punctuation, a form's own caption ('Date (yyyy/mm/dd)', 'First Name') or a phrase cut
 * off mid-way ('on the first day of each'). Such a value stays on screen for the landlord to correct, but
 * never as High.
 */

// Words that label a form's boxes; a value made of them is the caption, not what was written in the box.
const CAPTION_WORDS =
  /\b(?:yyyy|mm|dd|name|first|last|middle|signature|sign|date|address|street|city|town|province|state|postal|zip|code|phone|telephone|e-?mail|unit|number|no|tenant|landlord|print|initials?)\b/gi

// A phrase that ends on a word that cannot end one was cut off by the line or the rule.
const DANGLING =
  /\b(?:of|the|a|an|and|or|to|each|every|by|for|on|in|at|with|per|from|than|is|are)\s*$/i

// OCR debris: a letter case pattern no word has ('XYz', 'tHe'), stray bars and tildes.
const ODD_CASE = /\b[A-Z]{2,}[a-z]+\b|\b[a-z]+[A-Z]+[a-z]*\b/
const DEBRIS = /[|~^_{}<>\\]|[^\x20-\x7e\u00a0-\u024f\u2018-\u201d\u2013\u2014]/

const textPlausibility = (text: string): number => {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  let factor = 1
  const alnum = (trimmed.match(/[A-Za-z0-9]/g) ?? []).length
  const visible = trimmed.replace(/\s/g, '').length
  if (visible > 0 && alnum / visible < 0.6) factor *= 0.5
  if (DEBRIS.test(trimmed)) factor *= 0.7
  if (ODD_CASE.test(trimmed)) factor *= 0.7
  const words = trimmed.split(/\s+/)
  const captionWords = (trimmed.match(CAPTION_WORDS) ?? []).length
  if (words.length <= 4 && captionWords >= Math.ceil(words.length / 2)) factor *= 0.5
  if (words.length >= 3 && DANGLING.test(trimmed)) factor *= 0.7
  return factor
}

const isPerson = (value: unknown): value is PersonName =>
  typeof value === 'object' && value !== null && 'full' in value

/** The plausibility of any extracted value: text and names are checked; numbers and dates pass as they are. */
export const plausibility = (value: unknown): number => {
  if (typeof value === 'string') return textPlausibility(value)
  if (Array.isArray(value)) {
    const parts = value.map((item) =>
      isPerson(item) ? textPlausibility(item.full) : typeof item === 'string' ? 1 : 1,
    )
    return parts.length === 0 ? 1 : Math.min(...parts)
  }
  return 1
}

/**
 * How plausible a security deposit is beside the monthly rent, 0..1. Deposits run from part of a month's rent
 * to a few months'; one under a twelfth of the rent (a few days' rent) is more likely another sum read near the
 * word (an increase to the deposit, a key deposit) than the deposit itself, so it is left for the landlord to
 * check. A twelfth, so that a year's rent read as the month's does not make a month's deposit look small; a rent
 * read with low confidence says nothing about the deposit.
 */
export const depositPlausibility = (
  deposit: number,
  rent: { value: number; confidence: number } | null,
): number => (rent && rent.confidence >= 0.6 && deposit < rent.value / 12 ? 0.85 : 1)

// A complete address ends in its state or province and its code ('… Austin, TX 78701', '… Ontario M5T 2J7').
const ENDS_IN_REGION_AND_CODE =
  /\b(?!box\b)[A-Za-z]{2,}\.?,?\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\.?\s*$/i

/**
 * How complete an address is, 0..1. One cut before its ZIP ('…, Washington, DC') or a P.O. box read without its
 * city is the right place read short: the landlord is asked to check it rather than shown it as High.
 */
export const addressPlausibility = (address: string): number =>
  ENDS_IN_REGION_AND_CODE.test(address) ? 1 : 0.9
