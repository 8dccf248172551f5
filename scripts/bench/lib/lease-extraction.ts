import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { MAX_OCR_PAGES } from '../../../src/server/modules/lease-intake/extract/limits'
import type { Api } from './api'

const FIXTURES = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../../shared/fixtures/leases',
)

export type ExtractionFigures = {
  label: string
  /** Pages the extractor reads: every page of a text PDF; at most MAX_OCR_PAGES of a scan. */
  pagesRead: number
  pages: number
  seconds: number
  secondsPerPage: number
  /** The intake's own sentence when the server gave up on it (its 120 s deadline on a busy machine). */
  failure?: string
}

type LeasePdf = { label: string; file: string; isScan: boolean; firstPages?: number }

export const LEASE_PDFS = {
  text: { label: 'text PDF', file: 'rentalutions_lease_partial_lorem.pdf', isScan: false },
  scan: { label: 'scanned PDF', file: 'ontario_std_form_filled_scanned.pdf', isScan: true },
} satisfies Record<string, LeasePdf>

/** The PDF, or only its first pages (the quick run OCRs one scanned page, not ten). */
const loadPdf = async (pdf: LeasePdf) => {
  const bytes = fs.readFileSync(path.join(FIXTURES, pdf.file))
  const doc = await PDFDocument.load(bytes)
  if (!pdf.firstPages || pdf.firstPages >= doc.getPageCount())
    return { bytes: new Uint8Array(bytes), pages: doc.getPageCount() }
  const part = await PDFDocument.create()
  const indices = Array.from({ length: pdf.firstPages }, (_, i) => i)
  for (const page of await part.copyPages(doc, indices)) part.addPage(page)
  return { bytes: await part.save(), pages: pdf.firstPages }
}

/**
 * Uploads a lease to the intake route as an admin does and waits for the server's job to finish
 * reading it: the time from the upload to the intake turning `extracted`.
 */
export const extractThroughIntake = async (
  admin: Api,
  pdf: LeasePdf,
): Promise<ExtractionFigures> => {
  const { bytes, pages } = await loadPdf(pdf)
  const start = performance.now()
  const intake = await admin.upload<{ id: string }>(
    '/api/admin/lease-intake/upload',
    'document',
    bytes,
    pdf.file,
  )
  const deadline = Date.now() + 180_000
  let failure: string | undefined
  for (;;) {
    const { status, errorMessage } = await admin.get<{ status: string; errorMessage: string }>(
      `/api/admin/lease-intake/${intake.id}`,
    )
    if (status === 'extracted') break
    if (status === 'failed') {
      failure = errorMessage
      break
    }
    if (Date.now() > deadline) throw new Error(`Extracting ${pdf.file} took over 180 s.`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const seconds = (performance.now() - start) / 1000
  const pagesRead = pdf.isScan ? Math.min(pages, MAX_OCR_PAGES) : pages
  return {
    label: `${pdf.label} (${pdf.file}${pdf.isScan && pagesRead < pages ? `, ${pagesRead} of ${pages} pages OCR'd` : `, ${pages} page${pages === 1 ? '' : 's'}`})`,
    pagesRead,
    pages,
    seconds,
    secondsPerPage: seconds / pagesRead,
    ...(failure ? { failure } : {}),
  }
}
