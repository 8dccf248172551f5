import type { AdminDashboard } from '../../../shared/schemas/admin-dashboard'

type Kept = { version: number; month: string; dashboard: Promise<AdminDashboard> }

/** The UTC calendar month the figures are counted for: a new month changes the chart and revenue. */
const monthOf = (now: Date) => now.toISOString().slice(0, 7)

/**
 * The last computed dashboard, kept while no write has happened and the month is the same, so
 * that it is never stale (no expiry by time). Requests that arrive while it is being computed
 * share the one computation; a failed one is not kept.
 */
export const createDashboardCache = (compute: (now: Date) => Promise<AdminDashboard>) => {
  let kept: Kept | undefined
  return (version: number, now = new Date()): Promise<AdminDashboard> => {
    const month = monthOf(now)
    if (kept && kept.version === version && kept.month === month) return kept.dashboard
    const entry: Kept = { version, month, dashboard: compute(now) }
    kept = entry
    entry.dashboard.catch(() => {
      if (kept === entry) kept = undefined
    })
    return entry.dashboard
  }
}
