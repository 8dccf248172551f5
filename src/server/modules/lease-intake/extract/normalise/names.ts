export type PersonName = { first: string; last: string; full: string }

/** Words that label a blank or describe a role: a value made of them is a label, never a name. */
const LABEL_WORDS = new Set(
  [
    'name',
    'names',
    'first',
    'last',
    'middle',
    'full',
    'printed',
    'print',
    'signature',
    'sign',
    'signed',
    'date',
    'address',
    'street',
    'city',
    'state',
    'zip',
    'province',
    'postal',
    'code',
    'unit',
    'apt',
    'phone',
    'telephone',
    'cell',
    'email',
    'e-mail',
    'mail',
    'tenant',
    'tenants',
    'landlord',
    'landlords',
    'lessee',
    'lessees',
    'lessor',
    'owner',
    'owners',
    'renter',
    'renters',
    'subtenant',
    'subtenants',
    'sublessee',
    'sublessor',
    'also',
    'agent',
    'manager',
    'management',
    'provider',
    'housing',
    'resident',
    'residents',
    'occupant',
    'occupants',
    'guarantor',
    'witness',
    'rent',
    'lease',
    'deposit',
    'term',
    'amount',
    'number',
    'home',
    'work',
    'fax',
    'the',
    'of',
    'for',
    'to',
    'by',
    'if',
    'any',
    'all',
    'none',
    'n/a',
    'na',
    'tbd',
    'see',
    'above',
    'below',
    'applicable',
    'each',
    'party',
    'parties',
    'initials',
    'here',
    'and',
    'or',
    'with',
    'must',
    'shall',
    'will',
    'may',
    'agrees',
    'is',
    'are',
    'be',
    'co-tenant',
    'emergency',
    'contact',
    'relationship',
    'payable',
    'premises',
    'property',
    'company',
    'managing',
    'begins',
    'ends',
    'expires',
    'starts',
    'record',
  ].map((w) => w.toLowerCase()),
)

const COMPANY_WORDS =
  /\b(?:llc|l\.l\.c\.|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|llp|properties|property|management|realty|realtors?|group|trust|associates|partners|holdings|homes|apartments|housing|estates?|rentals?|investments?|ventures|enterprises|partnership|bank|association|services|residential|leasing|gestion)\b\.?|\blt[ée]e(?![\p{L}])/iu

const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|prof)\.?\s+/i
const SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?$/i
// Letters of any alphabet with case: 'Étienne', 'Nuñez', 'ŁUKASZ'.
const NAME_TOKEN =
  /^(?:\p{Lu}[\p{L}'’-]*[\p{Ll}'’]?|\p{Lu}\.?|\p{Lu}[\p{Lu}'’-]+|(?:de|da|del|van|von|la|le|di|st\.?)|Mc\p{Lu}\p{Ll}+|O'\p{Lu}\p{Ll}+)$/u

const clean = (text: string) =>
  text
    .replace(/[“”"]/g, '')
    // A role written after the name: 'Jane Doe (Tenant)', 'Jane Doe, Tenant', 'Jane Doe as Tenant'
    .replace(
      /\s*(?:\(|,\s*|\bas\s+)(?:the\s+)?(?:co-?)?(?:tenant|resident|lessee|occupant)s?\)?\s*$/i,
      '',
    )
    .replace(/\s*\((?:age\s*\d+|minor|child|adult|\d+)\)\s*$/i, '')
    .replace(TITLES, '')
    .replace(/\s+/g, ' ')
    .trim()

export const isCompanyName = (text: string): boolean => COMPANY_WORDS.test(text)

// Words that begin a surname ('Dela Cruz', 'van der Berg', 'de la Rosa').
const PARTICLE = /^(?:de|del|dela|della|der|den|van|von|da|di|du|la|le|st\.?)$/i

const particlesBeforeLast = (words: string[]): number => {
  let count = 0
  while (words.length - 2 - count > 0 && PARTICLE.test(words[words.length - 2 - count]!)) count++
  return count
}

/**
 * One person's name, or null when the text is not one: 'Jane Q. Doe', 'DOE, JANE' (last name first when a
 * comma separates two single words), 'Mr. John Smith Jr.'. Labels, sentences and company names are refused.
 */
export const parsePersonName = (raw: string): PersonName | null => {
  const text = clean(raw)
  if (text.length < 3 || text.length > 60 || /\d|@/.test(text) || isCompanyName(text)) return null
  // A surname of up to three words before the comma, in a form's capitals or after a particle ('DELA CRUZ, Marvin',
  // 'BONILLA REYES, Marisela', 'de la Rosa, Maria'); other words before a comma are a name in a list ('Ravi Banerjee,
  // Mina Banerjee').
  const lastFirst = [
    /^((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+(?:\s+(?:Jr|Sr|II|III|IV)\.?)?)\s*,\s*([\p{L}'’.-]+(?:\s+\p{Lu}\.?)?)$/u.exec(
      text,
    ),
  ].find((m) => {
    const words = (m?.[1] ?? '').split(' ').filter((word) => !SUFFIX.test(word))
    return (
      m &&
      (words.length === 1 ||
        !/\p{Ll}/u.test(words.join('')) ||
        words.slice(0, -1).every((word) => PARTICLE.test(word)))
    )
  })
  // Any other comma separates two people ('John Doe, Jane Roe'), which is a list, not one name.
  if (!lastFirst && text.includes(',') && !/,\s*(?:jr|sr|ii|iii|iv)\.?$/i.test(text)) return null
  const tokens = lastFirst
    ? [...(lastFirst[2] ?? '').split(' '), ...(lastFirst[1] ?? '').split(' ')]
    : text.split(' ')
  if (tokens.length < 2 || tokens.length > 5) return null
  if (tokens.some((token) => LABEL_WORDS.has(token.toLowerCase().replace(/[.:,]$/, ''))))
    return null
  if (!tokens.every((token) => NAME_TOKEN.test(token.replace(/,$/, '')) || SUFFIX.test(token)))
    return null
  const core = tokens.map((token) => token.replace(/,$/, '')).filter((token) => !SUFFIX.test(token))
  const first = core[0]
  // The surname is every word of it: written first before the comma, or the last word with the particles before it
  // ('Marvin Dela Cruz', 'Anna van der Berg').
  const surnameWords = lastFirst
    ? (lastFirst[1] ?? '').split(' ').filter((token) => !SUFFIX.test(token)).length
    : 1 + particlesBeforeLast(core)
  const last = core.slice(core.length - surnameWords).join(' ')
  if (!first || !last || core.length < 2 || first.replace('.', '').length < 2) return null
  // A name in capitals is given in title case, each part of a double name too ('QUINTANILLA-ROTH').
  const tidy = (word: string) =>
    word === word.toUpperCase() && word.length > 2
      ? word.toLowerCase().replace(/(?:^|[-'’])\p{Ll}/gu, (start) => start.toUpperCase())
      : word
  const ordered = core.map(tidy)
  return {
    first: tidy(first),
    last: last.split(' ').map(tidy).join(' '),
    full: ordered.join(' '),
  }
}

/** An initial and a surname ('E. Thibodeaux-Ware', 'J. O'Hare'), or two initials sharing one ('H. & V. Ostrowski'). */
export const parseInitialledName = (raw: string): string | null => {
  const text = raw.replace(/[\s,.;]+$/, '').trim()
  const initialled = /^\p{Lu}\.\s?(?:(?:&|and)\s+\p{Lu}\.\s?)?(\p{Lu}[\p{L}'’-]*\p{Ll})$/u.exec(
    text,
  )
  return initialled?.[1] && !LABEL_WORDS.has(initialled[1].toLowerCase()) ? text : null
}

/**
 * Two people sharing a surname, written once for both: 'Gerald and Inez Vonderhaar', 'Jo & Sam Roe'. Each
 * first name must be a name in its own right, so 'Smith and Sons Roofing' or 'Tenant and Jo Roe' are not one.
 */
export const isJointName = (text: string): boolean => {
  const joint = /^(\S+)\s+(?:and|&)\s+(.+)$/.exec(text)
  if (!joint?.[1] || !joint[2]) return false
  const second = parsePersonName(joint[2])
  const first = joint[1]
  return (
    second !== null &&
    NAME_TOKEN.test(first) &&
    first.length > 1 &&
    !/\.$/.test(first) &&
    !LABEL_WORDS.has(first.toLowerCase()) &&
    parsePersonName(`${first} ${second.last}`) !== null
  )
}

/** A party written last name first ('SZYMANSKI, Bartholomew') in natural order; a company or any other name as it is. */
export const naturalOrder = (party: string): string => {
  const person = /^[^,]+,\s*[^,]+$/.test(party) ? parsePersonName(party) : null
  return person?.full ?? party
}

/** One part of a name as a form box holds it ('Doe', 'De Souza', 'Mary-Jane'), or null. */
export const parseNamePart = (raw: string): string | null => {
  const text = raw.replace(/\s+/g, ' ').trim()
  const words = text.split(' ')
  if (text.length < 2 || text.length > 40 || words.length > 3) return null
  if (words.some((w) => LABEL_WORDS.has(w.toLowerCase()) || !NAME_TOKEN.test(w))) return null
  return text
}

/**
 * Several people in one value: 'John Doe and Jane Roe', 'John Doe, Jane Roe & Ann Poe', 'DOE, JOHN; ROE, JANE'.
 * Returns null if any part is not a name, so a sentence never yields half a list.
 */
export const parseNameList = (raw: string): PersonName[] | null => {
  const text = raw
    .replace(/\s*\((?:collectively|jointly|individually)[^)]*\)/gi, '')
    // What the list goes on to say of them: '…, each a “Roommate” and together “the Roommates”.'
    .replace(/,\s*(?:each\s+(?:a|an|of\s+whom)|together|collectively|jointly)\b.*$/i, '')
    // Or their telephone and e-mail: 'Priya Naidu, (406) 555-0162, priya.naidu@example.org'.
    .replace(/,\s*(?:\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|[\w.+-]+@[\w-]+\.).*$/, '')
    // The full stop of the sentence a list ends ('Tenant(s): Jo Roe.'), not an initial's or a 'Jr.'.
    .replace(/(?<=\b[A-Za-z'’-]{3,})\.\s*$/, '')
    // OCR's stop for a comma inside the list: 'Brody Kittelson. Ifeoma Nwachukwu, Tate Ruzicka'.
    .replace(/(?<=\b\p{Lu}\p{Ll}+)\.\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'’-]+\s*,)/gu, ', ')
    .trim()
  if (text === '') return null
  const parts = text.split(/\s*(?:;|&|\band\b|\n|\t)\s*/i).filter((part) => part.trim() !== '')
  const names: PersonName[] = []
  for (const part of parts) {
    const whole = parsePersonName(part)
    if (whole) {
      names.push(whole)
      continue
    }
    const pieces = part.split(/\s*,\s*/).filter((piece) => piece !== '')
    const each = pieces.map(parsePersonName)
    if (pieces.length < 2 || each.some((name) => name === null)) return null
    names.push(...(each as PersonName[]))
  }
  return names.length > 0 ? names : null
}

// An apartment community named as a party or payee ('The Lofts at Riverbend Crossing', 'Maple Court Commons'):
// a name of two words or more with a word for a building or an estate.
const COMMUNITY =
  /\b(?:Lofts|Commons|Crossing|Flats|Towers|Residences|Village|Gardens|Terrace|Court|Place|Square|Landing|Pointe?|Heights|Community|Manor|Reserve|Ridge|Meadows|Woods|Grove|Park)\b/

const NAME_ABBREVIATION = /^(?:bros|corp|assn|assoc|mgmt|dept|intl|natl|prop|props)\.$/i

// Letters of any alphabet ('Gaétan Thibodeau', 'Société Immobilière Laurier-Est Inc.'), and a dash between two
// parts of a company's name ('Superior Shoreline PM – Client Trust Account').
// Quebec writes a company's legal form in lower case ('9187-4432 Québec inc.', 'Gestion Roy ltée'), and French
// elides an article before a capital ('Gestion Clé d’Or Ltée').
const ORG_OR_PERSON_TOKEN =
  /^(?:[\p{Lu}0-9&][\p{L}\p{N}_&'’.,-]*|[dl]['’]\p{Lu}[\p{L}'’-]*|of|and|the|de|la|at|inc\.?|ltée\.?|[–—])$/u

/**
 * A party that may be a company or a person (landlord, housing provider, manager, payee): 'XYZ',
 * 'Lighthouse Properties, LLC', 'Capitol Row Management Group'. Refuses labels and sentences.
 */
const TRUSTEE =
  /^(.+?),\s+(?:as\s+)?(?:co-?)?trustees?\s+of\s+(?:the\s+)?[A-Z][\w'’ &.-]{1,60}\btrust$/i

export const parsePartyName = (raw: string): string | null => {
  // 'Pays:' after 'Landlord' is the next label, not the landlord.
  if (/:\s*$/.test(raw)) return null
  const tidied = raw
    // A party's name ends where its care-of or its address begins: 'Acme LLC, c/o the Agent', 'Acme LLC,
    // 31-10 Ditmars Boulevard', 'Acme Trust, of P.O. Box 77', 'Ioane Sapolu and Malia Sapolu of P.O. Box 2217'.
    .replace(/\s*,?\s*\b(?:c\/o|care\s+of)\b.*$/i, '')
    .replace(
      /(?:,\s*(?:of\s+)?|,?\s+of\s+)(?:\d|p\.?\s?o\.?\s+box\b|post\s+office\s+box\b).*$/i,
      '',
    )
    // Or where the clause goes on to whom it acts through or where it lives: 'Acme LLC, by its manager
    // Halcyon Ltd', 'Jo Roe, whose mailing address is …'.
    .replace(
      /,?\s+(?:by\s+(?:its|their)|acting\s+(?:by|through)|represented\s+by|through\s+its)\b.*$/i,
      '',
    )
    .replace(/,\s*(?:whose|who|which|residing|located)\b.*$/i, '')
    // 'Clarabelle Fontenot, of the Parish of Calcasieu': where the party lives.
    .replace(
      /,\s*of\s+the\s+(?:city|town|township|village|borough|county|parish|state|province|commonwealth)\s+of\b.*$/i,
      '',
    )
    // What kind of company it is: 'Acme Homes LLC, a Nevada limited liability company', 'Fresno Community
    // Housing Corporation, a California nonprofit public benefit corporation', '…, a U.S. Virgin Islands limited
    // liability company'.
    .replace(
      /,\s+an?\s+(?:(?:[A-Z][a-z]+|(?:[A-Z]\.){2,3})\s+){0,3}(?:[a-z-]+\s+){0,3}(?:limited\s+liability\s+company|corporation|(?:limited|general)\s+partnership)\b.*$/,
      '',
    )
    // An address may open with its unit ('Acme Group, Inc., Suite 3, 901 West Main'), and a unit's word without
    // its number is where the address the box wraps begins ('Acme Services Inc., Unit' over '4, 240 …').
    .replace(/,\s*(?:unit|suite|apt\.?)(?:\s+#?(?:\d[\w-]*|[A-Z])\b.*)?$/i, '')
    // The name it trades under follows its legal name: 'Acme MHC, LLC, doing business as Acme Home Community'.
    .replace(/,?\s+(?:doing\s+business\s+as|d\/b\/a)\b.*$/i, '')
    // What the people are to each other: 'Curtis and Annelise Marchetti, husband and wife', 'Jo Roe, an individual'.
    .replace(
      /,\s+(?:an?\s+)?(?:individuals?|married\s+couple|husband\s+and\s+wife|wife\s+and\s+husband|spouses|joint\s+tenants|sole\s+owner)\b.*$/i,
      '',
    )
    // A term the lease defines for the party ends its name, with what the clause says after it: 'Greenwich Bay
    // Management, Inc. ("Agent"), acting for the Owner'.
    .replace(/\s*\(\s*(?:the\s+)?[“"][^()]{1,30}[”"]\s*\).*$/, '')
    .replace(/[“”"]/g, '')
    // A remark in brackets after the name ('(Landlord)', '(Manager signs as Owner's agent)').
    .replace(/\s*\([^()]*\)[\s.,;]*$/, '')
    .replace(/[\s,;:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  // A list marker before a company ('A. Fernwood Partners, LP', '(b) Acme LLC') numbers the clause; a
  // company has no initial, so it is not part of the name.
  const marked = /^\(?[A-Za-z0-9][.)]\s+(.+)$/.exec(tidied)
  const text = marked?.[1] && isCompanyName(marked[1]) ? marked[1] : tidied
  // Figures belong to an address or a phone, except in a company named after its building ('418 Prospect
  // Place Owners LLC'), which ends in its legal form.
  if (text.length < 2 || text.length > 80 || /@/.test(text)) return null
  if (/\d{3}/.test(text) && !/\b(?:llc|l\.l\.c|inc|corp|lp|llp|ltd|trust)\.?$/i.test(text))
    return null
  // A name that ends on a joining word was cut off by its line: 'Piedmont Park Realty &' (then 'Management,
  // LLC' on the next), 'Acme Management By' (a signature's 'By').
  if (/(?:&|\s(?:and|of|the|by|for|de|la))$/i.test(text)) return null
  // 'named in Schedule A ("Landlord")': a part of the document, not a party.
  if (
    /^(?:schedule|exhibit|section|paragraph|addendum|appendix|attachment|article|clause|item|page)\s+\w{1,4}$/i.test(
      text,
    )
  )
    return null
  // A trustee holds the home for a trust: 'Jo Roe, Trustee of the Roe Family Trust', 'Al and Jo Roe, Trustees of …'.
  const trustee = TRUSTEE.exec(text)
  if (trustee && (parsePersonName(trustee[1]!) || isJointName(trustee[1]!))) return text
  // A title alone ('Mr' of 'Mr. Kessler' cut at its full stop) names no one either.
  if (/^(?:mr|mrs|ms|miss|mx|dr)\.?$/i.test(text)) return null
  // A company's legal form alone ('LLC' left by a cut before it) names no one.
  if (/^(?:llc|l\.l\.c|inc|lp|llp|ltd|corp|co)\.?$/i.test(text)) return null
  const tokens = text.split(' ')
  if (tokens.length > 8 || !tokens.every((token) => ORG_OR_PERSON_TOKEN.test(token))) return null
  // A full stop after a whole word, inside the name, ends a sentence: in 'Agency. Front Range Partners' a
  // clause heading ran into the name. Abbreviations ('Bros.', 'Corp.', 'Mgmt.') go on.
  if (
    tokens
      .slice(0, -1)
      .some((token) => /^[A-Za-z]{4,}\.$/.test(token) && !NAME_ABBREVIATION.test(token))
  )
    return null
  // A document is no party: 'the Residential Lease', 'Rental Agreement'.
  if (/\b(?:lease|agreement|addendum|contract|tenancy)$/i.test(text)) return null
  // Nothing follows a company's legal form but the sentence it ends: 'Bayou Teche Homes, Inc. Rent may be …'.
  if (/\b(?:Inc|Corp|Ltd|L\.L\.C|LLC)\.\s+\S/.test(text)) return null
  const meaningful = tokens.filter((token) => !/^(?:of|and|the|de|la|at)$/i.test(token))
  if (meaningful.every((token) => LABEL_WORDS.has(token.toLowerCase().replace(/[.:,]$/, ''))))
    return null
  if (/^(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner|agent|housing provider)$/i.test(text))
    return null
  // A one-word party ('XYZ', 'Acme') is a name only when it is capitalised; acronyms of any length pass.
  const oneWord = tokens.length === 1 && /^[A-Z][A-Za-z0-9&'’.-]+$/.test(text)
  // Capitals alone make a name only without a caption's word: 'MANAGING AGENT' or 'LEASE BEGINS' heads a box.
  const capitals =
    /^[A-Z0-9&]{2,}(?:\s+[A-Z0-9&]{2,})*$/.test(text) &&
    !tokens.slice(1).some((token) => LABEL_WORDS.has(token.toLowerCase()))
  // Two people named in full as one party: 'Rupert Achebe and Delia Quint-Harrow'.
  const twoPeople = /\s(?:and|&)\s/.test(text) && parseNameList(text)?.length === 2
  // A capitalised 'The' opens a proper name of a place or a business, never a person's: 'The Woodfield Lanterns',
  // not a caption's 'The Security Deposit'.
  const properName =
    /^The(?:\s+\p{Lu}[\p{L}'’-]+){2,}$/u.test(text) &&
    !tokens.slice(1).some((token) => LABEL_WORDS.has(token.toLowerCase()))
  return isCompanyName(text) ||
    parsePersonName(text) ||
    isJointName(text) ||
    twoPeople ||
    properName ||
    (tokens.length >= 2 && COMMUNITY.test(text)) ||
    oneWord ||
    capitals
    ? text
    : null
}
