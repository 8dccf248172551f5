import { AppError } from '../../../http/errors'
import type { ReaderPool } from '../../../readers/reader-pool'
import type { Sheet } from './read-sheet'
import type { SheetReaderInput, SheetReaderOutcome } from './sheet-reader'
import type { SpreadsheetKind } from './spreadsheet-file'

const READER = { url: new URL('./sheet-reader.ts', import.meta.url) }

/**
 * The reader process's limits for one spreadsheet. The largest import (50,000 rows, 10 MB) parses
 * in about two seconds within 300 MB; a sheet that needs more is not a tenant list.
 */
const LIMITS = { memoryMb: 768, heapMb: 512, timeoutMs: 30_000 }

export const SHEET_TOO_LARGE =
  'The spreadsheet is too large to read safely. Split it into smaller files, or save it as CSV, and upload again.'
export const SHEET_TOO_SLOW =
  'Reading the spreadsheet took too long. Split it into smaller files, or save it as CSV, and upload again.'

/**
 * readSheet in a reader process (readers/reader-pool.ts): parsing a workbook can take seconds and
 * hundreds of megabytes, which would stall every other request if it ran on the event loop, and a
 * hostile one could take the server's memory. Refusals come back as the same 4xx readSheet gives;
 * a reader killed for its memory or deadline is a 413 with a sentence.
 */
export const readSheetInReader = async (
  readers: ReaderPool,
  bytes: Buffer,
  kind: SpreadsheetKind,
): Promise<Sheet> => {
  const input: SheetReaderInput = { bytes, kind }
  const result = await readers.run<SheetReaderOutcome>(READER, input, LIMITS)
  switch (result.kind) {
    case 'too-large':
      throw new AppError(413, SHEET_TOO_LARGE)
    case 'timed-out':
      throw new AppError(413, SHEET_TOO_SLOW)
    case 'failed':
      throw new Error(`The spreadsheet reader failed: ${result.message}`)
    case 'done':
      if (result.outcome.kind === 'sheet') return result.outcome.sheet
      throw new AppError(result.outcome.status, result.outcome.message)
  }
}
