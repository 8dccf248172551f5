import { parseNameList, parsePartyName, parsePersonName, type PersonName } from '../normalise/names'
import { lineConfidence, type Candidate, type RuleContext } from '../rules/context'
import { ROLE_READING_MAX } from './role-scorer'

/**
 * Names found by the role the lease gives them rather than by a label: a name followed by its role
 * ('Jo Roe ("Tenant")', 'Jo Roe, as tenant', 'Jo Roe, hereinafter called the "Tenant"', 'Jo Roe (the Tenant)'),
 * and names on the lines under a tenant heading ('TENANT 1' / 'Print name: Jo Roe', 'Residents' / '1. ROE, Jo').
 */

const TENANT_ROLE = String.raw`tenants?|lessees?|residents?|co-?tenants?`
const LANDLORD_ROLE = String.raw`landlords?|lessors?|owners?|housing\s+providers?`

const roleAfter = (roles: string) =>
  new RegExp(
    String.raw`\s*,?\s*(?:\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|collectively,?\s+|jointly(?:\s+and\s+severally)?,?\s+)?(?:the\s+)?["“']?(?:${roles})["”']?\s*\)|,?\s*(?:hereinafter\s+(?:referred\s+to\s+as|called)\s+)(?:the\s+)?["“']?(?:${roles})\b|,\s*as\s+(?:the\s+)?(?:${roles})\b)`,
    'gi',
  )

const TENANT_AFTER = roleAfter(TENANT_ROLE)
const LANDLORD_AFTER = roleAfter(LANDLORD_ROLE)

// Where the words naming a party begin: after the clause word that introduces it, or a closing bracket.
const LEAD_IN =
  /^.*(?:\bbetween\b|\bunto\b|\bby\b|\bfrom\b|\bto\b|\bwith\b|\bthat\b|[:;)”"]|\.\s(?=[A-Z]))\s*/s

/** The text just before a role marker, trimmed back to where the party's name starts. */
const nameBefore = (prose: string, markerIndex: number): string =>
  prose
    .slice(Math.max(0, markerIndex - 160), markerIndex)
    .replace(LEAD_IN, '')
    .replace(/^[\s,]*(?:and\s+|the\s+)*/i, '')
    .replace(/,\s*$/, '')
    .trim()

export const tenantsByRole = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const names: PersonName[] = []
  for (const m of ctx.prose.matchAll(TENANT_AFTER)) {
    const listed = parseNameList(nameBefore(ctx.prose, m.index))
    if (listed) names.push(...listed)
  }
  if (names.length > 0)
    return {
      value: unique(names),
      confidence: ROLE_READING_MAX,
      source: 'names followed by their role',
    }
  return namesUnderTenantHeading(ctx)
}

// The role first, the name set off by commas: 'The Landlord, Jo Roe, leases to …'.
const LANDLORD_APPOSITIVE = new RegExp(String.raw`\b(?:${LANDLORD_ROLE}),\s+([^,;()]{2,60}),`, 'gi')

export const landlordByRole = (ctx: RuleContext): Candidate<string> | null => {
  for (const m of ctx.prose.matchAll(LANDLORD_AFTER)) {
    const party = parsePartyName(nameBefore(ctx.prose, m.index))
    if (party)
      return { value: party, confidence: ROLE_READING_MAX, source: 'name followed by its role' }
  }
  for (const m of ctx.prose.matchAll(LANDLORD_APPOSITIVE)) {
    const party = parsePartyName(m[1] ?? '')
    if (party) return { value: party, confidence: 0.76, source: 'name set off after its role' }
  }
  return null
}

const TENANT_HEADING = new RegExp(
  String.raw`^(?:\d{1,2}[.)]\s*|section\s+\d+\.?\s*)?(?:and\s+)?(?:${TENANT_ROLE}|tenant\(s\)|resident\(s\)|lessee\(s\))(?:\s*#?\d{1,2})?\s*:?$`,
  'i',
)
const LAST_FIRST_CAPTIONS = /^\s*(?:last|family)\s+name\b.*\bfirst\s+name\b/i
// A caption before a name on its line: 'Print name:', 'Name', '1.', '-'.
const CAPTION = /^(?:(?:print(?:ed)?\s+|full\s+|legal\s+)?name\s*:?|\d{1,2}[.)]|[-•])\s*/i

/** Names on the few lines under a tenants heading, until the next heading or a line that is not a name. */
const namesUnderTenantHeading = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const names: PersonName[] = []
  let confidence = 0.78
  let lastFirst = false
  ctx.lines.forEach((line, i) => {
    // A heading on its own line, or a label whose names continue on the rows below ('Tenant(s): | ROE, Jo').
    if (line.cells.length > 2 || !TENANT_HEADING.test(line.cells[0]?.text.trim() ?? '')) return
    for (let j = line.cells.length === 2 ? i : i + 1; j < Math.min(ctx.lines.length, i + 5); j++) {
      const next = j === i ? { ...line, cells: line.cells.slice(1) } : ctx.lines[j]!
      if (next.page !== line.page) break
      const cells = next.cells.map((cell) => cell.text.replace(CAPTION, '').trim())
      if (LAST_FIRST_CAPTIONS.test(next.text)) {
        lastFirst = true
        continue
      }
      // Under 'Last Name | First Name' captions a row of two single words is one person, last name first.
      const boxed =
        lastFirst && cells.length === 2 && cells.every((cell) => /^[A-Za-z'’-]+$/.test(cell))
          ? parsePersonName(`${cells[1]} ${cells[0]}`)
          : null
      const name = boxed ?? cells.map((cell) => parsePersonName(cell)).find((n) => n !== null)
      if (name) {
        names.push(name)
        confidence = Math.min(confidence, lineConfidence(next, 0.78))
      } else if (!/^(?:print|name|signature|phone|e-?mail|date)\b/i.test(cells[0] ?? '')) break
    }
  })
  return names.length > 0
    ? { value: unique(names), confidence, source: 'names under a tenant heading' }
    : null
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

const unique = (names: PersonName[]) =>
  names.filter(
    (name, i) => names.findIndex((n) => n.full.toLowerCase() === name.full.toLowerCase()) === i,
  )
