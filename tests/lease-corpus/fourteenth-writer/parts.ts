import { rgb, type PDFFont } from 'pdf-lib'
import { BLUE, checkbox, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage, room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: running text set in two or three columns
 * (with bold run-in heads, flowing from column to column and page to page), rows of numbered boxes side by side
 * (a form's boxes holding labelled typed values, check boxes or plain text) and label/value rows with the labels
 * in a ruled left gutter. The wording of each lease lives in its template.
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
export { band, boxRow, cells } from '../thirteenth-writer/parts'

type Run = { text: string; font: PDFFont }
type Line = Run[]

/** Wraps a paragraph with an optional run-in head (in `headFont`) into lines of runs that fit `width`. */
const wrapRuns = (
  head: string | undefined,
  text: string,
  font: PDFFont,
  headFont: PDFFont,
  size: number,
  width: number,
): Line[] => {
  const words: Run[] = [
    ...(head ? head.split(/\s+/).map((w) => ({ text: w, font: headFont })) : []),
    ...text
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => ({ text: w, font })),
  ]
  const lines: Line[] = []
  const spaceW = font.widthOfTextAtSize(' ', size)
  let line: Line = []
  let used = 0
  for (const word of words) {
    const ww = word.font.widthOfTextAtSize(word.text, size)
    if (line.length && used + spaceW + ww > width) {
      lines.push(line)
      line = []
      used = 0
    }
    const last = line[line.length - 1]
    if (last && last.font === word.font) last.text += ' ' + word.text
    else {
      if (last) last.text += ' '
      line.push({ ...word })
    }
    used += (last ? spaceW : 0) + ww + (word.font === headFont ? size * 0.3 : 0)
  }
  if (line.length) lines.push(line)
  return lines
}

/**
 * Sets paragraphs (each with an optional bold run-in head) in `cols` columns from the cursor down, moving to the
 * next column at the bottom and to a new page after the last column. `x` and `width` bound the whole block (the
 * text width by default). Leaves the cursor under the lowest line set on the last page.
 */
export const columnText = (
  k: Kit,
  items: { head?: string; text: string }[],
  o: {
    cols?: number
    gutter?: number
    size?: number
    font?: PDFFont
    headFont?: PDFFont
    x?: number
    width?: number
    bottom?: number
    rule?: boolean
    after?: number
  } = {},
) => {
  const cols = o.cols ?? 2
  const gutter = o.gutter ?? 18
  const size = o.size ?? 8.4
  const font = o.font ?? k.w.regular
  const headFont = o.headFont ?? k.w.bold
  const x0 = o.x ?? k.L
  const width = o.width ?? k.W
  const bottom = o.bottom ?? 58
  const colW = (width - gutter * (cols - 1)) / cols
  const lead = size * 1.3
  let top = k.w.y
  let col = 0
  let y = top
  let lowest = top
  const rules = () => {
    if (!o.rule) return
    for (let c = 1; c < cols; c++) {
      const rx = x0 + c * (colW + gutter) - gutter / 2
      k.w.page.drawLine({
        start: { x: rx, y: top + size },
        end: { x: rx, y: bottom - 4 },
        thickness: 0.4,
        color: rgb(0.5, 0.5, 0.5),
      })
    }
  }
  rules()
  const nextColumn = () => {
    col++
    if (col >= cols) {
      freshPage(k)
      top = k.w.y
      lowest = top
      col = 0
      rules()
    }
    y = top
  }
  for (const item of items) {
    const lines = wrapRuns(item.head, item.text, font, headFont, size, colW)
    if (y - lead * Math.min(3, lines.length) < bottom) nextColumn()
    for (const line of lines) {
      if (y - lead < bottom) nextColumn()
      let x = x0 + col * (colW + gutter)
      for (const run of line) {
        k.w.page.drawText(run.text, { x, y, size, font: run.font })
        x += run.font.widthOfTextAtSize(run.text, size) + (run.font === headFont ? size * 0.3 : 0)
      }
      y -= lead
      lowest = Math.min(lowest, y)
    }
    y -= o.after ?? size * 0.55
  }
  k.w.y = Math.min(lowest, y) - 4
}

/** One entry of a form box: a labelled typed value, a row of check boxes, or plain small text. */
export type BoxLine =
  { label: string; value: string } | { checks: [label: string, on: boolean][] } | { text: string }

export type FormBox = { no?: string; title: string; lines: BoxLine[]; w: number }

/**
 * A row of form boxes side by side (widths as fractions of the text width), each with a shaded title strip
 * ("3  PREMISES") and its entries; the row is as tall as its tallest box. Typed values are in `typed` (blue).
 */
export const boxRowOf = (
  k: Kit,
  boxes: FormBox[],
  o: { size?: number; typed?: PDFFont; shade?: number; labelFont?: PDFFont } = {},
) => {
  const size = o.size ?? 8.4
  const typed = o.typed ?? k.f.mono
  const labelFont = o.labelFont ?? k.f.sans
  const lead = size * 1.32
  const strip = size * 1.75
  type Placed = { kind: 'kv' | 'text' | 'checks'; lines: string[]; label?: string; b: BoxLine }
  /** How many check boxes fit side by side in a box of inner width `inner`. */
  const perRow = (l: BoxLine, inner: number) => {
    if (!('checks' in l)) return 1
    const widest = Math.max(
      ...l.checks.map(([label]) => k.f.regular.widthOfTextAtSize(label, size - 0.8) + 26),
    )
    return Math.max(1, Math.min(4, Math.floor(inner / widest)))
  }
  const layout = boxes.map((b) => {
    const inner = b.w * k.W - 10
    const placed: Placed[] = b.lines.map((l) => {
      if ('value' in l) {
        const lw = labelFont.widthOfTextAtSize(l.label + ' ', size - 0.8)
        const first = wrapText(l.value, typed, size, inner - lw)
        const head = first[0] ?? ''
        const rest = first.slice(1).join(' ')
        return {
          kind: 'kv',
          label: l.label,
          lines: [head, ...(rest ? wrapText(rest, typed, size, inner) : [])],
          b: l,
        }
      }
      if ('text' in l)
        return { kind: 'text', lines: wrapText(l.text, labelFont, size - 0.8, inner), b: l }
      return { kind: 'checks', lines: [''], b: l }
    })
    const h =
      strip +
      6 +
      placed.reduce(
        (s, p) =>
          s +
          (p.kind === 'checks'
            ? lead * Math.ceil(('checks' in p.b ? p.b.checks.length : 1) / perRow(p.b, inner))
            : p.lines.length * lead) +
          2,
        0,
      )
    return { b, placed, h }
  })
  const h = Math.max(...layout.map((l) => l.h))
  room(k, h + 6)
  const top = k.w.y
  let x = k.L
  for (const { b, placed } of layout) {
    const bw = b.w * k.W
    const g = o.shade ?? 0.85
    k.w.page.drawRectangle({
      x,
      y: top - h,
      width: bw,
      height: h,
      borderWidth: 0.8,
      borderColor: rgb(0, 0, 0),
    })
    k.w.page.drawRectangle({
      x,
      y: top - strip,
      width: bw,
      height: strip,
      color: rgb(g, g, g),
      borderWidth: 0.8,
      borderColor: rgb(0, 0, 0),
    })
    k.w.page.drawText(b.no ? `${b.no}   ${b.title}` : b.title, {
      x: x + 4,
      y: top - strip + size * 0.5,
      size: size,
      font: k.f.sansBold,
    })
    let y = top - strip - size - 4
    for (const p of placed) {
      if (p.kind === 'kv') {
        const label = p.label ?? ''
        k.w.page.drawText(label, { x: x + 5, y, size: size - 0.8, font: labelFont })
        const lw = labelFont.widthOfTextAtSize(label + ' ', size - 0.8)
        p.lines.forEach((l, i) =>
          k.w.page.drawText(l, {
            x: x + 5 + (i === 0 ? lw : 0),
            y: y - i * lead,
            size,
            font: typed,
            color: BLUE,
          }),
        )
        y -= p.lines.length * lead + 2
      } else if (p.kind === 'text') {
        p.lines.forEach((l, i) =>
          k.w.page.drawText(l, { x: x + 5, y: y - i * lead, size: size - 0.8, font: labelFont }),
        )
        y -= p.lines.length * lead + 2
      } else if ('checks' in p.b) {
        const n = perRow(p.b, bw - 10)
        const step = (bw - 10) / n
        p.b.checks.forEach(([label, on], i) =>
          checkbox(
            k.w.page,
            k.f,
            x + 5 + (i % n) * step,
            y - Math.floor(i / n) * lead,
            on,
            label,
            size - 0.8,
          ),
        )
        y -= lead * Math.ceil(p.b.checks.length / n) + 2
      }
    }
    x += bw
  }
  k.w.y = top - h - 6
}

/**
 * Label/value rows with the labels in a left gutter set off by a vertical rule and a hairline under each row;
 * `x` and `width` bound the block (the text width by default). Values wrap within their column.
 */
export const gutterRows = (
  k: Kit,
  rows: [label: string, value: string][],
  o: {
    size?: number
    labelW?: number
    x?: number
    width?: number
    labelFont?: PDFFont
    valueFont?: PDFFont
    noBreak?: boolean
  } = {},
) => {
  const size = o.size ?? 9
  const labelW = o.labelW ?? 110
  const x = o.x ?? k.L
  const width = o.width ?? k.W
  const lf = o.labelFont ?? k.f.sansBold
  const vf = o.valueFont ?? k.w.regular
  const lead = size * 1.32
  for (const [label, value] of rows) {
    const lines = wrapText(value, vf, size, width - labelW - 10)
    const labels = wrapText(label, lf, size - 1.2, labelW - 8)
    const n = Math.max(lines.length, labels.length)
    const h = n * lead + size + 6
    if (!o.noBreak) room(k, h + 2)
    const top = k.w.y
    labels.forEach((l, i) =>
      k.w.page.drawText(l, { x, y: top - i * lead, size: size - 1.2, font: lf }),
    )
    lines.forEach((l, i) =>
      k.w.page.drawText(l, { x: x + labelW + 6, y: top - i * lead, size, font: vf }),
    )
    const ruleY = top - (n - 1) * lead - size * 0.5 - 2.5
    k.w.page.drawLine({
      start: { x: x + labelW, y: top + size + 3.5 },
      end: { x: x + labelW, y: ruleY },
      thickness: 0.6,
    })
    k.w.page.drawLine({
      start: { x, y: ruleY },
      end: { x: x + width, y: ruleY },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.6),
    })
    k.w.y = ruleY - size - 3.5
  }
  k.w.y -= 6
}
