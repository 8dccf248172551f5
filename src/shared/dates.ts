import { z } from 'zod'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written as YYYY-MM-DD (no 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** The sentence names no format: people pick dates in their own locale's picker. */
export const REAL_DATE_MESSAGE = 'Enter a real calendar date'

export const IsoDateSchema = z.string().refine(isIsoDate, REAL_DATE_MESSAGE)

/** Today's date in UTC as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10)
