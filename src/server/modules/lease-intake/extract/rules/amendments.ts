import { makeLine, sameColumn, type LeaseDocument, type Line } from '../document'

// 'Section 3 (Term) is amended: the lease ends Jul. 31, 2028', '§ 4 is amended so that rent is payable on the
// fifteenth … instead of on the first day': a sentence that amends the lease states what holds in place of what the
// lease wrote.
export const AMENDING = /\b(?:is|are)\s+(?:hereby\s+)?amended\b|\binstead\s+of\b/i

// 'Section 3.2 is deleted and replaced with: "…"', 'Paragraph 12 of the Lease is hereby deleted in its entirety',
// 'Clause 7 shall be struck'. What replaces it is written where the amendment is.
const REPLACED = new RegExp(
  String.raw`\b(?:section|paragraph|clause|article|§)\s*(\d{1,2}(?:\.\d{1,2})*)(?:\s+of\s+the\s+(?:lease|agreement))?\s+(?:is|shall\s+be)\s+(?:hereby\s+)?(?:deleted|struck|replaced)\b`,
  'gi',
)

// A numbered paragraph opens its line with its number ('3.2 Rent shall be paid …', '12. PETS.', 'Section 3.2 …').
const opens = (line: Line, number: string) =>
  new RegExp(
    String.raw`^\s*(?:(?:section|paragraph|clause|article|§)\s*)?${number.replace(/\./g, '\\.')}[.):]?\s+\S`,
    'i',
  ).test(line.text)
const NEXT_ITEM =
  /^\s*(?:(?:section|paragraph|clause|article|§)\s*\d|\d{1,2}(?:\.\d{1,2})*[.):]?\s+\S|[A-Z][A-Z .,'’&—–-]{4,}$)/i
// A paragraph runs on over a few lines; one that seems to run further has lost its end, and is left as it is.
const MAX_LINES = 12

/**
 * The document without the paragraphs an addendum deletes or replaces, so the replaced wording (the former payee,
 * the former place of payment) is not read as the lease's. A paragraph is removed only where its number opens
 * exactly one line before the amendment and its end is found on the same page.
 */
export const withoutReplacedSections = (doc: LeaseDocument): LeaseDocument => {
  const removed = new Set<Line>()
  doc.lines.forEach((line, amendment) => {
    // The amendment's words may run on to the next line ('… Section' / '3.2 is deleted …').
    const text = `${line.text} ${doc.lines[amendment + 1]?.text ?? ''}`
    for (const m of text.matchAll(REPLACED)) {
      if (m.index >= line.text.length) continue
      const number = m[1]!
      const starts = doc.lines.flatMap((l, i) => (i < amendment && opens(l, number) ? [i] : []))
      if (starts.length !== 1) continue
      const start = starts[0]!
      const page = doc.lines[start]!.page
      const end = doc.lines.findIndex(
        (l, i) => i > start && (l.page !== page || NEXT_ITEM.test(l.text)),
      )
      if (end < 0 || end > amendment || end - start > MAX_LINES || doc.lines[end]!.page !== page)
        continue
      doc.lines.slice(start, end).forEach((l) => removed.add(l))
    }
  })
  return removed.size === 0
    ? doc
    : { ...doc, lines: doc.lines.filter((line) => !removed.has(line)) }
}

// A renewal's table of terms as they were and as they now stand ('Item | Under the Original Lease | As extended and
// modified'): only the new column is the lease's, and 'Unchanged' there means the old value holds.
const OLD_COLUMN = /\b(?:original|current|existing|old|previous|prior)\b/i
const NEW_COLUMN = /\b(?:as\s+(?:extended|modified|amended|renewed)|new|renewal|extended)\b/i
const UNCHANGED = /^(?:unchanged|no\s+change|same)\.?$/i
// A table of terms is short; rows further down belong to something else.
const MAX_ROWS = 20

/** The document with a renewal table's old column left out, or its new column where that only says 'Unchanged'. */
export const withNewTermsOnly = (doc: LeaseDocument): LeaseDocument => {
  const header = doc.lines.findIndex(
    (line) =>
      line.cells.length >= 3 &&
      line.cells.some((cell) => OLD_COLUMN.test(cell.text)) &&
      line.cells.some((cell) => NEW_COLUMN.test(cell.text) && !OLD_COLUMN.test(cell.text)),
  )
  if (header < 0) return doc
  const headLine = doc.lines[header]!
  const oldColumn = headLine.cells.find((cell) => OLD_COLUMN.test(cell.text))!
  const newColumn = headLine.cells.find((cell) => NEW_COLUMN.test(cell.text) && cell !== oldColumn)!
  const lines = doc.lines.map((line, i) => {
    if (i <= header || i > header + MAX_ROWS || line.page !== headLine.page) return line
    const oldCell = line.cells.find((cell) => sameColumn(cell, oldColumn))
    const newCell = line.cells.find((cell) => sameColumn(cell, newColumn) && cell !== oldCell)
    if (!oldCell || !newCell) return line
    const dropped = UNCHANGED.test(newCell.text.trim()) ? newCell : oldCell
    return makeLine({ ...line, cells: line.cells.filter((cell) => cell !== dropped) })
  })
  return { ...doc, lines }
}
