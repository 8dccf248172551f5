import { AppError } from '../../../http/errors'
import { mapColumns, missingColumns } from './columns'
import { readSheet, type Sheet } from './read-sheet'
import type { SpreadsheetKind } from './spreadsheet-file'

export type SheetReaderInput = { bytes: Uint8Array; kind: SpreadsheetKind }

/** What the reader process answers: the sheet, or the 4xx sentence readSheet refused it with. */
export type SheetReaderOutcome =
  { kind: 'sheet'; sheet: Sheet } | { kind: 'refused'; status: number; message: string }

/**
 * The reader-process side of readSheetInReader: parses the spreadsheet it was handed and picks the
 * sheet whose header names the import's columns.
 */
export const read = ({ bytes, kind }: SheetReaderInput): SheetReaderOutcome => {
  try {
    const sheet = readSheet(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      kind,
      (header) => !missingColumns(mapColumns(header)),
    )
    return { kind: 'sheet', sheet }
  } catch (error) {
    if (error instanceof AppError)
      return { kind: 'refused', status: error.statusCode, message: error.message }
    throw error
  }
}
