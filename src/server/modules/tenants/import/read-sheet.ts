import * as XLSX from '@e965/xlsx'
import { IMPORT_MAX_ROWS } from '../../../../shared/schemas/tenant-import'
import { AppError } from '../../../http/errors'
import { DAMAGED, PASSWORD_PROTECTED, type SpreadsheetKind } from './spreadsheet-file'

/**
 * A cell as the import sees it: text, a number (amounts, dates as serial numbers), or nothing.
 * Formulas arrive as their text ('=SUM(A1:A3)'), never as a value Excel or anyone computed.
 */
export type Cell = string | number | null

export type SheetRow = { rowNumber: number; cells: Cell[] }

export type Sheet = {
  header: string[]
  headerRowNumber: number
  rows: SheetRow[]
  /** Workbooks from old Macs count serial dates from 1904. */
  date1904: boolean
}

export const EMPTY_FILE =
  'The spreadsheet is empty. Put the column names (First Name, Last Name, Email, …) in the first row and one tenant per row below.'
export const HEADER_ONLY = 'The spreadsheet has column names but no tenant rows below them.'
export const TOO_MANY_ROWS = `The spreadsheet has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} tenants.`

/**
 * A tenant list has a dozen columns of short values; a sheet far past these is not one, and
 * reading it whole would only cost memory.
 */
export const MAX_COLUMNS = 200
export const MAX_CELL_CHARS = 2_000
export const TOO_MANY_COLUMNS = `The spreadsheet has more than ${MAX_COLUMNS} columns. Keep only the tenant columns (First Name, Last Name, Email, …) and upload it again.`
export const cellTooLong = (rowNumber: number) =>
  `Row ${rowNumber} has a cell longer than ${MAX_CELL_CHARS.toLocaleString('en-US')} characters. Shorten it and upload the file again.`

const ERROR_TEXT: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
}

const cellValue = (cell: XLSX.CellObject | undefined): Cell => {
  if (!cell) return null
  if (cell.f) return `=${cell.f}`
  switch (cell.t) {
    case 's':
      return typeof cell.v === 'string' ? cell.v : null
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE'
    case 'e':
      return ERROR_TEXT[Number(cell.v)] ?? '#ERROR'
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : null
    default:
      return null
  }
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '')

/** CSV bytes as text: UTF-8 (with or without BOM), else Windows-1252 as Excel on Windows saves it. */
const decodeCsv = (bytes: Buffer) => {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  return text.replace(/^\uFEFF/, '')
}

const readWorkbook = (bytes: Buffer, kind: SpreadsheetKind): XLSX.WorkBook => {
  // One row for the header and one past the cap, so an oversized file is noticed without reading all of it.
  const common = {
    dense: true,
    sheetRows: IMPORT_MAX_ROWS + 2,
    cellHTML: false,
    cellText: false,
    cellDates: false,
  }
  try {
    if (kind === 'csv') return XLSX.read(decodeCsv(bytes), { ...common, type: 'string', raw: true })
    return XLSX.read(bytes, {
      ...common,
      type: 'buffer',
      cellFormula: true,
      cellStyles: false,
      bookVBA: false,
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/password|encrypt/i.test(message)) throw new AppError(400, PASSWORD_PROTECTED)
    throw new AppError(400, DAMAGED)
  }
}

const denseRows = (sheet: XLSX.WorkSheet): (XLSX.CellObject | undefined)[][] =>
  ((sheet as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? []).map(
    (row) => row ?? [],
  )

const rowsOf = (sheet: XLSX.WorkSheet) =>
  denseRows(sheet).flatMap((row, index) => {
    // Checked before the row is copied: a cell in column XFD would make every copy 16,384 long.
    if (row.length > MAX_COLUMNS) throw new AppError(413, TOO_MANY_COLUMNS)
    const cells = Array.from(row, cellValue)
    if (cells.some((cell) => typeof cell === 'string' && cell.length > MAX_CELL_CHARS))
      throw new AppError(413, cellTooLong(index + 1))
    return cells.some((cell) => !isBlank(cell)) ? [{ rowNumber: index + 1, cells }] : []
  })

/**
 * The sheet to import: the first whose header row names an email column, else the first with
 * anything in it (so the message can say what is missing). The header is its first non-empty row.
 */
export const readSheet = (
  bytes: Buffer,
  kind: SpreadsheetKind,
  looksLikeHeader: (header: string[]) => boolean,
): Sheet => {
  const workbook = readWorkbook(bytes, kind)
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904)
  let fallback: Sheet | undefined
  for (const name of workbook.SheetNames) {
    const worksheet = workbook.Sheets[name]
    if (!worksheet) continue
    const [headerRow, ...rows] = rowsOf(worksheet)
    if (!headerRow) continue
    const header = headerRow.cells.map((cell) => (cell === null ? '' : String(cell).trim()))
    const sheet = { header, headerRowNumber: headerRow.rowNumber, rows, date1904 }
    if (looksLikeHeader(header)) return checkSize(sheet)
    fallback ??= sheet
  }
  if (!fallback) throw new AppError(400, EMPTY_FILE)
  return checkSize(fallback)
}

const checkSize = (sheet: Sheet) => {
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw new AppError(400, TOO_MANY_ROWS)
  return sheet
}
