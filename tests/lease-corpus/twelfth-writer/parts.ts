import { rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { BLUE, flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: clauses with the number hanging in the left
 * margin, a grid of label/value pairs (a summary page), pen marks on a printed form (a ring round a printed
 * choice, a stroke through printed words, writing on a rule) and a captioned box drawn round a block of lines.
 * The wording of each lease lives in its template.
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
export { colourBar, ruledTable } from '../eleventh-writer/parts'

/** A clause whose number hangs in the left margin, with an optional bold run-in heading before its text. */
export const hanging = (
  k: Kit,
  num: string,
  head: string,
  segs: Seg[] | string,
  o: { size?: number; indent?: number; headFont?: PDFFont; font?: PDFFont; after?: number } = {},
) => {
  const size = o.size ?? 9.4
  const indent = o.indent ?? 26
  const headFont = o.headFont ?? k.w.bold
  room(k, size * 3.2)
  k.w.page.drawText(num, { x: k.L, y: k.w.y, size, font: headFont })
  let first = 0
  if (head) {
    k.w.page.drawText(head, { x: k.L + indent, y: k.w.y, size, font: headFont })
    first = headFont.widthOfTextAtSize(head, size) + size * 0.6
  }
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font,
    x: k.L + indent,
    width: k.W - indent,
    firstIndent: first,
    leading: 1.36,
    after: o.after ?? size * 0.55,
    bottom: 58,
  })
}

/**
 * Rows of label/value pairs in ruled cells, the label cell shaded: each row holds one or two pairs (one spans the
 * width). Values wrap inside their cell; a row never splits across pages.
 */
export const pairGrid = (
  k: Kit,
  rows: [label: string, value: string][][],
  o: { size?: number; labelW?: number; shade?: number; valueFont?: PDFFont } = {},
) => {
  const size = o.size ?? 8.8
  const labelW = o.labelW ?? 92
  const shade = o.shade ?? 0.9
  const vf = o.valueFont ?? k.w.regular
  const lead = size * 1.28
  for (const row of rows) {
    const pairW = k.W / row.length
    const cells = row.map(([label, value]) => ({
      label: wrapText(label, k.f.sansBold, size - 1.2, labelW - 8),
      value: wrapText(value, vf, size, pairW - labelW - 9),
    }))
    const lines = Math.max(...cells.map((c) => Math.max(c.label.length, c.value.length)))
    const h = lines * lead + 7
    room(k, h + 4)
    cells.forEach((c, i) => {
      const x = k.L + i * pairW
      k.w.page.drawRectangle({
        x,
        y: k.w.y - h,
        width: labelW,
        height: h,
        borderWidth: 0.5,
        borderColor: rgb(0.35, 0.35, 0.35),
        color: rgb(shade, shade, shade),
      })
      k.w.page.drawRectangle({
        x: x + labelW,
        y: k.w.y - h,
        width: pairW - labelW,
        height: h,
        borderWidth: 0.5,
        borderColor: rgb(0.35, 0.35, 0.35),
      })
      c.label.forEach((t, li) =>
        k.w.page.drawText(t, {
          x: x + 4,
          y: k.w.y - 4 - size + 1 - li * lead,
          size: size - 1.2,
          font: k.f.sansBold,
        }),
      )
      c.value.forEach((t, li) =>
        k.w.page.drawText(t, {
          x: x + labelW + 4.5,
          y: k.w.y - 4 - size + 1 - li * lead,
          size,
          font: vf,
        }),
      )
    })
    k.w.y -= h
  }
  k.w.y -= 10
}

/** A pen ring drawn round a printed word or phrase at (x, y), the baseline of text of `size`. */
export const ring = (
  page: PDFPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  size: number,
) => {
  const w = font.widthOfTextAtSize(text, size)
  page.drawEllipse({
    x: x + w / 2,
    y: y + size * 0.32,
    xScale: w / 2 + 5,
    yScale: size * 0.82,
    borderColor: BLUE,
    borderWidth: 0.9,
  })
}

/** A pen stroke through printed words of `size` at (x, y) over `width`. */
export const strike = (page: PDFPage, x: number, y: number, width: number, size: number) =>
  page.drawLine({
    start: { x: x - 2, y: y + size * 0.3 },
    end: { x: x + width + 2, y: y + size * 0.36 },
    thickness: 1,
    color: BLUE,
  })

/** Pen writing on a rule starting at (x, y); the rule is `min` wide or as wide as the writing. Returns its end. */
export const onRule = (
  page: PDFPage,
  hand: PDFFont,
  text: string,
  x: number,
  y: number,
  o: { min?: number; size?: number; rule?: boolean } = {},
) => {
  const size = o.size ?? 10.5
  const w = Math.max(o.min ?? 40, hand.widthOfTextAtSize(text, size) + 10)
  if (o.rule !== false)
    page.drawLine({ start: { x, y: y - 2 }, end: { x: x + w, y: y - 2 }, thickness: 0.45 })
  if (text) page.drawText(text, { x: x + 4, y: y + 0.5, size, font: hand, color: BLUE })
  return x + w
}

/** A ruled box drawn round whatever `body` sets at the cursor, with a caption set into its top edge. */
export const captioned = (
  k: Kit,
  caption: string,
  body: () => void,
  o: { size?: number; pad?: number; min?: number } = {},
) => {
  const size = o.size ?? 8
  const pad = o.pad ?? 8
  room(k, o.min ?? 60)
  const page = k.w.page
  const top = k.w.y + size
  k.w.y -= pad
  body()
  if (k.w.page !== page) throw new Error(`box "${caption}" runs onto another page`)
  const bottom = k.w.y + 4
  page.drawRectangle({
    x: k.L - pad,
    y: bottom,
    width: k.W + 2 * pad,
    height: top - bottom,
    borderWidth: 0.8,
    borderColor: rgb(0.2, 0.2, 0.2),
  })
  const cw = k.f.sansBold.widthOfTextAtSize(caption, size)
  page.drawRectangle({
    x: k.L,
    y: top - size / 2,
    width: cw + 8,
    height: size,
    color: rgb(1, 1, 1),
  })
  page.drawText(caption, { x: k.L + 4, y: top - size / 2 + 1, size, font: k.f.sansBold })
  k.w.y = bottom - 12
}
