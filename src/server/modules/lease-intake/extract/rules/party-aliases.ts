import { makeLine, type LeaseDocument } from '../document'

// A lease may call its parties by words of its own and give the usual role in brackets in their captions: 'HOST
// (LANDLORD)', 'TRAVELLER (TENANT)'. Its captions are read with the usual words ('HOST ADDRESS FOR NOTICES', 'Host:'
// before a signature); its clauses keep the lease's own words, since clauses are quoted back to the landlord.
// OCR may read a bracket as a square one and a speck before the caption as a sign ('© TRAVELLER (TENANT)').
const ALIAS_CAPTION =
  /^(?:[^\p{L}\d\s]{1,2}\s+)?(\p{L}{3,20})\s*[([]\s*(landlord|tenant|lessor|lessee|owner|sublessor|sublessee|subtenant)\s*[)\]]$/iu
const ROLE_WORD =
  /^(?:landlords?|tenants?|lessors?|lessees?|owners?|residents?|renters?|occupants?)$/i

const inCaseOf = (written: string, role: string): string =>
  written === written.toUpperCase()
    ? role.toUpperCase()
    : /^\p{Lu}/u.test(written)
      ? role.charAt(0).toUpperCase() + role.slice(1)
      : role

/** The document with each party's own word in its captions replaced by the role its caption gives it. */
export const withPartyAliases = (doc: LeaseDocument): LeaseDocument => {
  const roles = new Map<string, string>()
  for (const line of doc.lines)
    for (const cell of line.cells) {
      const caption = ALIAS_CAPTION.exec(cell.text.trim())
      if (caption && !ROLE_WORD.test(caption[1]!))
        roles.set(caption[1]!.toLowerCase(), caption[2]!.toLowerCase())
    }
  if (roles.size === 0) return doc
  const alias = String.raw`\b(?:${[...roles.keys()].join('|')})\b`
  const mentions = new RegExp(alias, 'i')
  const inCaption = new RegExp(alias, 'gi')
  const beforeColon = new RegExp(String.raw`^${alias}(?=\s*:)`, 'i')
  const asRole = (word: string) => inCaseOf(word, roles.get(word.toLowerCase())!)
  const read = (text: string): string => {
    const caption = ALIAS_CAPTION.exec(text.trim())
    if (caption) return `${asRole(caption[1]!)} (${caption[1]})`
    // A caption in capitals, or a caption word before its colon ('Host: Laurel Cove Stays LLC').
    return /\p{Ll}/u.test(text)
      ? text.replace(beforeColon, asRole)
      : text.replace(inCaption, asRole)
  }
  return {
    ...doc,
    lines: doc.lines.map((line) =>
      mentions.test(line.text)
        ? makeLine({
            ...line,
            cells: line.cells.map((cell) => ({ ...cell, text: read(cell.text) })),
          })
        : line,
    ),
  }
}
