/**
 * Undoes Tesseract's unambiguous confusions inside tokens shaped like numbers, amounts, dates, phone
 * numbers and e-mail addresses. Ordinary words are never touched: a word is only corrected when it
 * already holds a digit (or is an e-mail address), so 'Oil' or 'Is' stay as they are.
 */

/** Letters Tesseract reads for digits: O and o for 0, l, I and | for 1, S for 5. */
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1', S: '5' }

/** A run of digits and look-alikes with date, phone or amount separators inside, ending in a digit or look-alike. */
const NUMBER_LIKE = /^[\dOolI|S](?:[\dOolI|S,./:]*[\dOolI|S])?$/

const digitsIn = (text: string) => text.replace(/\D/g, '').length

/**
 * One hyphen-free piece of a word: a number whose letters are look-alikes becomes digits when it
 * holds at least as many real digits as look-alikes ('2O' → '20', '1S0' → '150', 'l/15/2O26' →
 * '1/15/2026'); an ordinal keeps its suffix ('l5th' → '15th').
 */
const correctPiece = (piece: string): string => {
  const ordinal = /^(.+?)(st|nd|rd|th)$/.exec(piece)
  if (ordinal && NUMBER_LIKE.test(ordinal[1]!) && !/[,./]/.test(ordinal[1]!))
    return correctPiece(ordinal[1]!) + ordinal[2]!
  if (!NUMBER_LIKE.test(piece)) return piece
  const digits = digitsIn(piece)
  const lookAlikes = piece.replace(/[^OolI|S]/g, '').length
  if (digits === 0 || digits < lookAlikes) return piece
  return [...piece].map((char) => DIGIT_FOR[char] ?? char).join('')
}

/**
 * Separators of an amount: '$3.000.00' has its thousands marked with points and '$985,00' its cents
 * with a comma; an amount has cents after a point and groups of three after commas.
 */
const fixAmountSeparators = (amount: string): string => {
  if (/^\d{1,3}(?:\.\d{3})+\.\d{2}$/.test(amount)) return amount.replace(/\.(?=\d{3})/g, ',')
  if (/^\d{1,3}(?:,\d{3})*,\d{2}$/.test(amount)) return amount.replace(/,(?=\d{2}$)/, '.')
  return amount
}

/** An amount written with cents or with groups of three: '$' read as 'S' before one is a dollar sign. */
const AMOUNT_SHAPE = /^\d{1,3}(?:[,.]\d{3})*(?:[.,]\d{2})$|^\d{1,3}(?:,\d{3})+$/

/** '©' or '®' between a mailbox name and a domain is the '@' of an e-mail address. */
const fixEmail = (word: string): string =>
  /^[\w.+-]+[©®][\w-]+(?:\.[\w-]+)+$/.test(word) ? word.replace(/[©®]/, '@') : word

const SPECK_BETWEEN_WORDS =
  /^(\p{Ll}{3,})\.(after|before|by|on|of|to|in|the|and|or|for|at|within|is|are|will|shall)$/u

// The same speck between a preposition and the street number after it ('at.2720 Tuscarawas Street').
const SPECK_BEFORE_NUMBER = /^(at|to|in|on|of)\.(\d{2,6})$/

const RUN_INTO_PREPOSITION =
  /^(payable|notices?|checks?|payments?|sent|mailed|delivered|paid|made|due|given)(to|at|by|on)$/i

/** A word as Tesseract read it, with look-alike letters in its number-shaped parts made digits. */
export const correctOcrWord = (word: string): string => {
  const email = fixEmail(word)
  if (email !== word) return email
  const [, lead = '', core = '', trail = ''] = /^([("'[]*)(.*?)([)"',.;:%\]]*)$/.exec(word) ?? []
  // 'lst' and 'Ist' are no English words; they are '1st' with its 1 read as an l or an I.
  if (core === 'lst' || core === 'Ist') return `${lead}1st${trail}`
  // An ordinal run into the article before it, the space between them lost ('thelst', 'the3rd').
  const ordinalGlued = /^(the)(lst|Ist|\d{1,2}(?:st|nd|rd|th))$/.exec(core)
  if (ordinalGlued)
    return `${lead}${ordinalGlued[1]} ${ordinalGlued[2]!.replace(/^[lI]st$/, '1st')}${trail}`
  // A word run into a number whose leading 1 was read as a slash, the space between them lost ('at/412' for
  // 'at 1412'): a slash between a word and a figure stands for neither 'and/or' nor a date.
  const slashForOne = /^(\p{Ll}{2,})\/(\d{2,5})$/u.exec(core)
  if (slashForOne) return `${lead}${slashForOne[1]} 1${slashForOne[2]}${trail}`
  // A state's code run into its ZIP code ('MT59501').
  const stateGlued = /^([A-Z]{2})(\d{5})$/.exec(core)
  if (stateGlued) return `${lead}${stateGlued[1]} ${stateGlued[2]}${trail}`
  // A ZIP code run into the word after it ('56560together').
  const zipGlued = /^(\d{5})(\p{Ll}{3,})$/u.exec(core)
  if (zipGlued) return `${lead}${zipGlued[1]} ${zipGlued[2]}${trail}`
  // A speck read as a stop between a caption's word and its bracket ('MOVE-OUT.(LAST').
  const beforeBracket = /^(\p{L}[\p{L}-]+)\.(\(\p{L}+)$/u.exec(core)
  if (beforeBracket) return `${lead}${beforeBracket[1]} ${beforeBracket[2]}${trail}`
  // A word run into the capitalised one after it ('betweenSolveig'): a name never opens in lower case, and
  // the few words that have a capital inside ('iPhone', 'eBay') have a short lower-case start.
  const intoName = /^(\p{Ll}{4,})(\p{Lu}\p{Ll}+)$/u.exec(core)
  if (intoName) return `${lead}${intoName[1]} ${intoName[2]}${trail}`
  // A word run into the number after it ('locatedat5809'): Tesseract lost the space before a street number.
  const glued = /^(\p{Ll}{4,})(\d{3,}\p{L}?)$/u.exec(core)
  if (glued) return `${lead}${glued[1]} ${glued[2]}${trail}`
  // A lease's word run into the preposition after it ('payableto', 'noticesto'): only words that a
  // preposition follows, since many English words end in 'to' or 'of' ('tomato', 'thereof').
  const withPreposition = RUN_INTO_PREPOSITION.exec(core)
  if (withPreposition) return `${lead}${withPreposition[1]} ${withPreposition[2]}${trail}`
  // A speck read as a full stop between two words ('received.after', 'paid.by'); a domain ('example.com') is
  // no word of a sentence after the stop.
  const specked = SPECK_BETWEEN_WORDS.exec(core) ?? SPECK_BEFORE_NUMBER.exec(core)
  if (specked) return `${lead}${specked[1]} ${specked[2]}${trail}`
  if (core === '' || !/\d/.test(core)) return word
  const dollar = /^[$S](?=[\dOolI|])/.exec(core)
  const body = dollar ? core.slice(1) : core
  const corrected = body.split('-').map(correctPiece).join('-')
  if (dollar && (dollar[0] === '$' || AMOUNT_SHAPE.test(corrected)))
    return `${lead}$${fixAmountSeparators(corrected)}${trail}`
  if (dollar) return word
  return `${lead}${corrected}${trail}`
}

type Word = { text: string; x: number; width: number }

const SPECK_STOP = /^(?!(?:etc|approx|incl|excl|min|max|no|vs|cf|esp|ca)\.$)\p{Ll}{3,}\.$/u

const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/

// What follows a street and unit: a city, its state's code and a ZIP ('Washington, DC 20003').
const CITY_LINE = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2},? [A-Z]{2} \d{5}\b/u

const POST_OFFICE = /^(\p{Ll}+)?P\.\s?[O0][.,]?$/u

/** A dollar amount, whole or cut short after a separator: '$1,', '$1,875.', '($2,895.00).' */
const AMOUNT_PREFIX = /^\(?\$\d{1,3}(?:[,.]\d{3})*(?:[,.]\d{0,3})?[.,)]*$/

/**
 * Joins what Tesseract split of one token on a line: a dollar amount broken after its sign or a
 * separator (typewriter figures are spaced wide: '$ 1, 875.00' is '$1,875.00'; '$1; 140. 00' is '$1,140.00'), an e-mail address
 * broken at a point or at its '@' ('rafael .vasquez@example.com'), and 'P.O, Box' or 'toP.0. Box' (the point
 * read as a comma, the O as a zero, the word before run into it); a semicolon read for the comma before a city
 * line ('Unit 2; Washington, DC 20003') is made that comma. Words come
 * in reading order; a joined word spans both boxes and keeps the lower confidence.
 */
export const joinSplitTokens = <T extends Word & { quality?: number }>(words: T[]): T[] => {
  const joined: T[] = []
  for (const word of words) {
    const previous = joined.at(-1)
    const splitAtPoint = previous && (/[.@]$/.test(previous.text) || /^[.@]/.test(word.text))
    if (previous && splitAtPoint && EMAIL.test(previous.text + word.text)) {
      joined[joined.length - 1] = {
        ...previous,
        text: previous.text + word.text,
        width: word.x + word.width - previous.x,
        quality: Math.min(previous.quality ?? 1, word.quality ?? 1),
      }
      continue
    }
    // A thousands comma read as a semicolon: '$1;' then '140.' then '00'.
    const before = previous?.text.replace(/(?<=\$\d{1,3});$/, ',')
    const splitAtSeparator =
      before !== undefined && (/[$,.]$/.test(before) || /^[,.]\d/.test(word.text))
    if (
      previous &&
      splitAtSeparator &&
      /^[\d,.]/.test(word.text) &&
      AMOUNT_PREFIX.test(before + word.text)
    ) {
      joined[joined.length - 1] = {
        ...previous,
        text: correctOcrWord(before + word.text),
        width: word.x + word.width - previous.x,
        quality: Math.min(previous.quality ?? 1, word.quality ?? 1),
      }
      continue
    }
    // 'P.O' before 'Box' read as 'P.O,', 'P.0.' or glued to the word before it ('toP.0.').
    const postOffice = previous && /^box\b/i.test(word.text) && POST_OFFICE.exec(previous.text)
    if (postOffice)
      joined[joined.length - 1] = {
        ...previous!,
        text: `${postOffice[1] ? `${postOffice[1]} ` : ''}P.O.`,
      }
    // A speck read as a stop after a word, where the next word goes on in lower case ('shall pay. the tenant
    // rent'): no sentence opens in lower case. Abbreviations ('etc.', 'approx.') are kept, and so is a stop before
    // more of an address ('odell.' 'pruitt.rent@…').
    if (previous && SPECK_STOP.test(previous.text) && /^\p{Ll}+[,;:]?$/u.test(word.text))
      joined[joined.length - 1] = { ...previous, text: previous.text.slice(0, -1) }
    joined.push(word)
  }
  return joined.map((word, i) =>
    word.text.endsWith(';') &&
    CITY_LINE.test(
      joined
        .slice(i + 1, i + 6)
        .map((w) => w.text)
        .join(' '),
    )
      ? { ...word, text: `${word.text.slice(0, -1)},` }
      : word,
  )
}
