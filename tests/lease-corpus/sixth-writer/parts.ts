import { rgb, type PDFFont, type RGB } from 'pdf-lib'
import { BLUE, checkbox, rect, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: two-column running text, numbered form
 * boxes, a left-aligned letterhead with a monogram, a shaded label/value summary and a typed-signature block.
 */

export {
  andList,
  freshPage,
  heading,
  pageNumbers,
  room,
  runningHead,
  sign,
  signPair,
} from '../fifth-writer/parts'

export type Para = { head?: string; text: string }

/**
 * Paragraphs in two columns, left column first, then right, then a new page. A paragraph's bold head sits on
 * its own line above the text. Leaves the cursor below the lower of the two columns.
 */
export const twoColumns = (
  k: Kit,
  paras: Para[],
  o: { size?: number; gutter?: number; bottom?: number; headFont?: PDFFont; font?: PDFFont } = {},
) => {
  const size = o.size ?? 8.4
  const gutter = o.gutter ?? 18
  const bottom = o.bottom ?? 58
  const font = o.font ?? k.w.regular
  const hf = o.headFont ?? k.w.bold
  const colW = (k.W - gutter) / 2
  const lh = size * 1.3
  let col = 0
  let top = k.w.y
  let y = top
  let leftEnd = y
  const put = (text: string, f: PDFFont) => {
    if (y - lh < bottom) {
      if (col === 0) {
        leftEnd = y
        col = 1
        y = top
      } else {
        freshPage(k)
        top = k.w.y
        y = top
        col = 0
      }
    }
    k.w.page.drawText(text, { x: k.L + col * (colW + gutter), y, size, font: f })
    y -= lh
  }
  for (const p of paras) {
    if (p.head) {
      if (y - lh * 3 < bottom) y = bottom // keep a head with its first lines
      for (const l of wrapText(p.head, hf, size, colW)) put(l, hf)
    }
    for (const l of wrapText(p.text, font, size, colW)) put(l, font)
    y -= size * 0.55
  }
  k.w.y = col === 1 ? Math.min(leftEnd, y) : y
  k.w.y -= 6
}

/** One cell of a row of numbered form boxes. */
export type BoxCell = {
  n?: number | string
  label: string
  /** typed lines, or check boxes [label, ticked] */
  lines?: string[]
  checks?: [string, boolean][]
  width: number // fraction of the text width
}

/** A row of numbered form boxes with small printed captions and typed (blue, monospaced) entries. */
export const boxRow = (k: Kit, cells: BoxCell[], o: { size?: number; minLines?: number } = {}) => {
  const size = o.size ?? 8.6
  const cap = 6.4
  const wrapped = cells.map((c) =>
    (c.lines ?? []).flatMap((l) => wrapText(l, k.f.mono, size, c.width * k.W - 10)),
  )
  const checkRows = cells.map((c) => Math.ceil((c.checks?.length ?? 0) / 2))
  const rows = Math.max(
    o.minLines ?? 1,
    ...cells.map((_, i) => (wrapped[i]?.length ?? 0) + (checkRows[i] ?? 0)),
  )
  const h = cap + 8 + rows * size * 1.35 + 4
  room(k, h + 4)
  let x = k.L
  const top = k.w.y
  for (const [i, c] of cells.entries()) {
    const cw = c.width * k.W
    rect(k.w.page, x, top - h, cw, h)
    const caption = (c.n !== undefined ? `${c.n}. ` : '') + c.label.toUpperCase()
    k.w.page.drawText(caption, { x: x + 3, y: top - cap - 2, size: cap, font: k.f.sansBold })
    let ly = top - cap - 6 - size * 1.1
    for (const l of wrapped[i] ?? []) {
      k.w.page.drawText(l, { x: x + 6, y: ly, size, font: k.f.mono, color: BLUE })
      ly -= size * 1.35
    }
    ;(c.checks ?? []).forEach(([label, on], ci) => {
      const cx = x + 6 + (ci % 2) * (cw / 2)
      const cy = ly - Math.floor(ci / 2) * size * 1.35
      checkbox(k.w.page, k.f, cx, cy, on, label, size - 0.8)
    })
    x += cw
  }
  k.w.y = top - h
}

/** Left-aligned letterhead: a monogram square, the firm's name and address lines, a coloured rule. */
export const letterhead = (
  k: Kit,
  name: string,
  lines: string[],
  o: { colour?: RGB; monogram?: string } = {},
) => {
  const colour = o.colour ?? rgb(0.1, 0.3, 0.25)
  const mono =
    o.monogram ??
    name
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
  const top = k.w.y
  k.w.page.drawRectangle({ x: k.L, y: top - 34, width: 40, height: 40, color: colour })
  k.w.page.drawText(mono, {
    x: k.L + 20 - k.f.sansBold.widthOfTextAtSize(mono, 17) / 2,
    y: top - 20,
    size: 17,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(name, { x: k.L + 50, y: top - 4, size: 14, font: k.f.sansBold, color: colour })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + 50, y: top - 17 - i * 9.6, size: 7.8, font: k.f.sans }),
  )
  const below = top - Math.max(40, 17 + lines.length * 9.6) - 4
  k.w.page.drawRectangle({ x: k.L, y: below, width: k.W, height: 1.6, color: colour })
  k.w.y = below - 20
}

/**
 * A shaded summary box of label/value pairs in two columns (pairs fill left column, then right), with a title
 * bar. Values wrap inside their half.
 */
export const summaryBox = (
  k: Kit,
  title: string,
  pairs: [label: string, value: string][],
  o: { size?: number; labelWidth?: number; fill?: number } = {},
) => {
  const size = o.size ?? 8.4
  const half = k.W / 2
  const lw = o.labelWidth ?? 78
  const lh = size * 1.3
  const mid = Math.ceil(pairs.length / 2)
  const cols = [pairs.slice(0, mid), pairs.slice(mid)]
  const heights = cols.map((c) =>
    c.reduce((s, [, v]) => s + wrapText(v, k.w.regular, size, half - lw - 14).length * lh + 3, 0),
  )
  const h = Math.max(...heights) + 24
  room(k, h + 8)
  const top = k.w.y
  rect(k.w.page, k.L, top - h, k.W, h, o.fill ?? 0.95)
  k.w.page.drawRectangle({ x: k.L, y: top - 15, width: k.W, height: 15, color: rgb(0.2, 0.2, 0.2) })
  k.w.page.drawText(title, {
    x: k.L + 6,
    y: top - 11,
    size: 8.6,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  cols.forEach((c, ci) => {
    let y = top - 15 - 6 - size
    const x = k.L + ci * half + 6
    for (const [label, value] of c) {
      k.w.page.drawText(label, { x, y, size: size - 0.6, font: k.f.sansBold })
      for (const l of wrapText(value, k.w.regular, size, half - lw - 14)) {
        k.w.page.drawText(l, { x: x + lw, y, size, font: k.w.regular })
        y -= lh
      }
      y -= 3
    }
  })
  k.w.y = top - h - 12
}

/** A labelled signature line with a typed (script-like italic) signature over it and lines under it. */
export const typedSignature = (
  k: Kit,
  caption: string,
  signed: string | null,
  under: string[] = [],
  o: { x?: number; width?: number } = {},
) => {
  const x = o.x ?? k.L
  const width = o.width ?? 250
  room(k, 40 + under.length * 11)
  if (signed)
    k.w.page.drawText(signed, { x: x + 6, y: k.w.y - 5, size: 12, font: k.f.italic, color: BLUE })
  k.w.page.drawLine({
    start: { x, y: k.w.y - 8 },
    end: { x: x + width, y: k.w.y - 8 },
    thickness: 0.5,
  })
  k.w.y -= 18
  k.w.page.drawText(caption, { x, y: k.w.y, size: 8, font: k.f.sans })
  k.w.y -= 10.5
  for (const l of under) {
    k.w.page.drawText(l, { x, y: k.w.y, size: 7.8, font: k.f.sans })
    k.w.y -= 10.5
  }
  k.w.y -= 8
}
