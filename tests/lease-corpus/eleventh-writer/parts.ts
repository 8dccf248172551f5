import { rgb, type PDFFont } from 'pdf-lib'
import { BLUE, flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: paragraphs with a note in the right margin
 * (shoulder notes), a tinted panel down the left of a page with the text set beside it, rows of ruled cells filled
 * in a hand-like face (stationery forms), a ruled table whose last column is running text with a header row that
 * repeats over a page break, and a block of fixed-pitch report lines. The wording of each lease lives in its
 * template.
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

/** A paragraph set in the text column less a right gutter, with a small note at the top of the gutter. */
export const shoulder = (
  k: Kit,
  note: string,
  segs: Seg[] | string,
  o: { size?: number; gutter?: number; num?: string; noteFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9.6
  const gutter = o.gutter ?? 92
  const noteFont = o.noteFont ?? k.f.italic
  const noteLines = wrapText(note, noteFont, size - 1.6, gutter - 14)
  room(k, Math.max(size * 4, noteLines.length * size * 1.15 + size))
  const top = k.w.y
  const page = k.w.page
  noteLines.forEach((l, i) =>
    page.drawText(l, {
      x: k.L + k.W - gutter + 14,
      y: top - i * (size - 1.6) * 1.2,
      size: size - 1.6,
      font: noteFont,
      color: rgb(0.3, 0.3, 0.3),
    }),
  )
  const indent = o.num ? 24 : 0
  if (o.num) page.drawText(o.num, { x: k.L, y: top, size, font: k.w.regular })
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    x: k.L + indent,
    width: k.W - gutter - indent,
    leading: 1.4,
    after: size * 0.75,
    bottom: 58,
  })
}

/** A tinted panel down the left of the current page, holding captioned entries; returns the column beside it. */
export const sidePanel = (
  k: Kit,
  title: string,
  entries: { cap: string; lines: string[] }[],
  o: { width?: number; tint?: [number, number, number]; size?: number } = {},
) => {
  const width = o.width ?? 168
  const size = o.size ?? 8.2
  const [r, g, b] = o.tint ?? [0.9, 0.93, 0.95]
  const top = k.w.y + 10
  const bottom = 56
  k.w.page.drawRectangle({
    x: k.L - 6,
    y: bottom,
    width,
    height: top - bottom,
    color: rgb(r, g, b),
  })
  let y = top - 18
  k.w.page.drawText(title, { x: k.L, y, size: size + 2, font: k.f.sansBold })
  y -= size * 2.2
  const inner = width - 16
  for (const e of entries) {
    k.w.page.drawText(e.cap.toUpperCase(), {
      x: k.L,
      y,
      size: size - 1.4,
      font: k.f.sansBold,
      color: rgb(0.3, 0.35, 0.4),
    })
    y -= size * 1.3
    for (const line of e.lines)
      for (const l of wrapText(line, k.f.sans, size, inner)) {
        k.w.page.drawText(l, { x: k.L, y, size, font: k.f.sans })
        y -= size * 1.25
      }
    y -= size * 0.8
  }
  if (y < bottom) throw new Error(`side panel "${title}" runs past the page`)
  const x = k.L + width + 8
  return { x, width: k.L + k.W - x }
}

/** One row of ruled cells with a small caption at the top left and the value written in the fill face. */
export type Cell = { cap: string; value?: string; w: number; lines?: number; draw?: DrawIn }
/** Draws inside a cell (check boxes and the like), given the cell's left x and its first writing line y. */
export type DrawIn = (x: number, y: number, width: number) => void

export const cellRow = (
  k: Kit,
  cells: Cell[],
  o: { size?: number; capSize?: number; hand?: PDFFont } = {},
) => {
  const size = o.size ?? 10.5
  const capSize = o.capSize ?? 5.9
  const hand = o.hand ?? k.f.italic
  const lineH = size * 1.22
  const wrapped = cells.map((c) =>
    c.value ? wrapText(c.value, hand, size, c.w * k.W - 10) : ([] as string[]),
  )
  const lines = Math.max(1, ...cells.map((c, i) => Math.max(c.lines ?? 1, wrapped[i]?.length ?? 0)))
  const h = capSize * 1.6 + lines * lineH + 4
  room(k, h + 2)
  let x = k.L
  const top = k.w.y
  cells.forEach((c, i) => {
    const width = c.w * k.W
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width,
      height: h,
      borderWidth: 0.6,
      borderColor: rgb(0.55, 0.12, 0.12),
    })
    k.w.page.drawText(c.cap, {
      x: x + 2.5,
      y: top - capSize - 1.5,
      size: capSize,
      font: k.f.sansBold,
      color: rgb(0.55, 0.12, 0.12),
    })
    const firstY = top - capSize * 1.6 - size + 1
    ;(wrapped[i] ?? []).forEach((l, li) =>
      k.w.page.drawText(l, { x: x + 6, y: firstY - li * lineH, size, font: hand, color: BLUE }),
    )
    c.draw?.(x + 4, firstY, width - 8)
    x += width
  })
  k.w.y = top - h
}

/**
 * A ruled table whose cells may wrap, with a shaded header row that is drawn again at the top of each new page;
 * the first column may be bold. Rows never split across pages.
 */
export const ruledTable = (
  k: Kit,
  head: string[],
  rows: string[][],
  cols: number[],
  o: {
    size?: number
    shade?: number
    boldFirst?: boolean
    font?: PDFFont
    headFont?: PDFFont
  } = {},
) => {
  const size = o.size ?? 8.8
  const font = o.font ?? k.w.regular
  const headFont = o.headFont ?? k.w.bold
  const lead = size * 1.3
  const drawRow = (cells: string[], isHead: boolean) => {
    const fonts = cells.map((_, ci) =>
      isHead ? headFont : ci === 0 && o.boldFirst ? k.w.bold : font,
    )
    const wrapped = cells.map((c, ci) =>
      wrapText(c, fonts[ci] ?? font, size, (cols[ci] ?? 0) * k.W - 9),
    )
    const h = Math.max(...wrapped.map((l) => l.length)) * lead + 7
    return { wrapped, fonts, h, isHead }
  }
  const paint = (r: ReturnType<typeof drawRow>) => {
    let x = k.L
    r.wrapped.forEach((lines, ci) => {
      const cw = (cols[ci] ?? 0) * k.W
      k.w.page.drawRectangle({
        x,
        y: k.w.y - r.h,
        width: cw,
        height: r.h,
        borderWidth: 0.6,
        borderColor: rgb(0.2, 0.2, 0.2),
        color: r.isHead ? rgb(o.shade ?? 0.86, o.shade ?? 0.86, o.shade ?? 0.86) : undefined,
      })
      lines.forEach((t, li) =>
        k.w.page.drawText(t, {
          x: x + 4.5,
          y: k.w.y - 3.5 - size - li * lead + 1.5,
          size,
          font: r.fonts[ci] ?? font,
        }),
      )
      x += cw
    })
    k.w.y -= r.h
  }
  const header = drawRow(head, true)
  room(k, header.h + 40)
  paint(header)
  for (const row of rows) {
    const r = drawRow(row, false)
    if (k.w.y - r.h < 58) {
      freshPage(k)
      paint(header)
    }
    paint(r)
  }
  k.w.y -= 12
}

/** Fixed-pitch report lines (a printout from a records system), optionally on a light rule every line. */
export const reportLines = (
  k: Kit,
  lines: string[],
  o: { size?: number; ruled?: boolean } = {},
) => {
  const size = o.size ?? 8.4
  for (const l of lines) {
    room(k, size * 2)
    if (o.ruled)
      k.w.page.drawLine({
        start: { x: k.L, y: k.w.y - size * 0.42 },
        end: { x: k.L + k.W, y: k.w.y - size * 0.42 },
        thickness: 0.3,
        color: rgb(0.75, 0.75, 0.75),
      })
    k.w.page.drawText(l, { x: k.L, y: k.w.y, size, font: k.f.mono })
    k.w.y -= size * 1.45
  }
  k.w.y -= 6
}

/** A full-width bar of colour with white text in it (a letterhead or section band). */
export const colourBar = (
  k: Kit,
  text: string,
  o: { size?: number; colour?: [number, number, number]; right?: string; font?: PDFFont } = {},
) => {
  const size = o.size ?? 11
  const [r, g, b] = o.colour ?? [0.12, 0.3, 0.42]
  room(k, size * 5)
  if (k.w.y < k.w.height - k.L - 1) k.w.y -= size * 0.9
  const h = size * 1.9
  k.w.page.drawRectangle({
    x: k.L - 6,
    y: k.w.y - h + size * 1.2,
    width: k.W + 12,
    height: h,
    color: rgb(r, g, b),
  })
  const font = o.font ?? k.f.sansBold
  k.w.page.drawText(text, { x: k.L, y: k.w.y, size, font, color: rgb(1, 1, 1) })
  if (o.right) {
    const rs = size * 0.72
    k.w.page.drawText(o.right, {
      x: k.L + k.W - k.f.sans.widthOfTextAtSize(o.right, rs),
      y: k.w.y + 1,
      size: rs,
      font: k.f.sans,
      color: rgb(1, 1, 1),
    })
  }
  k.w.y -= h + 4
}
