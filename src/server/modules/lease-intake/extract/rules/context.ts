import { documentText, makeLine, type LeaseDocument, type Line } from '../document'
import type { Quote } from '../evidence'
import { dateOrderOf, type DateOrder } from '../normalise/dates'

/**
 * One reading of a field: its value, how sure the rule is (0..1), how it was found, and the text it was read
 * from (with its line, when the rule read a line) so the review can point at it.
 */
export type Candidate<T> = { value: T; confidence: number; source: string; quote?: Quote }

export type Party = 'tenant' | 'landlord' | 'agent'

export type RuleContext = {
  lines: Line[]
  /** Lines joined by newlines, cells by tabs (see document.ts). */
  text: string
  /** The same text as one flowing string, for clauses that wrap across lines and table cells. */
  prose: string
  /** The prose cut into sentences, for clause-anchored rules (see sentencesWith). */
  sentences: string[]
  /** Which party's block each line sits in, from the nearest heading above it ('Lessees', 'LANDLORD:'). */
  sections: (Party | null)[]
  /** How the lease writes dates in figures, so '01/09/2027' is read as the lease means it. */
  dateOrder: DateOrder
}

const PARTY_HEADING =
  /^(?:(?:part|section|article|schedule)\s+\w{1,3}\s*[—–:.-]\s*)?(?:\d{1,2}[.)]?\s*)?(?:and\s+)?(?:the\s+)?(lessees?|tenants?|tenant\(s\)|residents?|renters?|co-?tenants?|lessors?|landlords?|landlord\(s\)|owners?|housing\s+providers?|property\s+managers?|managing\s+agents?|agents?|management(?:\s+company)?|(?:person|agent)\s+acting\s+for\s+the\s+(?:landlord|owner|lessor))(?:\s+and\s+(?:other\s+)?occupants)?(?:\s*#?\d{1,2}\b|\s+for\s+(?:the\s+)?(?:owner|landlord|lessor))?(?:['’]s)?\s*(?:information|info|details|contact|name\(s\)|names?)?\s*(?:[:(].*)?$/i

// A heading over the landlord's address for service ('3 LANDLORD’S ADDRESS FOR SERVICE OF NOTICES AND DOCUMENTS') opens
// a block of the landlord's; a caption with its value after the colon does not.
const SERVICE_ADDRESS_HEADING =
  /^(?:\d{1,2}[.)]?\s*)?(?:the\s+)?(?:landlord|owner|lessor)['’]?s?\s+address\s+for\s+(?:service|notices)\b[^:]*$/i

// '4. Premises', 'TERMS', and a form's numbered block in capitals ('4 DWELLING AND PERIOD').
const SECTION_HEADING = /^(?:\d{1,2}[.)]\s+|(?:\d{1,2}\s+)?[A-Z][A-Z &'’/,-]{3,}$)/

const partyOf = (word: string): Party => {
  const w = word.toLowerCase()
  if (/^(?:lessee|tenant|resident|renter|co-?tenant)/.test(w)) return 'tenant'
  if (/^(?:property manager|managing agent|agent|management|person acting)/.test(w)) return 'agent'
  return 'landlord'
}

const sectionsOf = (lines: Line[]): (Party | null)[] => {
  let current: Party | null = null
  return lines.map((line) => {
    // A numbered heading may set its number apart from its words ('1 | LANDLORD').
    const cells =
      line.cells.length === 2 && /^\d{1,2}[.)]?$/.test(line.cells[0]!.text)
        ? line.cells.slice(1)
        : line.cells
    const first = cells[0]?.text ?? ''
    // Only a line of its own is a heading: 'Housing Provider | Acme LP | Tenant | Jo Roe' is a row of fields.
    // 'Tenant: | Keisha Harmon' opens that party's block too, but only with its colon and one value.
    const ownLine = cells.length === 1 || (cells.length === 2 && /:\s*$/.test(first))
    // A remark in brackets after the heading does not make it prose: '2 CO-TENANTS (each signs and each is
    // responsible for the full rent)'.
    // 'PARENT / GUARANTOR (signs the separate guaranty; not a resident)' ends the residents' block.
    const caption = first.replace(/\s*\(.*$/, '')
    const heading = ownLine && caption.length <= 60 ? PARTY_HEADING.exec(first) : null
    if (heading?.[1]) current = partyOf(heading[1].replace(/\s+/g, ' '))
    else if (ownLine && SERVICE_ADDRESS_HEADING.test(first)) current = 'landlord'
    else if (cells.length === 1 && caption.length <= 50 && SECTION_HEADING.test(caption))
      current = null
    return current
  })
}

// A name broken at its hyphen by the line ('Whitfield-' / 'Ambrose Properties') is one word again.
const flowing = (text: string) =>
  text
    .replace(/(?<=\p{L}-)\n(?=\p{Lu})/gu, '')
    .replace(/[\t\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')

// Where a sentence ends: a full stop, a semicolon or a question ('What happens if a payment bounces?'). A numbered or
// lettered item ('6. Deposits', '3.4 If rent …', 'f) If the cheque …', '§ 2 Apartment', not a
// statute's '§ 47-16-07.1') starts a sentence of its own, but a reference to one ('the charge in Item 13. After …')
// ends the sentence it is in.
// OCR can drop the space after a full stop ('($35.00).A check returned'); a stop after a word or a bracket glued to
// a capitalised word still ends the sentence. The stop of 'P.O.', 'Mr.' or 'Apt.' ends nothing, nor do those of a
// statute's abbreviated name before its section ('Conn. Gen. Stat. § 47a-21'),
// nor does a middle initial's before a surname and its comma or the words that go on about the person ('the owner,
// Harriet E. Quintana-Bly, …', 'to Raymond J. Kowalczyk at 2210 …').
const SENTENCE_END =
  /(?<=[.;?])(?<!\b(?:P\.\s?O|Mr|Mrs|Ms|Dr|No|Apt|Ste)\.)(?<!\b\p{Lu}\p{Ll}+\s\p{Lu}\.(?=\s+\p{Lu}[\p{L}'’-]+(?:,|\s+(?:at|whose|who)\b)))\s+(?!(?:\p{Lu}\p{Ll}{0,4}\.\s*)+§)(?=[A-Z(]|§\s?\d{1,3}\s+[A-Z(])|(?<!\b(?:[Ii]tem|[Ss]ection|[Pp]aragraph|[Cc]lause|[Aa]rticle|[Pp]art|[Ss]chedule|[Ee]xhibit|No\.|§))\s(?=\d{1,2}\.\s+[A-Z])|\s(?=\d{1,2}(?:\.\d{1,2})+\s+[A-Z])|\s(?=\(?[a-z]\)\s+[A-Z])|(?<=(?:[a-z]{2}|\))\.)(?=[A-Z][a-z]*\s)/u

// A row of cells starts a sentence of its own; a row of a table ('Returned payment — first | $30.00') also ends
// where its line does, so its cells do not run on into the next row or the text after the table. A row whose
// last cell is running text ('Late payment | If rent is still unpaid at the end of …') goes on into the lines
// under it. A line's number in the margin ('3 | 1. PARTIES. This lease …') makes no row.
const cellsOf = (line: Line) =>
  line.cells.filter((cell, i) => !(i === 0 && /^\d{1,3}$/.test(cell.text.trim())))
const isRow = (line: Line | undefined) => line !== undefined && cellsOf(line).length > 1
const words = (text: string) => text.trim().split(/\s+/).length

// A heading line in capitals ('III. HOUSEHOLD COMPOSITION', OCR's '111. HOUSEHOLD COMPOSITION', 'ARTICLE V — MANNER
// OF PAYMENT') is no part of the sentence under it.
const CAPITALS_HEADING = /^(?:[IVX]{1,4}\.|\d{1,3}\.)?\s*\p{Lu}[\p{Lu}\s&'’/–—-]*\p{Lu}$/u

const sentencesOf = (lines: readonly Line[]): string[] => {
  const runs: Line[][] = [[]]
  lines.forEach((line, i) => {
    const cells = cellsOf(line)
    const last = cells.at(-1)?.text ?? ''
    if (cells.length === 1 && words(last) <= 6 && CAPITALS_HEADING.test(last.trim())) {
      runs.push([line], [])
      return
    }
    if (!isRow(line)) {
      runs.at(-1)!.push(cells.length === line.cells.length ? line : makeLine({ ...line, cells }))
      return
    }
    runs.push([cells.length === line.cells.length ? line : makeLine({ ...line, cells })])
    if (words(last) <= 6 || isRow(lines[i + 1])) runs.push([])
  })
  return runs
    .flatMap((run) => flowing(documentText(run)).split(SENTENCE_END))
    .filter((sentence) => sentence.trim() !== '')
}

export const createContext = (doc: LeaseDocument): RuleContext => {
  const text = documentText(doc.lines)
  return {
    lines: doc.lines,
    text,
    prose: flowing(text),
    sentences: sentencesOf(doc.lines),
    sections: sectionsOf(doc.lines),
    dateOrder: dateOrderOf(text),
  }
}

/** OCR can misread a letter; its lines pass on their read quality to every value found in them. */
export const lineConfidence = (line: Line, base: number): number =>
  line.source === 'ocr'
    ? base * Math.min(1, line.quality)
    : line.source === 'form'
      ? Math.min(0.97, base + 0.04)
      : base

/** The best candidate; candidates that disagree with it lower its confidence, ones that agree raise it. */
export const pick = <T>(
  candidates: Candidate<T>[],
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): Candidate<T> | null => {
  if (candidates.length === 0) return null
  const best = [...candidates].sort((a, b) => b.confidence - a.confidence)[0]!
  const agreeing = candidates.filter((c) => c !== best && same(c.value, best.value)).length
  const disagreeing = candidates.filter(
    (c) => !same(c.value, best.value) && c.confidence >= best.confidence - 0.15,
  ).length
  const confidence = Math.max(
    0,
    Math.min(0.98, best.confidence + 0.03 * Math.min(agreeing, 2) - 0.2 * Math.min(disagreeing, 2)),
  )
  return { ...best, confidence }
}

/** Sentences of the prose that mention a word, for clause-anchored rules. */
export const sentencesWith = (ctx: RuleContext, pattern: RegExp): string[] =>
  ctx.sentences.filter((sentence) => pattern.test(sentence))
