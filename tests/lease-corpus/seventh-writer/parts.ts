import { rgb, type PDFFont } from 'pdf-lib'
import { GREY, flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: particulars with dotted leaders, ruled
 * two-column clauses with run-in numbered heads, line-numbered ("pleading") margins, a detachable rent coupon and
 * shaded side labels beside running text. The wording of each lease lives in its template.
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

/** A label, a run of dots, then the value in a column at `valueX` (value lines wrap under it). */
export const leaders = (
  k: Kit,
  label: string,
  value: string,
  o: { size?: number; valueX?: number; labelFont?: PDFFont; valueFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9.4
  const lf = o.labelFont ?? k.w.regular
  const vf = o.valueFont ?? k.w.bold
  const vx = o.valueX ?? k.L + 190
  const lines = wrapText(value, vf, size, k.L + k.W - vx)
  room(k, lines.length * size * 1.35 + 4)
  k.w.page.drawText(label, { x: k.L, y: k.w.y, size, font: lf })
  const start = k.L + lf.widthOfTextAtSize(label, size) + 3
  const dot = lf.widthOfTextAtSize('.', size)
  const n = Math.max(2, Math.floor((vx - 6 - start) / dot))
  if (label) k.w.page.drawText('.'.repeat(n), { x: start, y: k.w.y, size, font: lf, color: GREY })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: vx, y: k.w.y - i * size * 1.35, size, font: vf }),
  )
  k.w.y -= lines.length * size * 1.35 + 3
}

export type Clause = { head: string; text: string }

/**
 * Clauses in two columns divided by a thin vertical rule; each clause starts with its bold run-in head on the
 * same line as its first words. Left column, then right, then a new page.
 */
export const ruledColumns = (
  k: Kit,
  clauses: Clause[],
  o: { size?: number; gutter?: number; bottom?: number } = {},
) => {
  const size = o.size ?? 8.3
  const gutter = o.gutter ?? 20
  const bottom = o.bottom ?? 60
  const colW = (k.W - gutter) / 2
  const lh = size * 1.32
  const font = k.w.regular
  const bold = k.w.bold
  let col = 0
  let top = k.w.y
  let y = top
  let low = y
  const rule = () =>
    k.w.page.drawLine({
      start: { x: k.L + colW + gutter / 2, y: top + size },
      end: { x: k.L + colW + gutter / 2, y: Math.min(low, y) },
      thickness: 0.4,
      color: GREY,
    })
  const advance = () => {
    if (y - lh >= bottom) return
    if (col === 0) {
      low = y
      col = 1
      y = top
    } else {
      low = Math.min(low, y)
      rule()
      freshPage(k)
      top = k.w.y
      y = top
      low = y
      col = 0
    }
  }
  for (const c of clauses) {
    if (y - lh * 2 < bottom) y = bottom
    advance()
    const x = k.L + col * (colW + gutter)
    const headW = bold.widthOfTextAtSize(c.head, size) + size * 0.55
    const words = c.text.split(/\s+/).filter(Boolean)
    // first line after the head
    let line = ''
    let i = 0
    while (i < words.length) {
      const next = line ? `${line} ${words[i]}` : (words[i] ?? '')
      if (font.widthOfTextAtSize(next, size) > colW - headW) break
      line = next
      i++
    }
    k.w.page.drawText(c.head + ' ', { x, y, size, font: bold })
    if (line) k.w.page.drawText(line, { x: x + headW, y, size, font })
    y -= lh
    for (const l of wrapText(words.slice(i).join(' '), font, size, colW)) {
      if (!l) continue
      advance()
      k.w.page.drawText(l, { x: k.L + col * (colW + gutter), y, size, font })
      y -= lh
    }
    y -= size * 0.5
  }
  low = col === 1 ? Math.min(low, y) : y
  if (col === 1) rule()
  k.w.y = low - 8
}

/**
 * Line-numbered margin as on pleading paper: numbers at a fixed pitch down the left margin of every page and a
 * double rule beside them. Call once the document is complete; set the text with `linedFlow` on the same pitch.
 */
export const lineNumbers = (k: Kit, pitch: number, o: { top?: number; bottom?: number } = {}) => {
  const top = o.top ?? k.w.height - k.L
  const bottom = o.bottom ?? 50
  for (const p of k.w.doc.getPages()) {
    let n = 1
    for (let y = top; y > bottom; y -= pitch, n++) {
      const s = String(n)
      p.drawText(s, {
        x: k.L - 14 - k.f.sans.widthOfTextAtSize(s, 6.5),
        y,
        size: 6.5,
        font: k.f.sans,
        color: GREY,
      })
    }
    for (const dx of [8, 10])
      p.drawLine({
        start: { x: k.L - dx, y: top + pitch },
        end: { x: k.L - dx, y: bottom - 4 },
        thickness: 0.4,
        color: GREY,
      })
  }
}

/** Running text with filled blanks set exactly on a line pitch (for a line-numbered page). */
export const linedFlow = (
  k: Kit,
  segs: Seg[] | string,
  pitch: number,
  o: { size?: number; font?: PDFFont; x?: number; bottom?: number } = {},
) => {
  const size = o.size ?? 9.4
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font,
    x: o.x ?? k.L,
    width: k.L + k.W - (o.x ?? k.L),
    leading: pitch / size,
    after: 0,
    bottom: o.bottom ?? 50,
  })
}

/** A detachable payment coupon: a "cut here" line, then a dashed box with a title and label/value rows. */
export const coupon = (
  k: Kit,
  title: string,
  rows: [label: string, value: string][],
  o: { size?: number; labelWidth?: number } = {},
) => {
  const size = o.size ?? 8.8
  const lw = o.labelWidth ?? 120
  const lh = size * 1.45
  const h = 26 + rows.length * lh + 8
  room(k, h + 24)
  const cut =
    '- - - - - - - - - - - - - - - - - - -  detach and return with your payment  - - - - - - - - - - - - - - - - - - -'
  k.w.page.drawText(cut, {
    x: k.L + (k.W - k.f.sans.widthOfTextAtSize(cut, 7)) / 2,
    y: k.w.y,
    size: 7,
    font: k.f.sans,
    color: GREY,
  })
  k.w.y -= 14
  const top = k.w.y
  k.w.page.drawRectangle({
    x: k.L,
    y: top - h,
    width: k.W,
    height: h,
    borderWidth: 1,
    borderColor: rgb(0, 0, 0),
    borderDashArray: [4, 3],
  })
  k.w.page.drawText(title, { x: k.L + 10, y: top - 16, size: 10, font: k.f.sansBold })
  rows.forEach(([label, value], i) => {
    const y = top - 32 - i * lh
    k.w.page.drawText(label, { x: k.L + 10, y, size, font: k.f.sansBold })
    k.w.page.drawText(value, { x: k.L + 10 + lw, y, size, font: k.f.sans })
  })
  k.w.y = top - h - 12
}

/**
 * A shaded label column at the left with running text (and filled blanks) beside it. The label wraps inside its
 * column; the section is kept on one page.
 */
export const sideLabel = (
  k: Kit,
  label: string,
  segs: Seg[] | string,
  o: { size?: number; labelWidth?: number; shade?: number; labelFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9
  const lw = o.labelWidth ?? 104
  const lf = o.labelFont ?? k.f.sansBold
  const lh = size * 1.38
  const s = typeof segs === 'string' ? [segs] : segs
  const plain = s.map((x) => (typeof x === 'string' ? x : (x.v ?? '________'))).join(' ')
  const textX = k.L + lw + 10
  const textW = k.L + k.W - textX
  const est = wrapText(plain, k.f.mono, size, textW - 6).length * lh
  const labelLines = wrapText(label, lf, size - 0.6, lw - 10)
  room(k, Math.max(est, labelLines.length * lh) + 12)
  const top = k.w.y
  flow(k.w, k.f, s, { size, x: textX, width: textW, leading: 1.38, after: 0, bottom: 40 })
  const h = Math.max(top - k.w.y, labelLines.length * lh) + 4
  k.w.page.drawRectangle({
    x: k.L,
    y: top - h + size,
    width: lw,
    height: h,
    color: rgb(0.88, 0.9, 0.93),
  })
  labelLines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + 5, y: top - i * lh, size: size - 0.6, font: lf }),
  )
  k.w.page.drawLine({
    start: { x: k.L, y: top - h + size - 3 },
    end: { x: k.L + k.W, y: top - h + size - 3 },
    thickness: 0.3,
    color: GREY,
  })
  k.w.y = top - h - 6
}
