import type { Line } from '../document'
import type { Party, RuleContext } from '../rules/context'

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
}

export const buildFlow = (ctx: RuleContext): Flow => {
  const starts: number[] = []
  let text = ''
  for (const line of ctx.lines) {
    if (text !== '') text += ' '
    starts.push(text.length)
    text += line.cells.map((cell) => cell.text.replace(/\s+/g, ' ').trim()).join(' ')
  }
  return { text, starts, lines: ctx.lines, sections: ctx.sections }
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
