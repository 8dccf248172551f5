import type { PDFFont } from 'pdf-lib'
import {
  PdfWriter,
  fontsFor,
  flow,
  rect,
  wrapText,
  type Fonts,
  type Seg,
} from '../former-heldout/lib'

/**
 * Small drawing helpers of this batch, over the former held-out corpus's lib: a page cursor with set-in
 * paragraphs, centred lines and ruled label/value tables. The wording of each lease lives in its template.
 */
export type Kit = {
  w: PdfWriter
  f: Fonts
  /** left edge and text width */
  L: number
  W: number
  /** a paragraph of running text (and filled blanks) at the cursor */
  p: (segs: Seg[] | string, o?: Parameters<typeof flow>[3]) => void
  /** one centred line */
  centre: (text: string, size: number, font?: PDFFont) => void
  /** a line at the cursor */
  line: (text: string, size?: number, font?: PDFFont, x?: number) => void
  /** a ruled table of rows (cells as text); column widths as fractions of W */
  table: (
    rows: string[][],
    cols: number[],
    o?: { size?: number; head?: boolean; shade?: number },
  ) => void
  gap: (pt: number) => void
}

export const kit = async (
  o: { serif?: boolean; margin?: number; size?: number; landscape?: boolean } = {},
): Promise<Kit> => {
  const w = await PdfWriter.create(o.serif ?? false)
  const f = await fontsFor(w)
  if (o.landscape) {
    w.page.setSize(792, 612)
    ;(w as { width: number }).width = 792
    ;(w as { height: number }).height = 612
  }
  const L = o.margin ?? 60
  const W = w.width - 2 * L
  const size = o.size ?? 9.8
  w.y = w.height - L
  const k: Kit = {
    w,
    f,
    L,
    W,
    p: (segs, po = {}) =>
      flow(w, f, typeof segs === 'string' ? [segs] : segs, {
        size,
        x: L,
        width: W,
        leading: 1.36,
        after: 5,
        bottom: 50,
        ...po,
      }),
    centre: (text, s, font = w.bold) => {
      w.page.drawText(text, {
        x: (w.width - font.widthOfTextAtSize(text, s)) / 2,
        y: w.y,
        size: s,
        font,
      })
      w.y -= s * 1.45
    },
    line: (text, s = size, font = w.regular, x = L) => {
      if (w.y < 60) {
        w.newPage()
        w.y = w.height - L
      }
      w.page.drawText(text, { x, y: w.y, size: s, font })
      w.y -= s * 1.4
    },
    table: (rows, cols, to = {}) => {
      const s = to.size ?? size - 0.8
      for (const [ri, row] of rows.entries()) {
        const wrapped = row.map((cell, ci) =>
          wrapText(cell, ri === 0 && to.head ? w.bold : w.regular, s, (cols[ci] ?? 0) * W - 8),
        )
        const h = Math.max(...wrapped.map((l) => l.length)) * s * 1.3 + 6
        if (w.y - h < 50) {
          w.newPage()
          w.y = w.height - L
        }
        let x = L
        for (const [ci, lines] of wrapped.entries()) {
          const cw = (cols[ci] ?? 0) * W
          rect(w.page, x, w.y - h, cw, h, ri === 0 && to.head ? (to.shade ?? 0.88) : undefined)
          lines.forEach((t, li) =>
            w.page.drawText(t, {
              x: x + 4,
              y: w.y - 3 - s - li * s * 1.3,
              size: s,
              font: ri === 0 && to.head ? w.bold : ci === 0 && !to.head ? w.bold : w.regular,
            }),
          )
          x += cw
        }
        w.y -= h
      }
      w.y -= 14
    },
    gap: (pt) => {
      w.y -= pt
    },
  }
  return k
}

/** "Check", "Money Order"… from a list of boxes, for the truth. */
export const ticked = (boxes: [label: string, on: boolean, name: string][]): string[] =>
  boxes.filter(([, on]) => on).map(([, , name]) => name)
