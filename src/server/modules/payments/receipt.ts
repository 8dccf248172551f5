import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatMoney, fromCents } from '../../../shared/money'
import { methodLabel } from '../../../shared/payment-methods'
import type { ReceiptRow } from './payments.queries'

/*
 * The PDF receipt of one payment, drawn with pdf-lib's
 * standard Helvetica so no font file ships with the server. Helvetica covers Western European
 * text (WinAnsi); any other character prints as '?' rather than failing the receipt.
 */

const STATUS_LABELS: Record<string, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending confirmation',
  rejected: 'Rejected',
}

/** The short number printed on the receipt and in its file name: the id's last 8 characters, as requests do. */
export const receiptNumber = (paymentId: string) => paymentId.slice(-8).toUpperCase()

export const receiptFilename = (row: Pick<ReceiptRow, 'id' | 'period'>) =>
  `receipt-${row.period.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${receiptNumber(row.id)}.pdf`

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

const INK = rgb(0.09, 0.11, 0.15)
const MUTED = rgb(0.42, 0.45, 0.5)
const RULE = rgb(0.87, 0.89, 0.92)
const BRAND = rgb(0.15, 0.39, 0.92)
const STATUS_COLORS: Record<string, ReturnType<typeof rgb>> = {
  confirmed: rgb(0.09, 0.5, 0.24),
  pending: rgb(0.7, 0.45, 0.02),
  rejected: rgb(0.75, 0.15, 0.15),
}

const PAGE = { width: 612, height: 792, margin: 56 }

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Text as the standard Helvetica can print it: accents dropped when missing, else "?". */
export const printable = (font: PDFFont) => {
  const supported = new Set(font.getCharacterSet())
  const has = (ch: string) => supported.has(ch.codePointAt(0) ?? 0)
  // 'Ō' is not in WinAnsi but its base letter is: print 'O' rather than '?'.
  const fallback = (ch: string) => {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '')
    return base && [...base].every(has) ? base : '?'
  }
  return (text: string) =>
    [...text.normalize('NFC').replace(/\s+/g, ' ')]
      .map((ch) => (has(ch) ? ch : fallback(ch)))
      .join('')
}

export const renderReceipt = async (
  row: ReceiptRow,
  issuedAt = new Date(),
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Payment receipt ${receiptNumber(row.id)}`)
  pdf.setCreator('Hearth')
  pdf.setProducer('Hearth')
  pdf.setCreationDate(issuedAt)
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  const clean = printable(fonts.regular)
  const page = pdf.addPage([PAGE.width, PAGE.height])
  const left = PAGE.margin
  const right = PAGE.width - PAGE.margin
  let y = PAGE.height - PAGE.margin

  const text = (
    value: string,
    x: number,
    at: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) =>
    page.drawText(clean(value), {
      x,
      y: at,
      size: options.size ?? 11,
      font: options.bold ? fonts.bold : fonts.regular,
      color: options.color ?? INK,
    })
  const textRight = (
    value: string,
    at: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular
    const width = font.widthOfTextAtSize(clean(value), options.size ?? 11)
    text(value, right - width, at, options)
  }
  const rule = (at: number) =>
    page.drawLine({
      start: { x: left, y: at },
      end: { x: right, y: at },
      thickness: 1,
      color: RULE,
    })

  // Header: who issues it, and what it is.
  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND })
  text(row.property_name ?? 'Rent payment', left, y - 6, { size: 12, bold: true, color: MUTED })
  textRight(`Receipt no. ${receiptNumber(row.id)}`, y - 6, { size: 10, color: MUTED })
  y -= 40
  text('Payment Receipt', left, y, { size: 26, bold: true })
  textRight(`Issued ${formatDate(issuedAt.toISOString())}`, y + 6, { size: 10, color: MUTED })
  y -= 36

  // Received from / for.
  const cityLine = [
    row.property_city,
    [row.property_state, row.property_zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const address = [row.property_address, cityLine].filter(Boolean).join(', ')
  text('RECEIVED FROM', left, y, { size: 8, bold: true, color: MUTED })
  text('FOR', PAGE.width / 2, y, { size: 8, bold: true, color: MUTED })
  y -= 16
  text(`${row.first_name} ${row.last_name}`, left, y, { bold: true })
  text(`Rent for ${row.period}`, PAGE.width / 2, y, { bold: true })
  y -= 15
  text(row.email, left, y, { size: 10, color: MUTED })
  if (row.unit) text(`Unit ${row.unit}`, PAGE.width / 2, y, { size: 10, color: MUTED })
  y -= 15
  if (address)
    drawWrapped(
      page,
      fonts.regular,
      clean(address),
      PAGE.width / 2,
      y,
      right - PAGE.width / 2,
      10,
      MUTED,
    )
  y -= 40

  // The amount, large.
  rule(y)
  y -= 34
  text('Amount', left, y + 4, { size: 12, color: MUTED })
  textRight(formatMoney(fromCents(row.amount_cents)), y, { size: 24, bold: true })
  y -= 22
  rule(y)
  y -= 28

  const rows: [string, string][] = [
    ['Payment method', methodLabel(row.method)],
    ['Paid on', formatDate(row.created_at)],
    ...(row.zelle_ref ? [['Zelle confirmation code', row.zelle_ref] as [string, string]] : []),
    ['Status', STATUS_LABELS[row.status] ?? row.status],
    ...(row.confirmed_at && row.status === 'confirmed'
      ? [['Confirmed on', formatDate(row.confirmed_at)] as [string, string]]
      : []),
    ...(row.status === 'rejected' && row.rejection_reason
      ? [['Reason', row.rejection_reason] as [string, string]]
      : []),
    [
      'Recorded by',
      row.recorded_by_admin_id ? 'Property management' : 'Tenant, through the tenant portal',
    ],
  ]
  const valueLeft = left + 170
  for (const [label, value] of rows) {
    text(label, left, y, { color: MUTED })
    if (fonts.regular.widthOfTextAtSize(clean(value), 11) > right - valueLeft) {
      // A long rejection reason wraps under its own column instead of running into the label.
      const lines = drawWrapped(
        page,
        fonts.regular,
        clean(value),
        valueLeft,
        y,
        right - valueLeft,
        11,
        INK,
      )
      y -= 24 + (lines - 1) * 15
      continue
    }
    textRight(value, y, {
      bold: label === 'Status',
      ...(label === 'Status' ? { color: STATUS_COLORS[row.status] ?? INK } : {}),
    })
    y -= 24
  }
  y -= 12
  rule(y)
  y -= 24

  const note =
    row.status === 'confirmed'
      ? 'This payment was received and confirmed. Keep this receipt for your records.'
      : row.status === 'pending'
        ? 'This payment was recorded and awaits confirmation by your property manager. It counts toward your balance once confirmed.'
        : 'This payment was rejected and does not count toward your balance.'
  drawWrapped(page, fonts.regular, clean(note), left, y, right - left, 10, MUTED)

  text('Generated by Hearth', left, PAGE.margin - 20, { size: 8, color: MUTED })
  textRight(`Payment ${row.id}`, PAGE.margin - 20, { size: 8, color: MUTED })
  return pdf.save()
}

/** Draws text wrapped at word boundaries into `width` points; returns the number of lines. */
export const drawWrapped = (
  page: PDFPage,
  font: PDFFont,
  value: string,
  x: number,
  y: number,
  width: number,
  size: number,
  color: ReturnType<typeof rgb>,
) => {
  const lines: string[] = []
  let line = ''
  for (const word of value.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  lines.forEach((l, i) => page.drawText(l, { x, y: y - i * (size + 4), size, font, color }))
  return lines.length
}
