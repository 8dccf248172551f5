import { PDFDocument, rgb, StandardFonts, type PDFImage } from 'pdf-lib'
import { formatMoney, fromCents } from '../../../shared/money'
import { drawWrapped, printable } from '../payments/receipt'

/*
 * The security deposit disposition letter: what was held, each deduction, the refund and when it
 * is due. Deduction photos are printed after the summary, one a page, so the tenant sees the
 * evidence in the letter itself. Drawn with the standard Helvetica, like the payment receipt.
 */

export type LetterPhoto = { bytes: Uint8Array; contentType: string }

export type DispositionLetter = {
  issuedOn: string
  tenantNames: string[]
  propertyName: string | null
  propertyAddress: string | null
  leaseLastDay: string | null
  depositCents: number
  deductions: { description: string; amountCents: number; photo: LetterPhoto | null }[]
  refundCents: number
  refundDate: string
  returnDays: number | null
  refundDueDate: string | null
}

const INK = rgb(0.09, 0.11, 0.15)
const MUTED = rgb(0.42, 0.45, 0.5)
const RULE = rgb(0.87, 0.89, 0.92)
const BRAND = rgb(0.15, 0.39, 0.92)
const PAGE = { width: 612, height: 792, margin: 56 }

const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

const money = (cents: number) => formatMoney(fromCents(cents))

export const dispositionLetterFilename = (leaseLastDay: string | null) =>
  `security-deposit-disposition${leaseLastDay ? `-${leaseLastDay}` : ''}.pdf`

/** The sentence that states when the refund is due, or that the lease names no timeline. */
const dueSentence = (letter: DispositionLetter) =>
  letter.refundDueDate && letter.returnDays !== null
    ? `Your lease gives ${letter.returnDays} days after the lease ends to return the deposit: the refund is due by ${longDate(letter.refundDueDate)}.`
    : 'Your lease states no deadline for returning the deposit.'

export const renderDispositionLetter = async (letter: DispositionLetter): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create()
  pdf.setTitle('Security deposit disposition')
  pdf.setCreator('Hearth')
  pdf.setProducer('Hearth')
  pdf.setCreationDate(new Date(`${letter.issuedOn}T00:00:00Z`))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const clean = printable(regular)
  const left = PAGE.margin
  const right = PAGE.width - PAGE.margin
  let page = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin

  const text = (value: string, x: number, at: number, size = 11, isBold = false, color = INK) =>
    page.drawText(clean(value), { x, y: at, size, font: isBold ? bold : regular, color })
  const textRight = (value: string, at: number, size = 11, isBold = false) =>
    text(
      value,
      right - (isBold ? bold : regular).widthOfTextAtSize(clean(value), size),
      at,
      size,
      isBold,
    )
  const rule = (at: number) =>
    page.drawLine({
      start: { x: left, y: at },
      end: { x: right, y: at },
      thickness: 1,
      color: RULE,
    })
  const paragraph = (value: string, size = 11, color = INK) => {
    const lines = drawWrapped(page, regular, clean(value), left, y, right - left, size, color)
    y -= lines * (size + 4) + 10
  }

  page.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: BRAND })
  text(letter.propertyName ?? 'Security deposit', left, y - 6, 12, true, MUTED)
  y -= 40
  text('Security Deposit Disposition', left, y, 24, true)
  y -= 24
  text(longDate(letter.issuedOn), left, y, 10, false, MUTED)
  y -= 30
  text(`To: ${letter.tenantNames.join(', ')}`, left, y, 11, true)
  y -= 16
  if (letter.propertyAddress) {
    paragraph(letter.propertyAddress, 10, MUTED)
  }
  y -= 6
  paragraph(
    letter.leaseLastDay
      ? `Your lease ended on ${longDate(letter.leaseLastDay)}. This letter itemizes what was deducted from your security deposit and what is returned to you.`
      : 'This letter itemizes what was deducted from your security deposit and what is returned to you.',
  )

  rule(y)
  y -= 24
  text('Security deposit held', left, y)
  textRight(money(letter.depositCents), y)
  y -= 24
  if (letter.deductions.length === 0) {
    text('No deductions', left, y, 11, false, MUTED)
    y -= 24
  }
  // Twenty deductions run past one page: the list, refund and due date continue on the next.
  const roomFor = (height: number) => {
    if (y - height > PAGE.margin) return
    page = pdf.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }
  letter.deductions.forEach((deduction, index) => {
    roomFor(40)
    const label = `Deduction ${index + 1}: ${deduction.description}${deduction.photo ? ' (photo attached)' : ''}`
    const lines = drawWrapped(page, regular, clean(label), left, y, right - left - 110, 11, INK)
    textRight(`-${money(deduction.amountCents)}`, y)
    y -= 24 + (lines - 1) * 15
  })
  roomFor(120)
  rule(y + 8)
  y -= 14
  text('Refund to you', left, y, 14, true)
  textRight(money(letter.refundCents), y, 14, true)
  y -= 36
  paragraph(dueSentence(letter))
  paragraph(
    letter.refundCents > 0
      ? `The refund of ${money(letter.refundCents)} is sent on ${longDate(letter.refundDate)}.`
      : 'The deductions take the whole deposit: nothing is left to refund.',
  )

  for (const [index, deduction] of letter.deductions.entries()) {
    if (!deduction.photo) continue
    const image: PDFImage =
      deduction.photo.contentType === 'image/png'
        ? await pdf.embedPng(deduction.photo.bytes)
        : await pdf.embedJpg(deduction.photo.bytes)
    page = pdf.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
    text(`Deduction ${index + 1}: ${deduction.description}`, left, y, 12, true)
    const box = { width: right - left, height: y - PAGE.margin - 24 }
    const scale = Math.min(box.width / image.width, box.height / image.height, 1)
    const size = { width: image.width * scale, height: image.height * scale }
    page.drawImage(image, { x: left, y: y - 20 - size.height, ...size })
  }
  return pdf.save()
}
