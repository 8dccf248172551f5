import { rgb, type PDFFont } from 'pdf-lib'
import { flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a grid of captioned cells (caption small
 * above the value, as summary boxes print them), a paragraph numbered in the left margin with its caption on a
 * line of its own, and a double-ruled band across the page. The wording of each lease lives in its template.
 */

export {
  andList,
  boxedText,
  freshPage,
  heading,
  pageNumbers,
  room,
  runningHead,
  sign,
  signPair,
} from '../fifth-writer/parts'

/** A grid of cells, `cols` to a row, each a small grey caption above its value; a cell may span columns. */
export const grid = (
  k: Kit,
  cells: { cap: string; value: string; span?: number }[],
  o: { cols?: number; size?: number; capFont?: PDFFont; valueFont?: PDFFont } = {},
) => {
  const cols = o.cols ?? 3
  const size = o.size ?? 9
  const cw = k.W / cols
  const rows: { cap: string; value: string; span?: number }[][] = [[]]
  let used = 0
  for (const c of cells) {
    const span = Math.min(c.span ?? 1, cols)
    if (used + span > cols) {
      rows.push([])
      used = 0
    }
    rows.at(-1)?.push(c)
    used += span
  }
  for (const row of rows) {
    const wrapped = row.map((c) =>
      wrapText(c.value, o.valueFont ?? k.w.regular, size, cw * (c.span ?? 1) - 10),
    )
    const h = size * 1.9 + Math.max(...wrapped.map((l) => l.length)) * size * 1.28 + 4
    room(k, h + 4)
    let x = k.L
    row.forEach((c, i) => {
      const width = cw * Math.min(c.span ?? 1, cols)
      k.w.page.drawRectangle({
        x,
        y: k.w.y - h,
        width,
        height: h,
        borderWidth: 0.6,
        borderColor: rgb(0.25, 0.25, 0.25),
      })
      k.w.page.drawText(c.cap, {
        x: x + 4,
        y: k.w.y - size * 0.95,
        size: size - 2,
        font: o.capFont ?? k.f.sans,
        color: rgb(0.4, 0.4, 0.4),
      })
      ;(wrapped[i] ?? []).forEach((l, li) =>
        k.w.page.drawText(l, {
          x: x + 4,
          y: k.w.y - size * 2.1 - li * size * 1.28,
          size,
          font: o.valueFont ?? k.w.regular,
        }),
      )
      x += width
    })
    k.w.y -= h
  }
  k.w.y -= 12
}

/** A paragraph with its number hung in the left margin and a caption line above the running text. */
export const numbered = (
  k: Kit,
  num: string,
  caption: string,
  segs: Seg[] | string,
  o: { size?: number; indent?: number; capFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9.4
  const indent = o.indent ?? 26
  room(k, size * 5)
  const font = o.capFont ?? k.w.bold
  k.w.page.drawText(num, { x: k.L, y: k.w.y, size, font })
  if (caption) {
    k.w.page.drawText(caption, { x: k.L + indent, y: k.w.y, size, font })
    k.w.y -= size * 1.4
  }
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    x: k.L + indent,
    width: k.W - indent,
    leading: 1.38,
    after: size * 0.6,
    bottom: 56,
  })
}

/** A band between two rules across the text width, with a line of text in it. */
export const band = (k: Kit, text: string, o: { size?: number; font?: PDFFont } = {}) => {
  const size = o.size ?? 9.5
  room(k, size * 4)
  k.w.y -= size * 0.7
  const y = k.w.y
  for (const dy of [size * 1.05, size * 1.25, -size * 0.55, -size * 0.75])
    k.w.page.drawLine({
      start: { x: k.L, y: y + dy },
      end: { x: k.L + k.W, y: y + dy },
      thickness: 0.5,
    })
  k.w.page.drawText(text, { x: k.L + 2, y, size, font: o.font ?? k.f.sansBold })
  k.w.y -= size * 2.3
}
