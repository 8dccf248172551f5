/**
 * Why a lease could not be read, in a sentence a landlord understands. The intake stores the message as its
 * errorMessage, so it never carries a stack trace or a library's wording.
 */
export class LeaseExtractionError extends Error {
  override readonly name = 'LeaseExtractionError'
}

export const NOT_A_PDF = 'This file is not a PDF'
export const DAMAGED = 'This PDF is damaged and could not be read'
export const PASSWORD = 'This PDF is password-protected'
export const NO_PAGES = 'This file has no pages'
export const UNREADABLE_SCAN = 'The scan could not be read'
export const TIMED_OUT = 'Reading this PDF took too long'
export const CANCELLED = 'Reading this PDF was cancelled'
export const TOO_LARGE = 'This PDF is too large to read safely'
export const tooManyPages = (max: number) => `This PDF has too many pages (over ${max})`
