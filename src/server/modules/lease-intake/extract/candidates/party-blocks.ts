import { looksLikeAddress } from '../normalise/address'
import { parsePartyName, parsePersonName, type PersonName } from '../normalise/names'
import { lineConfidence, type Candidate, type RuleContext } from '../rules/context'
import { buildFlow } from './flow'
import { LANDLORD_ROLE, NOT_A_TENANT_ROW, TENANT_ROLE, uniqueNames } from './party-roles'
import { TENANT_CONTACT } from './profiles'
import { MIN_SCORE, scoreMention } from './role-scorer'

/**
 * Parties named by where they stand rather than by a sentence: on the lines under a tenant heading, down a
 * tenant table's Name column, under a heading that announces the landlord, or in the columns of a signature
 * block.
 */

const TENANT_HEADING = new RegExp(
  String.raw`^(?:\d{1,2}[.)]\s*|section\s+\d+\.?\s*)?(?:and\s+)?(?:${TENANT_ROLE}|tenant\(s\)|resident\(s\)|lessee\(s\))(?:\s*#?\d{1,2})?\s*:?$`,
  'i',
)
const LAST_FIRST_CAPTIONS = /^\s*(?:last|family)\s+name\b.*\bfirst\s+name\b/i
// A caption before a name on its line: 'Print name:', 'Name', '1.', '-'.
const CAPTION = /^(?:(?:print(?:ed)?\s+|full\s+|legal\s+)?name\s*:?|\d{1,2}[.)]|[-•])\s*/i

const NAME_CAPTION_CELL = /^(?:print(?:ed)?\s+|full\s+|legal\s+)?names?\s*(?:\([^)]*\))?$/i

/** Names on the few lines under a tenants heading, until the next heading or a line that is not a name. */
export const namesUnderTenantHeading = (ctx: RuleContext): Candidate<PersonName[]> | null => {
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
      // A table's row of captions ('Name (last, first) | Mobile | E-mail | Student ID') names no one; a row for
      // someone who is no tenant ('Live-in aide (not a Resident) | Rosalind Tafoya') ends the tenants.
      if (next.cells.length > 1 && NAME_CAPTION_CELL.test(next.cells[0]!.text)) continue
      if (NOT_A_TENANT_ROW.test(next.cells[0]?.text ?? '')) break
      // A role column's 'Occupant (daughter, age 4)' marks one row as no tenant's.
      if (next.cells.slice(1).some((c) => NOT_A_TENANT_ROW.test(c.text))) continue
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
    ? { value: uniqueNames(names), confidence, source: 'names under a tenant heading' }
    : null
}

const NAME_COLUMN = /^(?:(?:full\s+|printed\s+|legal\s+)?names?|tenants?|residents?|lessees?)$/i

/**
 * Names down the 'Name' column of a table ('Name | Phone | E-mail' over one row per person), when the words
 * before the table speak for the tenant: '… to the persons listed below (each a "Tenant") …'.
 */
export const namesInTenantTable = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const flow = buildFlow(ctx)
  for (const [i, line] of ctx.lines.entries()) {
    const column = line.cells.find((cell) => NAME_COLUMN.test(cell.text.trim()))
    if (!column || line.cells.length < 2) continue
    const start = flow.starts[i] ?? 0
    if (scoreMention(flow, { value: '', start, end: start }, TENANT_CONTACT).score < MIN_SCORE)
      continue
    const names: PersonName[] = []
    for (const row of ctx.lines.slice(i + 1, i + 8)) {
      if (row.page !== line.page) break
      if (row.cells.some((c) => NOT_A_TENANT_ROW.test(c.text))) continue
      const cell = row.cells.find((c) => c.x0 < column.x1 && c.x1 > column.x0)
      const name = cell ? parsePersonName(cell.text) : null
      if (!name) break
      names.push(name)
    }
    if (names.length > 0)
      return { value: uniqueNames(names), confidence: 0.76, source: 'names in a tenant table' }
  }
  return null
}

const PRINTED_NAME = /^(?:print(?:ed)?\s+|full\s+|legal\s+)?name\s*:\s*(.+)$/i
const TENANT_COLUMN = new RegExp(
  String.raw`^(?:${TENANT_ROLE}|tenant\(s\)|resident\(s\))(?:\s*#?\d)?:?$`,
  'i',
)
const LANDLORD_COLUMN = new RegExp(
  String.raw`^(?:${LANDLORD_ROLE}|landlord\(s\))(?:\s*\/\s*agent)?:?$`,
  'i',
)

/**
 * 'Printed name: …' cells of a signature block set in columns, each given to the party whose caption heads its
 * column ('LANDLORD | TENANT' over the signature lines), however many rows of other tenants lie between.
 */
const printedNamesByColumn = (ctx: RuleContext, column: RegExp): string[] =>
  ctx.lines.flatMap((line, i) =>
    line.cells.flatMap((cell) => {
      const printed = PRINTED_NAME.exec(cell.text.trim())?.[1]
      if (!printed) return []
      for (let j = i - 1; j >= Math.max(0, i - 12); j--) {
        const above = ctx.lines[j]!
        if (above.page !== line.page) return []
        const head = above.cells.find((c) => c.x0 < cell.x1 && c.x1 > cell.x0)?.text.trim()
        if (head && column.test(head)) return [printed]
        if (head && /^(?:landlord|tenant|lessor|lessee|owner|resident)s?\b/i.test(head)) return []
      }
      return []
    }),
  )

const LANDLORD_BLOCK_HEADING = new RegExp(
  String.raw`^(?:${LANDLORD_ROLE})(?:['’]s)?\s+(?:(?:full\s+|legal\s+)?name)(?:\s+(?:and|&)\s+(?:mailing\s+)?address)?(?:\s+for\s+(?:notices?|service))?\s*:?$`,
  'i',
)

/** The landlord on the line under a heading that announces it: "Landlord's name and address" / 'Acme LLC'. */
export const landlordUnderHeading = (ctx: RuleContext): Candidate<string> | null => {
  for (const [i, line] of ctx.lines.entries()) {
    if (line.cells.length !== 1 || !LANDLORD_BLOCK_HEADING.test(line.text.trim())) continue
    const next = ctx.lines[i + 1]
    const text = next?.cells.length === 1 ? next.text.trim() : ''
    const party = text && !looksLikeAddress(text) ? parsePartyName(text) : null
    if (party && next)
      return {
        value: party,
        confidence: lineConfidence(next, 0.8),
        source: `name under the landlord heading (page ${next.page})`,
      }
  }
  return null
}

/** Printed names in the tenant columns of a signature block. */
export const tenantsInSignatureColumns = (ctx: RuleContext): string[] =>
  printedNamesByColumn(ctx, TENANT_COLUMN)

/** Printed names in the landlord's column of a signature block. */
export const landlordsInSignatureColumn = (ctx: RuleContext): string[] =>
  printedNamesByColumn(ctx, LANDLORD_COLUMN)
