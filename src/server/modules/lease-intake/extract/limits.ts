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
 * The reader's worker thread may grow its JavaScript heap to this much; a PDF that needs more (a
 * hostile one) fails with a sentence instead of taking the server's memory. The largest fixture
 * (the 14-page scanned Ontario form) peaks at about 115 MB of heap.
 */
export const MAX_WORKER_HEAP_MB = 384
