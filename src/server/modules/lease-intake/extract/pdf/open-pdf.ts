import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs'
import {
  DAMAGED,
  LeaseExtractionError,
  NO_PAGES,
  NOT_A_PDF,
  PASSWORD,
  tooManyPages,
} from '../errors'
import { MAX_IMAGE_PIXELS, MAX_PAGES } from '../limits'
import { checkPdfBudget } from './pdf-budget'
import { sniffType } from '../../../../storage/sniff'

const require = createRequire(import.meta.url)

// In Node pdf.js parses on this thread and, unless handed its worker module here, imports it at the
// first document: half a second of every read, which a reader process loaded ahead of its file
// (readers/reader-pool.ts) would otherwise still pay.
const pdfjsGlobals = globalThis as typeof globalThis & { pdfjsWorker?: unknown }
pdfjsGlobals.pdfjsWorker = pdfjsWorker

const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'))
// pdf.js reads these as URLs that must end with a slash; in Node a file path works.
const resource = (folder: string) => path.join(pdfjsRoot, folder) + path.sep

/** The upload rule's test (storage/sniff.ts): '%PDF-' after at most a byte-order mark and whitespace. */
const looksLikePdf = (bytes: Uint8Array) => sniffType(bytes) === 'application/pdf'

const toExtractionError = (error: unknown): LeaseExtractionError => {
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') return new LeaseExtractionError(PASSWORD)
  return new LeaseExtractionError(DAMAGED)
}

/**
 * pdf.js's parse of a PDF's structure (header, cross-reference table, catalog), hardened for
 * untrusted uploads: no eval of embedded code, no system fonts, images above MAX_IMAGE_PIXELS
 * skipped. No page is read yet.
 */
export const loadPdf = async (bytes: Uint8Array): Promise<PDFDocumentProxy> => {
  const task = getDocument({
    // pdf.js transfers the buffer it is given; a copy leaves the caller's bytes intact. A plain
    // Uint8Array, because pdf.js refuses a Node Buffer (whose slice() would be a Buffer again).
    data: new Uint8Array(bytes),
    enableXfa: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: MAX_IMAGE_PIXELS,
    standardFontDataUrl: resource('standard_fonts'),
    cMapUrl: resource('cmaps'),
    cMapPacked: true,
    wasmUrl: resource('wasm'),
    verbosity: 0,
  })
  try {
    return await task.promise
  } catch (error) {
    await task.destroy()
    throw toExtractionError(error)
  }
}

/**
 * Opens a PDF to read it. Refuses what cannot be a lease, or would cost too much to read
 * (pdf-budget.ts), before any page is parsed.
 */
export const openPdf = async (bytes: Uint8Array): Promise<PDFDocumentProxy> => {
  if (!looksLikePdf(bytes)) throw new LeaseExtractionError(NOT_A_PDF)
  await checkPdfBudget(bytes)
  const pdf = await loadPdf(bytes)
  if (pdf.numPages === 0) {
    await pdf.destroy()
    throw new LeaseExtractionError(NO_PAGES)
  }
  if (pdf.numPages > MAX_PAGES) {
    await pdf.destroy()
    throw new LeaseExtractionError(tooManyPages(MAX_PAGES))
  }
  return pdf
}
