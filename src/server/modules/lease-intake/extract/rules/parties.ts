import { widest } from '../candidates/party-names'
import {
  HOUSEHOLDER_OR_SUBLESSOR,
  NOT_A_TENANT_ROW,
  ROOMER_OR_SUBTENANT,
} from '../candidates/party-roles'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { findEmails, parseEmail, parsePhone } from '../normalise/contact'
import {
  isCompanyName,
  parseNameList,
  parseNamePart,
  parsePartyName,
  parsePersonName,
  type PersonName,
} from '../normalise/names'
import {
  lineConfidence,
  pick,
  sentencesWith,
  type Candidate,
  type Party,
  type RuleContext,
} from './context'
import { findLabelled, type LabelledValue } from './labels'

const inSection = (ctx: RuleContext, party: Party) => (lineIndex: number) =>
  ctx.sections[lineIndex] === party
const notIn =
  (ctx: RuleContext, ...parties: Party[]) =>
  (lineIndex: number) =>
    !parties.includes(ctx.sections[lineIndex] as Party)

const fromLabel = <T>(hit: LabelledValue, value: T, base: number, what: string): Candidate<T> => ({
  value,
  confidence: lineConfidence(
    hit.line,
    hit.how === 'below' || hit.how === 'above' ? base - 0.08 : base,
  ),
  source: `${what} (page ${hit.line.page})`,
  quote: { text: hit.value, line: hit.line },
})

const nameKey = (name: PersonName) => name.full.toLowerCase()

const unique = (names: PersonName[]) =>
  names.filter((name, i) => names.findIndex((n) => nameKey(n) === nameKey(name)) === i)

// The quote marks and parentheses around a defined term: ("Landlord"), (the "Tenant"), ("the Landlords"),
// (collectively, "Tenants"), (together, the "Owner"), (each a "Resident"), ("Tenant", meaning each tenant named)
const DEFINED = (terms: string) =>
  String.raw`\s*,?\s*(?:\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|collectively,?\s+|together,?\s+|each\s+an?\s+|jointly\s+and\s+severally,?\s+|individually\s+and\s+collectively,?\s+)?(?:the\s+)?["“']?(?:the\s+)?(?:${terms})["”']?(?:\s*,[^()]{1,100})?\s*\)|(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["“'](?:${terms})["”'])`
const LANDLORD_TERMS = 'Landlord|Lessor|Owner|Housing Provider|Landlords'
const TENANT_TERMS = 'Tenants?|Lessees?|Residents?|Renters?|Roommates?'

const COMMUNITY_PARTY = new RegExp(
  String.raw`\b(?:between|BETWEEN)\s+(?:the\s+)?([A-Z][^()"“;]{1,160}?)${DEFINED('Community|Park')}`,
)

const BETWEEN = new RegExp(
  String.raw`(?:between|BETWEEN)\s+(?:the\s+)?([A-Z][^()"“]{1,90}?)${DEFINED(LANDLORD_TERMS)}(?:,\s*whose\s(?:[^()]|\(\d{3}\)){1,160}?)?,?\s+(?:and|AND)\s+([A-Z][^()"“]{1,160}?)${DEFINED(TENANT_TERMS)}`,
)

/**
 * A list of names that goes on past the end of its line ('RADULOVIC, Jovan;' / 'CASTELLANOS, Imani.'): the
 * value with the next line's first cell, when that still reads as names.
 */
const runOn = (ctx: RuleContext, hit: LabelledValue): string => {
  const next = ctx.lines[hit.lineIndex + 1]
  if (hit.how !== 'same-cell' || !/(?:[;,]|\band)$/.test(hit.value) || next?.page !== hit.line.page)
    return hit.value
  const joined = `${hit.value} ${next.cells[0]?.text ?? ''}`
  return parseNameList(joined) ? joined : hit.value
}

/** All tenants named as parties: labelled fields, a form's last/first name rows, the opening clause. */
export const tenantsRule = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const candidates: Candidate<PersonName[]>[] = []
  const fromHits = (hits: LabelledValue[], base: number, what: string) => {
    if (hits.length === 0) return
    const names = unique(hits.flatMap((hit) => parseNameList(runOn(ctx, hit)) ?? []))
    const confidence = Math.min(...hits.map((hit) => fromLabel(hit, 0, base, '').confidence))
    candidates.push({
      value: names,
      confidence,
      source: `${what} (page ${hits[0]!.line.page})`,
      quote: { text: hits[0]!.value, line: hits[0]!.line },
    })
  }
  const accept = (v: string) => parseNameList(v) !== null
  fromHits(
    findLabelled(
      ctx,
      // 'with the Tenant(s) listed: GALLAGHER-OBI, Wren.'
      String.raw`tenant\(s\)(?:\s+(?:listed|named)(?:\s+below)?)?|(?:co-?|primary\s+)?tenants?(?:\s*\d)?(?:['’]s)?(?:\s+(?:full\s+|legal\s+)?names?)?|(?:co-?)?lessees?(?:\s+names?)?|(?:co-?|primary\s+)?residents?(?:\s+names?)?|renters?(?:\s+names?)?|(?:co-?)?lease\s*holders?|roommates?|${ROOMER_OR_SUBTENANT}`,
      accept,
      // A caption over a table of tenants ('Tenant (printed name) | Telephone | E-mail') heads one per row.
      { below: true, separated: true, column: true },
    ),
    0.9,
    'tenant name fields',
  )
  // A bare 'Name' under a tenants heading; signature blocks reuse it, so it ranks below the fields above.
  fromHits(
    findLabelled(ctx, String.raw`(?:full\s+|legal\s+|printed\s+)?names?(?:\(s\))?`, accept, {
      below: true,
      column: true,
      where: inSection(ctx, 'tenant'),
    }).filter((hit) => !hit.line.cells.some((cell) => NOT_A_TENANT_ROW.test(cell.text))),
    0.8,
    'names in the tenant block',
  )

  const lastNames = findLabelled(
    ctx,
    String.raw`last\s+name|surname|family\s+name`,
    (v) => parseNamePart(v) !== null,
    { below: true, where: notIn(ctx, 'landlord', 'agent') },
  )
  const firstNames = findLabelled(
    ctx,
    String.raw`first\s+name|given\s+name`,
    (v) => parseNamePart(v) !== null,
    { below: true, where: notIn(ctx, 'landlord', 'agent') },
  )
  const used = new Set<LabelledValue>()
  const pairs = lastNames.flatMap((last) => {
    // The first-name box nearest this last-name box (same row, or the row below in stacked forms).
    const first = firstNames
      .filter(
        (f) =>
          !used.has(f) &&
          f.line.page === last.line.page &&
          Math.abs(f.lineIndex - last.lineIndex) <= 2,
      )
      .sort(
        (a, b) =>
          Math.abs(a.lineIndex - last.lineIndex) - Math.abs(b.lineIndex - last.lineIndex) ||
          b.lineIndex - a.lineIndex,
      )[0]
    if (first) used.add(first)
    const name = first ? parsePersonName(`${first.value} ${last.value}`) : null
    return name ? [{ name, hit: last }] : []
  })
  if (pairs.length > 0) {
    candidates.push({
      value: unique(pairs.map((pair) => pair.name)),
      // Separate last- and first-name boxes say which word is which; a signature line does not.
      confidence: Math.min(...pairs.map((pair) => fromLabel(pair.hit, 0, 0.95, '').confidence)),
      source: `last/first name rows (page ${pairs[0]!.hit.line.page})`,
      quote: { text: pairs[0]!.hit.value, line: pairs[0]!.hit.line },
    })
  }

  const between = BETWEEN.exec(ctx.prose)
  const prose = between ? parseNameList(between[2] ?? '') : null
  if (prose) candidates.push({ value: unique(prose), confidence: 0.86, source: 'parties clause' })

  const signed = [
    ...ctx.prose.matchAll(
      /([A-Z][A-Za-z.'’ -]{2,40}?)\s*\(\s*(?:Co-?)?(?:Tenant|Lessee|Resident)\s*\)/g,
    ),
  ]
    .map((m) => parsePersonName(m[1] ?? ''))
    .filter((name): name is PersonName => name !== null)
  if (signed.length > 0)
    candidates.push({ value: unique(signed), confidence: 0.7, source: 'signature block' })

  // 'Bar Foo' in the name rows and 'Foo Bar' in a signature block are one person: agreement ignores word order.
  const people = (names: PersonName[]) =>
    names
      .map((n) => nameKey(n).split(' ').sort().join(' '))
      .sort()
      .join('|')
  return widest(
    pick(candidates, (a, b) => people(a) === people(b)),
    candidates,
  )
}

// Ages and notes after a name ('Ana Ruiz (age 9)', 'Leo Ruiz, age 4', 'Mia Ruiz (daughter, 11)') are not part of it.
const withoutAges = (text: string) =>
  text
    .replace(
      /\s*\((?:age[^)]*|\d+|minor|child|adult|(?:son|daughter|child|grandchild)\b[^)]*)\)/gi,
      '',
    )
    .replace(/,\s*(?:age\s*)?\d{1,2}(?:\s*(?:years?\s*old|yrs?))?(?=\s*(?:[,;.]|and\b|$))/gi, '')

// A sentence that says who may live in the home: 'Besides Resident, only Jo Roe may live at the Premises', 'Only
// the Tenant and Al Roe (age 6) can live in the apartment', 'occupied only by Lessee and Ana Ruiz', 'Other
// persons who may live at the Property: …'. A run of table cells without a full stop is no such sentence.
// 'may live there', 'may also live at the house', 'occupied only by', 'occupied as a private dwelling only by',
// 'Also living here (not residents under this lease):', a heading 'Who lives here' over 'Only you and Rowan Lindqvist.'.
const MAY_LIVE_THERE =
  /\b(?:may|can|shall|will|allowed\s+to)\s+(?:only\s+|also\s+|continue\s+to\s+)?(?:live|reside|occupy)\b|\b(?:occupied|used)\s+(?:only\s+|solely\s+)?(?:as\s+a\s+[\w\s]{1,30}?\s+)?(?:only\s+|solely\s+)?by\b|\balso\s+living\s+(?:here|there|in\s+the\s+(?:home|unit|premises|house|apartment))\b|\bwho\s+lives\s+(?:here|there)\b/i
const SENTENCE_MAX = 300
const OCCUPANTS_LISTED =
  /\bwho\s+(?:are|will\s+be)\s+(?:the\s+)?occupants?\b[^.:;]{0,40}:\s*([^.]{3,240})/gi
// A capitalised word that opens the sentence before a name ('Only Jo Roe may live …') is not part of it.
const SENTENCE_WORD = /^(?:Only|Besides|Except|Also|Both|Either|Neither|And|But|Plus|With|Other)\s+/
// A person's name in a sentence: two to four capitalised words, an initial among them.
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2}/gu

// OCR may read a speck before the word ('"Daughter (live-in aide)').
const HOUSEHOLD_MEMBER =
  /^[^\p{L}\d]{0,2}(?:no\s*[—–-]\s*)?(?:occupant|son|daughter|child|grandson|granddaughter|grandchild|stepson|stepdaughter|foster\s+child|minor)\b/iu

const HOUSEHOLD_TABLE = /\bhousehold\b|\boccupants?\b|\bwho\s+(?:will\s+|may\s+)?lives?\b/i

/** People who live there without being parties: an occupants field or list, or an occupancy clause. */
export const occupantsRule = (
  ctx: RuleContext,
  tenants: PersonName[],
): Candidate<PersonName[]> | null => {
  const isTenant = (name: PersonName) => tenants.some((t) => nameKey(t) === nameKey(name))
  // 'Derek Tillman (spouse), Luz Tillman (daughter, 4)', 'BERGQUIST, Nora — daughter — 5': what each is to the
  // tenant is no part of the name.
  const listed = (v: string) =>
    parseNameList(
      withoutAges(v)
        .replace(/\s*\([^)]*\)/g, '')
        .replace(/\s+[—–]\s+(?:\p{Ll}[\p{Ll} -]{0,20}|\d{1,2})(?=\s+[—–]|\s*[;,]|\s*$)/gu, '')
        .replace(/[.;]\s*$/, ''),
    )
  const accept = (v: string) => (listed(v) ?? []).length > 0
  const hits = findLabelled(
    ctx,
    // 'Authorized occupants who are not Residents:', 'Occupants other than Tenant:', 'OTHER PERSONS WHO WILL LIVE IN
    // THE UNIT (NOT RENTERS)', 'ALSO STAYING (NOT A TENANT)', 'Living in the home with Resident:', 'DEPENDENTS AND
    // OTHER OCCUPANTS WHO ARE NOT TENANTS'.
    String.raw`(?:dependents\s+(?:and|or)\s+)?(?:additional\s+|other\s+|authorized\s+|permitted\s+|minor\s+)?occupants?(?:\(s\))?(?:\s+names?)?(?:\s+(?:who|that|other\s+than|besides|not)\b[^:]{0,40}(?=:))?|other\s+persons\s+who\s+(?:will|may)\s+(?:live|reside)(?:\s+in\s+the\s+(?:unit|premises|home|apartment|house))?|also\s+(?:staying|living|residing)(?:\s+(?:here|there))?|live-in\s+(?:aide|caregiver)|living\s+in\s+the\s+(?:home|unit|premises|apartment|house)\s+with\s+(?:the\s+)?(?:resident|tenant)s?`,
    accept,
    // A form's caption box ('OCCUPANTS (other than Lessees)') holds its names under it.
    { below: true },
  )
  const names = hits.flatMap((hit) => listed(hit.value) ?? [])

  // 'The Premises shall be occupied only by Tenant and the following persons: Ana Ruiz (age 9) and Leo Ruiz.'
  for (const sentence of sentencesWith(ctx, MAY_LIVE_THERE)) {
    if (/\bguests?\b/i.test(sentence) || sentence.length > SENTENCE_MAX) continue
    for (const m of withoutAges(sentence.replace(/\s*\([^)]*\)/g, '')).matchAll(CAPITALISED_RUN)) {
      // Words after a year are a make and model ('occupied by Resident’s own manufactured home: 1987 Kit Manor'),
      // and words before a state's code a city ('the dwelling at Unit B, 412 Thompsonville Lane, Oak Grove, KY').
      if (/\d\s+$/.test(m.input.slice(0, m.index))) continue
      if (/^,\s*[A-Z]{2}\b/.test(m.input.slice(m.index + m[0].length))) continue
      const name = parsePersonName(m[0].replace(SENTENCE_WORD, ''))
      if (name) names.push(name)
    }
  }
  // 'the following minor children of the Lessees, who are occupants and not parties: Obinna Nwachukwu, age 11; …':
  // a list after the word 'occupants' and its colon, running on over the lines to its full stop.
  for (const m of ctx.prose.matchAll(OCCUPANTS_LISTED)) {
    for (const run of withoutAges((m[1] ?? '').replace(/\s*\([^)]*\)/g, '')).matchAll(
      CAPITALISED_RUN,
    )) {
      const name = parsePersonName(run[0])
      if (name) names.push(name)
    }
  }
  // A household table's row whose status says occupant ('Amparo Solís | Occupant — mother of resident') or names a
  // child of the household ('Jaylen Holloway | Son | 07/19/2015', 'Kaylee Beemer | No — granddaughter, age 11'); a son
  // among emergency contacts lives elsewhere.
  ctx.lines.forEach((line, i) => {
    const status = line.cells.slice(1).find((cell) => HOUSEHOLD_MEMBER.test(cell.text))?.text
    if (!status) return
    const above = ctx.lines
      .slice(Math.max(0, i - 6), i)
      .map((l) => l.text)
      .join(' ')
    if (!/occupant/i.test(status) && !HOUSEHOLD_TABLE.test(above)) return
    const name = parsePersonName(line.cells[0]?.text ?? '')
    if (name) names.push(name)
  })
  const value = unique(names).filter((name) => !isTenant(name))
  if (value.length === 0) return null
  const line = hits[0]?.line
  return {
    value,
    confidence: line ? lineConfidence(line, 0.85) : 0.8,
    source: hits.length > 0 ? 'occupants field' : 'occupancy clause',
  }
}

// An organisation's mailbox ('rent@', 'leasing@', 'office@') and a sentence about paying ('by Zelle to …',
// 'remit to …') say the address receives rent: it is the landlord's side's, never the tenant's.
const ROLE_MAILBOX =
  /^(?:rents?|payments?|pay|billing|accounts?|leasing|office|info|admin|management|manager|landlord|owner)@/i
const PAYING = /\b(?:zelle|pay\w*|remit\w*|e-?transfer|interac|venmo|paypal)\b/i

const givenForLandlordSide = (ctx: RuleContext, email: string): boolean => {
  if (ROLE_MAILBOX.test(email)) return true
  const at = ctx.prose.toLowerCase().indexOf(email)
  const before = ctx.prose.slice(Math.max(0, at - 200), Math.max(0, at))
  const ownSentence = before.split(/[.;!?]\s+/).at(-1) ?? ''
  return PAYING.test(ownSentence)
}

// A row of captions opening with the first tenant's ('TENANT 1 (LAST, FIRST) | PHONE | E-MAIL', 'Tenant |
// Phone'): the phone and e-mail under its captions are that tenant's.
const FIRST_TENANT_CAPTION = /^(?:tenant|lessee|resident)(?:\s*#?\s*1)?\b(?!\s*#?\s*[2-9])/i
const firstTenantRow = (ctx: RuleContext) => {
  const row = ctx.lines.findIndex(
    (line) =>
      line.cells.length > 1 &&
      FIRST_TENANT_CAPTION.test(line.cells[0]!.text) &&
      line.cells.slice(1).some((cell) => /\b(?:phone|e-?mail)\b/i.test(cell.text)),
  )
  return (lineIndex: number) => lineIndex === row
}

export const tenantEmailRule = (ctx: RuleContext): Candidate<string> | null => {
  const candidates: Candidate<string>[] = []
  for (const hit of findLabelled(
    ctx,
    String.raw`tenant['’]?s?\s+e-?mail(?:\s+address)?|lessee['’]?s?\s+e-?mail`,
    (v) => parseEmail(v) !== null,
    { below: true },
  )) {
    candidates.push(fromLabel(hit, parseEmail(hit.value)!, 0.92, 'tenant email field'))
  }
  for (const hit of findLabelled(
    ctx,
    String.raw`e-?mail(?:\s+address)?`,
    (v) => parseEmail(v) !== null,
    { below: true, where: inSection(ctx, 'tenant') },
  )) {
    candidates.push(fromLabel(hit, parseEmail(hit.value)!, 0.88, 'email in the tenant block'))
  }
  for (const hit of findLabelled(
    ctx,
    String.raw`e-?mail(?:\s+address)?`,
    (v) => parseEmail(v) !== null,
    {
      below: true,
      where: firstTenantRow(ctx),
    },
  )) {
    candidates.push(fromLabel(hit, parseEmail(hit.value)!, 0.88, "email in the first tenant's row"))
  }
  if (candidates.length > 0) return pick(candidates, (a, b) => a.toLowerCase() === b.toLowerCase())
  // A lone email outside the landlord's and agent's blocks can only be the tenant's (or shared for notices).
  const loose = [
    ...new Set(
      ctx.lines
        .flatMap((line, i) => (notIn(ctx, 'landlord', 'agent')(i) ? findEmails(line.text) : []))
        .map((e) => e.toLowerCase()),
    ),
  ]
  const all = new Set(findEmails(ctx.text).map((e) => e.toLowerCase()))
  if (loose.length === 1 && all.size === 1 && !givenForLandlordSide(ctx, loose[0]!)) {
    for (const line of ctx.lines) {
      const value = findEmails(line.text).find((e) => e.toLowerCase() === loose[0])
      if (value)
        return {
          value,
          confidence: lineConfidence(line, 0.6),
          source: 'the only email in the lease',
        }
    }
  }
  return null
}

export const tenantPhoneRule = (ctx: RuleContext): Candidate<string> | null => {
  const candidates: Candidate<string>[] = []
  const phoneLabel = String.raw`(?:phone|telephone|tel\.?|cell|mobile)(?:\s+(?:number|no\.?|#))?(?:\s*\((?:home|cell|mobile|work)\))?`
  for (const hit of findLabelled(
    ctx,
    String.raw`(?:tenant|lessee|resident)['’]?s?\s+${phoneLabel}`,
    (v) => parsePhone(v) !== null,
    { below: true },
  )) {
    candidates.push(fromLabel(hit, parsePhone(hit.value)!, 0.92, 'tenant phone field'))
  }
  for (const hit of findLabelled(ctx, phoneLabel, (v) => parsePhone(v) !== null, {
    below: true,
    where: inSection(ctx, 'tenant'),
  })) {
    candidates.push(fromLabel(hit, parsePhone(hit.value)!, 0.88, 'phone in the tenant block'))
  }
  for (const hit of findLabelled(ctx, phoneLabel, (v) => parsePhone(v) !== null, {
    below: true,
    where: firstTenantRow(ctx),
  })) {
    candidates.push(fromLabel(hit, parsePhone(hit.value)!, 0.88, "phone in the first tenant's row"))
  }
  return pick(candidates)
}

/** The landlord, stored as housingProvider: the name DC leases give the landlord. */
export const housingProviderRule = (ctx: RuleContext): Candidate<string> | null => {
  const candidates: Candidate<string>[] = []
  const accept = (v: string) => parsePartyName(v) !== null
  for (const hit of findLabelled(
    ctx,
    String.raw`(?:landlord|owner|lessor)\s*\/\s*(?:landlord|owner|lessor)|name\s+of\s+(?:the\s+)?(?:landlord|owner|lessor|housing\s+provider)|(?:housing\s+)?provider(?:['’]s)?(?:\s+(?:legal\s+)?name)?|landlord(?:s|\(s\))?(?:['’]s)?(?:\s+(?:legal\s+|full\s+)?name)?|lessor(?:['’]s)?(?:\s+name)?|owner\s+of\s+record|owners?(?:['’]s)?(?:\s+name)?|(?:property|record)\s+owner|${HOUSEHOLDER_OR_SUBLESSOR}`,
    accept,
    { below: true, separated: true },
  )) {
    candidates.push(fromLabel(hit, parsePartyName(hit.value)!, 0.9, 'landlord field'))
  }
  for (const hit of findLabelled(ctx, String.raw`(?:full\s+|legal\s+)?name`, accept, {
    below: true,
    where: inSection(ctx, 'landlord'),
  })) {
    candidates.push(fromLabel(hit, parsePartyName(hit.value)!, 0.85, 'name in the landlord block'))
  }
  const between = BETWEEN.exec(ctx.prose)
  const party = between ? parsePartyName((between[1] ?? '').replace(/^by\s+and\s+/i, '')) : null
  if (party) candidates.push({ value: party, confidence: 0.86, source: 'parties clause' })
  // A manufactured-home community's agreement calls its landlord 'the Community' or 'the Park': 'between Bluestem
  // Meadows MHC, LLC, a Missouri limited liability company, doing business as … (the “Community”)'.
  const community = COMMUNITY_PARTY.exec(ctx.prose)
  const communityParty = community ? parsePartyName(community[1] ?? '') : null
  if (communityParty)
    candidates.push({
      value: communityParty,
      confidence: 0.84,
      source: 'community in the parties clause',
    })
  // 'between Reyes Family Trust dated May 4, 2009, the owner of Lahontan Shade Mobile Home Park ("Management")': the
  // owner of a park that the agreement calls 'Management' is the landlord.
  const owner = OWNER_OF.exec(ctx.prose)
  const ownerParty = owner ? parsePartyName(owner[1] ?? '') : null
  if (ownerParty)
    candidates.push({ value: ownerParty, confidence: 0.86, source: 'owner in the parties clause' })
  const defined = new RegExp(
    String.raw`\b([A-Z][\w&'’., -]{1,80}?)${DEFINED('Housing Provider|Landlord|Lessor')}(?=[\s,.;])`,
  ).exec(ctx.prose)
  // 'between Jo Roe (the "Landlord")', 'We manage your home for the landlord, 101588 P.E.I. Inc. (the "Landlord")'.
  const definedParty = defined
    ? parsePartyName(
        (defined[1] ?? '').replace(/^.*\b(?:between|the\s+(?:landlord|owner|lessor),)\s+/i, ''),
      )
    : null
  if (definedParty && !party)
    candidates.push({ value: definedParty, confidence: 0.8, source: 'defined term' })
  // Two owners named together in the parties clause ('Ioane Sapolu and Malia Sapolu') are the landlord, where one
  // of them signs in a field of their own: the field agrees with the clause, and the clause names both.
  const both = (whole: string, one: string) =>
    whole
      .toLowerCase()
      .split(/\s+and\s+/)
      .includes(one.toLowerCase())
  const best = pick(
    candidates,
    (a, b) => a.toLowerCase() === b.toLowerCase() || both(a, b) || both(b, a),
  )
  const wider =
    best &&
    candidates.find(
      (c) => c.confidence >= 0.8 && both(c.value, best.value) && c.value !== best.value,
    )
  return wider ? { ...wider, confidence: best.confidence } : best
}

export const managementCompanyRule = (ctx: RuleContext): Candidate<string> | null => {
  const candidates: Candidate<string>[] = []
  const accept = (v: string) => parsePartyName(v) !== null
  for (const hit of findLabelled(
    ctx,
    String.raw`management\s+company|property\s+management(?:\s+company)?|(?:property\s+)?manager|name\s+of\s+(?:the\s+)?(?:property\s+manager|managing\s+agent|agent)|managing\s+agent|${MANAGING_AGENT_CAPTION}|managed\s+by|(?:represented\s+by\s+(?:its|their)\s+)?mandatary(?!['’])|${PERSON_AUTHORIZED_TO_MANAGE}`,
    accept,
    { below: true, separated: true },
  )) {
    candidates.push(fromLabel(hit, parsePartyName(hit.value)!, 0.88, 'management field'))
  }
  for (const hit of findLabelled(ctx, String.raw`(?:company\s+)?name`, accept, {
    below: true,
    where: inSection(ctx, 'agent'),
  })) {
    candidates.push(fromLabel(hit, parsePartyName(hit.value)!, 0.82, 'name in the agent block'))
  }
  // 'your property manager, Cobblestone Residential, …', 'its park operator, Pinion Community Management, Inc.
  // ("Operator")', 'By: Prairie Wind Property Services, its authorized agent',
  // 'acting through Sunrise Coast Rental Services, LLC as their rental agent'.
  for (const m of ctx.prose.matchAll(MANAGER_IN_APPOSITION)) {
    // A name read on from the address before it starts after that address's state and ZIP code ('… Warwick, RI
    // 02889 Greenwich Bay Residential Management, Inc., Managing Agent for the Owner').
    const party = parsePartyName((m[1] ?? m[2] ?? m[3] ?? '').replace(ZIP_BEFORE, ''))
    if (party && isCompanyName(party))
      candidates.push({ value: party, confidence: 0.8, source: 'manager named beside its role' })
  }
  const managed =
    /\b[Mm]anaged\s+by\s+([A-Z][\w&'’., -]{2,80}?)(?=\s*(?:\(|,\s+(?:whose|located|at|\d|P\.?\s?O\.?\s+Box)|\.|;|[·•|]|\s+\d|\s+on\s+behalf|$))/.exec(
      ctx.prose,
    )
  // 'the Association, which is managed by …' names the association's manager, not the home's.
  const ofAssociation =
    managed &&
    /\b(?:association|HOA|condominium|cooperative)\b[^.]{0,40}$/i.test(
      ctx.prose.slice(0, managed.index),
    )
  const party = managed && !ofAssociation ? parsePartyName(managed[1] ?? '') : null
  if (party) candidates.push({ value: party, confidence: 0.84, source: 'managed-by clause' })
  // 'Acme Owners LLC c/o Halcyon Management Corp.': the company a landlord's mail goes in care of manages for it.
  const careOf =
    /\bc\/o\s+(?!the\b)([A-Z][^;()]{2,80}?)(?=\s*(?:,(?!\s*(?:llc|l\.l\.c|inc|lp|llp|ltd|corp|co)\b)|;|\(|$|\.\s|\s(?:at|P\.?\s?O\.?)\s|\s\d))/.exec(
      ctx.prose,
    )
  const caredFor = careOf ? parsePartyName(careOf[1] ?? '') : null
  if (caredFor && isCompanyName(caredFor))
    candidates.push({
      value: caredFor,
      confidence: ROLE_READING_MAX - 0.02,
      source: 'care-of company',
    })
  // A change of management names the agent that manages from then on, over any agent the form was written for:
  // 'Henlopen Harbor Property Services, Inc. replaces Breakwater Coastal Management as managing agent'.
  const successor = SUCCESSOR_AGENT.exec(ctx.prose)
  const newAgent = successor ? parsePartyName(successor[1] ?? successor[2] ?? '') : null
  if (newAgent)
    candidates.push({ value: newAgent, confidence: 0.9, source: 'change of management' })
  const defined = new RegExp(
    String.raw`([A-Z][\w&'’., -]{1,80}?)${DEFINED('Agent|Manager|Property Manager|Management Company|Managing Agent|Management')}(?=[\s,.;])`,
  ).exec(ctx.prose)
  // '…, the owner of Sage Flat Mobile Estates ("Management")' defines the landlord, by its park's name.
  const definedParty =
    defined && !/\bowner\s+of\s+[^,]*$/i.test(defined[1] ?? '')
      ? longestPartyTail(
          (defined[1] ?? '').replace(/^.*\b(?:and|by|(?:agent|manager)\s*,)\s+/i, ''),
        )
      : null
  if (definedParty)
    candidates.push({ value: definedParty, confidence: 0.8, source: 'defined term' })
  return pick(candidates, (a, b) => a.toLowerCase() === b.toLowerCase())
}

// The comma before a company's legal form is inside its name: 'Saltmarsh Residential Management, LLC'.

const LEGAL_FORM = String.raw`(?:LLC|L\.L\.C|Inc|LP|L\.P|LLP|Ltd|Corp)\b`
const COMMA_LEGAL_FORM = String.raw`,\s*(?=${LEGAL_FORM})`

const OWNER_OF = new RegExp(
  String.raw`\bbetween\s+([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,80}?)(?:\s+dated\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4})?(?:,\s+an?\s+[^,;()]{3,60})?,\s+the\s+owner\s+of\b`,
)

// An agent's caption, not a leasing agent's or a registered agent's: 'Agent', "Landlord's agent", 'Agent for
// Owner', "Owner's Agent for Management".
const MANAGING_AGENT_CAPTION = String.raw`(?<!(?:leasing|listing|selling|registered|resident|service)\s)(?:(?:landlord|owner|lessor)['’]s\s+)?agent(?:\s+for\s+(?:the\s+)?(?:owner|landlord|lessor|management))?`

// The disclosure some states require: 'The name and address of the person authorized to manage the premises is:'.
const PERSON_AUTHORIZED_TO_MANAGE = String.raw`(?:(?:the\s+)?name(?:\s+and\s+address)?\s+of\s+)?(?:the\s+)?(?:person|party|agent)\s+authori[sz]ed\s+to\s+manage(?:\s+the\s+(?:premises|property|dwelling))?(?:\s+(?:is|are))?`

const AGENT_WORDS = String.raw`(?:managing\s+agent|property\s+manager|management\s+company|manager|agent)`
const SUCCESSOR_AGENT = new RegExp(
  String.raw`(?:^|[,;:.]\s+|\bthat\s+)([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,80}?)\s+(?:replaces|has\s+replaced|will\s+replace|succeeds|takes\s+over\s+from)\s+[A-Z][^.;]{0,80}?\s+as\s+(?:the\s+)?(?:new\s+)?${AGENT_WORDS}\b|\bthe\s+new\s+${AGENT_WORDS}(?:\s+for\s+the\s+(?:owner|landlord|lessor))?\s+is\s+([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,80}?)(?=\s*[,;.(]|\s+(?:at|whose|of)\b)`,
)

const ZIP_BEFORE = /^\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\s+(?=[A-Z])/
const MANAGER_IN_APPOSITION = new RegExp(
  String.raw`\b(?:your|our|the|its|(?:landlord|owner|lessor)['’]s)\s+(?:property\s+manager|managing\s+agent|management\s+company|manager|(?:park\s+|property\s+)?operator)\s*,\s+([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,60}?)\s*(?:,(?!\s*${LEGAL_FORM})|\()|\b(?:by:?\s+)?([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,60}?),\s+(?:(?:its|their|as)\s+)?(?:duly\s+)?(?:authori[sz]ed|managing)\s+agent\b|\bacting\s+through\s+([A-Z](?:[^,;:()]|${COMMA_LEGAL_FORM}){2,60}?),?\s+as\s+(?:its|their|his|her)\s+(?:rental\s+|managing\s+)?agent\b`,
  'gi',
)

/**
 * The party named just before its defined term is the longest run of words at the end that reads as a name:
 * in 'Owner has authorized Bluebonnet Residential Management ("Management")' the sentence's start is not part
 * of it, nor is a document title in capitals before it.
 */
const longestPartyTail = (text: string): string | null => {
  const words = text.trim().split(/\s+/)
  const capitals = (i: number) => /^[A-Z'’-]{2,}$/.test(words[i] ?? '')
  for (let i = 0; i < words.length; i++) {
    if (!/^[A-Z]/.test(words[i] ?? '')) continue
    // A title in capitals run into the name ('LEASE EXTENSION AGREEMENT Riverbend Property Services, LLC').
    const inTitle =
      capitals(i) &&
      (capitals(i - 1) || capitals(i + 1)) &&
      words.slice(i + 1).some((w) => /[a-z]/.test(w))
    if (inTitle) continue
    const party = parsePartyName(words.slice(i).join(' '))
    if (party) return party
  }
  return null
}

/** DC leases name the Registered/Rental Property Owner ('RPO') beside the Housing Provider. */
export const rpoRule = (ctx: RuleContext): Candidate<string> | null => {
  const hits = findLabelled(
    ctx,
    String.raw`RPO(?:\s*\([^)]*\))?|registered\s+property\s+owner|rental\s+property\s+owner`,
    (v) => parsePartyName(v) !== null,
    { below: true, separated: true },
  )
  return pick(hits.map((hit) => fromLabel(hit, parsePartyName(hit.value)!, 0.9, 'RPO field')))
}
