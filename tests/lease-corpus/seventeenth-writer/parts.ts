import { rgb, type PDFFont } from 'pdf-lib'
import { GREY, flow, numberWords, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a framed summary grid of "label: value"
 * entries under a dark title bar, paragraphs with a hanging number and a run-in caption, marks printed at the top
 * of every page, a striped two-column data table, an electronic-signature panel, centred article heads, run-in
 * clauses set in two ruled columns, heads led by a letter in a ring over a dotted rule, and a frame with a dashed border around
 * paragraphs. The wording of each lease lives in its template.
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

type RGB = [number, number, number]

/**
 * A framed grid under a dark title bar: entries set `cols` to a row as a bold label followed on the same line by
 * its value (which wraps under itself); an entry whose label starts with "=" takes the whole row. An optional
 * small italic note closes the box.
 */
export const summaryGrid = (
  k: Kit,
  title: string,
  entries: [label: string, value: string][],
  o: { cols?: number; size?: number; labelW?: number; note?: string; shade?: number } = {},
) => {
  const cols = o.cols ?? 2
  const size = o.size ?? 8.6
  const lead = size * 1.3
  const pad = 6
  const colW = k.W / cols
  const labelW = o.labelW ?? 78
  type Cell = { label: string; lines: string[]; w: number }
  const rows: Cell[][] = []
  let row: Cell[] = []
  for (const [raw, value] of entries) {
    const span = raw.startsWith('=')
    const label = span ? raw.slice(1) : raw
    const w = span ? k.W : colW
    const lines = wrapText(value, k.w.regular, size, w - labelW - pad * 2)
    if (span) {
      if (row.length) rows.push(row)
      rows.push([{ label, lines, w }])
      row = []
      continue
    }
    row.push({ label, lines, w })
    if (row.length === cols) {
      rows.push(row)
      row = []
    }
  }
  if (row.length) rows.push(row)
  const heights = rows.map((r) => Math.max(...r.map((c) => c.lines.length)) * lead + pad)
  const noteLines = o.note ? wrapText(o.note, k.f.italic, size - 1, k.W - pad * 2) : []
  const barH = size * 2
  const h = heights.reduce((s, x) => s + x, 0) + noteLines.length * lead + pad + 2
  room(k, barH + h + 10)
  const top = k.w.y
  const g = o.shade ?? 0.18
  k.w.page.drawRectangle({ x: k.L, y: top - barH, width: k.W, height: barH, color: rgb(g, g, g) })
  k.w.page.drawText(title, {
    x: k.L + pad,
    y: top - barH + size * 0.65,
    size: size + 1,
    font: k.w.bold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawRectangle({
    x: k.L,
    y: top - barH - h,
    width: k.W,
    height: h,
    borderWidth: 1,
    borderColor: rgb(g, g, g),
  })
  let y = top - barH - pad
  rows.forEach((r, ri) => {
    let x = k.L
    r.forEach((c) => {
      k.w.page.drawText(c.label, { x: x + pad, y: y - size, size: size - 0.4, font: k.w.bold })
      c.lines.forEach((l, li) =>
        k.w.page.drawText(l, {
          x: x + pad + labelW,
          y: y - size - li * lead,
          size,
          font: k.w.regular,
        }),
      )
      x += c.w
    })
    y -= heights[ri] ?? 0
    if (ri < rows.length - 1)
      k.w.page.drawLine({
        start: { x: k.L, y: y + pad / 2 },
        end: { x: k.L + k.W, y: y + pad / 2 },
        thickness: 0.3,
        color: rgb(0.6, 0.6, 0.6),
      })
  })
  noteLines.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + pad,
      y: y - size - i * lead,
      size: size - 1,
      font: k.f.italic,
    }),
  )
  k.w.y = top - barH - h - 16
}

/**
 * A numbered paragraph: the number hanging in the margin, a caption run in (bold capitals by default), then the
 * text with any filled blanks, wrapping under the caption.
 */
export const numberedPara = (
  k: Kit,
  num: string,
  caption: string,
  segs: Seg[] | string,
  o: { size?: number; hang?: number; font?: PDFFont; capFont?: PDFFont; after?: number } = {},
) => {
  const size = o.size ?? 9.2
  const hang = o.hang ?? 20
  const capFont = o.capFont ?? k.w.bold
  room(k, size * 3.4)
  k.w.page.drawText(num, { x: k.L, y: k.w.y, size, font: capFont })
  const cap = caption ? `${caption}.` : ''
  if (cap) k.w.page.drawText(cap, { x: k.L + hang, y: k.w.y, size, font: capFont })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    font: o.font ?? k.w.regular,
    x: k.L + hang,
    width: k.W - hang,
    leading: 1.34,
    after: o.after ?? size * 0.55,
    bottom: 56,
    firstIndent: cap ? capFont.widthOfTextAtSize(cap, size) + size * 0.65 : 0,
  })
}

/** Small grey marks at the top of every page once the document is complete: `left` and `right(i, n)`. */
export const topMarks = (
  k: Kit,
  left: string,
  right: (i: number, n: number) => string,
  o: { size?: number; font?: PDFFont } = {},
) => {
  const size = o.size ?? 7
  const font = o.font ?? k.f.mono
  const pages = k.w.doc.getPages()
  pages.forEach((p, i) => {
    const y = k.w.height - 26
    p.drawText(left, { x: k.L, y, size, font, color: GREY })
    const r = right(i + 1, pages.length)
    p.drawText(r, { x: k.L + k.W - font.widthOfTextAtSize(r, size), y, size, font, color: GREY })
  })
}

/**
 * A two-column table of labels and values without inner rules, every other row tinted; labels in bold sans.
 * Values wrap in their column; a row is kept whole on one page.
 */
export const stripedPairs = (
  k: Kit,
  rows: [label: string, value: string][],
  o: { size?: number; labelW?: number; tint?: RGB; head?: string } = {},
) => {
  const size = o.size ?? 8.8
  const labelW = o.labelW ?? 0.3
  const [r, g, b] = o.tint ?? [0.92, 0.94, 0.97]
  const lead = size * 1.3
  const lw = k.W * labelW
  if (o.head) {
    room(k, size * 6)
    k.w.page.drawRectangle({
      x: k.L,
      y: k.w.y - size * 0.5,
      width: k.W,
      height: size * 1.9,
      color: rgb(r * 0.45, g * 0.5, b * 0.62),
    })
    k.w.page.drawText(o.head, {
      x: k.L + 6,
      y: k.w.y,
      size: size + 0.6,
      font: k.f.sansBold,
      color: rgb(1, 1, 1),
    })
    k.w.y -= size * 1.9
  }
  rows.forEach(([label, value], i) => {
    const lines = wrapText(value, k.f.sans, size, k.W - lw - 12)
    const labels = wrapText(label, k.f.sansBold, size, lw - 10)
    const h = Math.max(lines.length, labels.length) * lead + 6
    room(k, h + 2)
    if (i % 2 === 0)
      k.w.page.drawRectangle({ x: k.L, y: k.w.y - h, width: k.W, height: h, color: rgb(r, g, b) })
    labels.forEach((l, li) =>
      k.w.page.drawText(l, {
        x: k.L + 6,
        y: k.w.y - 3 - size - li * lead + 1,
        size,
        font: k.f.sansBold,
      }),
    )
    lines.forEach((l, li) =>
      k.w.page.drawText(l, {
        x: k.L + lw,
        y: k.w.y - 3 - size - li * lead + 1,
        size,
        font: k.f.sans,
      }),
    )
    k.w.y -= h
  })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y },
    end: { x: k.L + k.W, y: k.w.y },
    thickness: 0.6,
    color: rgb(r * 0.45, g * 0.5, b * 0.62),
  })
  k.w.y -= 14
}

/**
 * An electronic-signature panel: on the left the signer's name set in an italic script face over a rule and a
 * caption, on the right lines of audit text in a small fixed-pitch face; framed with a thin tinted border.
 */
export const eSignPanel = (
  k: Kit,
  name: string,
  caption: string,
  audit: string[],
  o: { size?: number; tint?: RGB } = {},
) => {
  const size = o.size ?? 7.4
  const [r, g, b] = o.tint ?? [0.2, 0.35, 0.6]
  const h = Math.max(52, audit.length * size * 1.35 + 14)
  room(k, h + 10)
  const top = k.w.y + 4
  k.w.page.drawRectangle({
    x: k.L,
    y: top - h,
    width: k.W,
    height: h,
    borderWidth: 0.8,
    borderColor: rgb(r, g, b),
  })
  k.w.page.drawRectangle({ x: k.L, y: top - h, width: 3, height: h, color: rgb(r, g, b) })
  const half = k.W * 0.42
  k.w.page.drawText(name, {
    x: k.L + 14,
    y: top - h / 2 + 2,
    size: 15,
    font: k.f.italic,
    color: rgb(r * 0.6, g * 0.6, b * 0.8),
  })
  k.w.page.drawLine({
    start: { x: k.L + 12, y: top - h / 2 - 4 },
    end: { x: k.L + half - 8, y: top - h / 2 - 4 },
    thickness: 0.4,
  })
  wrapText(caption, k.f.sans, 7.2, half - 20).forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + 12, y: top - h / 2 - 13 - i * 8.6, size: 7.2, font: k.f.sans }),
  )
  audit.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + half + 4,
      y: top - 10 - size - i * size * 1.35 + 2,
      size,
      font: k.f.mono,
    }),
  )
  k.w.y = top - h - 12
}

/** A centred article head: "ARTICLE IV" on one line and the article's title in capitals under it. */
export const articleHead = (k: Kit, label: string, title: string, size = 9.6) => {
  room(k, size * 7)
  k.gap(size * 0.8)
  k.centre(label, size, k.w.bold)
  k.w.y += size * 0.25
  k.centre(title.toUpperCase(), size - 0.8, k.w.regular)
  k.gap(size * 0.3)
}

/**
 * Clauses set in two columns with a rule between them: each clause a number and a bold run-in head followed by
 * its text; the text runs down the left column, then the right, then on to a new page. When everything fits on
 * the current page the two columns are balanced. Leaves the cursor under the lowest line set on the last page.
 */
export const twoColumnClauses = (
  k: Kit,
  clauses: { num: string; head: string; text: string }[],
  o: { size?: number; gutter?: number; bottom?: number; font?: PDFFont; headFont?: PDFFont } = {},
) => {
  const size = o.size ?? 8.2
  const gutter = o.gutter ?? 18
  const font = o.font ?? k.w.regular
  const hf = o.headFont ?? k.w.bold
  const colW = (k.W - gutter) / 2
  const lead = size * 1.3
  const laid = clauses.map((c) => {
    const head = `${c.num} ${c.head}.`
    const headW = hf.widthOfTextAtSize(head, size) + size * 0.6
    const lines: string[] = []
    let line = ''
    for (const word of c.text.split(/\s+/).filter(Boolean)) {
      const cand = line ? `${line} ${word}` : word
      const avail = lines.length === 0 ? colW - headW : colW
      if (font.widthOfTextAtSize(cand, size) > avail && line) {
        lines.push(line)
        line = word
      } else line = cand
    }
    if (line) lines.push(line)
    return { head, headW, lines }
  })
  // the column break: the highest bottom at which everything still fits in two columns on this page
  const fits = (bottom: number) => {
    let col = 0
    let y = k.w.y
    for (const c of laid) {
      if (y - lead * 2 < bottom) {
        if (++col > 1) return false
        y = k.w.y
      }
      for (let i = 0; i < c.lines.length; i++) {
        if (y - lead < bottom) {
          if (++col > 1) return false
          y = k.w.y
        }
        y -= lead
      }
      y -= size * 0.5
    }
    return true
  }
  let bottom = o.bottom ?? 58
  if (fits(bottom)) {
    let lo = bottom
    let hi = k.w.y
    while (hi - lo > 1) {
      const mid = (lo + hi) / 2
      if (fits(mid)) lo = mid
      else hi = mid
    }
    bottom = lo
  }
  let top = k.w.y
  let col = 0
  let y = top
  let lowest = top
  const rule = () =>
    k.w.page.drawLine({
      start: { x: k.L + colW + gutter / 2, y: top + size },
      end: { x: k.L + colW + gutter / 2, y: bottom },
      thickness: 0.4,
      color: GREY,
    })
  rule()
  const next = () => {
    col++
    if (col > 1) {
      freshPage(k)
      bottom = o.bottom ?? 58
      top = k.w.y
      lowest = top
      col = 0
      rule()
    }
    y = top
  }
  const x0 = () => k.L + col * (colW + gutter)
  for (const c of laid) {
    if (y - lead * 2 < bottom) next()
    c.lines.forEach((l, i) => {
      if (y - lead < bottom) next()
      if (i === 0) {
        k.w.page.drawText(c.head, { x: x0(), y, size, font: hf })
        k.w.page.drawText(l, { x: x0() + c.headW, y, size, font })
      } else k.w.page.drawText(l, { x: x0(), y, size, font })
      y -= lead
      lowest = Math.min(lowest, y)
    })
    y -= size * 0.5
  }
  k.w.y = Math.min(lowest, bottom) - 16
}

/** A head led by a capital letter in a ring, the title in bold capitals beside it and a dotted rule under both. */
export const ringHead = (
  k: Kit,
  letter: string,
  title: string,
  o: { size?: number; colour?: RGB } = {},
) => {
  const size = o.size ?? 9.6
  const [r, g, b] = o.colour ?? [0.45, 0.25, 0.1]
  room(k, size * 6)
  k.gap(size * 0.7)
  const cx = k.L + size * 0.9
  const cy = k.w.y + size * 0.33
  k.w.page.drawCircle({
    x: cx,
    y: cy,
    size: size * 0.95,
    borderWidth: 1.1,
    borderColor: rgb(r, g, b),
  })
  const lw = k.f.sansBold.widthOfTextAtSize(letter, size)
  k.w.page.drawText(letter, {
    x: cx - lw / 2,
    y: k.w.y,
    size,
    font: k.f.sansBold,
    color: rgb(r, g, b),
  })
  k.w.page.drawText(title.toUpperCase(), {
    x: k.L + size * 2.4,
    y: k.w.y,
    size,
    font: k.f.sansBold,
  })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y - size * 0.95 },
    end: { x: k.L + k.W, y: k.w.y - size * 0.95 },
    thickness: 0.8,
    dashArray: [0.8, 2.2],
    color: rgb(r, g, b),
  })
  k.w.y -= size * 2.1
}

/**
 * Paragraphs of plain text inside a frame with a dashed border and a bold title line at its top; the frame is
 * kept whole on one page.
 */
export const dashedFrame = (
  k: Kit,
  title: string,
  paras: string[],
  o: { size?: number; font?: PDFFont } = {},
) => {
  const size = o.size ?? 8.8
  const font = o.font ?? k.w.regular
  const lead = size * 1.36
  const pad = 10
  const wrapped = paras.map((p) => wrapText(p, font, size, k.W - pad * 2))
  const h =
    size * 2.4 + wrapped.reduce((s, l) => s + l.length * lead + size * 0.5, 0) + pad * 1.2 + 4
  room(k, h + 12)
  const top = k.w.y + size
  const dash = (x1: number, y1: number, x2: number, y2: number) =>
    k.w.page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      thickness: 0.8,
      dashArray: [4, 3],
    })
  dash(k.L, top, k.L + k.W, top)
  dash(k.L, top - h, k.L + k.W, top - h)
  dash(k.L, top, k.L, top - h)
  dash(k.L + k.W, top, k.L + k.W, top - h)
  let y = top - pad - size
  k.w.page.drawText(title, { x: k.L + pad, y, size: size + 0.8, font: k.w.bold })
  y -= size * 1.9
  for (const lines of wrapped) {
    for (const l of lines) {
      k.w.page.drawText(l, { x: k.L + pad, y, size, font })
      y -= lead
    }
    y -= size * 0.5
  }
  k.w.y = top - h - 14
}

/** An amount in title-case words as cheque writers print it: "Eight Hundred Twenty-Five and No/100 Dollars". */
export const titleWords = (n: number): string => {
  const whole = Math.floor(n)
  const cents = Math.round((n - whole) * 100)
  const w = numberWords(whole).replace(
    /(^|[\s-])([a-z])/g,
    (_, a: string, b: string) => a + b.toUpperCase(),
  )
  return `${w} and ${cents ? String(cents).padStart(2, '0') : 'No'}/100 Dollars`
}
