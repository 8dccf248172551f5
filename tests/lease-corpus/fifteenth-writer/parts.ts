import { rgb, type PDFFont } from 'pdf-lib'
import { flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a grid of label/value pairs set two pairs to
 * a row, paragraphs with an underlined run-in head, paragraphs with a number hanging in the left margin, sections
 * with a title bar set in two columns that flow from column to column and page to page, and a framed title block
 * with a caption column at its right. The wording of each lease lives in its template.
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
export { boxRow, cells } from '../thirteenth-writer/parts'

/**
 * Label/value pairs in a ruled grid, `perRow` pairs to a row (the last row may be short): each label in a shaded
 * cell (`labelW` of the pair's width), its value beside it, wrapping within the cell. A pair whose label starts
 * with "=" spans the whole row.
 */
export const pairGrid = (
  k: Kit,
  pairs: [label: string, value: string][],
  o: {
    perRow?: number
    labelW?: number
    size?: number
    labelFont?: PDFFont
    valueFont?: PDFFont
    shade?: number
  } = {},
) => {
  const perRow = o.perRow ?? 2
  const size = o.size ?? 8.6
  const lf = o.labelFont ?? k.f.sansBold
  const vf = o.valueFont ?? k.w.regular
  const shade = o.shade ?? 0.9
  const lead = size * 1.28
  const rows: { span: boolean; pairs: [string, string][] }[] = []
  let row: [string, string][] = []
  for (const [label, value] of pairs) {
    if (label.startsWith('=')) {
      if (row.length) rows.push({ span: false, pairs: row })
      rows.push({ span: true, pairs: [[label.slice(1), value]] })
      row = []
      continue
    }
    row.push([label, value])
    if (row.length === perRow) {
      rows.push({ span: false, pairs: row })
      row = []
    }
  }
  if (row.length) rows.push({ span: false, pairs: row })
  for (const { span, pairs: r } of rows) {
    const pairW = span ? k.W : k.W / perRow
    const labelW = (o.labelW ?? 0.36) * (k.W / perRow)
    const laid = r.map(([label, value]) => ({
      label: wrapText(label, lf, size - 1, labelW - 8),
      value: wrapText(value, vf, size, pairW - labelW - 9),
    }))
    const lines = Math.max(...laid.map((l) => Math.max(l.label.length, l.value.length)))
    const h = lines * lead + 7
    room(k, h + 4)
    const top = k.w.y
    laid.forEach((l, i) => {
      const x = k.L + i * pairW
      k.w.page.drawRectangle({
        x,
        y: top - h,
        width: labelW,
        height: h,
        color: rgb(shade, shade, shade),
        borderWidth: 0.6,
        borderColor: rgb(0.25, 0.25, 0.25),
      })
      k.w.page.drawRectangle({
        x: x + labelW,
        y: top - h,
        width: pairW - labelW,
        height: h,
        borderWidth: 0.6,
        borderColor: rgb(0.25, 0.25, 0.25),
      })
      l.label.forEach((t, li) =>
        k.w.page.drawText(t, {
          x: x + 4,
          y: top - 4 - size - li * lead + 1,
          size: size - 1,
          font: lf,
        }),
      )
      l.value.forEach((t, li) =>
        k.w.page.drawText(t, {
          x: x + labelW + 4.5,
          y: top - 4 - size - li * lead + 1,
          size,
          font: vf,
        }),
      )
    })
    k.w.y = top - h
  }
  k.w.y -= 12
}

/**
 * A paragraph led by an optional number and an underlined head ("7.  Rent.") with the text running on after it;
 * the text may hold filled blanks.
 */
export const underlined = (
  k: Kit,
  num: string,
  head: string,
  segs: Seg[] | string,
  o: { size?: number; font?: PDFFont; headFont?: PDFFont; after?: number; leading?: number } = {},
) => {
  const size = o.size ?? 9.6
  const font = o.font ?? k.w.regular
  const hf = o.headFont ?? font
  room(k, size * 3.5)
  const x = k.L
  let cx = x
  if (num) {
    k.w.page.drawText(num, { x, y: k.w.y, size, font })
    cx += font.widthOfTextAtSize(num, size) + size * 0.7
  }
  k.w.page.drawText(head, { x: cx, y: k.w.y, size, font: hf })
  const hw = hf.widthOfTextAtSize(head, size)
  k.w.page.drawLine({
    start: { x: cx, y: k.w.y - 1.6 },
    end: { x: cx + hw - hf.widthOfTextAtSize('.', size), y: k.w.y - 1.6 },
    thickness: 0.55,
  })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font,
    x,
    width: k.W,
    leading: o.leading ?? 1.42,
    after: o.after ?? size * 0.6,
    bottom: 58,
    firstIndent: cx - x + hw + size * 0.45,
  })
}

/** A paragraph with its number hanging in the left margin and every line indented to `indent`. */
export const hanging = (
  k: Kit,
  num: string,
  segs: Seg[] | string,
  o: { size?: number; font?: PDFFont; numFont?: PDFFont; indent?: number; after?: number } = {},
) => {
  const size = o.size ?? 9.4
  const indent = o.indent ?? 26
  room(k, size * 3)
  k.w.page.drawText(num, { x: k.L, y: k.w.y, size, font: o.numFont ?? k.w.bold })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font ?? k.w.regular,
    x: k.L + indent,
    width: k.W - indent,
    leading: 1.38,
    after: o.after ?? size * 0.55,
    bottom: 58,
  })
}

export type Section = { title: string; paras: string[] }

/**
 * Sections in `cols` columns: each section's title on a thin shaded bar the width of its column, its paragraphs
 * under it; the text runs down a column, on to the next, and on to a new page after the last column. Leaves the
 * cursor under the lowest line set on the last page.
 */
export const sectionColumns = (
  k: Kit,
  sections: Section[],
  o: {
    cols?: number
    gutter?: number
    size?: number
    font?: PDFFont
    titleFont?: PDFFont
    bottom?: number
    shade?: number
  } = {},
) => {
  const cols = o.cols ?? 2
  const gutter = o.gutter ?? 16
  const size = o.size ?? 8.2
  const font = o.font ?? k.w.regular
  const tf = o.titleFont ?? k.f.sansBold
  const bottom = o.bottom ?? 56
  const shade = o.shade ?? 0.82
  const colW = (k.W - gutter * (cols - 1)) / cols
  const lead = size * 1.3
  let top = k.w.y
  let col = 0
  let y = top
  let lowest = top
  const next = () => {
    col++
    if (col >= cols) {
      freshPage(k)
      top = k.w.y
      lowest = top
      col = 0
    }
    y = top
  }
  const xOf = () => k.L + col * (colW + gutter)
  for (const s of sections) {
    if (y - lead * 4 < bottom) next()
    k.w.page.drawRectangle({
      x: xOf(),
      y: y - size * 0.45,
      width: colW,
      height: size * 1.5,
      color: rgb(shade, shade, shade),
    })
    k.w.page.drawText(s.title, { x: xOf() + 3, y, size: size - 0.2, font: tf })
    y -= lead * 1.35
    for (const para of s.paras) {
      for (const line of wrapText(para, font, size, colW)) {
        if (y - lead < bottom) next()
        k.w.page.drawText(line, { x: xOf(), y, size, font })
        y -= lead
        lowest = Math.min(lowest, y)
      }
      y -= size * 0.4
    }
    y -= size * 0.5
    lowest = Math.min(lowest, y)
  }
  k.w.y = lowest - 4
}

/**
 * A framed title block across the top of the page at the cursor: the title (and an optional line under it) on
 * the left, a column of small caption lines at the right behind a vertical rule.
 */
export const titleBlock = (
  k: Kit,
  title: string,
  sub: string,
  right: string[],
  o: { size?: number; font?: PDFFont; rightW?: number; frame?: number } = {},
) => {
  const size = o.size ?? 14
  const font = o.font ?? k.f.sansBold
  const rightW = o.rightW ?? 170
  const rs = 7.2
  const h = Math.max(size * 2.6 + (sub ? 10 : 0), right.length * rs * 1.35 + 10)
  const top = k.w.y + size
  k.w.page.drawRectangle({
    x: k.L,
    y: top - h,
    width: k.W,
    height: h,
    borderWidth: o.frame ?? 1.4,
    borderColor: rgb(0, 0, 0),
  })
  const rx = k.L + k.W - rightW
  k.w.page.drawLine({ start: { x: rx, y: top }, end: { x: rx, y: top - h }, thickness: 0.7 })
  k.w.page.drawText(title, { x: k.L + 8, y: top - size * 1.45, size, font })
  if (sub)
    k.w.page.drawText(sub, { x: k.L + 8, y: top - size * 1.45 - 12, size: 7.6, font: k.f.sans })
  right.forEach((l, i) =>
    k.w.page.drawText(l, { x: rx + 6, y: top - 10 - i * rs * 1.35, size: rs, font: k.f.sans }),
  )
  k.w.y = top - h - 14
}
