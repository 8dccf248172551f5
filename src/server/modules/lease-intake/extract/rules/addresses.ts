import { sameWording } from '../normalise/similarity'
import { AGENT_ROLE, LANDLORD_ROLE, TENANT_ROLE } from '../candidates/party-roles'
import { sameColumn } from '../document'
import {
  cityLine,
  looksLikeAddress,
  looksLikeCityLine,
  POSTAL_CODE,
  REGION,
  tidyAddress,
  NUMBERED_UNIT,
  UNIT_DESIGNATION,
  unitIn,
  withUnit,
} from '../normalise/address'
import { lineConfidence, pick, sentencesWith, type Candidate, type RuleContext } from './context'
import { findLabelled, isBlank, type LabelledValue } from './labels'
import { NAME_STOP, RENT_COLLECTOR } from './payment'

const STREET_START = new RegExp(
  String.raw`^\s*(?:${NUMBERED_UNIT}\s*,?\s*)?\d+[a-z]?\s+[A-Za-z]`,
  'i',
)
const acceptStreet = (v: string) =>
  looksLikeAddress(v) ||
  (STREET_START.test(v) && v.length < 80 && !/\b(?:days?|months?|years?|dollars?|%)\b/i.test(v))

/** A US ZIP code or a Canadian postal code on its own, without the state or province before it. */
const ZIP_OR_POSTAL = String.raw`(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)`
const WRAPPED_ZIP = new RegExp(String.raw`^\s*(${ZIP_OR_POSTAL})\b`)
const HAS_ZIP = new RegExp(String.raw`\b${ZIP_OR_POSTAL}\b`)
const ONLY_CODE = new RegExp(String.raw`^\s*${ZIP_OR_POSTAL}\s*$`)
const ENDS_WITH_REGION = new RegExp(String.raw`,\s*${REGION}\s*$`)

/** A street line whose city, state and ZIP sit on the next row ('15907 Rustic Ln.' / 'Austin, TX 78717'). */
const withCityLine = (ctx: RuleContext, hit: LabelledValue): string => {
  const next = ctx.lines[hit.lineIndex + 1]
  const valueCell =
    hit.line.cells.find((cell) => cell.text.includes(hit.value)) ?? hit.line.cells.at(-1)
  const under =
    next?.page === hit.line.page
      ? next.cells.find((cell) => !valueCell || sameColumn(cell, valueCell))
      : undefined
  // A street and city whose ZIP code wrapped onto the next line ('… Eau Claire, WI' / '54701. Date …').
  const zip =
    under && ENDS_WITH_REGION.test(hit.value) ? WRAPPED_ZIP.exec(under.text)?.[1] : undefined
  if (zip) return tidyAddress([`${hit.value} ${zip}`])
  if (looksLikeCityLine(hit.value)) return tidyAddress([hit.value])
  // A city's name broken by the box's edge ('…, Building A, Elk' over 'Grove, CA 95758', '…, Portage' over 'la
  // Prairie, MB R1N 3K2') is one name again, and a code alone on the row below ends its province's line.
  if (under && looksLikeCityLine(under.text))
    return tidyAddress(
      BROKEN_CITY.test(hit.value) || /^\p{Ll}/u.test(under.text) || ONLY_CODE.test(under.text)
        ? [`${hit.value} ${cityLine(under.text)}`]
        : [hit.value, cityLine(under.text)],
    )
  // A form's boxes after the street, on its row, the row below, or stacked one per row: 'Street address: 1860 N
  // 200 W  Unit: #204  City: Provo, Utah ZIP 84604', 'City: Austin   State: TX   ZIP: 78701' under a 'Property
  // Address:' row, or 'Unit No.: 2F' over 'Municipality, State, ZIP: Philadelphia, PA 19125' (over 'Postal code:'
  // in a form that gives the code a row of its own). A value read under
  // its caption ('STREET ADDRESS' over '2075 W 43rd Avenue') has its neighbours under theirs.
  // A unit box on the row below, beside the city, is another caption's ('Mailing address … Unit:').
  const rowGroups: { rows: number[]; ownUnit: boolean }[] =
    hit.how === 'below'
      ? [{ rows: [hit.lineIndex - 1], ownUnit: true }]
      : [
          { rows: [hit.lineIndex], ownUnit: true },
          { rows: [hit.lineIndex + 1], ownUnit: false },
          { rows: [hit.lineIndex + 1, hit.lineIndex + 2, hit.lineIndex + 3], ownUnit: true },
        ]
  const searched = new Set(rowGroups.flatMap((group) => group.rows))
  // Each box once over every row a group may use, in reading order; each group takes its rows' first.
  const boxes = [UNIT_BOX, CITY_BOX, 'state|province', POSTAL_BOX].map((label) =>
    findLabelled(ctx, label, (v) => !isBlank(v) && !NOT_APPLICABLE.test(v) && v.length < 40, {
      below: hit.how === 'below',
      where: (i) => searched.has(i),
    }),
  )
  for (const { rows, ownUnit } of rowGroups) {
    const [unitHit, cityHit, regionHit, postalHit] = boxes.map((hits) =>
      hits.find((box) => rows.includes(labelRow(box))),
    )
    const [city, region, postal] = [cityHit, regionHit, postalHit].map((box) => box?.value)
    // A ZIP box without a colon stays in the city's value ('Provo, Utah ZIP 84604'); a box captioned
    // 'City/State/ZIP' holds the whole place, and the 'ZIP:' inside its caption is not a box of its own.
    const place = (
      city && looksLikeCityLine(city)
        ? city
        : `${city ?? ''}${region && city && !/,\s*$/.test(city) ? ',' : ''} ${region ?? ''} ${postal ?? ''}`
    ).replace(ZIP_CAPTION, '')
    if (!city || (!region && !looksLikeCityLine(place))) continue
    const unit = ownUnit ? unitHit : undefined
    // A unit in figures alone is written before the street in Canada ('304-2075 W 43rd Avenue').
    if (unit && /^\d+[A-Z]?$/i.test(unit.value) && POSTAL_CODE.test(place))
      return tidyAddress([`${unit.value}-${hit.value}`, place])
    return tidyAddress([hit.value, unit?.value ?? '', place])
  }
  return tidyAddress([hit.value])
}

// The street and unit given, then one capitalised word with no comma after it: the start of the city's name.
const BROKEN_CITY = new RegExp(String.raw`,\s*(?:${UNIT_DESIGNATION})\s*,\s*\p{Lu}\p{Ll}+$`, 'iu')

/** The row a box's caption stands on: its value's own, or the one above a value read under it. */
const labelRow = (box: LabelledValue) => (box.how === 'below' ? box.lineIndex - 1 : box.lineIndex)

/**
 * A party's office captioned with what it is for: "Agent's office (notices and payments):", a caption broken over two
 * rows of its box ('Leasing office (notices,' over 'drop box)').
 */
const OFFICE_FOR = (purpose: string) =>
  String.raw`(?:(?:landlord|owner|agent|manager|management|lessor)['’]s\s+|leasing\s+)?office\s*\([^)]*\b(?:${purpose})\b[^)]*(?:\)|,$)`

const NOT_APPLICABLE = /^(?:n\/?a|none|-+)$/i
const UNIT_BOX = String.raw`apt\.?\s*\/\s*unit|(?:unit|apartment|suite)(?:\s+(?:no\.?|number|#))?|apt\.?`
/**
 * A city box, alone or sharing its caption with the state and ZIP ('City/State/ZIP:', 'Municipality, State, ZIP:');
 * Nova Scotia's form calls it 'Community'.
 */
const CITY_BOX = String.raw`(?:city|town|municipality|community)(?:\s*[/,]\s*(?:state|province))?(?:\s*[/,]\s*(?:zip|postal)(?:\s+code)?)?`
const CITY_BOX_CAPTION = new RegExp(String.raw`\b(?:${CITY_BOX})\s*:`, 'i')
const OTHER_PARTY_ADDRESS =
  /\b(?:notices?|mailing|landlord|owner|lessor|agent|manager|management|payments?|remit)\b/i
const POSTAL_BOX = String.raw`zip(?:\s+code)?|postal\s+code`
const ZIP_CAPTION = /\b(?:zip|postal)(?:\s+code)?\s*:?\s*(?=\d|[A-Z]\d)/gi

// A caption over a sentence ('Writing to us' over 'Letters and notices to us go to 1519 Fifth Avenue, …'): the address
// is the one the sentence gives.
const addressOfSentence = (value: string): string => {
  if (!SENTENCE_IN_ADDRESS.test(value)) return value
  for (const start of value.matchAll(STREET_NUMBER_START)) {
    const address = proseAddress(value.slice(start.index))
    if (address) return address
  }
  return value
}

const fromHits = (
  ctx: RuleContext,
  hits: LabelledValue[],
  base: number,
  what: string,
): Candidate<string>[] =>
  hits.map((hit) => ({
    value: addressOfSentence(withCityLine(ctx, hit)),
    confidence: lineConfidence(hit.line, hit.how === 'below' ? base - 0.06 : base),
    source: `${what} (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))

/**
 * A form that splits the address into boxes (Unit, Street Number, Street Name, City/Town, Province, Postal Code),
 * each group read after the heading that says whose address it is.
 */
const composedAddresses = (
  ctx: RuleContext,
): { heading: string; value: string; confidence: number; page: number }[] => {
  const streetNames = findLabelled(
    ctx,
    String.raw`street\s+name`,
    (v) => /[a-z]/i.test(v) && v.length < 60,
    { below: true },
  )
  return streetNames.flatMap((street) => {
    const near = (i: number) => Math.abs(i - street.lineIndex) <= 7
    const part = (label: string, accept: (v: string) => boolean) =>
      findLabelled(ctx, label, accept, { below: true, where: near }).sort(
        (a, b) =>
          Math.abs(a.lineIndex - street.lineIndex) - Math.abs(b.lineIndex - street.lineIndex),
      )[0]?.value
    const short = (v: string) => v.length < 40 && !isBlank(v)
    // A unit box holds its number ('307') or its kind and number ('Suite 400').
    const unit = part(String.raw`unit(?:\s+(?:no\.?|number|#))?`, (v) =>
      /^(?:(?:unit|suite|apt\.?|apartment)\s+)?[\w-]{1,8}$/i.test(v),
    )
    const number = part(String.raw`street\s+(?:number|no\.?)`, (v) => /^\d+[a-z]?$/i.test(v))
    const city = part(String.raw`city(?:\s*\/\s*town)?|town|municipality`, short)
    const region = part(String.raw`province|state`, short)
    const postal = part(String.raw`postal\s+code(?:\s*\/\s*zip\s+code)?|zip(?:\s+code)?`, short)
    if (!city) return []
    const heading = ctx.lines
      .slice(Math.max(0, street.lineIndex - 6), street.lineIndex)
      .map((l) => l.text)
      .join(' ')
    const value = tidyAddress([
      unit ? (/^\d/.test(unit) ? `Unit ${unit}` : unit) : '',
      `${number ?? ''} ${street.value}`,
      city,
      `${region ?? ''} ${postal ?? ''}`,
    ])
    return [
      {
        heading,
        value,
        confidence: lineConfidence(street.line, number ? 0.9 : 0.7),
        page: street.line.page,
      },
    ]
  })
}

// A box number of five figures ('P.O. Box 22951, Savannah, GA 31403') is not the ZIP code that ends the address.
const ZIP_END = String.raw`(?:\b[A-Z]{2}\s+\d{5}(?:-\d{4})?|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d|(?<!\b(?:[Bb]ox|BOX)\s*#?\s*)\b\d{5}(?:-\d{4})?)\b`
/** An address inside a sentence: up to its ZIP or postal code when it has one, else to the next bracket or stop. */
const proseAddress = (after: string): string | null => {
  const withZip = new RegExp(String.raw`^\s*(.{5,140}?${ZIP_END})`).exec(after)
  const candidate =
    withZip?.[1] ??
    /^\s*([^();"“]{5,120}?)(?=\s*(?:\(|;|["“]|,\s+(?:and|which|together|including)\b|\.\s|\.$))/.exec(
      after,
    )?.[1]
  // 'Rock Creek Management at 2000 14th Street NW ...', 'the Landlord by cheque mailed to Post Office Box 22, …':
  // the address starts at its street number, its box or its unit.
  const address = candidate
    ?.replace(AFTER_AT, '')
    .replace(/^[^:\d]{0,80}:\s*(?=[A-Z])/, '')
    // 'at the address in Section 1 ("Owner's Residence"): 741 Larkspur Lane …': what the sentence calls it.
    .replace(/^[^:]{0,80}:\s*(?=\d)/, '')
    // 'Suite 300, 2 W Washington Street': the postal form puts the unit after the street, and a floor written
    // first ('Second Floor, 125 Park Street') is no name on the line above it.
    .replace(UNIT_FIRST, '$2, $1')
    .replace(NAME_LINE_BEFORE, '')
    .replace(UNIT_FIRST, '$2, $1')
  const tidied = address && looksLikeAddress(address) ? tidyAddress([address]) : null
  return tidied && !SENTENCE_IN_ADDRESS.test(tidied) ? tidied : null
}
// A part of more than three words in lower case is a sentence: text of another column read into the address ('1530
// Fifth Avenue, damage beyond normal wear and tear and any unpaid rent, within Huntington, WV 25701').
const SENTENCE_IN_ADDRESS = /(?:^|,)[^,]*?(?:\b\p{Ll}+\b[^,\p{Ll}]*){4}[^,]*(?:,|$)/u
const AFTER_AT = new RegExp(
  String.raw`^(?![\s\d]|(?:unit|apt|suite)\.?\s*#?\s*[a-z]?\d|p\.?\s?o\.?\b|post\s+office\b).*?\b(?:at|to|in)\s+(?=\d|p\.?\s?o\.?\s+box|post\s+office\s+box|${UNIT_DESIGNATION}\s*,\s*[A-Z0-9])`,
  'i',
)
// 'Silverleaf Management Company 695 Granite Ridge Terrace, …': a name on the line above the street; 'Talakhaya
// Property Services, LLC, PMB 1140, Box 10000, …': a name before its mailbox or its suite.
const NAME_LINE_BEFORE = new RegExp(
  String.raw`^(?![\s\d]|(?:unit|apt|suite)\b|p\.?\s?o\.?\b|post\s+office\b)(?:[A-Z][\w&'’.,-]*\s+){1,6}(?=\d+[a-z]?\s+[A-Z0-9]|(?:PMB|P\.?\s?O\.?\s+Box|Post\s+Office\s+Box)\s+\d|(?:Suite|Unit|Apt\.?)\s+[\w-]+,)`,
)

const UNIT_FIRST = new RegExp(String.raw`^(${UNIT_DESIGNATION}),\s+(\d[^,]*)`, 'i')

const proseAnchored = (
  ctx: RuleContext,
  anchor: RegExp,
  confidence: number,
  what: string,
  {
    shape = (address) => address,
    where = () => true,
  }: {
    /** Reshapes the address with the text before it ('The Upper Unit of the dwelling at …'). */
    shape?: (address: string, before: string) => string
    /** Whether the text before the anchor, or after it, makes the address the one asked for. */
    where?: (before: string, after: string) => boolean
  } = {},
): Candidate<string>[] =>
  [...ctx.prose.matchAll(anchor)].flatMap((m) => {
    const value = proseAddress(ctx.prose.slice(m.index + m[0].length))
    const before = ctx.prose.slice(Math.max(0, m.index - 160), m.index + m[0].length)
    const after = ctx.prose.slice(m.index + m[0].length, m.index + m[0].length + 200)
    return value && where(before, after)
      ? [{ value: shape(value, before), confidence, source: what }]
      : []
  })

// The last party role named in a stretch of text, and whether it is a tenant's.
const LAST_ROLE = new RegExp(
  String.raw`.*\b(${TENANT_ROLE}|${LANDLORD_ROLE}|${AGENT_ROLE})\b`,
  'is',
)
const TENANT_ROLE_ONLY = new RegExp(String.raw`^(?:${TENANT_ROLE})$`, 'i')
const DEFINED_AS_LANDLORD = new RegExp(
  String.raw`^[^()]{0,140}\(\s*(?:the\s+)?["“'](?:${LANDLORD_ROLE})["”'’]\s*\)`,
  'i',
)

const ADDRESS_START = new RegExp(
  String.raw`(?<=^|[\s:,])(?:${UNIT_DESIGNATION},?\s+(?:at\s+)?)?\d+[a-z]?(?:-\d+)?\s+(?!(?:at|of|in|on|and|or|to)\b)[A-Z0-9]`,
  'gi',
)

/**
 * The premises with the unit its sentence names before it: 'The Upper Unit of the two-family dwelling at 2841
 * Caniff Street …', 'Apartment 3R on the third floor of 418 Prospect Place …'.
 */
const withUnitBefore = (address: string, before: string): string => {
  const sentence = before.split(/[.;:]\s|\n/).at(-1) ?? ''
  // A side of a duplex named by its lettered number ('the right side (724B) of the duplex at 724 Hillside
  // Avenue'): the house number with its letter is the address of the part let.
  const lettered = /\((\d{1,6})([A-Z])\)/.exec(sentence)
  if (lettered && address.startsWith(`${lettered[1]} `))
    return `${lettered[1]}${lettered[2]}${address.slice(lettered[1]!.length)}`
  const unit = unitIn(sentence)
  if (unit === undefined) return address
  // A unit followed by its own ZIP code is another address's ('… Street, Suite 200, Lawrence, KS 66044').
  const after = sentence.slice(sentence.indexOf(unit))
  return HAS_ZIP.test(after) ? address : withUnit(address, unit)
}

// 'known as House 6, Vaitele Lane, …': a numbered unit on a street without a number.
const UNIT_OF_NAMED_STREET = new RegExp(
  String.raw`(?<=^|[\s:,])${NUMBERED_UNIT},\s+(?=[A-Z])`,
  'gi',
)

/**
 * The address a lease defines as the premises: '4810 Sunset Terrace Drive, Apt 12, San Diego, CA 92116 ("Premises")',
 * a park's 'Space 12, 4870 Harrigan Road, Fallon, NV 89406 (the "Space")'.
 */
const UNIT_OR_NUMBER = new RegExp(String.raw`^(?:\d|${NUMBERED_UNIT})`, 'i')

const definedPremises = (ctx: RuleContext): Candidate<string>[] =>
  [
    ...ctx.prose.matchAll(
      /\s*\(\s*(?:the\s+)?["“'](?:the\s+)?(?:premises|property|rental\s+unit|unit|apartment|dwelling|space|lot|site)["”'’]?\s*\)/gi,
    ),
  ].flatMap((m) => {
    const before = ctx.prose.slice(Math.max(0, m.index - 160), m.index)
    // The address starts at a street number (or 'Unit 2,'): right after the last 'at' or 'known as' that leads to one
    // ('Sublessor rents the apartment at 1520 …', 'the dwelling at Apartment 12C, 2420 …'), else the earliest start
    // that still reads as one.
    const afterAt = [...before.matchAll(/\b(?:at|known\s+as)\s+/g)]
      .map((at) => at.index + at[0].length)
      .filter(
        (index) =>
          looksLikeAddress(before.slice(index)) && UNIT_OR_NUMBER.test(before.slice(index)),
      )
      .at(-1)
    const starts = [
      ...(afterAt === undefined ? [] : [{ index: afterAt }]),
      ...before.matchAll(ADDRESS_START),
      ...before.matchAll(UNIT_OF_NAMED_STREET),
    ]
    for (const start of starts) {
      const candidate = before.slice(start.index).trim()
      if (looksLikeAddress(candidate))
        return [
          {
            value: withUnitBefore(tidyAddress([candidate]), before.slice(0, start.index)),
            confidence: 0.86,
            source: 'defined premises',
          },
        ]
    }
    return []
  })

// 'PROPERTY', '2. Premises', 'Part B — The Leased Premises', 'Section 3: Rental Unit'.
const PREMISES_HEADING =
  /^(?:(?:part|section|article)\s+[A-Z0-9]{1,4}\s*[.:—–-]?\s*|[A-Z0-9]{1,2}[.)]\s*)?(?:the\s+)?(?:(?:leased|rented)\s+)?(?:property|premises|rental\s+(?:unit|property)|dwelling|apartment|home)\b.{0,30}$/i

// 'The Landlord leases to the Tenant Unit 2-C located in the project known as Riverside Gardens, 1450 S Grandview
// Avenue, …', 'Park Owner rents to Resident Space #47 in Cedar Ridge Mobile Home Park, 3100 N Highway 89, …': the
// place let is the first street address after the verb of letting, with the unit named between them. A storage
// unit or a parking space let beside the home, or an applicant's present address, is not it.
const LETTING = /\b(?:leases|rents|lets|subleases|sublets|(?:is|are)\s+assigned)\b/
const NOT_THE_HOME = /\b(?:storage|parking|garage\s+space|present\s+address|previous\s+address)\b/i
const placeLet = (ctx: RuleContext): Candidate<string>[] =>
  sentencesWith(ctx, LETTING).flatMap((sentence) => {
    if (NOT_THE_HOME.test(sentence)) return []
    const rest = sentence.slice(LETTING.exec(sentence)!.index)
    for (const start of rest.matchAll(STREET_NUMBER_START)) {
      // Only a whole address, to its ZIP or postal code: the verb's sentence may go on about other things.
      const value = proseAddress(rest.slice(start.index))
      if (value && HAS_ZIP.test(value))
        return [
          {
            value: withUnitBefore(value, rest.slice(0, start.index)),
            confidence: 0.8,
            source: 'place named after the verb of letting',
          },
        ]
    }
    return []
  })
// Not a section's number ('§ 2 Apartment').
const STREET_NUMBER_START =
  /(?<=^|[\s,])(?<!§\s?)\d+[a-z]?(?:-\d+)?\s+(?!(?:at|of|in|on|and|or|to)\b)[A-Z0-9]/g

const PARTYS_OWN_PLACE =
  /\b(?:landlord|owner|lessor|agent|manager)s?['’]s?\s+(?:own\s+)?\w+\s+(?:located\s+at|at)\s*:?\s*$/i

const LET_AT =
  /\b(?:rent(?:s|ing)?|leas(?:es|ing)|let(?:s|ting)|sublet(?:s|ting)?)\s+(?:(?:to\s+)?(?:you|tenants?|residents?)\s+)?(?:the|a|an|my|our|your)\b[^.;:]{0,50}?\bat\s+(?=\d)/gi
const PAYING =
  /\b(?:pay|paid|payable|payments?|mail(?:ed)?|deliver(?:ed)?|office|notices?|checks?|cheques?)\b/i

export const premisesAddressRule = (ctx: RuleContext): Candidate<string> | null => {
  // 'Suite address', 'House address'; a 'Home address' is where a tenant or a guarantor lives now, and a resident's
  // 'manufactured home:' on a park's space is the home, not the place let.
  const hits = findLabelled(
    ctx,
    String.raw`(?:premises|property|rental(?:\s+unit)?|unit|leased\s+premises|residence|apartment|suite|house|dwelling)\s+address|address\s+of\s+(?:the\s+)?(?:(?:leased\s+)?(?:premises|dwelling)|property|rental\s+unit|unit)|(?:the\s+)?premises|rental\s+(?:unit|property)|leased\s+premises|property\s+location|(?:room|unit|home|house|apartment|dwelling)\s+(?:let|rented|leased|sublet)|civic\s+address|(?:where|place|apartment|house|(?<!(?:manufactured|mobile)\s)home|dwelling|property)(?=\s*(?::|$))`,
    acceptStreet,
    {
      below: true,
      runIn: (v) => STREET_START.test(v),
      where: (i) => ctx.sections[i] !== 'landlord' && ctx.sections[i] !== 'agent',
    },
  )
  // A bare 'Street address:' is the premises under the heading that introduces them ('2. PROPERTY').
  const streetUnderHeading = findLabelled(ctx, String.raw`street\s+address`, acceptStreet, {
    below: true,
    where: (i) =>
      ctx.lines
        .slice(Math.max(0, i - 3), i)
        .some((line) => line.cells.length === 1 && PREMISES_HEADING.test(line.text)),
  })
  // A row of boxes that spells an address out ('Apartment: #214  Street: 5150 Spring Mountain Road  City/State/ZIP:
  // Las Vegas, NV 89146'), outside the landlord's and agent's parts and not captioned as theirs, is the place let.
  const streetBoxes = findLabelled(ctx, 'street', acceptStreet, {
    where: (i) =>
      ctx.sections[i] !== 'landlord' &&
      ctx.sections[i] !== 'agent' &&
      CITY_BOX_CAPTION.test(ctx.lines[i]!.text) &&
      !OTHER_PARTY_ADDRESS.test(ctx.lines[i]!.text),
  })
  const composed = composedAddresses(ctx)
    .filter((group) => !/notice|landlord['’]?s\s+address|mailing/i.test(group.heading))
    .map((group) => ({
      value: group.value,
      confidence: group.confidence,
      source: `address boxes (page ${group.page})`,
    }))
  const prose = proseAnchored(
    ctx,
    // The place let ('the cabin at 412 Harper Street', 'The apartment is 51 Chalan Kanton Tasi, …'), or the address
    // that follows the verb of letting ('leases 2310 N Murray Avenue, … to the Tenants'); not a party's own home
    // ('delivered to the Landlords' home at Lot 31, …').
    /\b(?:premises|property|dwelling|apartment|house|home|unit|residence|cabin|cottage|flat|townhouse|condo|duplex|bungalow|(?<!office\s)suite)\s+(?:located\s+at|known\s+as|commonly\s+known\s+as|situated\s+at|described\s+as|at|is(?=\s+\d))\s*:?\s*|\b(?:leases|rents|lets|subleases|sublets)\s+(?=\d)/gi,
    0.85,
    'premises clause',
    { shape: withUnitBefore, where: (before) => !PARTYS_OWN_PLACE.test(before) },
  )
  // 'You'll be renting the upstairs of my place at 38 Hawthorne Ave …', 'we lease you the cottage at …': a verb of
  // letting and the place let, without naming it premises. Not where the words between speak of paying.
  const letAt = proseAnchored(ctx, LET_AT, 0.8, 'place let', {
    shape: withUnitBefore,
    where: (before) => !PAYING.test(before.slice(-70)),
  })
  return pick(
    withTheirUnits([
      ...fromHits(ctx, hits, 0.9, 'premises field'),
      ...fromHits(ctx, streetUnderHeading, 0.86, 'street address under the premises heading'),
      ...fromHits(ctx, streetBoxes, 0.84, 'street and city boxes'),
      ...composed.slice(0, 1),
      ...prose.slice(0, 1),
      ...definedPremises(ctx).slice(0, 1),
      ...letAt.slice(0, 1),
      ...placeLet(ctx).slice(0, 1),
    ]),
    sameWording,
  )
}

const WHOLE_UNIT = new RegExp(String.raw`^${UNIT_DESIGNATION}$`, 'i')
const withoutUnit = (address: string) =>
  address
    .split(/,\s*/)
    .filter((part) => !WHOLE_UNIT.test(part.trim()))
    .join(', ')

// A house's address in its caption ('Home | 1845 Pandosy Street, …') and the room let in it ('rents Room 2 of the
// house at 1845 Pandosy Street, …') are one place: the reading that names the unit is the whole of it.
const withTheirUnits = (candidates: Candidate<string>[]): Candidate<string>[] =>
  candidates.map((candidate) => {
    if (unitIn(candidate.value)) return candidate
    const whole = candidates.find(
      (other) => unitIn(other.value) && sameWording(withoutUnit(other.value), candidate.value),
    )
    return whole ? { ...candidate, value: whole.value } : candidate
  })

export const mailingAddressRule = (ctx: RuleContext): Candidate<string> | null => {
  const labelled = findLabelled(
    ctx,
    String.raw`(?:landlord['’]?s?|owner['’]?s?|(?:housing\s+)?provider['’]?s?|management['’]?s?|agent['’]?s?|lessor['’]?s?)\s+(?:mailing\s+|notice\s+)?address(?:\s+for\s+(?:service(?:\s+of\s+(?:documents|notices))?|papers|notices))?|address\s+for\s+service(?:\s+of\s+(?:documents|notices|the\s+(?:landlord|owner|lessor)(?:\s+in\s+\w+(?:\s+\w+)?(?=\s*:))?))?|writing\s+to\s+(?:me|us)(?::\s*use)?|mailing\s+address(?!\s+for\s+(?:rent|payments?))|address\s+for\s+(?:giving\s+)?notices?(?:\s+(?:or|and)\s+documents)?(?:\s+to\s+(?:the\s+)?(?:landlord|housing\s+provider|owner))?|${OFFICE_FOR('notices?')}`,
    acceptStreet,
    { below: true },
  )
  const blockAddress = findLabelled(
    ctx,
    String.raw`(?:mailing\s+|postal\s+)?address`,
    acceptStreet,
    {
      below: true,
      where: (i) => ctx.sections[i] === 'landlord' || ctx.sections[i] === 'agent',
    },
  )
  const composed = composedAddresses(ctx)
    .filter((group) => /notice|landlord|mailing/i.test(group.heading))
    .map((group) => ({
      value: group.value,
      confidence: group.confidence,
      source: `notice address boxes (page ${group.page})`,
    }))
  // 'Notices to Landlord shall be sent to', 'Written notices to the owner or to us go to', 'must be in writing and
  // delivered to', 'sent by certified mail to', 'Notices to the Owner go to the Agent at', 'notices for us should go
  // to', 'Notices to the Community must be … sent to the Community in care of Acme Management, Inc., P.O. Box 640'.
  const prose = proseAnchored(
    ctx,
    /\bnotices?\s+(?:(?:to|for)\s+(?:the\s+)?(?:landlords?|housing\s+providers?|owners?|lessors?|community|park|us|me)\s+(?:or\s+(?:to\s+)?(?:the\s+)?(?:agent|manager|us|me)\s+)?)?(?:(?:(?:shall|must|should|may|will)\s+be|are|is)\s+(?:in\s+writing\s+and\s+)?(?:(?:sent|mailed|delivered|given)\s+or\s+)?(?:sent|mailed|delivered|given)(?:\s+by\s+(?:certified\s+|registered\s+|first[- ]class\s+)?mail)?|(?:(?:shall|must|should|will)\s+)?go)\s+(?:in\s+writing\s+)?(?:to\s+(?:the\s+)?(?:landlord|housing\s+provider|owner|lessor|agent|(?:property\s+)?manager|managing\s+agent|community|park)?\s*)?(?:at|to|in\s+care\s+of|c\/o)\s*:?\s*/gi,
    0.84,
    'notices clause',
  )
  // 'Send written notices to Acme Property Management, LLC at P.O. Box 3390, …': the party notices go to, then where.
  const sendTo = proseAnchored(ctx, SEND_NOTICES_TO_AT, 0.84, 'notices clause')
  // 'LANDLORD: Jo Roe, whose mailing address is P.O. Box 41, …', 'Lagu Heights Properties, Inc., mailing address 415
  // Route 3, …', '… by its agent, Acme Realty, whose mailing
  // address is …': the landlord's or agent's, when the last party named before it is one of theirs, or when no
  // party is named before it and the term defined after it is the landlord's ('between Ansel Whitcombe, whose
  // address is 212 Shore Road, …, RI 02891 ("Landlord")').
  const whose = proseAnchored(
    ctx,
    /\bwhose\s+(?:mailing\s+|notice\s+|business\s+)?address\s+is\s+|,\s+(?:mailing|notice)\s+address\s+(?=\d|P\.?\s?O\.?\s+Box)/gi,
    0.8,
    "landlord's address in the parties clause",
    {
      where: (before, after) => {
        const role = LAST_ROLE.exec(before)?.[1]
        return role ? !TENANT_ROLE_ONLY.test(role) : DEFINED_AS_LANDLORD.test(after)
      },
    },
  )
  // A letter lease is written by its landlord: 'I live at 207 Price Street, …', 'my mailing address is …'.
  const writers = proseAnchored(
    ctx,
    /\bI\s+(?:live|reside)\s+at\s+|\bmy\s+(?:mailing\s+|home\s+)?address\s+is\s+/g,
    0.78,
    "the landlord's own address in a letter lease",
  )
  // 'The Owner: 1108 S Willson Avenue, …', where a lease lists how to reach each party.
  const partyAddress = findLabelled(
    ctx,
    String.raw`(?:the\s+)?(?:landlord|owner|lessor|housing\s+provider|(?:managing\s+)?agent|(?:property\s+)?manager)`,
    (v) => STREET_START.test(v) && looksLikeAddress(v),
    { separated: true },
  )
  return pick(
    [
      ...fromHits(ctx, labelled, 0.9, 'mailing address field'),
      ...fromHits(ctx, blockAddress, 0.82, 'address in the landlord block'),
      ...fromHits(ctx, partyAddress, 0.82, "address after the landlord's role"),
      ...composed,
      ...prose,
      ...sendTo,
      ...whose,
      ...writers,
    ],
    sameWording,
  )
}

// A party named before the address it is reached at: 'to Lagu Heights Properties, Inc. at 415 Route 3'. A company's
// full stop and comma belong to its name.
const TO_PARTY_AT = String.raw`to\s+(?:the\s+)?[A-Z](?:[^.;,]|,\s*(?=(?:Inc|LLC|L\.L\.C|Ltd|Corp|Co)\b)|${NAME_STOP}){1,60}?\s+at\s+(?=\d|P\.?\s?O\.?\s+Box)`

const SEND_NOTICES_TO_AT = new RegExp(
  String.raw`\b(?:[Ss]end|[Mm]ail|[Dd]eliver|[Gg]ive)\s+(?:all\s+)?(?:written\s+)?notices?\s+(?:for\s+us\s+)?${TO_PARTY_AT}`,
  'g',
)

// What is paid and how it gets there: 'Rent … shall be mailed to', 'deliver rent cheques to the Landlord at',
// 'mail your check to my house at', 'checks … placed in the drop box at our office, Suite 201, …'.
const PAID = String.raw`(?:rent|pay(?:ments?)?|checks?|cheques?|money\s+orders?)(?:\s+(?:checks?|cheques?|payments?))?`
// 'payable to' names the payee, not the place: only 'payable at' does.
const DELIVERED = String.raw`(?:mail(?:ed)?|deliver(?:ed)?|paid|payable(?=\s+at)|sen[dt]|brought|bring|drop(?:ped)?\s+off|left|leave|placed\s+in\s+(?:the|our)\s+drop\s*box)`

const PAY_TO_PAYEE_AT = new RegExp(
  String.raw`\bpay\b(?:[^.;]|\.(?=\d)){0,200}?\b${TO_PARTY_AT}`,
  'g',
)

export const paymentAddressRule = (ctx: RuleContext): Candidate<string> | null => {
  const labelled = findLabelled(
    ctx,
    String.raw`payment\s+address|(?:mailing\s+)?address\s+for\s+(?:notices\s+and\s+)?(?:rent\s+)?(?:rent|payments?)|mailing\s+address\s+for\s+(?:rent|payments?)|remit(?:tance)?\s+(?:address|to)|(?:send|mail)\s+(?:rent|payments?)\s+to|where\s+(?:rent|payments?)\s+(?:is|are)\s+(?:paid|mailed|delivered)(?:\s+or\s+(?:paid|mailed|delivered))?|${OFFICE_FOR('rent|payments?|drop\\s*box')}`,
    acceptStreet,
    { below: true },
  )
  // 'by check payable to Kestrel Rent Collection Services, Inc. and mailed to P.O. Box 4419, …': a company's or
  // an initial's full stop on the way ends no sentence.
  const prose = proseAnchored(
    ctx,
    new RegExp(
      String.raw`\b(?:${PAID}\b(?:[^.]|${NAME_STOP}){0,80}?\b${DELIVERED}\s+(?:in\s+person\s+|by\s+(?:cheque|check|hand|mail)\s+)?|${DELIVERED}\s+(?:(?:the|your|all|each|its|a)\s+)?(?:monthly\s+)?${PAID}\s+)(?:to|at)\s+(?:the\s+)?(?:(?:landlord|housing\s+provider|management|leasing|rental)['’]?s?\s+)?(?:(?:our\s+)?office(?:,|\s+(?:at|located\s+at))\s+)?`,
      'gi',
    ),
    0.82,
    'payment clause',
  )
  // 'Tenant agrees to pay as rent the sum of … per month … to Loretta Pettibone at 3318 Free Ferry Road, …': the
  // payee named with the place rent is paid at, in the sentence that sets the rent.
  const payeeAt = proseAnchored(ctx, PAY_TO_PAYEE_AT, 0.8, 'payee and place in the rent clause', {
    where: (before) => /\brent\b/i.test(before.slice(-260)),
  })
  // 'The office address for payments is Building A, Harbourview Apartments, …'.
  const addressFor = proseAnchored(
    ctx,
    /\baddress\s+for\s+(?:rent\s+)?(?:payments?|rent)\s+is\s+/gi,
    0.84,
    'address for payments',
  )
  const collector = findLabelled(ctx, RENT_COLLECTOR, (v) => addressIn(v) !== null).map((hit) => ({
    value: addressIn(hit.value)!,
    confidence: lineConfidence(hit.line, 0.86),
    source: `address of the person who collects rent (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  return pick(
    [
      ...fromHits(ctx, labelled, 0.9, 'payment address field'),
      ...collector,
      ...addressFor,
      ...prose,
      ...payeeAt.slice(0, 1),
    ],
    sameWording,
  )
}

/** The address a party's name is followed by, in a sentence or a field ('Jo Roe, of 12 Main St, Akron, OH 44301'). */
export const addressIn = (text: string): string | null => {
  for (const start of text.matchAll(ADDRESS_START)) {
    const address = proseAddress(text.slice(start.index))
    if (address) return address
  }
  return null
}
