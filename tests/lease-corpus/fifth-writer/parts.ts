import { rgb, type PDFFont } from 'pdf-lib'
import { GREY, footers, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'

/** Small page pieces of this batch over the third writer's page cursor: headings, page breaks, signatures. */

/** "A", "A and B", "A, B and C" */
export const andList = (names: string[], and = 'and'): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '')

/** Starts a new page with the cursor at the kit's top margin. */
export const freshPage = (k: Kit) => {
  k.w.newPage()
  k.w.y = k.w.height - k.L
}

/** Moves to a new page when fewer than `space` points remain above the footer. */
export const room = (k: Kit, space: number) => {
  if (k.w.y - space < 62) freshPage(k)
}

/** A section heading: plain, on a shaded bar, or with a rule under it. */
export const heading = (
  k: Kit,
  text: string,
  o: { size?: number; font?: PDFFont; bar?: number; rule?: boolean; centre?: boolean } = {},
) => {
  const size = o.size ?? 10.5
  const font = o.font ?? k.w.bold
  room(k, size * 5)
  k.gap(size * 0.4)
  if (o.bar !== undefined)
    k.w.page.drawRectangle({
      x: k.L - 3,
      y: k.w.y - size * 0.35,
      width: k.W + 6,
      height: size * 1.45,
      color: rgb(o.bar, o.bar, o.bar),
    })
  const x = o.centre ? (k.w.width - font.widthOfTextAtSize(text, size)) / 2 : k.L
  k.w.page.drawText(text, { x, y: k.w.y, size, font })
  if (o.rule)
    k.w.page.drawLine({
      start: { x: k.L, y: k.w.y - 3.5 },
      end: { x: k.L + k.W, y: k.w.y - 3.5 },
      thickness: 0.6,
    })
  k.w.y -= size * 1.65
}

/** A signature rule with a caption and optional lines under it, at the cursor (or at x). */
export const sign = (
  k: Kit,
  caption: string,
  o: { x?: number; width?: number; size?: number; under?: string[]; font?: PDFFont } = {},
) => {
  const x = o.x ?? k.L
  const width = o.width ?? 240
  const size = o.size ?? 8.6
  const lines = o.under ?? []
  room(k, 30 + lines.length * size * 1.4)
  k.w.page.drawLine({
    start: { x, y: k.w.y - 8 },
    end: { x: x + width, y: k.w.y - 8 },
    thickness: 0.5,
  })
  k.w.y -= 19
  k.line(caption, size, o.font ?? k.f.sans, x)
  for (const l of lines) k.line(l, size - 0.6, k.f.sans, x)
  k.w.y -= 8
}

/** Two signature blocks side by side (left, right), each a rule with caption lines under it. */
export const signPair = (k: Kit, left: string[], right: string[], size = 8.4) => {
  const rows = Math.max(left.length, right.length)
  room(k, 34 + rows * size * 1.4)
  const half = k.W / 2
  const top = k.w.y
  for (const [i, lines] of [left, right].entries()) {
    const x = k.L + i * (half + 12)
    if (lines.every((l) => !l)) continue
    k.w.page.drawLine({
      start: { x, y: top - 8 },
      end: { x: x + half - 24, y: top - 8 },
      thickness: 0.5,
    })
    lines.forEach((l, li) =>
      k.w.page.drawText(l, {
        x,
        y: top - 19 - li * size * 1.4,
        size: li === 0 ? size : size - 0.6,
        font: k.f.sans,
      }),
    )
  }
  k.w.y = top - 19 - rows * size * 1.4 - 10
}

/** Page footers: `make(i, n)` on every page, in grey. */
export const pageNumbers = (
  k: Kit,
  make: (i: number, n: number) => string,
  o: { align?: 'center' | 'left' | 'right'; size?: number; font?: PDFFont } = {},
) => footers(k.w, o.font ?? k.f.sans, make, { size: o.size ?? 7.6, align: o.align, y: 30 })

/** Running header on every page but the first. */
export const runningHead = (k: Kit, text: string, size = 7.4) =>
  k.w.doc.getPages().forEach((p, i) => {
    if (i > 0) p.drawText(text, { x: k.L, y: k.w.height - 34, size, font: k.f.sans, color: GREY })
  })

/** A boxed block of text lines (a notice or a summary) at the cursor. */
export const boxedText = (
  k: Kit,
  text: string,
  o: { size?: number; font?: PDFFont; fill?: number } = {},
) => {
  const size = o.size ?? 8.6
  const font = o.font ?? k.w.regular
  const lines = wrapText(text, font, size, k.W - 16)
  const h = lines.length * size * 1.32 + 10
  room(k, h + 6)
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - h + size,
    width: k.W,
    height: h,
    borderWidth: 0.8,
    borderColor: rgb(0, 0, 0),
    color: o.fill === undefined ? undefined : rgb(o.fill, o.fill, o.fill),
  })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + 8, y: k.w.y - 2 - i * size * 1.32, size, font }),
  )
  k.w.y -= h + 6
}
