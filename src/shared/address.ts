/*
 * One key per street address, so '12 Oak St.' and '12 Oak Street, Apt 4' typed by two people find
 * the same property. Used by the import, property management and lease intake, and stored in
 * properties.normalized_address.
 */

/** USPS street suffixes, directions and unit designators people abbreviate, spelled one way. */
const WORDS: Record<string, string> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  avn: 'avenue',
  rd: 'road',
  dr: 'drive',
  drv: 'drive',
  blvd: 'boulevard',
  ln: 'lane',
  ct: 'court',
  crt: 'court',
  pl: 'place',
  cir: 'circle',
  hwy: 'highway',
  pkwy: 'parkway',
  pky: 'parkway',
  ter: 'terrace',
  terr: 'terrace',
  trl: 'trail',
  sq: 'square',
  way: 'way',
  wy: 'way',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
  apt: 'unit',
  apartment: 'unit',
  ste: 'unit',
  suite: 'unit',
  no: 'unit',
  '#': 'unit',
}

/**
 * Lower-cased, accents and punctuation dropped, abbreviations spelled out, and unit designators
 * ('Apt', 'Suite', '#') all read 'unit'. Empty for an address with no letters or digits.
 */
export const normalizeAddress = (address: string): string => {
  const words = address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // 'N.W.' and 'N. W.' are the direction 'NW', not two words.
    .replace(/\b([a-z])\.\s?([a-z])\.(?![a-z])/g, '$1$2')
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#/-]+/g, ' ')
    .split(' ')
    .filter((word) => word && word !== '-')
    .map((word) => WORDS[word] ?? word)
  // 'Apt #4' → 'unit unit 4' → 'unit 4'.
  return words.filter((word, i) => !(word === 'unit' && words[i - 1] === 'unit')).join(' ')
}

/** The unit an address names ('… Apt 2B' → '2B'), to fill an empty unit column. */
export const unitInAddress = (address: string | null | undefined): string | undefined => {
  const match = address
    ? /(?:\b(?:apt|apartment|unit|suite|ste)\.?|#)\s*#?\s*([a-z0-9-]+)\s*$/i.exec(address)
    : null
  return match?.[1]?.toUpperCase()
}
