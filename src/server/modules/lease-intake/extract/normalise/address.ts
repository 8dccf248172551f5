const STREET_WORDS =
  /\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|cove|cv|place|pl|terrace|ter|way|parkway|pkwy|circle|cir|highway|hwy|square|sq|trail|trl|row|alley|crescent|cres|route|rte|pike|plaza|loop|run|point|pt)\b\.?/i
/**
 * A unit named by its number or letter: 'Apt 4B', 'Unit 11', 'Suite 305', '#214', 'Room 2', 'Bedroom C', 'Lot 17',
 * and a house, duplex, cottage or building of a compound ('House 6', 'Duplex 11-A', 'Cottage B', 'Building A').
 */
export const NUMBERED_UNIT = String.raw`(?:\b(?:apt\.?|apartment|unit|suite|ste\.?|room|bedroom|lot|space|flat|house|duplex|cottage|cabin|villa|side|building|bldg\.?)\s*(?:no\.?\s*)?#?\s*(?:[\w-]*\d[\w-]*|(?<=[\s#])[A-Z])\b|#\s*[\w-]*\d[\w-]*\b)`
/**
 * A unit named by where it is: 'Upper Unit', 'Rear Apartment', 'Back Bedroom', 'Lower Level Apartment', 'Upper Chalet',
 * 'Garage Apartment'.
 */
const PLACED_UNIT = String.raw`(?:upper|lower|rear|front|back|basement|garden|garage)(?:\s+level(?=\s+(?:unit|apartment|flat|suite)))?\s+(?:unit|apartment|apt\.?|level|flat|suite|bedroom|chalet|cottage)`
const FLOOR = String.raw`(?:first|second|third|fourth|fifth|ground|top|\d{1,2}(?:st|nd|rd|th))\s+floor(?:\s+(?:apartment|unit|flat|suite))?`
/**
 * A unit within a building or a site, as leases name it: a numbered unit, or one named by its place ('Second
 * Floor', 'Upper Unit', 'Rear Apartment'). Its identifier holds a digit or is a single letter, so 'Lot rent' and
 * 'unit of' are not units.
 */
export const UNIT_DESIGNATION = String.raw`(?:${NUMBERED_UNIT}|\b(?:${FLOOR}|${PLACED_UNIT})\b)`
const UNIT = new RegExp(UNIT_DESIGNATION, 'i')

/** The unit an address or a sentence names first ('Upper Unit', 'Apt 4B'), if any. */
export const unitIn = (text: string): string | undefined => UNIT.exec(text)?.[0]

/**
 * An address that is a post office box ('P.O. Box 12', 'Post Office Drawer 1180', or in the north 'Box 318, Watson
 * Lake'): never a home, nor an office.
 */
export const isPostOfficeBox = (address: string): boolean =>
  /^\s*(?:(?:p\.?\s?o\.?|post\s+office)\s+(?:box|drawer)\b|box\s+\d)/i.test(address)
const REGION_NAMES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Prince Edward Island',
]

/**
 * A state or province as addresses write it: its two-letter code or its name, in capitals or not ('CO',
 * 'Colorado', 'DISTRICT OF COLUMBIA'). Longer names first, so 'West Virginia' is not read as 'Virginia'.
 */
export const REGION = String.raw`(?:${[...REGION_NAMES]
  .sort((a, b) => b.length - a.length)
  .flatMap((name) => [name, name.toUpperCase()])
  .map((name) => name.replace(/ /g, String.raw`\s+`))
  .join('|')}|[A-Z]{2})`
const STATE_ZIP = new RegExp(String.raw`\b${REGION},?\s+\d{5}(?:-\d{4})?\b`)
export const POSTAL_CODE = /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/
// Box captions read along with the values ('Street Number', 'City/Town') mean the text is a form row, not an address.
const FORM_LABELS =
  /\b(?:street\s+(?:name|number)|city\s*\/\s*town|postal\s+code|zip\s+code|e\.g\.)/i
const PO_BOX = /\b(?:P\.?\s?O\.?|post\s+office)\s+(?:Box|Drawer)\s+\d+|^\s*Box\s+\d+/i

/** A street address, a PO box or at least a city with its state and ZIP code. */
export const looksLikeAddress = (text: string): boolean => {
  if (text.length < 6 || text.length > 160 || /@/.test(text) || FORM_LABELS.test(text)) return false
  if (PO_BOX.test(text)) return true
  // A private mailbox is written before the street it is kept at ('PMB 318, 1353 Avenida Luis Vigoreaux, …').
  const hasNumber = /^\s*(?:(?:unit|apt|apartment|suite|pmb)\s*[\w-]+\s*,?\s*)?\d+[a-z]?\b/i.test(
    text,
  )
  const hasPostalCode = STATE_ZIP.test(text) || POSTAL_CODE.test(text)
  return (
    (hasNumber && (STREET_WORDS.test(text) || hasPostalCode)) ||
    (STREET_WORDS.test(text) && hasPostalCode) ||
    // A unit of a named building or compound on a street without numbers ('Duplex 11-A, Chalan Tasi Gue, Kagman,
    // Saipan, MP 96950').
    (UNIT_OPENS.test(text) && hasPostalCode)
  )
}
const UNIT_OPENS = new RegExp(String.raw`^\s*${NUMBERED_UNIT}\s*,`, 'i')

/** The tail line of a multi-line address: 'Austin, TX 78717', 'Toronto, Ontario M1P 4G1', 'Washington, DC 20009'. */
export const looksLikeCityLine = (text: string): boolean =>
  text.length < 80 && (STATE_ZIP.test(text) || POSTAL_CODE.test(text)) && !/@/.test(text)

/** A city line ends at its ZIP or postal code: what runs on after it ('WI 54301. Date of this agreement: …') is not the address. */
export const cityLine = (text: string): string => {
  const end = STATE_ZIP.exec(text) ?? POSTAL_CODE.exec(text)
  return end ? text.slice(0, end.index + end[0].length) : text
}

// 'Apartment 2R at 41 Sydney Street': a unit joined to its street by prose goes after the street, as the postal
// form has it.
const UNIT_AT_STREET = new RegExp(String.raw`^(${NUMBERED_UNIT}),?\s+(?:at|of)\s+(\d[^,]*)`, 'i')
const WORDED_UNIT_FIRST = new RegExp(String.raw`^(${PLACED_UNIT}|${FLOOR}),\s+(\d[^,]*)`, 'i')
// 'in the City of Hamtramck, County of Wayne, State of Michigan 48212' is the city and the state.
const CITY_OF =
  /\b(?:in\s+)?the\s+(?:city|town|village|township|borough)\s+of\s+([^,]+),\s*(?:(?:in\s+)?(?:the\s+)?county\s+of\s+[^,]+,\s*)?(?:(?:in\s+)?(?:the\s+)?(?:state|commonwealth|province)\s+of\s+)?/i

/** An address with a unit the lease states apart from it ('The Upper Unit of the house at …'): after the street. */
export const withUnit = (address: string, unit: string): string => {
  if (unitIn(address) !== undefined) return address
  const [street, ...rest] = address.split(', ')
  return [street, unit.replace(/\s+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), ...rest].join(
    ', ',
  )
}

// A name before the address ('Acme Management, P.O. Box 16'), but not a unit ('Second Floor, 318 Parkside Avenue').
const PO_BOX_START = String.raw`(?:p\.?\s?o\.?|post\s+office)\s+(?:box|drawer)\b`
const NAME_BEFORE_ADDRESS = new RegExp(
  String.raw`^(?:(?!${PO_BOX_START}|${UNIT_DESIGNATION}\s*,)[^,\d]+(?:,|\.+(?=\s))\s*)+(?=(?:\d|${PO_BOX_START}|(?:unit|apt\.?|apartment|suite|space|lot)\s))`,
  'i',
)

// A street and its city on two lines ('18 Aspen Court' / 'Sturgis, SD 57785') read as one: the comma the line
// break stood for goes back between them. The street word is in the part with the house number ('St. Louis' is a
// city).
const STREET_THEN_CITY = new RegExp(
  String.raw`(?<=(?:^|,)\s*\d[^,]*\s)(${STREET_WORDS.source})\s+(?=\p{L})`,
  'giu',
)
// What follows must be a city of capitalised words, none a street's or a direction's ('400 W St. Germain Street',
// '2000 14th Street NW, Washington, DC'), and its state or province, in capitals as written.
const CITY_THEN_REGION = new RegExp(
  String.raw`^(\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+){0,2}),?\s+${REGION}\b`,
  'u',
)
const DIRECTION = /^(?:[NSEW]|NE|NW|SE|SW|North|South|East|West)\b/
const cityFollows = (rest: string): boolean => {
  const city = CITY_THEN_REGION.exec(rest)?.[1]
  return city !== undefined && !DIRECTION.test(city) && !STREET_WORDS.test(city)
}

const CANADIAN_POSTAL_CODE =
  /\b(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+([A-Z0-9l]{3})\s?([A-Z0-9l]{3})\b/g
const AS_DIGIT: Record<string, string> = { O: '0', I: '1', L: '1', l: '1', S: '5', B: '8', Z: '2' }
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z' }
// A postal code alternates letter and figure (A1N 3L2); one that does not, read by OCR, is put back to that shape
// ('AlV 1B4' with a small L for the 1).
const POSTAL_CODE_SHAPE = /^[A-Z]\d[A-Z]\d[A-Z]\d$/
const postalCodeAsWritten = (written: string, province: string, first: string, last: string) => {
  const code = `${first}${last}`
  if (POSTAL_CODE_SHAPE.test(code)) return written
  const fixed = [...code]
    .map((c, i) => (i % 2 === 0 ? (AS_LETTER[c] ?? c) : (AS_DIGIT[c] ?? c)))
    .join('')
  return POSTAL_CODE_SHAPE.test(fixed)
    ? `${province} ${fixed.slice(0, 3)} ${fixed.slice(3)}`
    : written
}

/** One line, single spaces, parts joined with ', ', no trailing punctuation. */
export const tidyAddress = (parts: string[]): string =>
  parts
    .map((part) => part.replace(/\s+/g, ' ').replace(/^[\s,;:]+|[\s,;:]+$/g, ''))
    .filter((part) => part !== '')
    .join(', ')
    .replace(/\s*,\s*,/g, ',')
    .replace(UNIT_AT_STREET, '$2, $1')
    // A floor or an unnumbered unit written first ('2nd Floor, 17 Court Square', 'Basement Suite, 1134 14 Avenue
    // SW') goes after its street, as the postal form has it; a numbered one keeps the lease's order.
    .replace(WORDED_UNIT_FIRST, '$2, $1')
    .replace(CITY_OF, '$1, ')
    // An address starts at its number, P.O. box or unit: a caption ('for notices and rent:') or a party's
    // name ('Acme Management, P.O. Box 16', 'Acme Group, Inc. 2500 Main Street') read with it is not part of it.
    .replace(/^[^:\d]{0,80}:\s*(?=\S)/, '')
    .replace(NAME_BEFORE_ADDRESS, '')
    // The verb of the sentence that introduces it ('The premises are 415 Rutherford Road, …'), and 'known as
    // Number 62 Orchard Street'.
    .replace(/^(?:is|are)\s+(?=\d)/i, '')
    .replace(/^(?:and\s+)?(?:known\s+as\s+)?(?:number|no\.)\s+(?=\d)/i, '')
    // A unit in brackets after its street ('38 Hawthorne Ave (Upper), Buffalo') is a part of its own; a remark
    // in brackets ('(first floor, rear)', '(entire house and yard)') is no part of the address.
    .replace(
      /\s*\(((?:upper|lower|rear|front|basement|garden)(?:\s+(?:unit|flat|apartment|level))?)\)/gi,
      (_, unit: string) => `, ${unit.charAt(0).toUpperCase()}${unit.slice(1)}`,
    )
    .replace(/\s*\([a-z][^()]{0,60}\)/g, '')
    // 'Unit B, in Lancaster, PA 17603': the city, not the word before it.
    .replace(/,\s+in\s+(?=[A-Z])/g, ', ')
    // OCR drops the space in 'Apt 304' and 'DC 20009'.
    .replace(/\b(Apt|Unit|Suite|Ste|No)\.?(\d)/gi, '$1 $2')
    .replace(/\b([A-Z]{2})(\d{5})\b/g, '$1 $2')
    // It reads a Canadian postal code's figures as the letters they look like ('NL AIN 3L2' for A1N 3L2), and a
    // speck before a word as a quotation mark ('63 ‘Ashford Drive').
    .replace(CANADIAN_POSTAL_CODE, postalCodeAsWritten)
    .replace(STREET_THEN_CITY, (match: string, street: string, at: number, whole: string) =>
      cityFollows(whole.slice(at + match.length)) ? `${street}, ` : match,
    )
    .replace(/(?<=\d\s)[‘’'"“”](?=\p{Lu})/gu, '')
    // An address ends at its ZIP or postal code: ', together with the use of the courtyard' is about the lease.
    // So does the sentence that ends with it ('… SC 29609. 2.2 The term begins …'), and the phone after it ('… MB
    // R0A 1E0; tel. 204-555-0109'), and the county a legal description adds ('… AZ 85650, County of Cochise, Arizona').
    .replace(
      /((?<=[A-Za-z],?\s)\d{5}(?:-\d{4})?|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?:\s*,?\s+[a-z]|\.\s+\S|\s*;\s*(?:[Tt]el|[Pp]hone|[Tt]elephone|[Ff]ax|[Ee]-?mail)\b|,\s*(?:County\s+of|[A-Z][a-z]+\s+County)\b).*$/,
      '$1',
    )
    // The full stop of the sentence an address ends ('Premises. 1320 Martin Street, …, TN 37203.').
    .replace(/(?<=\d)\.$/, '')
    // A unit's number and the city on the next line ('Suite 362' / 'Chicago, IL 60614') are two parts.
    .replace(
      /(?<=(?:\b(?:[Ss]uite|SUITE|[Uu]nit|UNIT|[Aa]pt\.?|APT\.?|[Aa]partment)\s+|#)\w*\d\w*)\s+(?=[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$)/,
      ', ',
    )
