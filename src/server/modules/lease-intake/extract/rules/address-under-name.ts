import { sameColumn } from '../document'
import { cityLine, looksLikeAddress, looksLikeCityLine, tidyAddress } from '../normalise/address'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { addressIn } from './addresses'
import { lineConfidence, type Candidate, type RuleContext } from './context'

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’'.]/g, '')
    .split(/[^a-z0-9&]+/)
    .filter((w) => w !== '')
    .sort()
    .join(' ')

// The first line of an address: a street number, a P.O. box, or a unit before the street.
const ADDRESS_START = /^\s*(?:\d+[a-z]?(?:-\d+)?\s+\S|p\.?\s?o\.?\s+box\b|(?:unit|apt|suite)\b)/i

/**
 * The address a party's name heads: a letterhead ('Cordell Vantreese' / '2204 Frankfort Avenue' / 'Louisville,
 * KY 40206') or a party's column in a table ('SZYMANSKI, Bartholomew' / '3410 Fulton Road' / 'Cleveland, OH
 * 44109'). The name must fill its cell (in either word order), and the address is read down the same column
 * from the next line, ending at its city line. It says whose address it is only by position, so it stays under
 * High.
 */
export const addressUnderName = (
  ctx: RuleContext,
  name: string | null,
): Candidate<string> | null => {
  if (!name) return null
  const wanted = words(name)
  for (const [index, line] of ctx.lines.entries()) {
    const nameCell = line.cells.find((cell) => words(cell.text) === wanted)
    if (!nameCell) continue
    const parts: string[] = []
    for (const below of ctx.lines.slice(index + 1, index + 4)) {
      if (below.page !== line.page) break
      const cell = below.cells.find((c) => sameColumn(c, nameCell))
      if (!cell) break
      if (parts.length === 0 && !ADDRESS_START.test(cell.text)) break
      // A city line ends at its ZIP code: a letterhead goes on with '| (540) 555-0139'.
      if (looksLikeCityLine(cell.text)) {
        parts.push(cityLine(cell.text))
        const value = tidyAddress(parts)
        if (!looksLikeAddress(value)) break
        return {
          value,
          confidence: lineConfidence(below, ROLE_READING_MAX - 0.04),
          source: `address under ${name} (page ${line.page})`,
          quote: { text: parts[0]!, line: ctx.lines[index + 1]! },
        }
      }
      parts.push(cell.text)
    }
  }
  return null
}

const escaped = (text: string) =>
  text
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')

/**
 * The address written right after a party's name in running text: 'me, Delphine Warczak, of 1877 Brown Street,
 * Akron, OH 44301', 'Person authorized to collect rent: Jo Roe, 12 Main St, …'. Like an address under a name,
 * it says whose address it is only by position, so it stays under High.
 */
export const addressAfterName = (
  ctx: RuleContext,
  name: string | null,
): Candidate<string> | null => {
  if (!name) return null
  const pattern = new RegExp(
    String.raw`(?<![\w'’])${escaped(name)}\s*,?\s*(?:(?:of|at|located\s+at)\s+)?(?=\d|p\.?\s?o\.?\s+box\b)`,
    'gi',
  )
  for (const m of ctx.prose.matchAll(pattern)) {
    const address = addressIn(ctx.prose.slice(m.index + m[0].length, m.index + m[0].length + 160))
    if (address && looksLikeAddress(address))
      return {
        value: address,
        confidence: ROLE_READING_MAX - 0.04,
        source: `address after ${name}`,
      }
  }
  return null
}
