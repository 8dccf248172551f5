import { rgb, type PDFFont } from 'pdf-lib'
import { BLUE, GREY, flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: section heads on a dark numbered tab, a
 * per-page initials strip, a schedule of amounts with a total, framed boxes of captioned lines set side by side,
 * an "at a glance" box of captions over values, heads led by a large coloured number, headed sections set in two
 * ruled columns, a letterhead with a monogram, a detach line, a split title band, and outline paragraphs with
 * hanging labels. The wording of each lease lives in its template.
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

/** A section head: a dark square tab holding the number, the title beside it, and a rule to the right edge. */
export const sectionTab = (
  k: Kit,
  num: string,
  title: string,
  o: { size?: number; shade?: number } = {},
) => {
  const size = o.size ?? 9.2
  room(k, size * 6)
  k.gap(size * 0.5)
  const g = o.shade ?? 0.15
  const tab = size * 1.9
  const y = k.w.y
  k.w.page.drawRectangle({
    x: k.L,
    y: y - size * 0.55,
    width: tab,
    height: size * 1.6,
    color: rgb(g, g, g),
  })
  const nw = k.f.sansBold.widthOfTextAtSize(num, size)
  k.w.page.drawText(num, {
    x: k.L + (tab - nw) / 2,
    y,
    size,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(title, { x: k.L + tab + 6, y, size, font: k.f.sansBold })
  const tw = k.f.sansBold.widthOfTextAtSize(title, size)
  k.w.page.drawLine({
    start: { x: k.L + tab + 12 + tw, y: y + size * 0.3 },
    end: { x: k.L + k.W, y: y + size * 0.3 },
    thickness: 0.8,
  })
  k.w.y -= size * 1.9
}

/**
 * A strip at the foot of every page once the document is complete: initials blanks on the left, a caption in the
 * middle (given the page number and count) and a form number on the right.
 */
export const initialsStrip = (
  k: Kit,
  left: string,
  middle: (i: number, n: number) => string,
  right: string,
  size = 7,
) => {
  const pages = k.w.doc.getPages()
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: k.L, y: 44 },
      end: { x: k.L + k.W, y: 44 },
      thickness: 0.5,
      color: GREY,
    })
    p.drawText(left, { x: k.L, y: 33, size, font: k.f.sans })
    const m = middle(i + 1, pages.length)
    const mw = k.f.sans.widthOfTextAtSize(m, size)
    p.drawText(m, { x: k.L + k.W * 0.62 - mw / 2, y: 33, size, font: k.f.sans })
    p.drawText(right, {
      x: k.L + k.W - k.f.sans.widthOfTextAtSize(right, size),
      y: 33,
      size,
      font: k.f.sans,
      color: GREY,
    })
  })
}

/**
 * A schedule of amounts: a framed block of rows, each a description on the left and an amount right-aligned in
 * a ruled amount column; a row marked `total` is set in bold under a double rule.
 */
export const moneySchedule = (
  k: Kit,
  rows: { label: string; amount: string; total?: boolean }[],
  o: { size?: number; amountW?: number; x?: number; width?: number } = {},
) => {
  const size = o.size ?? 8.8
  const amountW = o.amountW ?? 96
  const x = o.x ?? k.L
  const width = o.width ?? k.W
  const lead = size * 1.75
  room(k, rows.length * lead + 10)
  const top = k.w.y + size + 2
  k.w.page.drawRectangle({
    x,
    y: top - rows.length * lead - 4,
    width,
    height: rows.length * lead + 4,
    borderWidth: 0.7,
    borderColor: rgb(0, 0, 0),
  })
  k.w.page.drawLine({
    start: { x: x + width - amountW, y: top },
    end: { x: x + width - amountW, y: top - rows.length * lead - 4 },
    thickness: 0.5,
  })
  rows.forEach((r, i) => {
    const y = top - (i + 1) * lead + size * 0.55
    const font = r.total ? k.f.sansBold : k.f.sans
    if (r.total)
      for (const dy of [0, 2.2])
        k.w.page.drawLine({
          start: { x, y: y + lead - size * 0.55 - dy },
          end: { x: x + width, y: y + lead - size * 0.55 - dy },
          thickness: 0.5,
        })
    k.w.page.drawText(r.label, { x: x + 6, y, size, font })
    k.w.page.drawText(r.amount, {
      x: x + width - 6 - font.widthOfTextAtSize(r.amount, size),
      y,
      size,
      font,
    })
    if (!r.total && i < rows.length - 1)
      k.w.page.drawLine({
        start: { x, y: y - size * 0.6 },
        end: { x: x + width, y: y - size * 0.6 },
        thickness: 0.25,
        color: rgb(0.6, 0.6, 0.6),
      })
  })
  k.w.y = top - rows.length * lead - 4 - 16
}

/**
 * Framed boxes side by side (widths as fractions of the text width), each with a small capital caption on its top
 * edge and lines of text inside; a line beginning with "_" is drawn as a signature rule with the rest as its label.
 * The row is as tall as its tallest box.
 */
export const framedBoxes = (
  k: Kit,
  boxes: { caption: string; lines: string[]; w: number }[],
  o: { size?: number; font?: PDFFont; gap?: number } = {},
) => {
  const size = o.size ?? 8.6
  const font = o.font ?? k.f.sans
  const gap = o.gap ?? 8
  const lead = size * 1.5
  const laid = boxes.map((b) => {
    const inner = b.w * k.W - gap - 12
    const lines = b.lines.flatMap((l) => (l.startsWith('_') ? [l] : wrapText(l, font, size, inner)))
    return {
      b,
      lines,
      h: lines.reduce((s, l) => s + (l.startsWith('_') ? lead * 1.9 + size * 1.2 : lead), 14),
    }
  })
  const h = Math.max(...laid.map((l) => l.h))
  room(k, h + 10)
  const top = k.w.y
  let x = k.L
  for (const { b, lines } of laid) {
    const bw = b.w * k.W - gap
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width: bw,
      height: h,
      borderWidth: 0.8,
      borderColor: rgb(0.1, 0.1, 0.1),
    })
    const cw = k.f.sansBold.widthOfTextAtSize(b.caption, size - 1.6) + 8
    k.w.page.drawRectangle({
      x: x + 8,
      y: top - 3,
      width: cw,
      height: size,
      color: rgb(1, 1, 1),
    })
    k.w.page.drawText(b.caption, { x: x + 12, y: top - 1, size: size - 1.6, font: k.f.sansBold })
    let y = top - 6 - size
    for (const l of lines) {
      if (l.startsWith('_')) {
        y -= lead * 0.9
        k.w.page.drawLine({ start: { x: x + 6, y }, end: { x: x + bw - 6, y }, thickness: 0.5 })
        k.w.page.drawText(l.slice(1), { x: x + 6, y: y - size * 1.05, size: size - 1, font })
        y -= lead + size * 1.2
      } else {
        k.w.page.drawText(l, { x: x + 6, y, size, font })
        y -= lead
      }
    }
    x += b.w * k.W
  }
  k.w.y = top - h - 14
}

/**
 * A framed box with a title on a tab at its top left and captioned values inside, `cols` to a row: each caption
 * small, grey and in capitals, its value under it; a value wraps within its cell. An entry whose caption starts
 * with "=" takes the whole row.
 */
export const glanceBox = (
  k: Kit,
  title: string,
  entries: [caption: string, value: string][],
  o: { cols?: number; size?: number; tint?: [number, number, number] } = {},
) => {
  const cols = o.cols ?? 3
  const size = o.size ?? 9
  const [r, g, b] = o.tint ?? [0.16, 0.36, 0.38]
  const lead = size * 1.28
  const capSize = size - 2.4
  type Cell = { cap: string; lines: string[]; span: boolean }
  const rows: Cell[][] = []
  let row: Cell[] = []
  const colW = (k.W - 16) / cols
  for (const [cap, value] of entries) {
    const span = cap.startsWith('=')
    const c = span ? cap.slice(1) : cap
    const lines = wrapText(value, k.f.sans, size, (span ? k.W - 16 : colW) - 10)
    if (span) {
      if (row.length) rows.push(row)
      rows.push([{ cap: c, lines, span }])
      row = []
      continue
    }
    row.push({ cap: c, lines, span })
    if (row.length === cols) {
      rows.push(row)
      row = []
    }
  }
  if (row.length) rows.push(row)
  const heights = rows.map(
    (rw) => capSize * 1.5 + Math.max(...rw.map((c) => c.lines.length)) * lead + 5,
  )
  const h = heights.reduce((s, x) => s + x, 0) + 16
  room(k, h + 24)
  const tabH = size * 1.7
  const top = k.w.y
  const tw = k.f.sansBold.widthOfTextAtSize(title, size) + 16
  k.w.page.drawRectangle({
    x: k.L,
    y: top - tabH,
    width: tw,
    height: tabH,
    color: rgb(r, g, b),
  })
  k.w.page.drawText(title, {
    x: k.L + 8,
    y: top - tabH + size * 0.55,
    size,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  const boxTop = top - tabH
  k.w.page.drawRectangle({
    x: k.L,
    y: boxTop - h,
    width: k.W,
    height: h,
    borderWidth: 1.2,
    borderColor: rgb(r, g, b),
  })
  let y = boxTop - 10
  rows.forEach((rw, ri) => {
    rw.forEach((c, ci) => {
      const x = k.L + 8 + ci * colW
      k.w.page.drawText(c.cap.toUpperCase(), {
        x,
        y: y - capSize,
        size: capSize,
        font: k.f.sansBold,
        color: rgb(0.42, 0.42, 0.42),
      })
      c.lines.forEach((l, li) =>
        k.w.page.drawText(l, {
          x,
          y: y - capSize * 1.5 - size - li * lead + 2,
          size,
          font: k.f.sans,
        }),
      )
    })
    y -= heights[ri] ?? 0
  })
  k.w.y = boxTop - h - 20
}

/** A head led by a large coloured number ("3  How much, and when?"), with a short rule under the number. */
export const bigNumberHead = (
  k: Kit,
  num: string,
  title: string,
  o: { size?: number; colour?: [number, number, number] } = {},
) => {
  const size = o.size ?? 11
  const [r, g, b] = o.colour ?? [0.16, 0.36, 0.38]
  room(k, size * 5)
  k.gap(size * 0.7)
  const ns = size * 1.55
  k.w.page.drawText(num, {
    x: k.L,
    y: k.w.y - 2,
    size: ns,
    font: k.f.sansBold,
    color: rgb(r, g, b),
  })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y - 6 },
    end: { x: k.L + 22, y: k.w.y - 6 },
    thickness: 1.4,
    color: rgb(r, g, b),
  })
  k.w.page.drawText(title, { x: k.L + 30, y: k.w.y, size, font: k.f.sansBold })
  k.w.y -= size * 1.75
}

/**
 * Headed sections set in two columns with a rule between them: each head in bold capitals with a hairline
 * under it, then its paragraphs; the text runs down the left column, then the right, then on to a new page.
 * Leaves the cursor under the lowest line set on the last page.
 */
export const twoColumnSections = (
  k: Kit,
  sections: { head: string; paras: string[] }[],
  o: { size?: number; gutter?: number; font?: PDFFont; headFont?: PDFFont; bottom?: number } = {},
) => {
  const size = o.size ?? 8.4
  const gutter = o.gutter ?? 20
  const font = o.font ?? k.w.regular
  const hf = o.headFont ?? k.f.sansBold
  const bottom = o.bottom ?? 60
  const colW = (k.W - gutter) / 2
  const lead = size * 1.32
  let top = k.w.y
  let col = 0
  let y = top
  let lowest = top
  const rule = () =>
    k.w.page.drawLine({
      start: { x: k.L + colW + gutter / 2, y: top + size },
      end: { x: k.L + colW + gutter / 2, y: bottom - 2 },
      thickness: 0.45,
      color: rgb(0.45, 0.45, 0.45),
    })
  rule()
  const next = () => {
    col++
    if (col > 1) {
      freshPage(k)
      top = k.w.y
      lowest = top
      col = 0
      rule()
    }
    y = top
  }
  const x = () => k.L + col * (colW + gutter)
  for (const s of sections) {
    if (y - lead * 4 < bottom) next()
    k.w.page.drawText(s.head.toUpperCase(), { x: x(), y, size: size - 0.2, font: hf })
    k.w.page.drawLine({
      start: { x: x(), y: y - 2.6 },
      end: { x: x() + colW, y: y - 2.6 },
      thickness: 0.35,
    })
    y -= lead * 1.3
    for (const para of s.paras) {
      for (const line of wrapText(para, font, size, colW)) {
        if (y - lead < bottom) next()
        k.w.page.drawText(line, { x: x(), y, size, font })
        y -= lead
        lowest = Math.min(lowest, y)
      }
      y -= size * 0.35
    }
    y -= size * 0.55
    lowest = Math.min(lowest, y)
  }
  k.w.y = lowest - 6
}

/**
 * A letterhead: a square monogram at the left, the firm's name and a line under it beside the monogram, and
 * lines of small text right-aligned at the right; a rule under the whole.
 */
export const monogramHead = (
  k: Kit,
  initials: string,
  name: string,
  sub: string,
  right: string[],
  o: { colour?: [number, number, number] } = {},
) => {
  const [r, g, b] = o.colour ?? [0.1, 0.25, 0.45]
  const top = k.w.y + 12
  const sq = 40
  k.w.page.drawRectangle({ x: k.L, y: top - sq, width: sq, height: sq, color: rgb(r, g, b) })
  const iw = k.w.bold.widthOfTextAtSize(initials, 17)
  k.w.page.drawText(initials, {
    x: k.L + (sq - iw) / 2,
    y: top - sq / 2 - 6,
    size: 17,
    font: k.w.bold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(name, { x: k.L + sq + 10, y: top - 17, size: 13, font: k.w.bold })
  k.w.page.drawText(sub, {
    x: k.L + sq + 10,
    y: top - 30,
    size: 7.8,
    font: k.f.italic,
    color: rgb(r, g, b),
  })
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - k.f.sans.widthOfTextAtSize(l, 7.4),
      y: top - 8 - i * 9.4,
      size: 7.4,
      font: k.f.sans,
    }),
  )
  const low = Math.min(top - sq, top - 8 - (right.length - 1) * 9.4 - 4)
  k.w.page.drawLine({
    start: { x: k.L, y: low - 6 },
    end: { x: k.L + k.W, y: low - 6 },
    thickness: 1,
    color: rgb(r, g, b),
  })
  k.w.y = low - 28
}

/** A dashed line across the page with a caption set in a gap in its middle (a tear-off or detach line). */
export const detachLine = (k: Kit, caption: string, size = 7.2) => {
  room(k, 120)
  k.gap(6)
  const cw = k.f.italic.widthOfTextAtSize(caption, size)
  const mid = k.L + k.W / 2
  for (let x = k.L; x < k.L + k.W; x += 7) {
    if (x + 4 > mid - cw / 2 - 6 && x < mid + cw / 2 + 6) continue
    k.w.page.drawLine({
      start: { x, y: k.w.y },
      end: { x: Math.min(x + 4, k.L + k.W), y: k.w.y },
      thickness: 0.6,
    })
  }
  k.w.page.drawText(caption, { x: mid - cw / 2, y: k.w.y - size * 0.35, size, font: k.f.italic })
  k.w.y -= 20
}

/**
 * A title band split in two: a dark block at the left with a name over a tag line in white, a light block at the
 * right with title lines in dark text.
 */
export const splitBand = (
  k: Kit,
  left: [name: string, tag: string],
  right: string[],
  o: { split?: number; colour?: [number, number, number]; height?: number } = {},
) => {
  const split = o.split ?? 0.42
  const [r, g, b] = o.colour ?? [0.08, 0.2, 0.3]
  const h = o.height ?? 46
  const top = k.w.y + 12
  const lw = k.W * split
  k.w.page.drawRectangle({ x: k.L, y: top - h, width: lw, height: h, color: rgb(r, g, b) })
  k.w.page.drawRectangle({
    x: k.L + lw,
    y: top - h,
    width: k.W - lw,
    height: h,
    color: rgb(0.9, 0.93, 0.95),
  })
  k.w.page.drawText(left[0], {
    x: k.L + 10,
    y: top - 21,
    size: 14,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(left[1], {
    x: k.L + 10,
    y: top - 35,
    size: 7.6,
    font: k.f.sans,
    color: rgb(0.85, 0.9, 0.95),
  })
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + lw + 10,
      y: top - 17 - i * 11,
      size: i === 0 ? 10.5 : 7.6,
      font: i === 0 ? k.f.sansBold : k.f.sans,
      color: rgb(r, g, b),
    }),
  )
  k.w.y = top - h - 18
}

/** A small-capital strip head: the title in spaced capitals on a tinted strip the width of the text. */
export const stripHead = (
  k: Kit,
  title: string,
  o: { size?: number; tint?: [number, number, number] } = {},
) => {
  const size = o.size ?? 8.4
  const [r, g, b] = o.tint ?? [0.86, 0.9, 0.93]
  room(k, size * 7)
  k.gap(size * 1.8)
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - size * 0.5,
    width: k.W,
    height: size * 1.7,
    color: rgb(r, g, b),
  })
  k.w.page.drawText(title.toUpperCase().split('').join(' '), {
    x: k.L + 5,
    y: k.w.y,
    size: size - 0.6,
    font: k.f.sansBold,
  })
  k.w.y -= size * 2.1
}

/**
 * An outline paragraph: a label ("4.", "(b)") hanging at `level` indents, the text (which may hold filled blanks)
 * set beside it. A paragraph of plain text is kept whole on one page.
 */
export const outline = (
  k: Kit,
  label: string,
  segs: Seg[] | string,
  o: { level?: number; size?: number; font?: PDFFont; labelFont?: PDFFont; after?: number } = {},
) => {
  const level = o.level ?? 0
  const size = o.size ?? 9.4
  const step = 24
  const x = k.L + level * step
  const lines =
    typeof segs === 'string'
      ? wrapText(segs, o.font ?? k.w.regular, size, k.L + k.W - x - step).length
      : 2
  room(k, Math.max(size * 3, lines * size * 1.4 + size))
  k.w.page.drawText(label, { x, y: k.w.y, size, font: o.labelFont ?? o.font ?? k.w.regular })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font ?? k.w.regular,
    x: x + step,
    width: k.L + k.W - x - step,
    leading: 1.4,
    after: o.after ?? size * 0.45,
    bottom: 58,
  })
}

/** A typed value in the fill face at (x, y), for blanks drawn by hand. */
export const typed = (k: Kit, text: string, x: number, y: number, size = 9) =>
  k.w.page.drawText(text, { x, y, size, font: k.f.mono, color: BLUE })
