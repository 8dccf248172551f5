import { cityLine, looksLikeAddress, looksLikeCityLine, tidyAddress } from '../normalise/address'
import { parseDate } from '../normalise/dates'
import { isCompanyName, parseNameList, parsePersonName, type PersonName } from '../normalise/names'
import { lineConfidence, type Candidate, type RuleContext } from './context'
import { letterheadAddress } from './letterhead'

/**
 * A lease written as a letter: the writer's letterhead, a date, the people it is written to ('To: Priya
 * Mukherjee-Dunn and Callum Ferrier', or a name over an address), a subject line, a salutation ('Dear Priya and
 * Callum,') and the writer's closing ('Yours truly,' over the signers' names). The people written to are the
 * tenants; an owner writing on their own letterhead signs as the landlord.
 */
const SALUTATION = /^Dear\s+(.{2,80}?)\s*[,:]?$/
const SUBJECT = /^(?:Re|Subject)\s*:/i
const TO_LINE = /^To\s*:\s*(.+)$/i
const CLOSING =
  /^(?:(?:Yours\s+)?(?:truly|sincerely|faithfully)(?:\s+yours)?|Sincerely(?:\s+yours)?|(?:Kind|Warm|Best)\s+regards|Regards|Respectfully(?:\s+yours)?)\s*,?$/i
// The letter opens within its first lines; a salutation deep in a lease is a quoted form letter.
const OPENING_LINES = 25

const salutationIndex = (ctx: RuleContext): number =>
  ctx.lines
    .slice(0, OPENING_LINES)
    .findIndex((line) => line.page === 1 && SALUTATION.test(line.text.trim()))

// 'Dear Priya and Callum' names the same people by their first names; 'Dear Tenant' names nobody.
const greets = (salutation: string, names: PersonName[]): boolean => {
  const greeted = salutation
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '')
  return names.every((name) =>
    greeted.some(
      (word) => word === name.first.toLowerCase() || word.endsWith(name.last.toLowerCase()),
    ),
  )
}

/** Whom a letter lease is written to: its 'To:' line or the name over an address block, read up from the salutation. */
const addressee = (ctx: RuleContext) => {
  const salutation = salutationIndex(ctx)
  if (salutation < 0) return null
  const greeting = SALUTATION.exec(ctx.lines[salutation]!.text.trim())![1]!
  const addressLines: string[] = []
  for (let i = salutation - 1; i >= Math.max(0, salutation - 6); i--) {
    const line = ctx.lines[i]!
    const text = line.text.trim()
    if (SUBJECT.test(text)) continue
    // The letter's date stands above whom it is written to: what is above the date is the writer's letterhead.
    if (parseDate(text, ctx.dateOrder) !== null) return null
    // The address block under the name ('First Floor, 74 Carroll Street' / 'Paterson, NJ 07501'): a name holds no figure.
    if (/\d/.test(text) || looksLikeAddress(text) || looksLikeCityLine(text)) {
      addressLines.unshift(text)
      continue
    }
    const names = namesOn(text)
    if (!names) return null
    // Several tenants may be written one to a line ('Adebayo Fashola' / 'Nicoletta Brandt').
    let first = i
    while (first > 0 && !TO_LINE.test(ctx.lines[first]!.text.trim())) {
      const above = namesOn(ctx.lines[first - 1]!.text.trim())
      if (!above) break
      names.unshift(...above)
      first--
    }
    return { names, line: ctx.lines[first]!, greeting, addressLines }
  }
  return null
}

const namesOn = (text: string): PersonName[] | null => {
  const names = parseNameList(TO_LINE.exec(text)?.[1] ?? text)
  return names && !names.some((name) => isCompanyName(name.full)) ? names : null
}

/** The tenants a letter lease is written to. */
export const letterTenants = (ctx: RuleContext): Candidate<PersonName[]> | null => {
  const to = addressee(ctx)
  return (
    to && {
      value: to.names,
      confidence: lineConfidence(to.line, greets(to.greeting, to.names) ? 0.86 : 0.74),
      source: `addressee of a letter lease (page ${to.line.page})`,
      quote: { text: to.line.text, line: to.line },
    }
  )
}

/**
 * The address a letter lease is sent to, for a lease whose text names no premises: a renewal is written to the
 * tenants at the home they rent ('Mirela Dragomir' / 'First Floor, 74 Carroll Street' / 'Paterson, NJ 07501').
 */
export const letterAddresseeAddress = (ctx: RuleContext): Candidate<string> | null => {
  const to = addressee(ctx)
  const address = to ? tidyAddress(to.addressLines) : ''
  return to && looksLikeAddress(address)
    ? {
        value: address,
        confidence: lineConfidence(to.line, 0.78),
        source: `address a letter lease is sent to (page ${to.line.page})`,
      }
    : null
}

/**
 * The owner who writes a letter lease on their own letterhead: the signers under the closing, when the
 * letterhead is a person's name that shares their surname ('Gunnar & Renée Halvorsen-Tait' signed by both). A
 * company's letterhead is signed by its staff, who are not the landlord.
 */
export const letterLandlord = (ctx: RuleContext): Candidate<string> | null => {
  if (salutationIndex(ctx) < 0) return null
  const head = ctx.lines[0]?.text.trim() ?? ''
  if (isCompanyName(head)) return null
  const closing = ctx.lines.findIndex((line) => CLOSING.test(line.text.trim()))
  if (closing < 0) return null
  const signers: PersonName[] = []
  for (const line of ctx.lines.slice(closing + 1, closing + 4)) {
    const name = parsePersonName(line.text.trim())
    if (!name) break
    signers.push(name)
  }
  const ownLetterhead =
    signers.length > 0 &&
    signers.every((signer) => head.toLowerCase().includes(signer.last.toLowerCase()))
  if (!ownLetterhead) return null
  const line = ctx.lines[closing + 1]!
  return {
    value: signers.map((signer) => signer.full).join(' and '),
    confidence: lineConfidence(line, 0.84),
    source: `signer of a letter lease on their own letterhead (page ${line.page})`,
    quote: { text: line.text, line },
  }
}

/**
 * Where a letter lease is answered: the address on the writer's letterhead, above the date, when the lease gives
 * no other address for notices.
 */
export const letterWriterAddress = (ctx: RuleContext): Candidate<string> | null => {
  const salutation = salutationIndex(ctx)
  const line = ctx.lines
    .slice(0, Math.min(3, Math.max(0, salutation)))
    .find((l) => looksLikeAddress(cityLine(l.cells[0]?.text ?? '')))
  return line
    ? {
        value: letterheadAddress(line.cells[0]!.text),
        confidence: lineConfidence(line, 0.7),
        source: `letterhead of a letter lease (page ${line.page})`,
        quote: { text: line.text, line },
      }
    : null
}
