import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { BLUE, GREY, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a line of small text across the top (or
 * bottom) of every page, rows of labelled values on rules, a dotted leader line, a frame with rounded corners
 * that holds measured pieces and splits over pages, values typed above a rule with the caption under it, a
 * rotated rubber stamp, a lettered tab head, two framed boxes side by side, numbered items with a left label
 * column, and a sheet of ruled notebook paper written on by hand. The wording of each lease lives in its template.
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

export type RGB = [number, number, number]

/** A small deterministic random source, so that "hand" jitter is the same on every run. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * Small text on every page once the document is complete, at the very top (a fax machine's transmission line,
 * a browser's print header) or the very bottom: `left(i, n)` at the left edge and `right(i, n)` at the right.
 */
export const edgeLine = (
  k: Kit,
  left: (i: number, n: number) => string,
  right: (i: number, n: number) => string,
  o: {
    size?: number
    font?: PDFFont
    y?: number
    inset?: number
    colour?: RGB
    centre?: string
  } = {},
) => {
  const size = o.size ?? 7
  const font = o.font ?? k.f.mono
  const pages = k.w.doc.getPages()
  const inset = o.inset ?? 24
  const [r, g, b] = o.colour ?? [0.1, 0.1, 0.1]
  pages.forEach((p, i) => {
    const y = o.y ?? k.w.height - 16
    const l = left(i + 1, pages.length)
    const rt = right(i + 1, pages.length)
    p.drawText(l, { x: inset, y, size, font, color: rgb(r, g, b) })
    p.drawText(rt, {
      x: k.w.width - inset - font.widthOfTextAtSize(rt, size),
      y,
      size,
      font,
      color: rgb(r, g, b),
    })
    if (o.centre)
      p.drawText(o.centre, {
        x: (k.w.width - font.widthOfTextAtSize(o.centre, size)) / 2,
        y,
        size,
        font,
        color: rgb(r, g, b),
      })
  })
}

/**
 * Rows of "Label: value" entries on rules, several to a row: the label in a small bold face, the value written
 * on the rule after it (wrapping onto further ruled lines under itself). Widths are fractions of the text width.
 */
export const ruledFields = (
  k: Kit,
  rows: [label: string, value: string, width: number][][],
  o: { size?: number; labelFont?: PDFFont; font?: PDFFont; lead?: number; colour?: RGB } = {},
) => {
  const size = o.size ?? 9.6
  const lf = o.labelFont ?? k.f.sansBold
  const vf = o.font ?? k.f.sans
  const lead = o.lead ?? size * 2
  const [r, g, b] = o.colour ?? [0, 0, 0]
  for (const row of rows) {
    const laid = row.map(([label, value, wd]) => {
      const lw = lf.widthOfTextAtSize(label, size - 1) + 6
      const width = wd * k.W - 10
      const lines = wrapText(value, vf, size, width - lw)
      return { label, lines, lw, width: wd * k.W }
    })
    const n = Math.max(...laid.map((c) => c.lines.length))
    room(k, n * lead + 8)
    let x = k.L
    for (const c of laid) {
      k.w.page.drawText(c.label, { x, y: k.w.y, size: size - 1, font: lf })
      for (let i = 0; i < n; i++) {
        const y = k.w.y - i * lead
        const x0 = x + c.lw
        k.w.page.drawLine({
          start: { x: x0 - 2, y: y - 3 },
          end: { x: x + c.width - 10, y: y - 3 },
          thickness: 0.5,
          color: rgb(0.3, 0.3, 0.3),
        })
        const line = c.lines[i]
        if (line) k.w.page.drawText(line, { x: x0, y, size, font: vf, color: rgb(r, g, b) })
      }
      x += c.width
    }
    k.w.y -= n * lead + 2
  }
}

/** A line with dotted leaders between a left text and a right-aligned text (a contents entry). */
export const leaderLine = (
  k: Kit,
  left: string,
  right: string,
  o: { size?: number; font?: PDFFont; indent?: number; page?: PDFPage } = {},
) => {
  const size = o.size ?? 10
  const font = o.font ?? k.w.regular
  const page = o.page ?? k.w.page
  const x = k.L + (o.indent ?? 0)
  page.drawText(left, { x, y: k.w.y, size, font })
  const rw = font.widthOfTextAtSize(right, size)
  page.drawText(right, { x: k.L + k.W - rw, y: k.w.y, size, font })
  const from = x + font.widthOfTextAtSize(left, size) + 6
  for (let dx = from; dx < k.L + k.W - rw - 6; dx += 4)
    page.drawCircle({ x: dx, y: k.w.y + 1.5, size: 0.45, color: rgb(0.3, 0.3, 0.3) })
  k.w.y -= size * 1.7
}

/** A rectangle with rounded corners, (x, top) its top-left corner. */
export const roundRect = (
  page: PDFPage,
  x: number,
  top: number,
  w: number,
  h: number,
  o: { r?: number; border?: RGB; fill?: RGB; width?: number } = {},
) => {
  const r = Math.min(o.r ?? 6, h / 2, w / 2)
  const path = `M ${r},0 H ${w - r} Q ${w},0 ${w},${r} V ${h - r} Q ${w},${h} ${w - r},${h} H ${r} Q 0,${h} 0,${h - r} V ${r} Q 0,0 ${r},0 Z`
  page.drawSvgPath(path, {
    x,
    y: top,
    borderColor: o.border ? rgb(...o.border) : undefined,
    borderWidth: o.border ? (o.width ?? 0.8) : 0,
    color: o.fill ? rgb(...o.fill) : undefined,
  })
}

/** A measured piece of a frame: its height and how to draw it with its top-left at (x, y). */
export type Atom = { h: number; draw: (page: PDFPage, x: number, y: number) => void }

/** The width inside a `card` frame. */
export const cardInner = (k: Kit, pad = 11) => k.W - pad * 2

/**
 * A frame with rounded corners around measured pieces, under a title; the frame closes at the foot of a page and
 * opens again on the next (its title then followed by "(continued)").
 */
export const card = (
  k: Kit,
  title: string,
  atoms: Atom[],
  o: { pad?: number; titleSize?: number; border?: RGB; titleColour?: RGB; bottom?: number } = {},
) => {
  const pad = o.pad ?? 11
  const ts = o.titleSize ?? 10.5
  const bottom = o.bottom ?? 54
  const border = o.border ?? [0.8, 0.82, 0.86]
  const [tr, tg, tb] = o.titleColour ?? [0.1, 0.12, 0.2]
  const th = ts * 2.2
  const first = atoms[0]
  room(k, th + pad * 2 + (first?.h ?? 0))
  let top = k.w.y
  let y = top - pad
  const head = (t: string) => {
    k.w.page.drawText(t, {
      x: k.L + pad,
      y: y - ts,
      size: ts,
      font: k.f.sansBold,
      color: rgb(tr, tg, tb),
    })
    y -= th
  }
  head(title)
  const close = () => roundRect(k.w.page, k.L, top, k.W, top - (y - pad), { border, r: 7 })
  for (const a of atoms) {
    if (y - a.h < bottom + pad) {
      close()
      freshPage(k)
      top = k.w.y
      y = top - pad
      head(`${title} (continued)`)
    }
    a.draw(k.w.page, k.L + pad, y)
    y -= a.h
  }
  close()
  k.w.y = y - pad - 14
}

/**
 * Pieces for a `card`: rows of label-over-value entries, `cols` to a row (an entry may span several columns);
 * the label in small grey capitals, the value under it.
 */
export const gridAtoms = (
  k: Kit,
  entries: { label: string; value: string; span?: number }[],
  o: { cols?: number; size?: number; width?: number; gap?: number } = {},
): Atom[] => {
  const cols = o.cols ?? 3
  const size = o.size ?? 9
  const width = o.width ?? cardInner(k)
  const colW = width / cols
  const lead = size * 1.3
  const rows: { e: (typeof entries)[number]; x: number; lines: string[] }[][] = []
  let row: (typeof rows)[number] = []
  let used = 0
  for (const e of entries) {
    const span = Math.min(e.span ?? 1, cols)
    if (used + span > cols) {
      rows.push(row)
      row = []
      used = 0
    }
    row.push({
      e,
      x: used * colW,
      lines: wrapText(e.value, k.f.sans, size, span * colW - 12),
    })
    used += span
  }
  if (row.length) rows.push(row)
  return rows.map((r) => {
    const n = Math.max(...r.map((c) => c.lines.length))
    return {
      h: size * 1.2 + n * lead + (o.gap ?? 8),
      draw: (page, x, y) => {
        for (const c of r) {
          page.drawText(c.e.label.toUpperCase(), {
            x: x + c.x,
            y: y - size * 0.8,
            size: size - 2.3,
            font: k.f.sansBold,
            color: rgb(0.42, 0.45, 0.5),
          })
          c.lines.forEach((l, i) =>
            page.drawText(l, {
              x: x + c.x,
              y: y - size * 1.2 - size - i * lead + 1,
              size,
              font: k.f.sans,
              color: rgb(0.08, 0.08, 0.1),
            }),
          )
        }
      },
    }
  })
}

/** Pieces for a `card`: a paragraph as one piece a line, with an optional bold run-in head. */
export const paraAtoms = (
  k: Kit,
  head: string,
  text: string,
  o: { size?: number; width?: number; font?: PDFFont; headFont?: PDFFont; after?: number } = {},
): Atom[] => {
  const size = o.size ?? 8.8
  const width = o.width ?? cardInner(k)
  const font = o.font ?? k.f.sans
  const hf = o.headFont ?? k.f.sansBold
  const lead = size * 1.36
  const headW = head ? hf.widthOfTextAtSize(head, size) + size * 0.4 : 0
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const cand = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(cand, size) > width - (lines.length ? 0 : headW) && line) {
      lines.push(line)
      line = word
    } else line = cand
  }
  if (line) lines.push(line)
  return lines.map((l, i) => ({
    h: lead + (i === lines.length - 1 ? (o.after ?? size * 0.6) : 0),
    draw: (page, x, y) => {
      if (i === 0 && head) page.drawText(head, { x, y: y - size, size, font: hf })
      page.drawText(l, { x: x + (i === 0 ? headW : 0), y: y - size, size, font })
    },
  }))
}

/** Pieces for a `card`: a table with a tinted header row and hairlines between the rows; the last column right-aligned when `right`. */
export const tableAtoms = (
  k: Kit,
  head: string[],
  rows: string[][],
  cols: number[],
  o: { size?: number; width?: number; right?: boolean; boldLast?: boolean } = {},
): Atom[] => {
  const size = o.size ?? 8.8
  const width = o.width ?? cardInner(k)
  const lead = size * 1.3
  const make = (cells: string[], isHead: boolean, bold: boolean): Atom => {
    const font = isHead || bold ? k.f.sansBold : k.f.sans
    const wrapped = cells.map((c, ci) => wrapText(c, font, size, (cols[ci] ?? 0) * width - 10))
    const h = Math.max(...wrapped.map((l) => l.length)) * lead + 8
    return {
      h,
      draw: (page, x, y) => {
        if (isHead)
          page.drawRectangle({
            x,
            y: y - h + 1,
            width,
            height: h - 1,
            color: rgb(0.94, 0.95, 0.97),
          })
        else
          page.drawLine({
            start: { x, y },
            end: { x: x + width, y },
            thickness: 0.4,
            color: rgb(0.85, 0.86, 0.89),
          })
        let cx = x
        wrapped.forEach((lines, ci) => {
          const cw = (cols[ci] ?? 0) * width
          const last = ci === wrapped.length - 1 && o.right
          lines.forEach((l, li) =>
            page.drawText(l, {
              x: last ? cx + cw - 4 - font.widthOfTextAtSize(l, size) : cx + 4,
              y: y - 4 - size - li * lead + 1,
              size: isHead ? size - 0.8 : size,
              font,
              color: isHead ? rgb(0.35, 0.38, 0.45) : rgb(0.08, 0.08, 0.1),
            }),
          )
          cx += cw
        })
      },
    }
  }
  return [
    make(head, true, false),
    ...rows.map((r, i) => make(r, false, !!o.boldLast && i === rows.length - 1)),
  ]
}

/** A small rounded label with text in it (a status "pill"), drawn at (x, y baseline). Returns its width. */
export const pill = (
  page: PDFPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  o: { size?: number; fill?: RGB; ink?: RGB } = {},
) => {
  const size = o.size ?? 7.6
  const w = font.widthOfTextAtSize(text, size) + 14
  roundRect(page, x, y + size + 3, w, size + 8, { fill: o.fill ?? [0.86, 0.95, 0.88], r: 7 })
  page.drawText(text, { x: x + 7, y, size, font, color: rgb(...(o.ink ?? [0.1, 0.4, 0.18])) })
  return w
}

/**
 * One row of form fields written the old way: the value typed above a rule, the printed caption in small type
 * under the rule. Widths are fractions of the text width.
 */
export const underFields = (
  k: Kit,
  row: [value: string, caption: string, width: number][],
  o: { size?: number; font?: PDFFont; capSize?: number; ink?: RGB } = {},
) => {
  const size = o.size ?? 9.6
  const font = o.font ?? k.f.mono
  const cap = o.capSize ?? 6.4
  const lead = size * 1.22
  const wrapped = row.map(([v, , wd]) => wrapText(v, font, size, wd * k.W - 16))
  const n = Math.max(1, ...wrapped.map((l) => l.length))
  const h = n * lead + cap + 12
  room(k, h + 4)
  let x = k.L
  const ruleY = k.w.y - (n - 1) * lead - 3
  row.forEach(([, caption, wd], i) => {
    const cw = wd * k.W
    ;(wrapped[i] ?? []).forEach((l, li) =>
      k.w.page.drawText(l, {
        x: x + 3,
        y: k.w.y - li * lead,
        size,
        font,
        color: rgb(...(o.ink ?? [0.05, 0.05, 0.05])),
      }),
    )
    k.w.page.drawLine({
      start: { x, y: ruleY },
      end: { x: x + cw - 12, y: ruleY },
      thickness: 0.6,
    })
    k.w.page.drawText(caption, { x, y: ruleY - cap - 1.5, size: cap, font: k.f.sans })
    x += cw
  })
  k.w.y -= h + 2
}

/** A rubber stamp: lines of capitals in a double-ruled box, turned by `angle` degrees, with (x, y) its lower-left corner. */
export const stamp = (
  page: PDFPage,
  font: PDFFont,
  lines: string[],
  x: number,
  y: number,
  o: { angle?: number; size?: number; ink?: RGB } = {},
) => {
  const size = o.size ?? 8
  const a = ((o.angle ?? 6) * Math.PI) / 180
  const ink = rgb(...(o.ink ?? [0.72, 0.12, 0.14]))
  const w = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, size))) + 16
  const h = lines.length * size * 1.35 + 10
  const at = (lx: number, ly: number) => ({
    x: x + lx * Math.cos(a) - ly * Math.sin(a),
    y: y + lx * Math.sin(a) + ly * Math.cos(a),
  })
  const rot = degrees(o.angle ?? 6)
  for (const [inset, t] of [
    [0, 1.4],
    [2.5, 0.6],
  ] as const) {
    const p = at(inset, inset)
    page.drawRectangle({
      ...p,
      width: w - inset * 2,
      height: h - inset * 2,
      borderWidth: t,
      borderColor: ink,
      rotate: rot,
      borderOpacity: 0.85,
    })
  }
  lines.forEach((l, i) => {
    const lw = font.widthOfTextAtSize(l, size)
    const p = at((w - lw) / 2, h - 6 - size - i * size * 1.35 + 1)
    page.drawText(l, { ...p, size, font, color: ink, rotate: rot, opacity: 0.88 })
  })
}

/** A section head led by a black square holding a capital letter, a bold title and an italic second title after it. */
export const letterTab = (
  k: Kit,
  letter: string,
  title: string,
  second = '',
  o: { size?: number } = {},
) => {
  const size = o.size ?? 9.6
  room(k, size * 7)
  k.gap(size * 0.6)
  const s = size * 1.9
  const y = k.w.y
  k.w.page.drawRectangle({ x: k.L, y: y - s * 0.3, width: s, height: s, color: rgb(0, 0, 0) })
  const lw = k.f.sansBold.widthOfTextAtSize(letter, size * 1.3)
  k.w.page.drawText(letter, {
    x: k.L + (s - lw) / 2,
    y: y - s * 0.3 + s * 0.27,
    size: size * 1.3,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  const tx = k.L + s + 8
  k.w.page.drawText(title.toUpperCase(), { x: tx, y: y + 1, size, font: k.f.sansBold })
  if (second)
    k.w.page.drawText(second, {
      x: tx + k.f.sansBold.widthOfTextAtSize(title.toUpperCase(), size) + 10,
      y: y + 1,
      size: size - 1,
      font: k.f.italic,
      color: GREY,
    })
  k.w.page.drawLine({
    start: { x: tx, y: y - s * 0.3 },
    end: { x: k.L + k.W, y: y - s * 0.3 },
    thickness: 1.2,
  })
  k.w.y -= s + 4
}

/**
 * Two framed boxes side by side, each a header strip and lines of "caption" over "value" pairs; the boxes take
 * the height of the taller one.
 */
export const twinBoxes = (
  k: Kit,
  boxes: { title: string; rows: [caption: string, value: string][] }[],
  o: { size?: number; font?: PDFFont; gutter?: number; second?: string[] } = {},
) => {
  const size = o.size ?? 9
  const font = o.font ?? k.f.mono
  const gutter = o.gutter ?? 10
  const bw = (k.W - gutter * (boxes.length - 1)) / boxes.length
  const lead = size * 1.25
  const laid = boxes.map((b) =>
    b.rows.map(([c, v]) => ({ c, lines: wrapText(v, font, size, bw - 14) })),
  )
  const hOf = (rows: (typeof laid)[number]) =>
    rows.reduce((s, r) => s + 9 + Math.max(1, r.lines.length) * lead + 4, 0) + 24
  const h = Math.max(...laid.map(hOf))
  room(k, h + 8)
  const top = k.w.y
  boxes.forEach((b, i) => {
    const x = k.L + i * (bw + gutter)
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width: bw,
      height: h,
      borderWidth: 0.9,
      borderColor: rgb(0, 0, 0),
    })
    k.w.page.drawRectangle({
      x,
      y: top - 16,
      width: bw,
      height: 16,
      color: rgb(0.86, 0.86, 0.86),
    })
    k.w.page.drawText(b.title, { x: x + 6, y: top - 11.5, size: 8.4, font: k.f.sansBold })
    const sec = o.second?.[i]
    if (sec)
      k.w.page.drawText(sec, {
        x: x + bw - 6 - k.f.italic.widthOfTextAtSize(sec, 8),
        y: top - 11.5,
        size: 8,
        font: k.f.italic,
      })
    let y = top - 24
    for (const r of laid[i] ?? []) {
      k.w.page.drawText(r.c, { x: x + 6, y: y - 5, size: 6.4, font: k.f.sans, color: GREY })
      y -= 9
      r.lines.forEach((l, li) =>
        k.w.page.drawText(l, { x: x + 7, y: y - size - li * lead + 1, size, font, color: BLUE }),
      )
      y -= Math.max(1, r.lines.length) * lead + 4
      k.w.page.drawLine({
        start: { x: x + 6, y: y + 1 },
        end: { x: x + bw - 6, y: y + 1 },
        thickness: 0.3,
        color: rgb(0.7, 0.7, 0.7),
      })
    }
  })
  k.w.y = top - h - 12
}

/**
 * Numbered items set as rows: a left column with the item number in bold and its label after it (wrapping in
 * the column), and the value typed in the right column; a hairline between the items and a double rule down the
 * left of the values. A row is kept whole on a page.
 */
export const itemRows = (
  k: Kit,
  items: [num: string, label: string, value: string][],
  o: { size?: number; font?: PDFFont; labelW?: number; pad?: number } = {},
) => {
  const size = o.size ?? 9.2
  const font = o.font ?? k.f.mono
  const labelW = o.labelW ?? 150
  const pad = o.pad ?? 7
  const lead = size * 1.28
  const ls = size - 0.6
  const drawTop = () =>
    k.w.page.drawLine({
      start: { x: k.L, y: k.w.y },
      end: { x: k.L + k.W, y: k.w.y },
      thickness: 1.4,
    })
  drawTop()
  for (const [num, label, value] of items) {
    const vl = wrapText(value, font, size, k.W - labelW - 14)
    const nw = k.f.sansBold.widthOfTextAtSize(`${num}.`, ls) + 5
    const ll = wrapText(label, k.f.sans, ls, labelW - nw - 8)
    const h = Math.max(vl.length * lead, ll.length * ls * 1.2) + pad
    if (k.w.y - h < 62) {
      freshPage(k)
      drawTop()
    }
    const top = k.w.y
    k.w.page.drawText(`${num}.`, { x: k.L + 2, y: top - 3 - ls, size: ls, font: k.f.sansBold })
    ll.forEach((l, i) =>
      k.w.page.drawText(l, {
        x: k.L + 2 + nw,
        y: top - 3 - ls - i * ls * 1.2,
        size: ls,
        font: k.f.sans,
      }),
    )
    vl.forEach((l, i) =>
      k.w.page.drawText(l, {
        x: k.L + labelW + 8,
        y: top - 3 - size - i * lead + 0.5,
        size,
        font,
      }),
    )
    for (const dx of [labelW, labelW + 2.2])
      k.w.page.drawLine({
        start: { x: k.L + dx, y: top },
        end: { x: k.L + dx, y: top - h },
        thickness: 0.5,
      })
    k.w.page.drawLine({
      start: { x: k.L, y: top - h },
      end: { x: k.L + k.W, y: top - h },
      thickness: 0.4,
    })
    k.w.y = top - h
  }
  k.w.y -= 14
}

/** A piece of handwriting: plain words, or words struck through (a correction). */
export type Hand = string | { struck: string }

/**
 * A sheet of wide-ruled notebook paper (blue rules, a red margin line, three punched holes) and a pen that
 * writes on its rules in a slanted face with a little unevenness; turns to a fresh sheet at the foot.
 */
export const notebook = (
  k: Kit,
  o: {
    gap?: number
    size?: number
    seed?: number
    ink?: RGB
    font?: PDFFont
    sigFont?: PDFFont
    margin?: number
  } = {},
) => {
  const gap = o.gap ?? 22
  const size = o.size ?? 12.4
  const font = o.font ?? k.f.italic
  const rand = prng(o.seed ?? 18)
  const ink = rgb(...(o.ink ?? [0.1, 0.14, 0.42]))
  const marginX = o.margin ?? 78
  const rightX = k.w.width - 30
  const firstRule = k.w.height - 74
  let y = 0
  const paper = () => {
    const p = k.w.page
    for (let ry = firstRule; ry > 24; ry -= gap)
      p.drawLine({
        start: { x: 0, y: ry },
        end: { x: k.w.width, y: ry },
        thickness: 0.55,
        color: rgb(0.62, 0.74, 0.88),
      })
    p.drawLine({
      start: { x: marginX - 8, y: 0 },
      end: { x: marginX - 8, y: k.w.height },
      thickness: 0.9,
      color: rgb(0.88, 0.45, 0.48),
    })
    for (const hy of [120, k.w.height / 2, k.w.height - 120])
      p.drawCircle({
        x: 22,
        y: hy,
        size: 8.5,
        color: rgb(0.93, 0.93, 0.93),
        borderColor: rgb(0.75, 0.75, 0.75),
        borderWidth: 0.6,
      })
    y = firstRule
  }
  const sheet = () => {
    k.w.newPage()
    paper()
  }
  paper()
  const next = () => {
    y -= gap
    if (y < 40) sheet()
  }
  /** Writes on the next rule(s); `indent` from the margin; `under` draws a line under the words (a title). */
  const write = (
    segs: Hand[] | string,
    w: { indent?: number; size?: number; under?: boolean; centre?: boolean } = {},
  ) => {
    const s = w.size ?? size
    const words: { t: string; struck: boolean }[] = []
    for (const seg of typeof segs === 'string' ? [segs] : segs) {
      const text = typeof seg === 'string' ? seg : seg.struck
      for (const t of text.split(/\s+/).filter(Boolean))
        words.push({ t, struck: typeof seg !== 'string' })
    }
    const x0 = marginX + (w.indent ?? 0)
    const space = font.widthOfTextAtSize(' ', s)
    const lines: (typeof words)[] = [[]]
    let cur = 0
    for (const wd of words) {
      const ww = font.widthOfTextAtSize(wd.t, s)
      const line = lines[lines.length - 1] ?? []
      if (line.length && x0 + cur + space + ww > rightX) {
        lines.push([wd])
        cur = ww
      } else {
        line.push(wd)
        cur += (line.length > 1 ? space : 0) + ww
      }
    }
    for (const line of lines) {
      next()
      const total =
        line.reduce((a, wd) => a + font.widthOfTextAtSize(wd.t, s), 0) + space * (line.length - 1)
      let x = w.centre ? (k.w.width - total) / 2 : x0 + rand() * 3
      const base = y + 3.2 + (rand() - 0.5) * 1.4
      for (const wd of line) {
        const ws = s + (rand() - 0.5) * 0.5
        const ww = font.widthOfTextAtSize(wd.t, ws)
        const by = base + (rand() - 0.5) * 0.7
        k.w.page.drawText(wd.t, {
          x,
          y: by,
          size: ws,
          font,
          color: ink,
          rotate: degrees((rand() - 0.5) * 1.6),
        })
        if (wd.struck)
          k.w.page.drawLine({
            start: { x: x - 1, y: by + ws * 0.32 },
            end: { x: x + ww + 1, y: by + ws * 0.3 + (rand() - 0.5) },
            thickness: 1.1,
            color: ink,
          })
        if (w.under)
          k.w.page.drawLine({
            start: { x, y: base - 2.2 },
            end: { x: x + ww + space, y: base - 2.4 },
            thickness: 0.9,
            color: ink,
          })
        x += ww + space * (0.9 + rand() * 0.35)
      }
    }
  }
  /** Leaves `n` rules empty. */
  const skip = (n = 1) => {
    for (let i = 0; i < n; i++) next()
  }
  /** A signature (a scrawl of the name in a larger face) over a rule, with printed lines under it. */
  const signature = (name: string, under: string[], x = marginX) => {
    if (y - gap * (2 + under.length) < 40) sheet()
    next()
    next()
    k.w.page.drawText(name, {
      x: x + 6,
      y: y + 4,
      size: size * 1.35,
      font: o.sigFont ?? k.f.italic,
      color: rgb(0.05, 0.05, 0.2),
      rotate: degrees(2 + rand() * 3),
    })
    for (const l of under) write(l, { indent: x - marginX, size: size - 1.2 })
  }
  return {
    write,
    skip,
    signature,
    sheet,
    get y() {
      return y
    },
  }
}

/** Paragraph in the kit's face with a hanging section number ("3.2") at the left and an optional bold run-in title. */
export const hangPara = (
  k: Kit,
  num: string,
  text: string,
  o: {
    size?: number
    hang?: number
    font?: PDFFont
    numFont?: PDFFont
    after?: number
    title?: string
  } = {},
) => {
  const size = o.size ?? 9.4
  const hang = o.hang ?? 28
  const bf = o.numFont ?? k.w.bold
  room(k, size * 3)
  k.w.page.drawText(num, { x: k.L, y: k.w.y, size, font: bf })
  const title = o.title ? `${o.title}.` : ''
  if (title) k.w.page.drawText(`${title} `, { x: k.L + hang, y: k.w.y, size, font: bf })
  k.p(text, {
    size,
    x: k.L + hang,
    width: k.W - hang,
    font: o.font ?? k.w.regular,
    leading: 1.36,
    after: o.after ?? size * 0.5,
    bottom: 58,
    firstIndent: title ? bf.widthOfTextAtSize(title, size) + size * 0.45 : 0,
  })
}
