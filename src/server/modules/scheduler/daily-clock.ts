import type { Kysely } from 'kysely'
import { todayIso } from '../../../shared/dates'
import type { Database } from '../../db/schema'
import { scheduleLedgerDay } from './scheduler-job'

export type DailyClock = { stop: () => void }

/**
 * Starts the scheduler's day: at start (which also catches up on days the server was down, as a
 * day's run posts everything due by then) and whenever the date changes, checked every
 * `checkMs`. Several servers may all ask; only one job per day is queued.
 */
export const startDailyClock = (
  db: Kysely<Database>,
  options: {
    now: () => Date
    onScheduled: () => void
    onError: (error: unknown) => void
    checkMs?: number
  },
): DailyClock => {
  let lastDay = ''
  const tick = async () => {
    const now = options.now()
    const day = todayIso(now)
    if (day === lastDay) return
    if (await scheduleLedgerDay(db, day, now)) options.onScheduled()
    lastDay = day
  }
  const run = () => void tick().catch(options.onError)
  run()
  const timer = setInterval(run, options.checkMs ?? 60_000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
