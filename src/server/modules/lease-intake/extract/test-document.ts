import { makeLine, type LeaseDocument } from './document'
import { createContext, type RuleContext } from './rules/context'

/**
 * A document for rule tests, written as text: one line per row, cells separated by ' | ', pages by a line
 * holding only '---'. Cells get x positions in order, so a cell on the next row sits under the same column.
 */
export const documentFrom = (
  text: string,
  source: 'text' | 'ocr' | 'form' = 'text',
): LeaseDocument => {
  let page = 1
  let y = 0
  const lines = text
    .trim()
    .split('\n')
    .flatMap((raw) => {
      if (raw.trim() === '---') {
        page++
        y = 0
        return []
      }
      y += 14
      // An empty cell (' | Austin, TX') keeps its column, so the next cell sits under the one above it.
      const cells = raw
        .split(' | ')
        .map((cell, index) => ({
          text: cell.trim(),
          x0: 72 + index * 160,
          x1: 72 + index * 160 + 150,
        }))
        .filter((cell) => cell.text !== '')
      return [makeLine({ page, y, height: 10, cells, source, quality: 1 })]
    })
  return {
    lines,
    pages: page,
    pageSizes: Array.from({ length: page }, () => ({ width: 612, height: 792 })),
    ocrPages: source === 'ocr' ? page : 0,
    skippedPages: 0,
  }
}

export const contextFrom = (text: string): RuleContext => createContext(documentFrom(text))
