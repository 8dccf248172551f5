/**
 * Limits that keep one hostile or huge upload from starving the server (docs/lease-intake.md, "Limits").
 */
export const MAX_PAGES = 100

/**
 * Image-only pages beyond this many are not OCR'd. A scanned page costs about 2–3 s of CPU; the terms of a
 * residential lease sit in its first pages (the Ontario standard form's 7 pages of terms come before 7
 * pages of general information), so 10 pages bound the work at about half a minute.
 */
export const MAX_OCR_PAGES = 10

/** Whole-extraction deadline, OCR included; the caller may pass a shorter one. */
export const DEFAULT_TIMEOUT_MS = 120_000

/** Decoded images above this many pixels are skipped by pdf.js instead of filling memory (a PDF bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000

/**
 * What one PDF may cost to read, counted before pdf.js allocates it (pdf/pdf-budget.ts): the
 * bytes its compressed streams inflate to, and the pixels of all its images together. A 20 MB
 * lease scanned at 300 dpi in colour holds about 47 letter pages of 8.4 megapixels; the PDF bombs
 * of the hostile-file tests hold 432 megapixels on one page, or a stream inflating to 2 GB.
 */
export const MAX_INFLATED_BYTES = 768 * 1024 * 1024
export const MAX_DOCUMENT_PIXELS = 400_000_000

/** OCR renders at this resolution, capped so an oversized page cannot allocate a huge canvas. */
export const OCR_DPI = 200
export const OCR_MAX_SIDE_PX = 3_000

/**
 * Pages whose text layer has fewer letters than this are treated as images and OCR'd. A scanned page can
 * carry a little real text (a digital-signature stamp); a page of lease terms has far more than this.
 */
export const MIN_TEXT_LAYER_LETTERS = 100

/** The optional LLM sees at most this much of the lease text and must answer within the timeout. */
export const LLM_MAX_CHARS = 24_000
export const LLM_TIMEOUT_MS = 30_000

/**
 * The reader process (readers/reader-pool.ts) may map this much writable memory, and grow its
 * JavaScript heap to READER_HEAP_MB of it; a PDF that needs more (a hostile one) fails with a
 * sentence and costs the server nothing. The largest fixture (the 14-page scanned Ontario form)
 * peaks at about 115 MB of heap and 400 MB resident, Tesseract's WebAssembly memory included.
 */
export const READER_MEMORY_MB = 1024
export const READER_HEAP_MB = 384
