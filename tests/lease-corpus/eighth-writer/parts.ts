import { rgb, type PDFFont } from 'pdf-lib'
import { GREY, flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a row of labelled form cells (a caption in
 * small type over the entry, as government standard forms print them), newspaper columns with headings on their
 * own line, a two-column schedule of particulars with item numbers, and a "received" strip. The wording of each
 * lease lives in its template.
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

export type Cell = { cap: string; v: string; w: number }

/**
 * One row of boxed form cells across the width: each cell has a small caption at its top left and the typed
 * entry under it. `w` is the cell's share of the width; entries wrap inside their cell.
 */
export const cells = (
  k: Kit,
  row: Cell[],
  o: { size?: number; capSize?: number; font?: PDFFont } = {},
) => {
  const size = o.size ?? 9
  const capSize = o.capSize ?? 6.2
  const font = o.font ?? k.f.mono
  const wrapped = row.map((c) => wrapText(c.v, font, size, c.w * k.W - 8))
  const h = capSize + 8 + Math.max(...wrapped.map((l) => l.length)) * size * 1.25 + 3
  room(k, h + 4)
  const top = k.w.y
  let x = k.L
  row.forEach((c) => {
    const cw = c.w * k.W
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width: cw,
      height: h,
      borderWidth: 0.6,
      borderColor: rgb(0, 0, 0),
    })
    k.w.page.drawText(c.cap, { x: x + 3, y: top - capSize - 2, size: capSize, font: k.f.sans })
    x += cw
  })
  // entries after all captions, so that a row reads as one line of text (street number, then street name)
  x = k.L
  row.forEach((c, i) => {
    const cw = c.w * k.W
    ;(wrapped[i] ?? []).forEach((l, li) =>
      k.w.page.drawText(l, {
        x: x + 4,
        y: top - capSize - 4 - size - li * size * 1.25,
        size,
        font,
        color: rgb(0.05, 0.12, 0.45),
      }),
    )
    x += cw
  })
  k.w.y = top - h
}

/** A dark caption bar across the width (for a part of a standard form). */
export const bar = (k: Kit, text: string, o: { size?: number; shade?: number } = {}) => {
  const size = o.size ?? 8.6
  room(k, size * 6)
  k.w.y -= 4
  const s = o.shade ?? 0.2
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - size * 1.7,
    width: k.W,
    height: size * 1.7,
    color: rgb(s, s, s),
  })
  k.w.page.drawText(text, {
    x: k.L + 4,
    y: k.w.y - size * 1.25,
    size,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.y -= size * 1.7
}

export type Section = { head: string; body: string }

/**
 * Newspaper columns: sections flow down the left column, then the right, then onto a new page; each heading
 * sits on its own line in small bold capitals above its text. No rule between the columns.
 */
export const columns = (
  k: Kit,
  sections: Section[],
  o: { size?: number; gutter?: number; bottom?: number; headFont?: PDFFont } = {},
) => {
  const size = o.size ?? 8.4
  const gutter = o.gutter ?? 18
  const bottom = o.bottom ?? 58
  const colW = (k.W - gutter) / 2
  const lh = size * 1.3
  const hf = o.headFont ?? k.f.sansBold
  // balance the two columns when everything fits on the current page
  const total = sections.reduce(
    (h, s) => h + lh + wrapText(s.body, k.w.regular, size, colW).length * lh + size * 0.6,
    0,
  )
  let col = 0
  let top = k.w.y
  let y = top
  let low = y
  let floor = total / 2 < top - bottom ? Math.max(bottom, top - total / 2 - lh) : bottom
  const next = (need: number) => {
    if (y - need >= (col === 0 ? floor : bottom)) return
    if (col === 0) {
      low = y
      col = 1
      y = top
    } else {
      freshPage(k)
      top = k.w.y
      y = top
      low = y
      col = 0
      floor = bottom
    }
  }
  for (const s of sections) {
    next(lh * 3)
    k.w.page.drawText(s.head.toUpperCase(), {
      x: k.L + col * (colW + gutter),
      y,
      size: size - 0.6,
      font: hf,
    })
    y -= lh
    for (const l of wrapText(s.body, k.w.regular, size, colW)) {
      next(lh)
      k.w.page.drawText(l, { x: k.L + col * (colW + gutter), y, size, font: k.w.regular })
      y -= lh
    }
    y -= size * 0.6
  }
  k.w.y = (col === 1 ? Math.min(low, y) : y) - 8
}

/**
 * A schedule of particulars: item number, item name and the entry, in three ruled columns with a shaded head
 * row. Entries wrap in their column; the row keeps to one page.
 */
export const schedule = (
  k: Kit,
  head: [string, string, string],
  rows: [no: string, item: string, entry: string][],
  o: { size?: number; widths?: [number, number, number] } = {},
) => {
  const size = o.size ?? 8.8
  const [a, b, c] = o.widths ?? [0.08, 0.32, 0.6]
  const widths = [a * k.W, b * k.W, c * k.W]
  const draw = (cellsText: string[], bold: boolean, shade?: number) => {
    const font = bold ? k.f.sansBold : k.w.regular
    const wrapped = cellsText.map((t, i) => wrapText(t, font, size, (widths[i] ?? 0) - 8))
    const h = Math.max(...wrapped.map((l) => l.length)) * size * 1.28 + 6
    room(k, h + 2)
    let x = k.L
    wrapped.forEach((lines, i) => {
      const cw = widths[i] ?? 0
      k.w.page.drawRectangle({
        x,
        y: k.w.y - h,
        width: cw,
        height: h,
        borderWidth: 0.5,
        borderColor: GREY,
        color: shade === undefined ? undefined : rgb(shade, shade, shade),
      })
      lines.forEach((l, li) =>
        k.w.page.drawText(l, {
          x: x + 4,
          y: k.w.y - 3 - size - li * size * 1.28,
          size,
          font: i === 1 && !bold ? k.f.sansBold : font,
        }),
      )
      x += cw
    })
    k.w.y -= h
  }
  draw(head, true, 0.86)
  for (const r of rows) draw(r, false)
  k.w.y -= 10
}

/** Running text with filled blanks, indented under a hanging number ("7." at the margin). */
export const numbered = (
  k: Kit,
  no: string,
  segs: Seg[] | string,
  o: { size?: number; indent?: number; font?: PDFFont } = {},
) => {
  const size = o.size ?? 9
  const indent = o.indent ?? 20
  room(k, size * 3)
  k.w.page.drawText(no, { x: k.L, y: k.w.y, size, font: k.w.bold })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font,
    x: k.L + indent,
    width: k.W - indent,
    leading: 1.36,
    after: size * 0.45,
    bottom: 56,
  })
}
