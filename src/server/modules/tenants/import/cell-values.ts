import { isIsoDate } from '../../../../shared/dates'
import { MAX_DOLLARS } from '../../../../shared/money'
import type { Cell } from './read-sheet'

/**
 * Reading one cell as the value a field needs. Each reader answers `{ value }` or `{ error }`,
 * the error a sentence fragment that follows the column's name ("Lease Start" + " '13/45/2026' is
 * not a date…").
 */
export type Read<T> = { value: T | null; error?: undefined } | { value?: undefined; error: string }

const quote = (text: string) => `'${text.length > 40 ? `${text.slice(0, 39)}…` : text}'`

export const isFormula = (cell: Cell): boolean => typeof cell === 'string' && cell.startsWith('=')

/** Text as typed; numbers (phone numbers, units, zip codes typed as numbers) without exponent. */
export const readText = (cell: Cell): string | null => {
  if (cell === null) return null
  const text =
    typeof cell === 'number'
      ? cell.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 10 })
      : cell
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

const pad = (n: number) => String(n).padStart(2, '0')

const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** Spreadsheet serial day 1 is 1900-01-01 (with Lotus's phantom 29 February 1900), or 1904-01-01. */
const serialToIso = (serial: number, date1904: boolean): string | null => {
  const days = Math.floor(serial) + (date1904 ? 1462 : 0)
  // Day 61 is 1900-03-01; earlier serials are no lease date anyone writes.
  if (days < 61 || days > 2_958_465) return null
  return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10)
}

const DATE_HINT = 'use MM/DD/YYYY or YYYY-MM-DD'

/** Two-digit years are this century: Excel's CSV export writes 1/15/26. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year))

/**
 * A date as MM/DD/YYYY (also M/D/YY and with dashes or dots), YYYY-MM-DD (also with slashes), or a
 * spreadsheet serial number — as a cell value or, from CSV, as digits. A trailing time is ignored.
 */
export const readDate = (cell: Cell, date1904: boolean): Read<string> => {
  if (cell === null) return { value: null }
  if (typeof cell === 'number') {
    const value = serialToIso(cell, date1904)
    return value ? { value } : { error: `${quote(String(cell))} is not a date; ${DATE_HINT}` }
  }
  const text = cell.trim()
  if (!text) return { value: null }
  if (isFormula(text)) return { error: `holds a formula (${quote(text)}); type the date itself` }
  const withoutTime = text.replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?( ?[AP]M)?Z?$/i, '')
  let value: string | null = null
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(withoutTime)
  const isoLike = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(withoutTime)
  if (us) value = iso(fullYear(us[3] ?? ''), Number(us[1]), Number(us[2]))
  else if (isoLike) value = iso(Number(isoLike[1]), Number(isoLike[2]), Number(isoLike[3]))
  else if (/^\d{5}$/.test(withoutTime)) value = serialToIso(Number(withoutTime), date1904)
  return value && isIsoDate(value)
    ? { value }
    : { error: `${quote(text)} is not a date; ${DATE_HINT}` }
}

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** Dollars from 1850, '1850', '$1,850.00', '1 850' or 'USD 1850'; never negative, at most 2 decimals. */
export const readMoney = (cell: Cell): Read<number> => {
  if (cell === null) return { value: null }
  let amount: number
  if (typeof cell === 'number') {
    amount = cell
  } else {
    const text = cell.trim()
    if (!text) return { value: null }
    if (isFormula(text))
      return { error: `holds a formula (${quote(text)}); type the amount itself` }
    const bare = text.replace(/^usd\s*|\s*usd$/i, '').replace(/[$\s,]/g, '')
    if (/^\(.*\)$|^-/.test(bare)) return { error: `cannot be negative (${quote(text)})` }
    if (!/^\d+(\.\d+)?$/.test(bare))
      return { error: `${quote(text)} is not an amount; use a number such as 1850.00` }
    amount = Number(bare)
  }
  if (amount < 0) return { error: `cannot be negative (${quote(String(cell))})` }
  if (amount > MAX_DOLLARS) return { error: 'cannot be over $1,000,000' }
  // Amounts computed in a sheet carry float noise (1850.0000000001); anything else past cents is a typo.
  const rounded = Math.round(amount * 100) / 100
  if (!hasAtMostTwoDecimals(amount) && Math.abs(amount - rounded) > 1e-9) {
    return { error: `${quote(String(cell))} has more than 2 decimals` }
  }
  return { value: rounded }
}

/** A balance: like an amount, but '-50', '(50.00)' and '$-50' are a credit of $50. */
export const readBalance = (cell: Cell): Read<number> => {
  if (typeof cell === 'number') {
    const read = readMoney(Math.abs(cell))
    return read.value === null || read.value === undefined
      ? read
      : { value: Math.sign(cell) * read.value }
  }
  const text = cell?.trim() ?? ''
  const bare = text.replace(/^usd\s*|\s*usd$/i, '').replace(/[$\s,]/g, '')
  const negative = /^\(.*\)$|^-/.test(bare)
  const read = readMoney(negative ? bare.replace(/^-|^\(|\)$/g, '') : cell)
  if (read.value === null || read.value === undefined) return read
  return { value: negative ? -read.value : read.value }
}

/**
 * 'Maria Garcia' → Maria / Garcia; 'Garcia, Maria' → Maria / Garcia; 'Maria de la Cruz' →
 * Maria / de la Cruz. A single word cannot be split.
 */
export const splitFullName = (fullName: string): { firstName: string; lastName: string } | null => {
  const comma = /^([^,]+),\s*(.+)$/.exec(fullName)
  if (comma) return { firstName: (comma[2] ?? '').trim(), lastName: (comma[1] ?? '').trim() }
  const words = fullName.split(/\s+/).filter(Boolean)
  if (words.length < 2) return null
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}
