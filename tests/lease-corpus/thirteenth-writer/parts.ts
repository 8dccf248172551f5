import { rgb, type PDFFont } from 'pdf-lib'
import { BLUE, checkbox, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a band of text across the top of a page, a
 * row of check boxes, label-over-value cells (a form's boxed line), a line of labelled typed values and a
 * two-column key/value list with dotted rules. The wording of each lease lives in its template.
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
export { ruledTable } from '../eleventh-writer/parts'

/** A filled band across the page at the cursor with white text on it (a brand bar or a form's title). */
export const band = (
  k: Kit,
  text: string,
  o: { size?: number; grey?: number; font?: PDFFont; sub?: string } = {},
) => {
  const size = o.size ?? 13
  const font = o.font ?? k.f.sansBold
  const h = size * 1.9 + (o.sub ? 11 : 0)
  const g = o.grey ?? 0.22
  k.w.page.drawRectangle({
    x: k.L - 6,
    y: k.w.y - h + size,
    width: k.W + 12,
    height: h,
    color: rgb(g, g, g),
  })
  k.w.page.drawText(text, { x: k.L + 4, y: k.w.y, size, font, color: rgb(1, 1, 1) })
  if (o.sub)
    k.w.page.drawText(o.sub, {
      x: k.L + 4,
      y: k.w.y - size - 3,
      size: 7.6,
      font: k.f.sans,
      color: rgb(1, 1, 1),
    })
  k.w.y -= h + 6
}

/** A row of check boxes at the cursor after an optional lead-in; wraps to a new row when it runs out of width. */
export const boxRow = (
  k: Kit,
  lead: string,
  items: [label: string, on: boolean][],
  o: { size?: number; indent?: number } = {},
) => {
  const size = o.size ?? 8.8
  room(k, size * 3)
  let x = k.L + (o.indent ?? 0)
  if (lead) {
    k.w.page.drawText(lead, { x, y: k.w.y, size, font: k.w.bold })
    x += k.w.bold.widthOfTextAtSize(lead, size) + 8
  }
  for (const [label, on] of items) {
    const w = k.f.regular.widthOfTextAtSize(label, size) + 24
    if (x + w > k.L + k.W) {
      k.w.y -= size * 1.7
      x = k.L + (o.indent ?? 0) + 14
    }
    x = checkbox(k.w.page, k.f, x, k.w.y, on, label, size)
  }
  k.w.y -= size * 1.9
}

/**
 * One row of cells, each a small printed caption over a typed value (a boxed line of a form); widths are fractions
 * of the text width. Values wrap inside their cell.
 */
export const cells = (
  k: Kit,
  row: [caption: string, value: string, width: number][],
  o: { size?: number; font?: PDFFont } = {},
) => {
  const size = o.size ?? 9.4
  const font = o.font ?? k.f.mono
  const wrapped = row.map(([, v, wd]) => wrapText(v, font, size, wd * k.W - 8))
  const h = 12 + Math.max(...wrapped.map((l) => l.length)) * size * 1.25 + 4
  room(k, h + 4)
  let x = k.L
  row.forEach(([cap, , wd], i) => {
    const cw = wd * k.W
    k.w.page.drawRectangle({
      x,
      y: k.w.y - h,
      width: cw,
      height: h,
      borderWidth: 0.6,
      borderColor: rgb(0.15, 0.15, 0.15),
    })
    k.w.page.drawText(cap, { x: x + 3, y: k.w.y - 8, size: 6.4, font: k.f.sans })
    ;(wrapped[i] ?? []).forEach((l, li) =>
      k.w.page.drawText(l, {
        x: x + 4,
        y: k.w.y - 12 - size - li * size * 1.25,
        size,
        font,
        color: BLUE,
      }),
    )
    x += cw
  })
  k.w.y -= h
}

/** Key/value lines with a dotted rule between the key and its value, set in two columns or one. */
export const dotted = (
  k: Kit,
  pairs: [key: string, value: string][],
  o: { size?: number; keyW?: number; valueFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9
  const keyW = o.keyW ?? 150
  const vf = o.valueFont ?? k.w.bold
  for (const [key, value] of pairs) {
    const lines = wrapText(value, vf, size, k.W - keyW - 6)
    room(k, lines.length * size * 1.35 + 4)
    k.w.page.drawText(key, { x: k.L, y: k.w.y, size, font: k.w.regular })
    const kw = k.w.regular.widthOfTextAtSize(key, size)
    for (let dx = k.L + kw + 4; dx < k.L + keyW - 6; dx += 3.2)
      k.w.page.drawCircle({ x: dx, y: k.w.y + 1.2, size: 0.35, color: rgb(0.4, 0.4, 0.4) })
    lines.forEach((l, i) =>
      k.w.page.drawText(l, { x: k.L + keyW, y: k.w.y - i * size * 1.35, size, font: vf }),
    )
    k.w.y -= lines.length * size * 1.35 + 3
  }
  k.w.y -= 6
}
