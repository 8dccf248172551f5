import type { AdminDashboard } from '../../../shared/schemas/admin-dashboard'
import { keptUntilWrite } from '../../db/kept-until-write'

/** The UTC calendar month the figures are counted for: a new month changes the chart and revenue. */
const monthOf = (now: Date) => now.toISOString().slice(0, 7)

/**
 * The last computed dashboard, kept while no write has happened and the month is the same, so
 * that it is never stale (no expiry by time). Requests that arrive while it is being computed
 * share the one computation; a failed one is not kept.
 */
export const createDashboardCache = (compute: (now: Date) => Promise<AdminDashboard>) => {
  const kept = keptUntilWrite<AdminDashboard>({ maxWeight: 1, weigh: () => 1 })
  return (version: number, now = new Date()): Promise<AdminDashboard> =>
    kept(version, monthOf(now), () => compute(now))
}
