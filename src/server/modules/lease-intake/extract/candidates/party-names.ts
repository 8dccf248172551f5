import { isJointName, parseNameList, parsePartyName, type PersonName } from '../normalise/names'
import type { Candidate, RuleContext } from '../rules/context'
import {
  landlordsInSignatureColumn,
  landlordUnderHeading,
  namesInTenantTable,
  namesUnderTenantHeading,
  tenantsInSignatureColumns,
} from './party-blocks'
import { AGENT_ROLE, LANDLORD_ROLE, TENANT_ROLE, uniqueNames } from './party-roles'
import { ROLE_READING_MAX } from './role-scorer'

/**
 * Names found by the role the lease gives them rather than by a label, whatever the sentence around them:
 * a name followed by its role ('Jo Roe ("Tenant")', 'Jo Roe, as tenant', 'Jo Roe, hereinafter called the
 * "Tenant"', 'Jo Roe, who together are called the tenant', 'I, Jo Roe, am the owner'), a role followed by its
 * name ('the housing provider, Acme LLC,', 'its managing agent Acme LLC', 'as agent for the owner Acme LLC'),
 * and the party a lease is let to ('rent it to Jo Roe and Al Poe on the terms below'); then, where no sentence
 * names them, by where they stand (party-blocks.ts).
 */

/**
 * The markers that follow a party's name. `pronouns` are the words a plain-language lease defines for the party
 * in brackets ('Acme LLC ("we", "us")', 'Jo Roe ("you")'); they count only there.
 */
const roleAfter = (roles: string, pronouns?: string) =>
  new RegExp(
    String.raw`\s*,?\s*(?:\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|collectively,?\s+|each\s+an?\s+|jointly(?:\s+and\s+severally)?,?\s+)?(?:the\s+|your\s+|our\s+)?["“']?(?:${roles}${pronouns ? `|${pronouns}` : ''})["”']?(?:\s*(?:,|\bor\b|\band\b)\s*["“']?(?:the\s+)?(?:${roles}${pronouns ? `|${pronouns}` : ''})["”']?)*\s*[);]|,?\s*(?:herein(?:after)?\s+(?:(?:referred\s+to\s+as|called)\s+)?)(?:the\s+)?["“']?(?:${roles})\b|,\s*(?:acting\s+)?as\s+(?:the\s+|its\s+)?(?:${roles})\b|,\s*(?:referred\s+to\s+as|called)\s+(?:the\s+)?["“']?(?:${roles})\b|,?\s*(?:who|which)\s+(?:together\s+|jointly\s+|collectively\s+)?(?:is|are)\s+(?:called|named|known\s+as|referred\s+to\s+as)\s+(?:the\s+)?["“']?(?:${roles})\b|,\s*(?:am|is|are)\s+the\s+(?:${roles})\b|,\s+(?:${roles})(?=\s*,)|,\s*the\s+(?:${roles})(?:\s+of\s+[^,;()"“]{3,60})?\s*(?=[,;()]|\.\s))`,
    'gi',
  )

const TENANT_AFTER = roleAfter(TENANT_ROLE, 'you')
// A letter lease speaks for the landlord in the first person: 'Jo Roe ("I" or "the Landlord")'.
const LANDLORD_AFTER = roleAfter(LANDLORD_ROLE, 'we|us|our|I|me')
const AGENT_AFTER = roleAfter(AGENT_ROLE)

// Where the words naming a party begin: after the clause word that introduces it, a closing bracket, a list
// marker ('PROPERTY: A. Hollis Okonkwo-Reyes') or a sentence's full stop (not an initial's: 'Marian T. Oyelaran').
// The one who signs for a company ('Acme, L.L.C., herein represented by its member, Jo Roe') is not the party.
// A role in the possessive set off before the name ('Landlord's Broker, Acme LLC') introduces it too, and so does
// the e-mail address ending the signature block before it ('Email: jo@example.com Al Poe (tenant)').
const LEAD_IN =
  /^.*(?:\S@[\w.-]+\.[a-z]{2,}(?=\s)|\bbetween\b|\bunto\b|(?<!\b(?:represented|acting)\s)\bby\b|\bfrom\b|\bto\b|\bwith\b|\b[Tt]hat\b|\bI\s*,|[:;)”"]|(?:(?<!\b[A-Z])|(?<=(?:^|[:.;]\s)[A-Z]))\.\s(?=[A-Z])|\b(?:[Ll]andlord|[Oo]wner|[Ll]essor)['’]s(?:\s+[A-Za-z]+){1,2},)\s*/s
// A document title or a phone number left in front of a name by a letterhead: 'LEASE Acme LLC', '2030 Acme LLC',
// 'MONTH-TO-MONTH RENTAL AGREEMENT Acme LLC'.
const GLUED_BEFORE =
  /^(?:[\d\s().-]+|(?:RESIDENTIAL|RENTAL|ROOM|SUB-?LEASE|SUBLET|LEASE|AGREEMENT|CONTRACT|DWELLING|TENANCY|OF|[A-Z]+(?:-[A-Z]+)+)\s+)+(?=[A-Z])/

/** The text just before a role marker, trimmed back to where the party's name starts. */
const nameBefore = (prose: string, markerIndex: number): string =>
  prose
    .slice(Math.max(0, markerIndex - 240), markerIndex)
    .replace(LEAD_IN, '')
    .replace(GLUED_BEFORE, '')
    .replace(/^[\s,]*(?:and\s+|the\s+)*/i, '')
    .replace(/,\s*$/, '')
    .trim()

/**
 * The longest tail of the words before a role marker that reads as names: in 'acting through its agent Acme
 * LLC, and Jo Roe and Al Poe, who together are called the tenant' the list starts after ', and'.
 */
const namesEndingHere = (raw: string): PersonName[] | null => {
  // A title in capitals run into the first name ('RENTAL AGREEMENT Jo Roe') is not part of it.
  const text = raw.replace(/^(?:[A-Z][A-Z'-]+\s+)+(?=[A-Z][a-z])/, '')
  const whole = parseNameList(text)
  if (whole) return whole
  // Where a list can start: after a comma or 'and'.
  for (const start of text.matchAll(/(?:,\s*and|,|\band)\s+(?=[A-Z])/g)) {
    const tail = parseNameList(text.slice(start.index + start[0].length))
    if (tail) return tail
  }
  return null
}

// Where a name written after its role ends: the next label ('Date:'), a bracket, a stop (not an initial's, as in
// 'Harriet E. Quintana-Bly'), a comma (not the one before 'LLC'), or the verb or clause word that follows.
const NAME_END =
  /\s*(?:\s[A-Z][a-z]+:|,(?!\s*(?:llc|l\.l\.c|inc|lp|llp|ltd|corp|co)\b)|[;()“"]|(?<!\b[A-Z])\.(?:\s|$)|\s(?:and|to|leases?|rents?|lets?|agrees?|shall|will|may|must|is|are|am|has|have|hereby|acting|whose|who|which|for|at|of\s+the|on|in|by|under|with)\b)/i

/**
 * The text just after a role word, cut where the party's name ends; an 'and' between two first names of one
 * surname ('for the Owner, Gerald and Inez Vonderhaar') does not end it.
 */
const nameAfter = (prose: string, from: number): string => {
  const rest = prose.slice(from, from + 100)
  const end = NAME_END.exec(rest)
  if (!end) return rest.trim()
  const name = rest.slice(0, end.index).trim()
  if (/^\s*and$/i.test(end[0])) {
    const further = rest.slice(end.index + end[0].length)
    const next = NAME_END.exec(further)
    const joint = `${name} and ${(next ? further.slice(0, next.index) : further).trim()}`
    if (isJointName(joint)) return joint
  }
  return name
}

/**
 * A party named right after its role, with 'the' or 'its' before the role and at most a comma or 'is' between:
 * 'the housing provider, Acme LLC,', 'its managing agent Acme LLC', 'the owner Acme LLC', 'the owner of the
 * Premises is Acme LLC'. The name must start with a capital, so 'the owner shall …' is no name.
 */
const roleBefore = (roles: string) =>
  new RegExp(
    String.raw`\b(?:the|its|their|said|(?:landlord|owner|lessor)['’]s)\s+(?:${roles})(?:(?:\s+of\s+record)?(?:\s+of\s+(?:the\s+)?(?:premises|property|dwelling|building|home|unit|apartment))?\s+is|\s*,?)\s+(?=[A-Z])`,
    'gi',
  )

const LANDLORD_BEFORE = roleBefore(LANDLORD_ROLE)
const AGENT_BEFORE = roleBefore(AGENT_ROLE)
// The one who manages for the owner, named by the act of appointing it: 'has appointed Acme LLC to manage'.
// Its address and telephone may come between: 'appointed Acme Management, 118 N Tejon Street, …, as its agent'.
const AGENT_APPOINTED =
  /\b(?:appointed|engaged|retained|designated)\s+(?=[A-Z])([^,;()]{2,80}?)(?:,[^;]{0,160}?,)?\s+(?:as\s+(?:its\s+|the\s+)?(?:managing\s+)?agent|to\s+manage|as\s+(?:property\s+)?manager)\b/g

/**
 * The party whose name ends a stretch of words: the whole stretch, or its longest tail that starts at a
 * capital after a word in lower case or a comma ('the parties to this lease are Acme Holdings LLC' → 'Acme
 * Holdings LLC', 'me, Jo Roe' → 'Jo Roe', 'Warmly, Jo Roe (your landlord)' → 'Jo Roe').
 */
const partyEndingHere = (text: string): string | null => {
  const whole = parsePartyName(text)
  if (whole) return whole
  for (const start of text.matchAll(/(?:\b[a-z]+,?|,)\s+(?=[A-Z])/g)) {
    const tail = parsePartyName(text.slice(start.index + start[0].length).replace(GLUED_BEFORE, ''))
    if (tail) return tail
  }
  return null
}

/** The party a role's words tie a name to, first in the document. */
const partyByRole = (ctx: RuleContext, after: RegExp, before: RegExp): Candidate<string> | null => {
  const found: { index: number; value: string; confidence: number; source: string }[] = []
  for (const m of ctx.prose.matchAll(after)) {
    // '(US)' after a telephone's caption is the country, not the landlord's 'us'.
    if (/\(\s*US\s*\)/.test(m[0])) continue
    const party = partyEndingHere(nameBefore(ctx.prose, m.index))
    if (party)
      found.push({
        index: m.index,
        value: party,
        confidence: ROLE_READING_MAX,
        source: 'name followed by its role',
      })
  }
  for (const m of ctx.prose.matchAll(before)) {
    const party = parsePartyName(nameAfter(ctx.prose, m.index + m[0].length))
    if (party)
      found.push({ index: m.index, value: party, confidence: 0.76, source: 'name after its role' })
  }
  const first = found.sort((a, b) => b.confidence - a.confidence || a.index - b.index)[0]
  return first ? { value: first.value, confidence: first.confidence, source: first.source } : null
}

// The people a home is let to: 'agree to rent it to Jo Roe and Al Poe on the terms below'.
const LET_TO =
  /\b(?:rents?|leases?|lets?|renting|leasing)\s+(?:it|them|the\s+(?:premises|property|home|apartment|unit|house|dwelling))?\s*to\s+(?=[A-Z])([^;()."“]{3,160}?)(?=\s+(?:on|for|under|from|beginning|starting|commencing|as|who|subject|upon|the)\b|[;(."“]|,\s+(?:the|for|on|as|who|beginning|starting)\b)/g

export const tenantsByRole = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const names: PersonName[] = []
  for (const m of ctx.prose.matchAll(TENANT_AFTER)) {
    const listed = namesEndingHere(nameBefore(ctx.prose, m.index))
    if (listed) names.push(...listed)
  }
  if (names.length > 0)
    return {
      value: uniqueNames(names),
      confidence: ROLE_READING_MAX,
      source: 'names followed by their role',
    }
  const heading = namesUnderTenantHeading(ctx) ?? namesInTenantTable(ctx)
  if (heading) return heading
  const signed = tenantsInSignatureColumns(ctx).flatMap((n) => parseNameList(n) ?? [])
  if (signed.length > 0)
    return {
      value: uniqueNames(signed),
      confidence: 0.76,
      source: 'printed names in the tenant column',
    }
  for (const m of ctx.prose.matchAll(LET_TO)) {
    const listed = parseNameList(m[1] ?? '')
    if (listed)
      return { value: uniqueNames(listed), confidence: 0.72, source: 'names a home is let to' }
  }
  return null
}

// The role first, the name set off by commas: 'The Landlord, Jo Roe, leases to …'.
// A former owner's name is no party to the lease: 'the former owner, Elmwood Partners LLC, transferred …'.
const LANDLORD_APPOSITIVE = new RegExp(
  String.raw`(?<!\b(?:former|previous|prior|original)\s+)\b(?:${LANDLORD_ROLE}),\s+([^,;()]{2,60}),`,
  'gi',
)

export const landlordByRole = (ctx: RuleContext): Candidate<string> | null => {
  const tied = partyByRole(ctx, LANDLORD_AFTER, LANDLORD_BEFORE) ?? landlordUnderHeading(ctx)
  if (tied) return tied
  const signed = landlordsInSignatureColumn(ctx)
    .map(parsePartyName)
    .find((party) => party !== null)
  if (signed)
    return { value: signed, confidence: 0.76, source: 'printed name in the landlord column' }
  for (const m of ctx.prose.matchAll(LANDLORD_APPOSITIVE)) {
    const party = parsePartyName(m[1] ?? '')
    if (party) return { value: party, confidence: 0.76, source: 'name set off after its role' }
  }
  return null
}

/** The managing agent by its role: 'Acme LLC, as agent for the owner', 'its managing agent Acme LLC'. */
export const agentByRole = (ctx: RuleContext): Candidate<string> | null => {
  const tied = partyByRole(ctx, AGENT_AFTER, AGENT_BEFORE)
  if (tied) return tied
  for (const m of ctx.prose.matchAll(AGENT_APPOINTED)) {
    const party = parsePartyName(m[1] ?? '')
    if (party) return { value: party, confidence: 0.76, source: 'name of the appointed agent' }
  }
  return null
}

/**
 * The longer of two readings of the tenants when it holds every name of the shorter one: a notice block that
 * names only the first tenant is right as far as it goes, and the parties clause completes it.
 */
export const widest = (
  best: Candidate<PersonName[]> | null,
  others: (Candidate<PersonName[]> | null)[],
): Candidate<PersonName[]> | null => {
  if (!best) return others.find((other) => other !== null) ?? null
  const keys = (names: PersonName[]) => new Set(names.map((n) => n.full.toLowerCase()))
  const mine = keys(best.value)
  const wider = others
    .filter((other): other is Candidate<PersonName[]> => other !== null && other.confidence >= 0.7)
    .filter(
      (other) => other.value.length > mine.size && [...mine].every((k) => keys(other.value).has(k)),
    )
    .sort((a, b) => b.value.length - a.value.length)[0]
  return wider ? { ...wider, confidence: Math.min(best.confidence, wider.confidence) } : best
}
