const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 }

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
}

/** Words that can make up a number written out, for building patterns. */
export const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(SCALES), 'and'].join('|')})`
export const NUMBER_WORDS = `${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*`
export const ORDINAL_WORD = `(?:(?:twenty|thirty)[\\s-]?)?(?:${Object.keys(ORDINALS).join('|')})`

/**
 * 'twenty-four thousand five hundred' → 24500. Returns null when a word is not part of a number, so
 * 'two weeks' never passes for 2.
 */
export const wordsToNumber = (text: string): number | null => {
  const words = text
    .toLowerCase()
    .replace(/[,-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'and')
  if (words.length === 0) return null
  let total = 0
  let current = 0
  for (const word of words) {
    const unit = UNITS[word]
    const scale = SCALES[word]
    if (unit !== undefined) current += unit
    else if (scale === 100) current = (current || 1) * 100
    else if (scale !== undefined) {
      total += (current || 1) * scale
      current = 0
    } else return null
  }
  return total + current
}

/** '1st', '21st', 'first', 'twenty-first', '1' → the day number; null otherwise. */
export const ordinalToNumber = (text: string): number | null => {
  const cleaned = text.trim().toLowerCase()
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(cleaned)
  if (digits) return Number(digits[1])
  const compound = /^(twenty|thirty)[\s-]?(\w+)$/.exec(cleaned)
  if (compound) {
    const tens = UNITS[compound[1] ?? ''] ?? 0
    const ones = ORDINALS[compound[2] ?? '']
    return ones !== undefined && ones < 10 ? tens + ones : null
  }
  return ORDINALS[cleaned] ?? null
}

/** A number written with digits and thousands separators: '1,850.00' → 1850. */
export const parseDigits = (text: string): number | null => {
  const cleaned = text.replace(/[,\s]/g, '')
  if (!/^\d+(?:\.\d+)?$/.test(cleaned)) return null
  return Number(cleaned)
}
