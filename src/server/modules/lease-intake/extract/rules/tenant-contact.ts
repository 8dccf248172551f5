import { AGENT_ROLE, LANDLORD_ROLE, TENANT_ROLE } from '../candidates/party-roles'
import { sameColumn } from '../document'
import { parseEmail, parsePhone } from '../normalise/contact'
import type { PersonName } from '../normalise/names'
import { lineConfidence, type Candidate, type RuleContext } from './context'

const digits = (text: string) => text.replace(/\D/g, '')

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [])

/**
 * The tenant contact is the first tenant's. A phone or e-mail written on the row of another tenant named in the
 * lease ('Oyelowo, Hana | hana.oyelowo@example.com' under 'TENANT 2'), or in the lines under that tenant's name
 * ('Tamsin Greaves (tenant)' / 'Phone: …'), is that tenant's: the first tenant's own is read in the lines under
 * their name instead, and when the first tenant has none the lease states no tenant contact.
 */
export const firstTenantsContact = <T extends string>(
  ctx: RuleContext,
  reading: Candidate<T> | null,
  tenants: PersonName[],
): Candidate<T> | null => {
  if (!reading || tenants.length < 2) return reading
  const value = reading.value.toLowerCase()
  const phone = digits(value).length >= 10 ? digits(value).slice(-10) : null
  const at = ctx.lines.findIndex((l) =>
    phone ? digits(l.text).includes(phone) : l.text.toLowerCase().includes(value),
  )
  if (at < 0) return reading
  // On the contact's own line only a name written before it can own it ('… e-mail jo@example.com; Al Poe, …').
  const text = ctx.lines[at]!.text
  const local = phone ? new RegExp(`${phone.slice(3, 6)}\\D?${phone.slice(6)}`).exec(text) : null
  const cut = phone ? (local?.index ?? text.length) : text.toLowerCase().indexOf(value)
  const owner = ownerAbove(ctx, at, tenants, text.slice(0, cut))
  if (owner <= 0) return reading
  const parse = (written: string) => (phone ? parsePhone(written) : parseEmail(written))
  const firstLine = ctx.lines.findLastIndex((line, i) => i < at && namedOn(line.text, tenants[0]!))
  const own = firstLine < 0 ? null : contactUnder(ctx, firstLine, tenants, parse)
  return own ? { ...reading, value: own as T } : null
}

// An e-mail address made of a tenant's name ('lucian.ferreira@example.edu') does not name them.
const namedOn = (text: string, tenant: PersonName) => {
  const onLine = words(text.replace(/\S+@\S+/g, ' '))
  return [tenant.first, tenant.last].every((part) => [...words(part)].every((w) => onLine.has(w)))
}

// A signature block puts a tenant's phone and e-mail in the few lines under their name.
const BLOCK = 3

/**
 * Which tenant the line, or the nearest line above it in its block on the page, names; -1 for none. Names listed
 * on lines one after another ('Name | Ingrid Whitaker' / 'Name | Malik Thibodeaux' / 'Phone | …') head a shared
 * block, whose contact is nobody's in particular.
 */
const ownerAbove = (
  ctx: RuleContext,
  at: number,
  tenants: PersonName[],
  beforeContact: string,
): number => {
  const namedBy = (i: number) =>
    tenants.findIndex((t) => namedOn(i === at ? beforeContact : (ctx.lines[i]?.text ?? ''), t))
  const page = ctx.lines[at]!.page
  for (let i = at; i >= Math.max(0, at - BLOCK) && ctx.lines[i]!.page === page; i--) {
    const named = namedBy(i)
    if (named >= 0) return i === at || namedBy(i - 1) < 0 ? named : -1
  }
  return -1
}

/** A reading of the first tenant's phone or e-mail: `parse` finds the value, `what` names it in the source. */
type FirstTenantsContact = (
  ctx: RuleContext,
  tenants: PersonName[],
  parse: (text: string) => string | null,
  what: string,
) => Candidate<string> | null

/**
 * The contact on the line (or the cells after a caption) that names the first tenant and no other ('Leopold Nwachukwu: telephone (701)
 * 555-0115; e-mail leo.n@example.net'), or in the lines under that name standing alone ('Priya Mukherjee-Dunn' /
 * '(867) 555-0151 – priya.md@example.com' under a letter's 'I/We agree'), where a lease lists each tenant's
 * details under their name.
 */
export const contactOnFirstTenantsLine: FirstTenantsContact = (ctx, tenants, parse, what) => {
  const [first, ...others] = tenants
  if (!first) return null
  for (const [index, line] of ctx.lines.entries()) {
    if (others.some((t) => namedOn(line.text, t))) continue
    // The line, or a cell after its caption ('5. Tenant | Wesley Cato — tel. …'), opens with the tenant's name
    // before its details: not a parties line that names them in passing.
    const text = line.cells
      .map((_, c) =>
        line.cells
          .slice(c)
          .map((cell) => cell.text)
          .join('\t'),
      )
      .find((rest) => {
        const lead = rest.split(/[:;(\d@—–]/)[0] ?? ''
        const opening = lead.toLowerCase().match(/[\p{L}'’-]+/u)?.[0]
        const opensWithName =
          opening === first.first.toLowerCase() || opening === first.last.toLowerCase()
        return opensWithName && namedOn(lead, first)
      })
    if (text === undefined) continue
    const alone = words(text).size === words(first.full).size
    const found = parse(text) ?? (alone ? contactUnder(ctx, index, tenants, parse) : null)
    if (found)
      return {
        value: found,
        confidence: lineConfidence(line, 0.78),
        source: `${what} on the first tenant's line (page ${line.page})`,
      }
  }
  return null
}

/** The contact on a tenant's name line or in the block under it, before the next tenant's name. */
const contactUnder = (
  ctx: RuleContext,
  nameLine: number,
  tenants: PersonName[],
  parse: (text: string) => string | null,
): string | null => {
  for (let i = nameLine; i <= nameLine + BLOCK && i < ctx.lines.length; i++) {
    const line = ctx.lines[i]!
    if (i > nameLine && tenants.some((t) => namedOn(line.text, t))) return null
    const found = parse(line.text)
    if (found) return found
  }
  return null
}

const ANY_ROLE = `${TENANT_ROLE}|${LANDLORD_ROLE}|${AGENT_ROLE}|guarantors?|occupants?`
// The first tenant's role as a label: 'Roomer: telephone …' or 'Resident(s): Jo Roe ((541) 555-0158, …)' in a
// sentence, or 'Subtenant' opening a row.
const TENANT_LABEL = new RegExp(
  String.raw`(?<![\w'’])(?:${TENANT_ROLE})(?:\(s\))?(?:\s*#?\s*1)?\s*:|^(?:${TENANT_ROLE})(?:\(s\))?(?:\s*#?\s*1)?\s*$`,
  'i',
)
// Where that tenant's part ends: the next party's label ('Owner:', 'Roomer's emergency contact:') or a line
// opening with a party's role or an e-signature record's next signer ('Signer: | Harlan Beecher').
const PARTY_LABEL = String.raw`(?:${ANY_ROLE})(?:['’]s)?[^:\n\t]{0,30}:`
const NEXT_PARTY = new RegExp(
  String.raw`(?<![\w'’])${PARTY_LABEL}|\n(?:${ANY_ROLE}|signer)\b|\bemergency\b`,
  'i',
)
const READ_AHEAD = 240
// A cell that opens with another party's label, or holds only a party's role ('TENANT 2'), starts that party's
// column.
const PARTY_CELL = new RegExp(String.raw`^${PARTY_LABEL}|^(?:${ANY_ROLE})(?:\s*#?\s*\d)?\s*$`, 'i')

/**
 * A phone or e-mail written after the tenant's role where the lease lists each party with its details ('Roomer:
 * telephone (250) 555-0138, e-mail …', 'Subtenant | DOE, Jo | (859) 555-0164;'): the first one before the
 * next party's label is the tenant's. It is read in the tenant's part of the row and down the same columns, so
 * in a block of two columns ('Landlord: … | Tenant: …' over 'Phone: … | Phone: …') the other column's is not.
 */
export const contactAfterTenantRole = (
  ctx: RuleContext,
  read: (text: string) => string | null,
  what: string,
): Candidate<string> | null => {
  for (const [index, line] of ctx.lines.entries()) {
    for (const [column, cell] of line.cells.entries()) {
      const label = TENANT_LABEL.exec(cell.text)
      if (!label) continue
      const otherParty = line.cells.findIndex((c, i) => i > column && PARTY_CELL.test(c.text))
      const own = line.cells.slice(column, otherParty === -1 ? undefined : otherParty)
      const span = { x0: cell.x0, x1: Math.max(...own.map((c) => c.x1)) }
      const below = ctx.lines
        .slice(index + 1, index + 6)
        .filter((next) => next.page === line.page)
        .map((next) =>
          next.cells
            .filter((c) => sameColumn(c, span))
            .map((c) => c.text)
            .join('\t'),
        )
      const after = [
        [cell.text.slice(label.index + label[0].length), ...own.slice(1).map((c) => c.text)].join(
          '\t',
        ),
        ...below,
      ]
        .join('\n')
        .slice(0, READ_AHEAD)
      const end = NEXT_PARTY.exec(after)
      const value = read(end ? after.slice(0, end.index) : after)
      if (!value) continue
      return {
        value,
        // A scan's line passes on its read quality.
        confidence: lineConfidence(line, 0.8),
        source: `${what} after the tenant's role`,
      }
    }
  }
  return null
}

// The words a parties clause puts between a person's name and their contact details.
const CONTACT_AFTER_NAME =
  /^\s*[,:]?\s*(?:(?:telephone|phone|tel\.?|cell|mobile|e-?mail)\b\s*:?\s*[^;]{0,80})/i

/**
 * The contact written right after the first tenant's name in running text, up to the next person or the clause's
 * semicolon: '… and Jace Pruett, telephone 575-555-0191, e-mail jace.pruett@example.net; and Marisela Pruett, …'.
 */
export const contactAfterFirstTenantsName: FirstTenantsContact = (ctx, tenants, parse, what) => {
  const [first, ...others] = tenants
  if (!first) return null
  // Wherever the name is written with details after it: the parties clause may name them bare and a notices
  // clause with their contacts ('Kendra Batts: e-mail …, telephone …').
  for (
    let at = ctx.prose.indexOf(first.full);
    at >= 0;
    at = ctx.prose.indexOf(first.full, at + 1)
  ) {
    const details = CONTACT_AFTER_NAME.exec(ctx.prose.slice(at + first.full.length))?.[0]
    const own = details && others.reduce((text, t) => text.split(t.full)[0] ?? '', details)
    const found = own ? parse(own) : null
    if (found)
      return { value: found, confidence: 0.8, source: `${what} after the first tenant's name` }
  }
  return null
}
