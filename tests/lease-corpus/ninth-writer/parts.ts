import { rgb, type PDFFont } from 'pdf-lib'
import { flow, wrapText, type Seg } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { room } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a label column beside running text (a
 * "side-head" paragraph), a framed key-terms panel of label/value lines, and a left-ruled addendum block. The
 * wording of each lease lives in its template.
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

/** A paragraph with its head in a narrow left column (bold, wrapping there) and the text beside it. */
export const sideHead = (
  k: Kit,
  head: string,
  segs: Seg[] | string,
  o: { size?: number; headWidth?: number; headFont?: PDFFont } = {},
) => {
  const size = o.size ?? 9.2
  const hw = o.headWidth ?? 98
  const hf = o.headFont ?? k.f.sansBold
  room(k, size * 4)
  const top = k.w.y
  const headLines = wrapText(head, hf, size - 0.6, hw - 8)
  headLines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L, y: top - i * size * 1.25, size: size - 0.6, font: hf }),
  )
  const headBottom = top - headLines.length * size * 1.25
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    x: k.L + hw,
    width: k.W - hw,
    leading: 1.34,
    after: 0,
    bottom: 56,
  })
  if (k.w.page === k.w.doc.getPages().at(-1) && k.w.y > headBottom) k.w.y = headBottom
  k.w.y -= size * 0.7
}

/** A framed panel of "label: value" lines in two columns of labels and values, with a title strip. */
export const panel = (
  k: Kit,
  title: string,
  rows: [label: string, value: string][],
  o: { size?: number; labelWidth?: number; tint?: [number, number, number] } = {},
) => {
  const size = o.size ?? 8.8
  const lw = o.labelWidth ?? 0.3
  const [r, g, b] = o.tint ?? [0.9, 0.93, 0.97]
  const valueW = k.W * (1 - lw) - 14
  const wrapped = rows.map(([, v]) => wrapText(v, k.w.regular, size, valueW))
  const lh = size * 1.32
  const h = size * 2.2 + wrapped.reduce((n, l) => n + l.length, 0) * lh + 8
  room(k, h + 8)
  const top = k.w.y + size
  k.w.page.drawRectangle({
    x: k.L,
    y: top - h,
    width: k.W,
    height: h,
    borderWidth: 0.9,
    borderColor: rgb(r * 0.3, g * 0.3, b * 0.45),
  })
  k.w.page.drawRectangle({
    x: k.L,
    y: top - size * 1.8,
    width: k.W,
    height: size * 1.8,
    color: rgb(r, g, b),
  })
  k.w.page.drawText(title, { x: k.L + 6, y: top - size * 1.3, size, font: k.f.sansBold })
  let y = top - size * 1.8 - size - 4
  rows.forEach(([label], i) => {
    k.w.page.drawText(label, { x: k.L + 6, y, size: size - 0.4, font: k.f.sansBold })
    for (const l of wrapped[i] ?? []) {
      k.w.page.drawText(l, { x: k.L + k.W * lw + 8, y, size, font: k.w.regular })
      y -= lh
    }
  })
  k.w.y = top - h - 10
}

/** Running text set off by a thick rule at its left (an addendum or rider), in the kit's body face. */
export const ruled = (k: Kit, segs: Seg[] | string, o: { size?: number; shade?: number } = {}) => {
  const size = o.size ?? 9
  room(k, size * 4)
  const top = k.w.y + size
  const page = k.w.page
  flow(k.w, k.f, typeof segs === 'string' ? [segs] : segs, {
    size,
    x: k.L + 14,
    width: k.W - 14,
    leading: 1.36,
    after: 2,
    bottom: 56,
  })
  const s = o.shade ?? 0.55
  if (page === k.w.page)
    page.drawRectangle({
      x: k.L + 2,
      y: k.w.y + size * 0.6,
      width: 3,
      height: top - k.w.y - size * 0.6,
      color: rgb(s, s, s),
    })
  k.w.y -= size * 0.5
}
