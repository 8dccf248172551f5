import { makeLine, type LeaseDocument, type Line } from '../document'

// A note in the right margin beside a clause ('… known as House 6, Vaitele | Premises'): a few capitalised words
// with no figures, far to the right, beside a line of running text.
const NOTE = /^\p{Lu}[\p{L}'’ ,&-]*$/u
const MARGIN = 0.72
const PROSE_BESIDE = 40
// One note beside a clause could be a table's last column; a layout of margin notes has several.
const LEAST_NOTES = 3

const marginNote = (doc: LeaseDocument, line: Line): boolean => {
  const last = line.cells.at(-1)
  const before = line.cells.at(-2)
  const width = doc.pageSizes[line.page - 1]?.width
  return (
    last !== undefined &&
    before !== undefined &&
    width !== undefined &&
    last.x0 > MARGIN * width &&
    NOTE.test(last.text) &&
    last.text.split(/\s+/).length <= 3 &&
    before.text.length >= PROSE_BESIDE &&
    /\s\p{Ll}+\s/u.test(before.text)
  )
}

/**
 * The document without its margin notes, so the clause beside each reads on without the note in the middle of it
 * ('… known as House 6, Vaitele Lane, …', not '… Vaitele Premises Lane, …'). Only where the lease is laid out
 * that way: at least three such notes.
 */
export const withoutMarginNotes = (doc: LeaseDocument): LeaseDocument => {
  const notes = new Set(doc.lines.filter((line) => marginNote(doc, line)))
  if (notes.size < LEAST_NOTES) return doc
  return {
    ...doc,
    lines: doc.lines.map((line) =>
      notes.has(line) ? makeLine({ ...line, cells: line.cells.slice(0, -1) }) : line,
    ),
  }
}
