import { OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { LeaseDocument, Line, PageSize } from './document'
import { CANCELLED, LeaseExtractionError, NO_PAGES, TIMED_OUT, UNREADABLE_SCAN } from './errors'
import { MAX_OCR_PAGES, MIN_TEXT_LAYER_LETTERS } from './limits'
import { layoutPage } from './pdf/layout'
import { dropMarginNumbers } from './pdf/margin-numbers'
import { createOcrEngine } from './pdf/ocr'
import { openPdf } from './pdf/open-pdf'
import { formFieldItems, textLayerItems } from './pdf/page-items'
import { xfaPageToLines, type XfaNode } from './pdf/xfa'

/**
 * Whether a page with (almost) no text layer draws something worth OCR: a scanned image, or text printed as
 * outlines (hundreds of paths). A signature page with a few ruled lines is left alone, so a text lease does
 * not pay seconds of OCR for it.
 */
const drawing = async (page: PDFPageProxy): Promise<'scan' | 'empty' | 'hidden' | 'other'> => {
  const { fnArray } = await page.getOperatorList()
  const images = fnArray.filter(
    (fn) =>
      fn === OPS.paintImageXObject ||
      fn === OPS.paintInlineImageXObject ||
      fn === OPS.paintImageMaskXObject,
  ).length
  const paths = fnArray.filter((fn) => fn === OPS.constructPath).length
  const text = fnArray.filter((fn) => fn === OPS.showText || fn === OPS.showSpacedText).length
  if (images > 0 || paths >= 50) return 'scan'
  if (images + paths + text > 0) return 'other'
  // Drawing instructions that draw nothing: pdf.js removed an image over MAX_IMAGE_PIXELS (a PDF bomb).
  return fnArray.length === 0 ? 'empty' : 'hidden'
}

const letters = (lines: Line[]) =>
  lines.reduce((sum, line) => sum + (line.text.match(/[a-z]/gi)?.length ?? 0), 0)

/** Rejects as soon as the signal fires, so a stuck page or OCR call cannot hold the extraction. */
const guard = <T>(signal: AbortSignal, work: Promise<T>): Promise<T> => {
  const abortError = () =>
    new LeaseExtractionError(
      signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError'
        ? TIMED_OUT
        : CANCELLED,
    )
  if (signal.aborted) return Promise.reject(abortError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError())
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

const readXfa = async (pdf: PDFDocumentProxy, signal: AbortSignal): Promise<Line[]> => {
  const lines: Line[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await guard(signal, pdf.getPage(number))
    lines.push(...xfaPageToLines((await guard(signal, page.getXfa())) as XfaNode | null, number))
  }
  return lines
}

/**
 * Reads every page into reading-order lines: the text layer and form-field values where there is text, OCR
 * for image-only pages (the first MAX_OCR_PAGES of them), and the bound XFA form for a pure XFA document,
 * whose pages hold only a "please wait" placeholder.
 */
const readPages = async (pdf: PDFDocumentProxy, signal: AbortSignal): Promise<LeaseDocument> => {
  if (pdf.isPureXfa)
    return {
      lines: await readXfa(pdf, signal),
      pages: pdf.numPages,
      pageSizes: Array.from({ length: pdf.numPages }, () => null),
      ocrPages: 0,
      skippedPages: 0,
    }

  const pageLines: Line[][] = []
  const pageSizes: (PageSize | null)[] = []
  const imageOnly: number[] = []
  let emptyPages = 0
  let hiddenPages = 0
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await guard(signal, pdf.getPage(number))
    const viewport = page.getViewport({ scale: 1 })
    pageSizes.push({ width: viewport.width, height: viewport.height })
    const items = [
      ...(await guard(signal, textLayerItems(page, viewport))),
      ...(await guard(signal, formFieldItems(page, viewport))),
    ]
    const lines = layoutPage(items, { page: number, source: 'text', cellGapFactor: 1 })
    pageLines.push(lines)
    if (letters(lines) < MIN_TEXT_LAYER_LETTERS) {
      const drawn = await guard(signal, drawing(page))
      if (drawn === 'scan') imageOnly.push(number)
      if (drawn === 'empty' && lines.length === 0) emptyPages++
      if (drawn === 'hidden' && lines.length === 0) hiddenPages++
    }
    page.cleanup()
  }

  // pdf.js shows a PDF whose page tree is empty as one blank page; nothing on any page means no pages.
  if (emptyPages === pdf.numPages) throw new LeaseExtractionError(NO_PAGES)
  // Only images too large to decode and blank pages: nothing can be read from it.
  if (hiddenPages > 0 && emptyPages + hiddenPages === pdf.numPages)
    throw new LeaseExtractionError(UNREADABLE_SCAN)
  const toOcr = imageOnly.slice(0, MAX_OCR_PAGES)
  if (toOcr.length > 0) {
    const ocr = createOcrEngine()
    try {
      for (const number of toOcr) {
        const page = await guard(signal, pdf.getPage(number))
        const { words, size } = await guard(signal, ocr.readPage(page))
        // OCR word boxes are line-tall (see ocr.ts), so a gap of 1.2 line heights separates cells.
        const ocrLines = layoutPage(words, { page: number, source: 'ocr', cellGapFactor: 1.2 })
        // OCR reads whatever little text layer the page had (a signature stamp) too: replace, don't add.
        if (ocrLines.length > 0) {
          pageLines[number - 1] = ocrLines
          pageSizes[number - 1] = size
        }
        page.cleanup()
      }
    } finally {
      await ocr.close()
    }
  }

  const lines = dropMarginNumbers(pageLines.flat())
  const allImages = imageOnly.length === pdf.numPages
  if (allImages && letters(lines) < MIN_TEXT_LAYER_LETTERS * toOcr.length)
    throw new LeaseExtractionError(UNREADABLE_SCAN)
  return {
    lines,
    pages: pdf.numPages,
    pageSizes,
    ocrPages: toOcr.length,
    skippedPages: imageOnly.length - toOcr.length,
  }
}

export const readLeaseDocument = async (
  bytes: Uint8Array,
  signal: AbortSignal,
): Promise<LeaseDocument> => {
  const pdf = await guard(signal, openPdf(bytes))
  try {
    return await readPages(pdf, signal)
  } finally {
    await pdf.destroy()
  }
}
