import { NUMBER_WORDS, parseDigits, wordsToNumber } from './numbers'

export type MoneyMention = { value: number; index: number; end: number }

const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`
// '$1,850.00', '$ 1850', 'US$1,850', 'USD 1,850.00', 'CAD 1,650', 'BD$2,400', and a lease in euro or pounds ('€845',
// '£1,150.00', 'EUR 845'): the amount is the same number whatever the currency.
const DOLLAR_SIGN = new RegExp(
  String.raw`(?:US\s?\$|C\$|BD\$|\$|€|£|(?:USD|CAD|EUR|GBP|BMD)\s?)\s?(${AMOUNT})(?![\d,]*\s?%)`,
  'gi',
)
// '1,850.00 dollars', '1850 USD', '845 euro'; not the cents of 'AND NO/100 DOLLARS'.
const DOLLAR_WORD = new RegExp(
  String.raw`(?<![/\d.,])\b(${AMOUNT})\s?(?:dollars|USD|euros?|EUR)\b`,
  'gi',
)
// 'Two Thousand Dollars', 'one thousand eight hundred fifty and 00/100 dollars', 'six hundred three dollars and
// 23/100', 'SEVENTY-FIVE AND NO/100 DOLLARS'
const WORDS = new RegExp(
  String.raw`\b(${NUMBER_WORDS})(?:\s+and\s+(\d{2}|no)\/100)?\s+dollars(?:\s+and\s+(\d{2})\/100\b)?`,
  'gi',
)

const roundToCent = (amount: number) => Math.round(amount * 100) / 100

/**
 * Every amount of money in a text, in order. An amount in words followed by its digits in parentheses
 * ('Two Thousand Dollars ($2,000.00)') counts once, as the digits.
 */
export const findMoney = (text: string): MoneyMention[] => {
  const found: MoneyMention[] = []
  for (const pattern of [DOLLAR_SIGN, DOLLAR_WORD]) {
    for (const match of text.matchAll(pattern)) {
      const value = parseDigits(match[1] ?? '')
      if (value !== null)
        found.push({
          value: roundToCent(value),
          index: match.index,
          end: match.index + match[0].length,
        })
    }
  }
  for (const match of text.matchAll(WORDS)) {
    const whole = wordsToNumber(match[1] ?? '')
    if (whole === null || whole === 0) continue
    const end = match.index + match[0].length
    // The digits that follow in parentheses already stand for this amount.
    if (/^\s*\(\s*(?:(?:US\s?)?\$|€|£)/.test(text.slice(end, end + 6))) continue
    const cents = Number(/^no$/i.test(match[2] ?? '') ? 0 : (match[2] ?? match[3] ?? 0))
    found.push({ value: roundToCent(whole + cents / 100), index: match.index, end })
  }
  return found
    .sort((a, b) => a.index - b.index)
    .filter((mention, i, all) => i === 0 || mention.index >= (all[i - 1]?.end ?? 0))
}

/**
 * The amount a value cell holds: '$1,850.00', '1,850', 'Two Thousand Dollars ($2,000.00)'. A bare number
 * counts only when the cell is nothing but that number (a form's amount box), never a percentage.
 */
export const parseMoney = (text: string): number | null => {
  const first = findMoney(text)[0]
  if (first) return first.value
  const bare =
    /^\s*(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*(?:\/\s*(?:mo|month)\.?)?\s*$/i.exec(
      text,
    )
  return bare ? parseDigits(bare[1] ?? '') : null
}
