/** Where a line of the lease came from; the rules trust a form field more than OCR. */
export type LineSource = 'text' | 'ocr' | 'form'

/** A run of words on one line with no wide gap inside: a table cell, a label, a value or a column's text. */
export type Cell = { text: string; x0: number; x1: number }

/** Whether two spans share a column: they overlap across, give or take a few points of ragged setting. */
export const sameColumn = (a: Pick<Cell, 'x0' | 'x1'>, b: Pick<Cell, 'x0' | 'x1'>): boolean =>
  a.x0 < b.x1 + 5 && a.x1 > b.x0 - 5

export type Line = {
  page: number
  /** Top of the line on its page (points, or pixels for OCR); only compared within one page. */
  y: number
  /** Height of the line's text, the unit for "how far apart" questions. */
  height: number
  cells: Cell[]
  /** The cells joined with a tab, so a pattern can stay inside one cell with [^\t]. */
  text: string
  source: LineSource
  /** 0..1: OCR's word confidence averaged over the line; 1 for a text layer or a form field. */
  quality: number
}

/** A page's size in the units of its lines' positions (points for text, pixels for OCR). */
export type PageSize = { width: number; height: number }

export type LeaseDocument = {
  lines: Line[]
  pages: number
  /** One per page; null where positions mean nothing on the printed page (an XFA form's fields). */
  pageSizes: (PageSize | null)[]
  /** Image-only pages read by OCR. */
  ocrPages: number
  /** Image-only pages that were not read because of the OCR cap. */
  skippedPages: number
}

export const CELL_SEPARATOR = '\t'

export const makeLine = (fields: Omit<Line, 'text'>): Line => ({
  ...fields,
  text: fields.cells.map((cell) => cell.text).join(CELL_SEPARATOR),
})

/**
 * The whole document as one string for clause patterns: lines joined by newlines, cells by tabs.
 * A hyphen that split a word across lines is joined back.
 */
export const documentText = (lines: readonly Line[]): string =>
  lines
    .map((line) => line.text)
    .join('\n')
    .replace(/([a-z])-\n([a-z])/g, '$1$2')
