import { makeLine, type Cell, type Line, type LineSource } from '../document'

/** A positioned piece of text on a page: a pdf.js text item or an OCR word. y grows downwards. */
export type PositionedText = {
  text: string
  x: number
  top: number
  width: number
  height: number
  /** 0..1 (OCR word confidence); 1 when unknown. */
  quality?: number
}

export type LayoutOptions = {
  page: number
  source: LineSource
  /**
   * A horizontal gap wider than this many text heights starts a new cell. pdf.js heights are the font size;
   * OCR heights are the word's ink box (smaller than the font size), so OCR passes a larger factor.
   */
  cellGapFactor: number
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const right = (item: PositionedText) => item.x + item.width
const centre = (item: PositionedText) => item.top + item.height / 2

/** Groups items whose vertical centres are close into rows, top to bottom. */
const groupRows = (items: PositionedText[]): PositionedText[][] => {
  const rows: PositionedText[][] = []
  let current: PositionedText[] = []
  let rowCentre = 0
  let rowHeight = 0
  for (const item of [...items].sort((a, b) => centre(a) - centre(b))) {
    if (
      current.length > 0 &&
      Math.abs(centre(item) - rowCentre) <= 0.5 * Math.min(rowHeight, item.height)
    ) {
      current.push(item)
      continue
    }
    if (current.length > 0) rows.push(current)
    current = [item]
    rowCentre = centre(item)
    rowHeight = item.height
  }
  if (current.length > 0) rows.push(current)
  return rows
}

// A heading set in spaced capitals ('R E S I D E N T S   A N D   O C C U P A N T S') is its words: one space parts
// the letters, a wider one the words.
const LETTER_SPACED = /^[^\s\p{Ll}](?: [^\s\p{Ll}]){3,}(?: {2,}[^\s\p{Ll}](?: [^\s\p{Ll}])*)*$/u

const closeLetterSpacing = (text: string): string => {
  const t = text.trim()
  if (!LETTER_SPACED.test(t) || (t.match(/\p{Lu}/gu) ?? []).length < 4) return text
  return t
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ')
}

/** Splits one row into cells at gaps wider than the cell gap; smaller gaps become a single space. */
const rowToCells = (row: PositionedText[], cellGapFactor: number): Cell[] => {
  const height = median(row.map((item) => item.height))
  const cells: Cell[] = []
  let cell: Cell | null = null
  for (const item of [...row].sort((a, b) => a.x - b.x)) {
    const gap = cell ? item.x - cell.x1 : Infinity
    if (!cell || gap > cellGapFactor * height) {
      cell = { text: item.text, x0: item.x, x1: right(item) }
      cells.push(cell)
      continue
    }
    // A value written into a form right after its caption ('payable to' + 'Canyon Gate', 'fee of' + '10 %') is
    // a separate run that touches the caption: a word in lower case never runs into a capital or a figure.
    const touching = /\p{Ll}$/u.test(cell.text) && /^[\p{Lu}\d$]/u.test(item.text)
    const needsSpace =
      (gap > 0.12 * height || touching) && !cell.text.endsWith(' ') && !item.text.startsWith(' ')
    // Two spaces mark a real gap, so a letter-spaced heading's words stay apart; spaces collapse below.
    cell.text += (needsSpace ? (touching ? ' ' : '  ') : '') + item.text
    cell.x1 = Math.max(cell.x1, right(item))
  }
  return cells
    .map((c) => ({ ...c, text: closeLetterSpacing(c.text).replace(/\s+/g, ' ').trim() }))
    .filter((c) => c.text.length > 0)
}

const rowsToLines = (rows: PositionedText[][], options: LayoutOptions): Line[] =>
  rows.flatMap((row) => {
    const cells = rowToCells(row, options.cellGapFactor)
    if (cells.length === 0) return []
    const qualities = row.map((item) => item.quality ?? 1)
    return [
      makeLine({
        page: options.page,
        y: Math.min(...row.map((item) => item.top)),
        height: median(row.map((item) => item.height)),
        cells,
        source: options.source,
        quality: qualities.reduce((sum, q) => sum + q, 0) / qualities.length,
      }),
    ]
  })

/** The x between the page's halves that the fewest pieces of text cross: where a column gutter would be. */
const gutterCandidate = (items: PositionedText[]): number | null => {
  if (items.length < 16) return null
  const left = Math.min(...items.map((item) => item.x))
  const width = Math.max(...items.map(right)) - left
  let best: { x: number; crossing: number } | null = null
  for (let x = left + 0.3 * width; x <= left + 0.7 * width; x += width / 100) {
    const crossing = items.filter((item) => item.x < x && right(item) > x).length
    if (!best || crossing < best.crossing) best = { x, crossing }
  }
  return best ? best.x : null
}

const crosses = (row: PositionedText[], gutter: number) =>
  row.some((item) => item.x < gutter && right(item) > gutter)

/**
 * Whether rows that nothing crosses at the gutter are two newspaper columns: both sides hold at least eight
 * rows of running text, mostly one cell each and filling their column. A form whose labels sit left of their
 * values has two cells per row, so its rows stay whole.
 */
const isColumnBand = (rows: PositionedText[][], gutter: number, cellGapFactor: number): boolean => {
  const side = (pick: (item: PositionedText) => boolean) =>
    rows.map((row) => row.filter(pick)).filter((row) => row.length > 0)
  const looksLikeColumn = (sideRows: PositionedText[][]) => {
    if (sideRows.length < MIN_COLUMN_ROWS) return false
    const x0 = Math.min(...sideRows.flat().map((item) => item.x))
    const x1 = Math.max(...sideRows.flat().map(right))
    const full = sideRows.filter(
      (row) =>
        Math.max(...row.map(right)) - Math.min(...row.map((item) => item.x)) > 0.75 * (x1 - x0),
    )
    const single = sideRows.filter((row) => rowToCells(row, cellGapFactor).length === 1)
    return full.length >= sideRows.length * 0.5 && single.length >= sideRows.length * 0.7
  }
  return (
    looksLikeColumn(side((item) => right(item) <= gutter)) &&
    looksLikeColumn(side((item) => item.x >= gutter))
  )
}

const MIN_COLUMN_ROWS = 8
const CLAUSE_WORDS = 5

/**
 * The rows of two newspaper columns, one after the other, when the text beside a gutter is set that way: the right
 * part of a page whose left part is a table of its own (a one-page form with a summary table and two columns of
 * clauses). Null where no gutter parts the text into two columns of running text.
 */
const newspaperColumns = (
  items: PositionedText[],
  cellGapFactor: number,
): PositionedText[][] | null => {
  const gutter = gutterCandidate(items)
  if (gutter === null) return null
  // Clauses run to several words a line; a table's captions and values beside each other do not.
  const wordsPerRow = (side: PositionedText[]) => {
    const rows = groupRows(side)
    return (
      rows.reduce(
        (sum, row) =>
          sum +
          row
            .map((i) => i.text)
            .join(' ')
            .split(/\s+/).length,
        0,
      ) / rows.length
    )
  }
  const left = items.filter((item) => right(item) <= gutter)
  const rightSide = items.filter((item) => item.x >= gutter)
  if (left.length === 0 || rightSide.length === 0) return null
  if (wordsPerRow(left) < CLAUSE_WORDS || wordsPerRow(rightSide) < CLAUSE_WORDS) return null
  const ordered = inColumns(groupRows(items), gutter, cellGapFactor)
  return ordered.split ? ordered.rows : null
}

/**
 * Rows in reading order about a gutter: each run of rows that nothing crosses and that is set as two newspaper
 * columns is read one column after the other; rows that cross the gutter (a title, a full-width table row) stay
 * in their place.
 */
const inColumns = (
  rows: PositionedText[][],
  gutter: number,
  cellGapFactor: number,
  beside: (band: PositionedText[][]) => PositionedText[][] | null = () => null,
): { rows: PositionedText[][]; split: boolean } => {
  const ordered: PositionedText[][] = []
  let split = false
  let band: PositionedText[][] = []
  const flush = () => {
    const columns = isColumnBand(band, gutter, cellGapFactor)
      ? [
          ...groupRows(band.flat().filter((item) => right(item) <= gutter)),
          ...groupRows(band.flat().filter((item) => item.x >= gutter)),
        ]
      : beside(band)
    ordered.push(...(columns ?? band))
    split ||= columns !== null
    band = []
  }
  for (const row of rows) {
    if (crosses(row, gutter)) {
      flush()
      ordered.push(row)
    } else band.push(row)
  }
  flush()
  return { rows: ordered, split }
}

/**
 * Rebuilds reading-order lines from positioned text: rows top to bottom, each row split into cells at wide
 * gaps (so 'Monthly Rent' and '$1,850.00' stay a label and its value). A run of rows set in two newspaper
 * columns is read one column after the other; rows that cross the gutter (a title, a full-width table row)
 * stay in their place.
 */
export const layoutPage = (items: PositionedText[], options: LayoutOptions): Line[] => {
  const visible = items.filter((item) => item.text.trim().length > 0 && item.height > 0)
  const rows = groupRows(visible)
  const gutter = gutterCandidate(visible)
  if (gutter === null) return rowsToLines(rows, options)

  // A summary table beside two columns of clauses (a one-page form): the table, then each column.
  const besideTable = (band: PositionedText[][]) => {
    const table = groupRows(band.flat().filter((item) => right(item) <= gutter))
    const columns =
      table.length >= MIN_COLUMN_ROWS
        ? newspaperColumns(
            band.flat().filter((item) => item.x >= gutter),
            options.cellGapFactor,
          )
        : null
    return columns ? [...table, ...columns] : null
  }
  const ordered = inColumns(rows, gutter, options.cellGapFactor, besideTable).rows
  return rowsToLines(ordered, options)
}
