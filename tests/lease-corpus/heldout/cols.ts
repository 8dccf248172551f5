import type { PDFFont } from 'pdf-lib'
import { wrapText, type PdfWriter } from '../former-heldout/lib'

/**
 * Sets headed paragraphs in two (or more) newspaper columns from writer.y down, continuing on new pages.
 * Each item is a bold run-in heading line (optional) and a body paragraph.
 */
export const columns = (
  w: PdfWriter,
  items: { head?: string; body: string }[],
  o: {
    font: PDFFont
    bold: PDFFont
    size: number
    x: number
    width: number
    cols?: number
    gutter?: number
    bottom?: number
    top?: number
    leading?: number
    rule?: boolean
  },
) => {
  const cols = o.cols ?? 2
  const gutter = o.gutter ?? 18
  const cw = (o.width - gutter * (cols - 1)) / cols
  const lh = o.size * (o.leading ?? 1.3)
  const bottom = o.bottom ?? w.margin
  let col = 0
  let top = w.y
  let y = w.y
  const colX = () => o.x + col * (cw + gutter)
  const advance = () => {
    if (o.rule && col < cols - 1) {
      const rx = colX() + cw + gutter / 2
      w.page.drawLine({ start: { x: rx, y: top + lh }, end: { x: rx, y: bottom }, thickness: 0.4 })
    }
    col++
    if (col >= cols) {
      w.newPage()
      col = 0
      top = o.top ?? w.y
    }
    y = top
  }
  const line = (t: string, font: PDFFont) => {
    if (y - lh < bottom) advance()
    if (t) w.page.drawText(t, { x: colX(), y, size: o.size, font })
    y -= lh
  }
  for (const it of items) {
    if (it.head) {
      if (y - 3 * lh < bottom) advance()
      line(it.head, o.bold)
    }
    for (const l of wrapText(it.body, o.font, o.size, cw)) line(l, o.font)
    y -= lh * 0.45
  }
  w.y = col === 0 ? y : Math.min(y, w.y)
  // leave writer.y below the last line of the last column used
  w.y = y
}
