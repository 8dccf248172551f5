import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { enqueueJob } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import { runLedgerDay } from './ledger-day'

export const LEDGER_DAY_JOB = 'ledger_day'

/**
 * Queues the scheduler's work for `day` once, however many servers ask: the day's row and its job
 * are inserted in one transaction, and the day's primary key lets only the first insert through.
 * True when this call queued it.
 */
export const scheduleLedgerDay = async (db: Kysely<Database>, day: string, now: Date) =>
  db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('scheduler_days')
      .values({ day, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst()
    if (!claimed) return false
    // The queue keeps real time: a job is due when it is queued, whatever day it works for.
    await enqueueJob(trx, LEDGER_DAY_JOB, { day })
    return true
  })

/**
 * Runs one day's ledger work. A retry after a crash, or a second run, only adds what the first
 * did not post: every entry and reminder has its natural key.
 */
export const ledgerDayJob = (
  db: Kysely<Database>,
  options: { publicUrl: string; reminderDaysBefore: number; now: () => Date },
): JobHandler => ({
  lockMs: 30_000,
  maxAttempts: 5,
  retryAfterMs: 60_000,
  run: async (payload) => {
    const { day } = payload as { day: string }
    await runLedgerDay(db, day, {
      publicUrl: options.publicUrl,
      reminderDaysBefore: options.reminderDaysBefore,
      now: options.now(),
    })
  },
})
