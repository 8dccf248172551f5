const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar date (YYYY-MM-DD, read in local time so it never shifts a day) or a timestamp
 * (ISO 8601), as 'Mar 5, 2026'. Empty or unreadable input gives ''.
 */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return ''
  const match = ISO_DATE.exec(value)
  const date = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date)
}

/** A timestamp as 'Mar 5, 2026, 2:30 PM' in the viewer's time zone. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date)
}

/** Today in the viewer's time zone as YYYY-MM-DD, for date inputs' min. */
export const localTodayIso = (now: Date = new Date()): string =>
  [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-')
