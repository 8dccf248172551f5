import type { Line } from '../document'
import type { Party, RuleContext } from '../rules/context'
import type { DateOrder } from '../normalise/dates'

/**
 * The document as one flowing string (cells and lines joined by single spaces) that remembers which line
 * every character came from, so a value found anywhere in it can be given its surroundings: the words
 * before and after it, the heading above it and the party block it sits in.
 */
export type Flow = {
  text: string
  /** Offset in `text` where each line starts. */
  starts: number[]
  lines: Line[]
  sections: (Party | null)[]
  dateOrder: DateOrder
}

export const buildFlow = (ctx: RuleContext): Flow => {
  const starts: number[] = []
  let text = ''
  for (const line of ctx.lines) {
    if (text !== '') text += ' '
    starts.push(text.length)
    text += line.cells.map((cell) => cell.text.replace(/\s+/g, ' ').trim()).join(' ')
  }
  return { text, starts, lines: ctx.lines, sections: ctx.sections, dateOrder: ctx.dateOrder }
}

/** The index of the line a character of the flow belongs to. */
export const lineAt = (flow: Flow, offset: number): number => {
  let low = 0
  let high = flow.starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((flow.starts[mid] ?? 0) <= offset) low = mid
    else high = mid - 1
  }
  return low
}

const HEADING = /^(?:(?:\d{1,2}|[IVX]{1,4}|[A-Z])[.)]\s*)?[A-Z][A-Za-z0-9 &'’()/,-]{1,60}:?$/

/** A short line of its own that reads as a heading ('TENANT 1', 'Resident(s)', '6. NOTICES'). */
const isHeading = (line: Line): boolean => {
  const text = line.text.trim()
  return line.cells.length === 1 && text.length <= 50 && HEADING.test(text) && !/\d{3}/.test(text)
}

/** The nearest heading above a line on the same page, within a few lines. */
export const headingAbove = (flow: Flow, lineIndex: number, reach = 8): string => {
  const page = flow.lines[lineIndex]?.page
  for (let i = lineIndex - 1; i >= Math.max(0, lineIndex - reach); i--) {
    const line = flow.lines[i]!
    if (line.page !== page) break
    if (isHeading(line)) return line.text.trim()
  }
  return ''
}

/** The cell of its line that a character of the flow sits in (cells are joined by single spaces). */
const cellAt = (flow: Flow, offset: number) => {
  const lineIndex = lineAt(flow, offset)
  const line = flow.lines[lineIndex]!
  let at = flow.starts[lineIndex] ?? 0
  for (const cell of line.cells) {
    const length = cell.text.replace(/\s+/g, ' ').trim().length
    if (offset < at + length + 1) return { lineIndex, cell }
    at += length + 1
  }
  return { lineIndex, cell: line.cells.at(-1) }
}

/**
 * The short caption at the head of the column a value sits in: in a signature block set in columns,
 * 'Landlord | Tenant' over '| Tel: (509) 555-0125' puts the phone under 'Tenant'. Looks up a few lines on
 * the same page for the nearest cell that overlaps the value's cell; a long cell there (a paragraph) or a
 * blank rule gives no caption.
 */
export const columnHeadAbove = (flow: Flow, offset: number, reach = 4): string => {
  const { lineIndex, cell } = cellAt(flow, offset)
  const page = flow.lines[lineIndex]?.page
  if (!cell) return ''
  for (let i = lineIndex - 1; i >= Math.max(0, lineIndex - reach); i--) {
    const line = flow.lines[i]!
    if (line.page !== page) break
    const above = line.cells.find((c) => c.x0 < cell.x1 && c.x1 > cell.x0)
    if (!above || /^[_\s.]*$/.test(above.text)) continue
    return above.text.trim().length <= 30 && line.cells.length > 1 ? above.text.trim() : ''
  }
  return ''
}
