import { StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { PdfWriter } from '../../fixtures/leases/pdf-writer'

/** Shared helpers for the former held-out lease corpus: truth records, money and date wording, page drawing. */

export type Person = { first: string; last: string; full: string }

export type Truth = {
  tenants: Person[] | null
  additionalOccupants: Person[] | null
  tenantEmail: string | null
  tenantPhone: string | null
  premisesAddress: string | null
  leaseType: 'fixed-term' | 'month-to-month' | null
  startDate: string | null
  endDate: string | null
  terminationDateText: string | null
  monthlyRent: number | null
  securityDeposit: number | null
  rentDueDay: number | null
  maxGuestStayDays: number | null
  managementCompany: string | null
  housingProvider: string | null
  rpo: string | null
  mailingAddress: string | null
  acceptedPaymentMethods: string[] | null
  bankAccount: string | null
  zelleNumber: string | null
  lateFeePercentage: number | null
  gracePeriodDays: number | null
  nsfFeeFirst: number | null
  nsfFeeAdditional: number | null
  totalMoveInCost: number | null
  proratedRent: number | null
  rentDueDescription: string | null
  paymentRecipient: string | null
  paymentAddress: string | null
  officeHours: string | null
  nsfPolicy: string | null
  depositReturnDays: number | null
  depositReturnCondition: string | null
  _notes: string[]
}

export const emptyTruth = (): Truth => ({
  tenants: null,
  additionalOccupants: null,
  tenantEmail: null,
  tenantPhone: null,
  premisesAddress: null,
  leaseType: null,
  startDate: null,
  endDate: null,
  terminationDateText: null,
  monthlyRent: null,
  securityDeposit: null,
  rentDueDay: null,
  maxGuestStayDays: null,
  managementCompany: null,
  housingProvider: null,
  rpo: null,
  mailingAddress: null,
  acceptedPaymentMethods: null,
  bankAccount: null,
  zelleNumber: null,
  lateFeePercentage: null,
  gracePeriodDays: null,
  nsfFeeFirst: null,
  nsfFeeAdditional: null,
  totalMoveInCost: null,
  proratedRent: null,
  rentDueDescription: null,
  paymentRecipient: null,
  paymentAddress: null,
  officeHours: null,
  nsfPolicy: null,
  depositReturnDays: null,
  depositReturnCondition: null,
  _notes: [],
})

export type Built = { pdf: Uint8Array; truth: Partial<Truth> & { _notes: string[] } }

export const person = (first: string, last: string, full = `${first} ${last}`): Person => ({
  first,
  last,
  full,
})

/** "LAST, First" as many forms print it. */
export const lastFirst = (p: Person, upper = true): string =>
  `${upper ? p.last.toUpperCase() : p.last}, ${p.first}`

// ---------- money ----------

export const usd = (n: number, cents = true): string =>
  '$' +
  n.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  })

/** Element `i` of `list`; throws instead of yielding `undefined` when out of range. */
export const at = <T>(list: readonly T[], i: number): T => {
  const item = list[i]
  if (item === undefined) throw new Error(`index ${i} out of range (length ${list.length})`)
  return item
}

export const plain = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

export const numberWords = (n: number): string => {
  if (n < 20) return at(ONES, n)
  if (n < 100) return at(TENS, Math.floor(n / 10)) + (n % 10 ? '-' + at(ONES, n % 10) : '')
  if (n < 1000)
    return at(ONES, Math.floor(n / 100)) + ' hundred' + (n % 100 ? ' ' + numberWords(n % 100) : '')
  return (
    numberWords(Math.floor(n / 1000)) + ' thousand' + (n % 1000 ? ' ' + numberWords(n % 1000) : '')
  )
}

const cap = (s: string): string => s.replace(/(^|[\s-])([a-z])/g, (_, a, b) => a + b.toUpperCase())

/** "one thousand two hundred dollars ($1,200.00)" and variants. */
export const moneyWords = (n: number, style: 'lower' | 'title' | 'upper' = 'lower'): string => {
  const whole = Math.floor(n)
  const c = Math.round((n - whole) * 100)
  let w = numberWords(whole) + ' dollars' + (c ? ` and ${c}/100` : '')
  if (style === 'title') w = cap(w)
  if (style === 'upper') w = w.toUpperCase()
  return `${w} (${usd(n)})`
}

// ---------- dates ----------

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export const ordinal = (n: number): string => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

/** Year, month and day of a YYYY-MM-DD string. */
export const ymd = (iso: string): [y: number, m: number, d: number] => {
  const [y, m, d] = iso.split('-').map(Number)
  if (y === undefined || m === undefined || d === undefined)
    throw new Error(`not a YYYY-MM-DD date: ${iso}`)
  return [y, m, d]
}

export const dt = (iso: string) => {
  const [y, m, d] = ymd(iso)
  const month = at(MONTHS, m - 1)
  const mm = String(m).padStart(2, '0')
  const dd = String(d).padStart(2, '0')
  return {
    iso,
    long: `${month} ${d}, ${y}`,
    us: `${mm}/${dd}/${y}`,
    usShort: `${m}/${d}/${String(y).slice(2)}`,
    eu: `${dd}/${mm}/${y}`,
    euDots: `${dd}.${mm}.${y}`,
    ymdSlash: `${y}/${mm}/${dd}`,
    dayMonth: `${d} ${month} ${y}`,
    ordinalOf: `${ordinal(d)} day of ${month}, ${y}`,
    monthShort: `${month.slice(0, 3)}. ${d}, ${y}`,
    month,
    year: y,
    day: d,
  }
}

// ---------- drawing ----------

export type Fonts = {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  mono: PDFFont
  sans: PDFFont
  sansBold: PDFFont
}

export const fontsFor = async (w: PdfWriter): Promise<Fonts> => ({
  regular: w.regular,
  bold: w.bold,
  italic: await w.doc.embedFont(StandardFonts.TimesRomanItalic),
  mono: await w.doc.embedFont(StandardFonts.Courier),
  sans: await w.doc.embedFont(StandardFonts.Helvetica),
  sansBold: await w.doc.embedFont(StandardFonts.HelveticaBold),
})

export const BLUE = rgb(0.05, 0.12, 0.45)
export const GREY = rgb(0.45, 0.45, 0.45)

/** Splits text into lines that fit a width. */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const out: string[] = []
  for (const para of text.split('\n')) {
    let line = ''
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line)
        line = word
      } else line = next
    }
    out.push(line)
  }
  return out
}

/** Draws a paragraph in a box at (x, y top) of a given width; returns the y below it. */
export const block = (
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  font: PDFFont,
  size: number,
  leading = 1.3,
): number => {
  for (const line of wrapText(text, font, size, width)) {
    page.drawText(line, { x, y, size, font })
    y -= size * leading
  }
  return y
}

/** A label then an underscored blank; the value (if any) typed over the rule in the fill font. */
export const blank = (
  page: PDFPage,
  f: Fonts,
  label: string,
  value: string | null,
  x: number,
  y: number,
  width: number,
  opts: { size?: number; labelFont?: PDFFont; fillFont?: PDFFont; fillSize?: number } = {},
): number => {
  const size = opts.size ?? 10
  const lf = opts.labelFont ?? f.regular
  let cx = x
  if (label) {
    page.drawText(label, { x, y, size, font: lf })
    cx += lf.widthOfTextAtSize(label, size) + 4
  }
  const end = x + width
  page.drawLine({ start: { x: cx, y: y - 2 }, end: { x: end, y: y - 2 }, thickness: 0.5 })
  if (value)
    page.drawText(value, {
      x: cx + 3,
      y: y + 0.5,
      size: opts.fillSize ?? size,
      font: opts.fillFont ?? f.mono,
      color: BLUE,
    })
  return end
}

export const checkbox = (
  page: PDFPage,
  f: Fonts,
  x: number,
  y: number,
  checked: boolean,
  label: string,
  size = 10,
): number => {
  page.drawRectangle({
    x,
    y: y - 1,
    width: 8,
    height: 8,
    borderWidth: 0.7,
    borderColor: rgb(0, 0, 0),
  })
  if (checked) page.drawText('X', { x: x + 1.2, y: y, size: 8, font: f.sansBold, color: BLUE })
  page.drawText(label, { x: x + 12, y, size, font: f.regular })
  return x + 12 + f.regular.widthOfTextAtSize(label, size) + 10
}

export const rect = (page: PDFPage, x: number, y: number, w: number, h: number, fill?: number) =>
  page.drawRectangle({
    x,
    y,
    width: w,
    height: h,
    borderWidth: 0.7,
    borderColor: rgb(0, 0, 0),
    color: fill === undefined ? undefined : rgb(fill, fill, fill),
  })

/** Footers on every page once the document is complete. */
export const footers = (
  w: PdfWriter,
  font: PDFFont,
  make: (i: number, n: number) => string,
  opts: { size?: number; align?: 'center' | 'left' | 'right'; y?: number } = {},
) => {
  const pages = w.doc.getPages()
  const size = opts.size ?? 8
  pages.forEach((p, i) => {
    const text = make(i + 1, pages.length)
    const tw = font.widthOfTextAtSize(text, size)
    const x =
      opts.align === 'left'
        ? w.margin
        : opts.align === 'right'
          ? w.width - w.margin - tw
          : (w.width - tw) / 2
    p.drawText(text, { x, y: opts.y ?? 36, size, font, color: GREY })
  })
}

export { PdfWriter }

// ---------- flowing text with filled blanks ----------

/** A filled blank inside running text: the typed value (blue, fill font) on a rule; null leaves the rule empty. */
export type Fill = { v: string | null; min?: number }
export const fill = (v: string | null | number, min = 50): Fill => ({
  v: v === null ? null : String(v),
  min,
})
export type Seg = string | Fill

/**
 * Sets running text that mixes printed words and filled blanks, wrapping across lines and pages.
 * Starts at writer.y; leaves writer.y below the paragraph.
 */
export const flow = (
  w: PdfWriter,
  f: Fonts,
  segs: Seg[],
  o: {
    size?: number
    font?: PDFFont
    fillFont?: PDFFont
    x?: number
    width?: number
    leading?: number
    after?: number
    bottom?: number
    firstIndent?: number
  } = {},
) => {
  const first = o.firstIndent ?? 0
  const size = o.size ?? 10
  const font = o.font ?? w.regular
  const fillFont = o.fillFont ?? f.mono
  const x0 = o.x ?? w.margin
  const width = o.width ?? w.width - w.margin - x0
  const lh = size * (o.leading ?? 1.45)
  const bottom = o.bottom ?? w.margin
  type Tok = { text: string; fill: boolean; blank?: number; space: boolean }
  const toks: Tok[] = []
  for (const s of segs) {
    const startsTight = typeof s === 'string' && /^[,.;:)'"]/.test(s)
    const last = toks[toks.length - 1]
    if (last && !startsTight) last.space = true
    if (typeof s === 'string') {
      const parts = s.split(/(\s+)/)
      for (const p of parts) {
        if (p === '') continue
        if (/^\s+$/.test(p)) {
          const prev = toks[toks.length - 1]
          if (prev) prev.space = true
        } else toks.push({ text: p, fill: false, space: false })
      }
    } else if (s.v === null || s.v === '') {
      toks.push({ text: '', fill: true, blank: s.min ?? 50, space: false })
    } else {
      const words = s.v.split(/\s+/)
      words.forEach((word, i) => toks.push({ text: word, fill: true, space: i < words.length - 1 }))
    }
  }
  const widthOf = (t: Tok) =>
    t.blank ??
    (t.fill ? fillFont.widthOfTextAtSize(t.text, size) : font.widthOfTextAtSize(t.text, size))
  const spaceW = font.widthOfTextAtSize(' ', size)
  let lines: Tok[][] = [[]]
  let cur = 0
  for (const t of toks) {
    const tw = widthOf(t)
    const line = at(lines, lines.length - 1)
    const prev = line[line.length - 1]
    const gap = prev ? (prev.space ? spaceW : 0) : 0
    if (line.length && cur + gap + tw > width - (lines.length === 1 ? first : 0)) {
      lines.push([t])
      cur = tw
    } else {
      line.push(t)
      cur += gap + tw
    }
  }
  lines = lines.filter((l) => l.length)
  lines.forEach((line, li) => {
    if (w.y - lh < bottom) w.newPage()
    let x = x0 + (li === 0 ? first : 0)
    // group tokens into runs of the same kind so each run is one text object, as word processors write them
    type Run = { fill: boolean; blank: boolean; text: string; x: number; w: number; tail?: string }
    const runs: Run[] = []
    line.forEach((t, i) => {
      const prev = line[i - 1]
      const gap = prev && prev.space ? spaceW : 0
      const tw = widthOf(t)
      const last = runs[runs.length - 1]
      if (last && last.fill === t.fill && !t.blank && !last.blank) {
        const joined = last.text + (gap ? ' ' : '') + t.text
        last.text = joined
        last.w = (t.fill ? fillFont : font).widthOfTextAtSize(joined, size)
        x = last.x + last.w
      } else {
        x += gap
        // a real space at the end of the previous run keeps words apart in extracted text
        if (last && gap && last.text) last.tail = ' '
        runs.push({ fill: t.fill, blank: !!t.blank, text: t.text, x, w: tw })
        x += tw
      }
    })
    for (const r of runs) {
      if (r.fill) {
        w.page.drawLine({
          start: { x: r.x - 1, y: w.y - 2 },
          end: { x: r.x + r.w + 1, y: w.y - 2 },
          thickness: 0.5,
        })
        if (r.text)
          w.page.drawText(r.text + (r.tail ?? ''), {
            x: r.x,
            y: w.y,
            size,
            font: fillFont,
            color: BLUE,
          })
      } else w.page.drawText(r.text + (r.tail ?? ''), { x: r.x, y: w.y, size, font })
    }
    w.y -= lh
  })
  w.y -= o.after ?? size * 0.5
}

/** Moves to a new page when fewer than `space` points remain. */
export const need = (w: PdfWriter, space: number) => {
  if (w.y - space < w.margin) w.newPage()
}

/** A bold run-in heading followed by flowing text on the same line. */
export const clause = (
  w: PdfWriter,
  f: Fonts,
  head: string,
  segs: Seg[],
  o: Parameters<typeof flow>[3] & { headFont?: PDFFont } = {},
) => {
  const size = o.size ?? 10
  const hf = o.headFont ?? w.bold
  need(w, size * 3)
  w.page.drawText(head, { x: o.x ?? w.margin, y: w.y, size, font: hf })
  flow(w, f, segs, { ...o, firstIndent: hf.widthOfTextAtSize(head, size) + size * 0.45 })
}
