import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { BLUE, wrapText } from '../former-heldout/lib'
import type { Kit } from '../third-writer/kit'
import { freshPage } from '../fifth-writer/parts'

/**
 * This batch's own page pieces over the third writer's page cursor: a booklet imposition of small pages onto
 * sheets, line-numbered legal paper with text set on its numbered lines, a spreadsheet printed with its grid and
 * headings, printed choices with a hand-drawn ring round the chosen ones, and running text with marked-up
 * insertions and deletions and comment balloons in a right-hand pane. The wording of each lease lives in its
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
export { colourBar, ruledTable } from '../eleventh-writer/parts'
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
 * Makes every page of the kit (the current one and those to come) `width` × `height` points with side margins
 * `side` and a top margin of `top` on pages that running text turns to; the kit's text width follows (pass
 * `width: k.W` to `k.p`, whose own width is fixed when the kit is made).
 */
export const pageSize = (k: Kit, width: number, height: number, side: number, top = side) => {
  k.w.page.setSize(width, height)
  ;(k.w as { width: number }).width = width
  ;(k.w as { height: number }).height = height
  ;(k.w as { margin: number }).margin = top
  k.L = side
  k.W = width - 2 * side
  k.w.y = height - top
}

/**
 * Prints a document of small pages as a folded booklet: two pages side by side on each face of a sheet twice
 * their width, in saddle-stitch order (for four pages: 4 | 1, then 2 | 3), padded with blank pages to a multiple
 * of four, with a faint crease down the middle of each sheet.
 */
export const impose = async (source: Uint8Array): Promise<Uint8Array> => {
  const src = await PDFDocument.load(source)
  const pages = src.getPages()
  const first = pages[0]
  if (!first) throw new Error('nothing to impose')
  const { width, height } = first.getSize()
  const out = await PDFDocument.create()
  const embedded = await out.embedPages(pages)
  const n = Math.ceil(pages.length / 4) * 4
  for (let side = 0; side < n / 2; side++) {
    const [left, right] = side % 2 === 0 ? [n - side, side + 1] : [side + 1, n - side]
    const sheet = out.addPage([width * 2, height])
    for (const [slot, number] of [left, right].entries()) {
      const e = embedded[number - 1]
      if (e) sheet.drawPage(e, { x: slot * width, y: 0, width, height })
    }
    sheet.drawLine({
      start: { x: width, y: 0 },
      end: { x: width, y: height },
      thickness: 0.4,
      color: rgb(0.85, 0.85, 0.85),
      dashArray: [3, 3],
    })
  }
  return out.save()
}

/**
 * Line-numbered legal paper: `lines` numbered writing lines a page at a fixed pitch between a double rule at the
 * left and a single rule at the right, the numbers drawn down the left margin once the document is complete.
 * `para` sets text on the next free lines (wrapping, turning the page), `skip` leaves lines empty, `centre` sets
 * one centred line, and `finish` draws the rules and numbers and returns the pages.
 */
export const numberedPaper = (
  k: Kit,
  o: { lines?: number; pitch?: number; top?: number; size?: number; font?: PDFFont } = {},
) => {
  const lines = o.lines ?? 28
  const pitch = o.pitch ?? 24
  const top = o.top ?? k.w.height - 72
  const size = o.size ?? 12
  const font = o.font ?? k.w.regular
  let slot = 0
  const yOf = (s: number) => top - s * pitch
  const turn = () => {
    freshPage(k)
    slot = 0
  }
  const take = () => {
    if (slot >= lines) turn()
    return yOf(slot++)
  }
  const para = (
    text: string,
    p: { indent?: number; first?: number; bold?: PDFFont; head?: string; font?: PDFFont } = {},
  ) => {
    const f = p.font ?? font
    const x = k.L + (p.indent ?? 0)
    const width = k.W - (p.indent ?? 0)
    const first = p.first ?? 0
    const head = p.head ? `${p.head} ` : ''
    const hf = p.bold ?? k.w.bold
    const headW = head ? hf.widthOfTextAtSize(head, size) + size * 0.2 : 0
    const out: string[] = []
    let line = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const cand = line ? `${line} ${word}` : word
      const avail = width - (out.length ? 0 : first + headW)
      if (f.widthOfTextAtSize(cand, size) > avail && line) {
        out.push(line)
        line = word
      } else line = cand
    }
    if (line) out.push(line)
    out.forEach((l, i) => {
      const y = take()
      let lx = x + (i === 0 ? first : 0)
      if (i === 0 && head) {
        k.w.page.drawText(head, { x: lx, y, size, font: hf })
        lx += headW
      }
      k.w.page.drawText(l, { x: lx, y, size, font: f })
    })
  }
  const centre = (text: string, f: PDFFont = k.w.bold, s = size) => {
    const y = take()
    k.w.page.drawText(text, {
      x: (k.w.width - f.widthOfTextAtSize(text, s)) / 2,
      y,
      size: s,
      font: f,
    })
  }
  const skip = (n = 1) => {
    for (let i = 0; i < n; i++) take()
  }
  /** Lines left on the current page. */
  const left = () => lines - slot
  const finish = (numFont: PDFFont = k.w.regular) => {
    for (const page of k.w.doc.getPages()) {
      const { height } = page.getSize()
      for (const [dx, t] of [
        [-14, 0.7],
        [-11.5, 0.7],
      ] as const)
        page.drawLine({
          start: { x: k.L + dx, y: 0 },
          end: { x: k.L + dx, y: height },
          thickness: t,
        })
      page.drawLine({
        start: { x: k.L + k.W + 10, y: 0 },
        end: { x: k.L + k.W + 10, y: height },
        thickness: 0.5,
      })
      for (let s = 0; s < lines; s++) {
        const label = String(s + 1)
        page.drawText(label, {
          x: k.L - 22 - numFont.widthOfTextAtSize(label, 9),
          y: yOf(s),
          size: 9,
          font: numFont,
          color: rgb(0.2, 0.2, 0.2),
        })
      }
    }
  }
  return { para, centre, skip, left, turn, finish }
}

/** One cell of a printed spreadsheet row: its first column (0 = A), how many columns it spans, text and style. */
export type Cell = {
  col: number
  text: string
  span?: number
  bold?: boolean
  italic?: boolean
  align?: 'left' | 'right' | 'centre'
  fill?: RGB
  ink?: RGB
}

/**
 * A spreadsheet printed with gridlines and headings: column letters across the top of every page, row numbers
 * down the left, a header line with the file and sheet name and a footer with the page. Rows are a fixed height;
 * a cell's text is not wrapped (the template breaks long text over rows). The headings and row numbers of a
 * page are drawn after its cells.
 */
export const spreadsheet = (
  k: Kit,
  cols: number[],
  rows: (Cell[] | null)[],
  o: {
    file: string
    sheet: string
    size?: number
    rowH?: number
    top?: number
    bottom?: number
    font?: PDFFont
    bold?: PDFFont
    italic?: PDFFont
  },
) => {
  const size = o.size ?? 8.6
  const rowH = o.rowH ?? 14.5
  const font = o.font ?? k.f.sans
  const bold = o.bold ?? k.f.sansBold
  const italic = o.italic ?? font
  const gutter = 24
  const x0 = k.L + gutter
  const xs = cols.reduce<number[]>((a, w) => [...a, (a.at(-1) ?? x0) + w], [x0])
  const right = xs.at(-1) ?? x0
  const top = o.top ?? k.w.height - 54
  const bottom = o.bottom ?? 50
  const grey = rgb(0.78, 0.78, 0.78)
  let y = top - rowH
  let numbers: [n: number, y: number, skip: Set<number>][] = []
  const closePage = () => {
    const p = k.w.page
    const pageTop = top
    const pageBottom = y
    p.drawRectangle({
      x: k.L,
      y: pageTop - rowH,
      width: right - k.L,
      height: rowH,
      color: rgb(0.93, 0.93, 0.93),
    })
    p.drawRectangle({
      x: k.L,
      y: pageBottom,
      width: gutter,
      height: pageTop - rowH - pageBottom,
      color: rgb(0.93, 0.93, 0.93),
    })
    for (const x of xs)
      p.drawLine({
        start: { x, y: pageTop },
        end: { x, y: pageTop - rowH },
        thickness: 0.4,
        color: grey,
      })
    for (const [, ny, skip] of numbers)
      xs.forEach((x, j) => {
        if (!skip.has(j))
          p.drawLine({ start: { x, y: ny + rowH }, end: { x, y: ny }, thickness: 0.4, color: grey })
      })
    p.drawLine({
      start: { x: k.L, y: pageTop },
      end: { x: k.L, y: pageBottom },
      thickness: 0.4,
      color: grey,
    })
    for (let ry = pageTop; ry >= pageBottom - 0.01; ry -= rowH)
      p.drawLine({
        start: { x: k.L, y: ry },
        end: { x: right, y: ry },
        thickness: 0.4,
        color: grey,
      })
    cols.forEach((w, i) => {
      const letter = String.fromCharCode(65 + i)
      p.drawText(letter, {
        x: (xs[i] ?? 0) + (w - font.widthOfTextAtSize(letter, size - 1)) / 2,
        y: pageTop - rowH + 4,
        size: size - 1,
        font,
        color: rgb(0.3, 0.3, 0.3),
      })
    })
    for (const [n, ny] of numbers) {
      const label = String(n)
      p.drawText(label, {
        x: k.L + (gutter - font.widthOfTextAtSize(label, size - 1)) / 2,
        y: ny + 4,
        size: size - 1,
        font,
        color: rgb(0.3, 0.3, 0.3),
      })
    }
    numbers = []
  }
  rows.forEach((row, i) => {
    if (y - rowH < bottom) {
      closePage()
      freshPage(k)
      y = top - rowH
    }
    y -= rowH
    const skip = new Set<number>()
    for (const c of row ?? []) for (let j = 1; j < (c.span ?? 1); j++) skip.add(c.col + j)
    numbers.push([i + 1, y, skip])
    for (const c of row ?? []) {
      const cx = xs[c.col] ?? x0
      const cw = (xs[c.col + (c.span ?? 1)] ?? right) - cx
      if (c.fill)
        k.w.page.drawRectangle({ x: cx, y, width: cw, height: rowH, color: rgb(...c.fill) })
      const f = c.bold ? bold : c.italic ? italic : font
      const tw = f.widthOfTextAtSize(c.text, size)
      const tx =
        c.align === 'right' ? cx + cw - 3 - tw : c.align === 'centre' ? cx + (cw - tw) / 2 : cx + 3
      if (c.text)
        k.w.page.drawText(c.text, {
          x: tx,
          y: y + 4,
          size,
          font: f,
          color: rgb(...(c.ink ?? [0, 0, 0])),
        })
    }
  })
  closePage()
  const pages = k.w.doc.getPages()
  pages.forEach((p, i) => {
    const { height } = p.getSize()
    p.drawText(o.file, { x: k.L, y: height - 30, size: 7.2, font })
    const s = `Sheet: ${o.sheet}`
    p.drawText(s, { x: right - font.widthOfTextAtSize(s, 7.2), y: height - 30, size: 7.2, font })
    const f = `Page ${i + 1} of ${pages.length}`
    p.drawText(f, { x: (k.L + right - font.widthOfTextAtSize(f, 7.2)) / 2, y: 28, size: 7.2, font })
  })
  return { width: right - x0 }
}

/** Splits text into pieces that fit `width` at `size` in `font` (for spreadsheet rows and the like). */
export const pieces = (text: string, font: PDFFont, size: number, width: number) =>
  wrapText(text, font, size, width)

/**
 * Printed choices on one line after an optional lead-in ("TERM (circle one):"), with a ring drawn by hand
 * round each chosen one. Returns the x after the last choice.
 */
export const choices = (
  k: Kit,
  lead: string,
  opts: [label: string, ringed: boolean][],
  o: { size?: number; x?: number; gap?: number; font?: PDFFont; seed?: number; ink?: RGB } = {},
) => {
  const size = o.size ?? 9.4
  const font = o.font ?? k.w.regular
  const rand = prng(o.seed ?? 19)
  let x = o.x ?? k.L
  const y = k.w.y
  if (lead) {
    k.w.page.drawText(lead, { x, y, size, font: k.w.bold })
    x += k.w.bold.widthOfTextAtSize(lead, size) + 10
  }
  for (const [label, ringed] of opts) {
    const w = font.widthOfTextAtSize(label, size)
    k.w.page.drawText(label, { x, y, size, font })
    if (ringed)
      k.w.page.drawEllipse({
        x: x + w / 2 + (rand() - 0.5) * 2,
        y: y + size * 0.32 + (rand() - 0.5),
        xScale: w / 2 + 6 + rand() * 2,
        yScale: size * 0.78 + rand(),
        rotate: degrees((rand() - 0.5) * 8),
        borderColor: rgb(...(o.ink ?? [0.1, 0.14, 0.42])),
        borderWidth: 1.1,
      })
    x += w + (o.gap ?? 18)
  }
  k.w.y -= size * 2.1
  return x
}

/** A run of marked-up text: plain, inserted, deleted, or a comment anchored after the text before it. */
export type Mark = string | { ins: string } | { del: string } | { note: string; by: string }

/**
 * Running text with tracked changes as a word processor prints them with markup: insertions in blue and
 * underlined, deletions in red and struck through, a change bar in the left margin of each changed line, and
 * comments as numbered balloons in a shaded pane down the right of the page (drawn once the page is complete,
 * linked to their anchors by a dotted line). The text column is `width` wide from `k.L`.
 */
export const markup = (
  k: Kit,
  o: {
    width: number
    size?: number
    font?: PDFFont
    lead?: number
    initials: (by: string) => string
  },
) => {
  const size = o.size ?? 9.6
  const font = o.font ?? k.w.regular
  const lead = size * (o.lead ?? 1.42)
  const RED = rgb(0.75, 0.1, 0.12)
  const notes: { page: PDFPage; y: number; x: number; text: string }[] = []
  let count = 0
  const para = (
    marks: Mark[],
    p: { head?: string; indent?: number; after?: number; headFont?: PDFFont } = {},
  ) => {
    type Tok = {
      t: string
      kind: 'plain' | 'ins' | 'del'
      space: boolean
      note?: { text: string; by: string }
    }
    const toks: Tok[] = []
    for (const m of marks) {
      if (typeof m === 'object' && 'note' in m) {
        const last = toks.at(-1)
        if (last) last.note = { text: m.note, by: m.by }
        continue
      }
      const [text, kind] =
        typeof m === 'string'
          ? [m, 'plain' as const]
          : 'ins' in m
            ? [m.ins, 'ins' as const]
            : [m.del, 'del' as const]
      const tight = /^[,.;:)]/.test(text)
      const prev = toks.at(-1)
      if (prev && !tight) prev.space = true
      const parts = text.split(/(\s+)/).filter((s) => s !== '')
      for (const part of parts) {
        if (/^\s+$/.test(part)) {
          const last = toks.at(-1)
          if (last) last.space = true
        } else toks.push({ t: part, kind, space: false })
      }
    }
    const x0 = k.L + (p.indent ?? 0)
    const width = o.width - (p.indent ?? 0)
    const hf = p.headFont ?? k.w.bold
    const head = p.head ? `${p.head} ` : ''
    const headW = head ? hf.widthOfTextAtSize(head, size) + size * 0.25 : 0
    const sp = font.widthOfTextAtSize(' ', size)
    const lines: Tok[][] = [[]]
    let cur = headW
    for (const t of toks) {
      const line = lines[lines.length - 1] ?? []
      const prev = line.at(-1)
      const tw = font.widthOfTextAtSize(t.t, size)
      const gap = prev?.space ? sp : 0
      if (line.length && cur + gap + tw > width) {
        lines.push([t])
        cur = tw
      } else {
        line.push(t)
        cur += gap + tw
      }
    }
    lines.forEach((line, li) => {
      if (k.w.y - lead < 58) freshPage(k)
      const y = k.w.y
      let x = x0
      if (li === 0 && head) {
        k.w.page.drawText(head, { x, y, size, font: hf })
        x += headW
      }
      let changed = false
      type Run = { kind: Tok['kind']; text: string; x: number; tail?: string }
      const runs: Run[] = []
      line.forEach((t, i) => {
        const prev = line[i - 1]
        const gap = prev?.space ? sp : 0
        x += gap
        const last = runs.at(-1)
        if (last && last.kind === t.kind) last.text += (gap ? ' ' : '') + t.t
        else {
          if (last && gap) last.tail = ' '
          runs.push({ kind: t.kind, text: t.t, x })
        }
        x += font.widthOfTextAtSize(t.t, size)
        if (t.note) {
          count++
          const tag = `[${o.initials(t.note.by)}${count}]`
          notes.push({ page: k.w.page, y, x, text: `${tag} ${t.note.by}: ${t.note.text}` })
        }
      })
      for (const r of runs) {
        const w = font.widthOfTextAtSize(r.text, size)
        const color = r.kind === 'ins' ? BLUE : r.kind === 'del' ? RED : rgb(0, 0, 0)
        k.w.page.drawText(r.text + (r.tail ?? ''), { x: r.x, y, size, font, color })
        if (r.kind !== 'plain') {
          changed = true
          const ly = r.kind === 'ins' ? y - 1.8 : y + size * 0.3
          k.w.page.drawLine({
            start: { x: r.x, y: ly },
            end: { x: r.x + w, y: ly },
            thickness: 0.7,
            color,
          })
        }
      }
      if (changed)
        k.w.page.drawLine({
          start: { x: k.L - 12, y: y - 3 },
          end: { x: k.L - 12, y: y + size },
          thickness: 1.2,
        })
      k.w.y -= lead
    })
    k.w.y -= p.after ?? size * 0.55
  }
  /** Draws the comment pane and balloons on every page. */
  const finish = (pane: { x: number; width: number }) => {
    for (const page of k.w.doc.getPages()) {
      const { height } = page.getSize()
      page.drawRectangle({
        x: pane.x,
        y: 0,
        width: pane.width + 40,
        height,
        color: rgb(0.95, 0.95, 0.95),
      })
      let floor = height - 60
      for (const n of notes.filter((m) => m.page === page)) {
        const ls = wrapText(n.text, k.f.sans, 7, pane.width - 12)
        const h = ls.length * 8.6 + 8
        const top = Math.min(n.y + 8, floor)
        page.drawRectangle({
          x: pane.x + 4,
          y: top - h,
          width: pane.width - 4,
          height: h,
          color: rgb(0.99, 0.93, 0.93),
          borderColor: rgb(0.75, 0.1, 0.12),
          borderWidth: 0.6,
        })
        ls.forEach((l, i) =>
          page.drawText(l, { x: pane.x + 9, y: top - 10 - i * 8.6, size: 7, font: k.f.sans }),
        )
        page.drawLine({
          start: { x: n.x + 1, y: n.y - 2 },
          end: { x: pane.x + 4, y: top - 6 },
          thickness: 0.5,
          color: rgb(0.75, 0.1, 0.12),
          dashArray: [1.5, 1.5],
        })
        floor = top - h - 6
      }
    }
  }
  return { para, finish }
}
