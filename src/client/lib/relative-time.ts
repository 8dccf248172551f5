const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/** '3 hours ago', 'yesterday', 'just now' for an ISO timestamp. */
export const formatRelativeTime = (iso: string, now: Date = new Date()): string => {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000
  if (!Number.isFinite(seconds)) return ''
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return 'just now'
}
