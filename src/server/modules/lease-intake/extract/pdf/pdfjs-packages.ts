/**
 * The pdf.js modules that open-pdf.ts imports, for the reader processes that read PDFs to load
 * before tsx (readers/reader-pool.ts): the same specifiers as open-pdf's imports, so that its
 * imports find these already loaded.
 */
export const PDFJS_PACKAGES = [
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
] as const
