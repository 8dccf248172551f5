import { AGENT_ROLE, LANDLORD_ROLE, TENANT_ROLE } from '../candidates/party-roles'
import { sameColumn } from '../document'
import type { PersonName } from '../normalise/names'
import { lineConfidence, type Candidate, type RuleContext } from './context'

const digits = (text: string) => text.replace(/\D/g, '')

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [])

/**
 * The tenant contact is the first tenant's. A phone or e-mail written on the row of another tenant named in the
 * lease ('Oyelowo, Hana | hana.oyelowo@example.com' under 'TENANT 2') is that tenant's, so when the first
 * tenant has none the lease states no tenant contact.
 */
export const firstTenantsContact = <T extends string>(
  ctx: RuleContext,
  reading: Candidate<T> | null,
  tenants: PersonName[],
): Candidate<T> | null => {
  if (!reading || tenants.length < 2) return reading
  const value = reading.value.toLowerCase()
  const phone = digits(value).length >= 10 ? digits(value).slice(-10) : null
  const line = ctx.lines.find((l) =>
    phone ? digits(l.text).includes(phone) : l.text.toLowerCase().includes(value),
  )
  if (!line) return reading
  const onLine = words(line.text)
  const named = (t: PersonName) =>
    [t.first, t.last].every((part) => [...words(part)].every((w) => onLine.has(w)))
  const owner = tenants.findIndex(named)
  return owner > 0 ? null : reading
}

const ANY_ROLE = `${TENANT_ROLE}|${LANDLORD_ROLE}|${AGENT_ROLE}|guarantors?|occupants?`
// The first tenant's role as a label: 'Roomer: telephone …' or 'Resident(s): Jo Roe ((541) 555-0158, …)' in a
// sentence, or 'Subtenant' opening a row.
const TENANT_LABEL = new RegExp(
  String.raw`(?<![\w'’])(?:${TENANT_ROLE})(?:\(s\))?(?:\s*#?\s*1)?\s*:|^(?:${TENANT_ROLE})(?:\(s\))?(?:\s*#?\s*1)?\s*$`,
  'i',
)
// Where that tenant's part ends: the next party's label ('Owner:', 'Roomer's emergency contact:') or a line
// opening with a party's role.
const PARTY_LABEL = String.raw`(?:${ANY_ROLE})(?:['’]s)?[^:\n\t]{0,30}:`
const NEXT_PARTY = new RegExp(
  String.raw`(?<![\w'’])${PARTY_LABEL}|\n(?:${ANY_ROLE})\b|\bemergency\b`,
  'i',
)
const READ_AHEAD = 240
// A cell that opens with another party's label starts that party's column.
const PARTY_CELL = new RegExp(`^${PARTY_LABEL}`, 'i')

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
        .slice(index + 1, index + 4)
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
