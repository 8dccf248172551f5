import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pngImage } from '../../../../tests/images'
import { renderDispositionLetter, type DispositionLetter } from './disposition-letter'

const letter = (deductions: DispositionLetter['deductions']): DispositionLetter => ({
  issuedOn: '2026-07-05',
  tenantNames: ['Grace Müller', 'Liam Chen'],
  propertyName: 'Cedar Ridge Apartments',
  propertyAddress: '12 Oak Street, Springfield, IL 62701',
  leaseLastDay: '2026-06-30',
  depositCents: 150_000,
  deductions,
  refundCents: 150_000 - deductions.reduce((t, d) => t + d.amountCents, 0),
  refundDate: '2026-07-20',
  returnDays: 30,
  refundDueDate: '2026-07-30',
})

const pages = async (value: DispositionLetter) =>
  (await PDFDocument.load(await renderDispositionLetter(value))).getPageCount()

describe('the disposition letter', () => {
  it('fits a letter without deductions on one page', async () => {
    expect(await pages(letter([]))).toBe(1)
  })

  it('prints each deduction photo on a page of its own', async () => {
    const photo = { bytes: pngImage(), contentType: 'image/png' }
    expect(
      await pages(
        letter([
          { description: 'Broken window', amountCents: 24_000, photo },
          { description: 'Carpet cleaning', amountCents: 8_550, photo: null },
          { description: 'Scratched door', amountCents: 5_000, photo },
        ]),
      ),
    ).toBe(3)
  })

  it('continues twenty long deductions on a second page instead of printing past the margin', async () => {
    const deductions = Array.from({ length: 20 }, (_, i) => ({
      description: `Repair ${i + 1}: patch and repaint the wall behind the bedroom door, two coats`,
      amountCents: 2_000,
      photo: null,
    }))
    expect(await pages(letter(deductions))).toBe(2)
  })
})
