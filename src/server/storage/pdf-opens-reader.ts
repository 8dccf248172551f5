import { LeaseExtractionError, PASSWORD } from '../modules/lease-intake/extract/errors'
import { loadPdf } from '../modules/lease-intake/extract/pdf/open-pdf'

export type PdfOpensInput = { bytes: Uint8Array }
export type PdfOpensOutcome = { opens: boolean }

/**
 * The reader-process side of pdfOpens: whether pdf.js can parse the file's structure. A
 * password-protected PDF counts as one: pdf.js recognises it, it only cannot read its pages.
 */
export const read = async ({ bytes }: PdfOpensInput): Promise<PdfOpensOutcome> => {
  try {
    const pdf = await loadPdf(bytes)
    await pdf.destroy()
    return { opens: true }
  } catch (error) {
    return { opens: error instanceof LeaseExtractionError && error.message === PASSWORD }
  }
}
