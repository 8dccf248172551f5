import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { enqueueJob } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { FileStore } from '../../storage/file-store'
import { removeOrphanedFiles } from './files.service'

export const ORPHAN_SWEEP_JOB = 'orphan_sweep'

/**
 * How old an unreferenced file must be before a sweep removes it. Any server, this one included,
 * may have written a file and not yet committed the row that points at it; no upload takes an hour.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000
/** How long run slots are kept: long after the job they queued has run. */
const SLOT_KEPT_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Queues the sweep of `store` for the hour of `now` once, however many servers ask: the slot row
 * and the job are inserted in one transaction, and the slot's primary key lets only the first
 * through. The job requires the store, so only a server that reaches it sweeps. True when queued.
 */
export const scheduleOrphanSweep = async (db: Kysely<Database>, store: FileStore, now: Date) =>
  db.transaction().execute(async (trx) => {
    const slot = `${ORPHAN_SWEEP_JOB} ${store.id} ${now.toISOString().slice(0, 13)}`
    const claimed = await trx
      .insertInto('run_slots')
      .values({ slot, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('slot').doNothing())
      .returning('slot')
      .executeTakeFirst()
    if (!claimed) return false
    // The queue keeps real time: the job is due when queued, whatever clock named the slot.
    await enqueueJob(trx, ORPHAN_SWEEP_JOB, {}, new Date(), { requires: store.id })
    return true
  })

/** Removes the store's orphaned files past the grace period, and forgets old run slots. */
export const orphanSweepJob = (
  db: Kysely<Database>,
  store: FileStore,
  options: { now: () => Date; log?: (removed: number) => void },
): JobHandler => ({
  // Like every job's: the worker renews the claim while the sweep runs, however long it takes, and
  // claims every job for the longest lock of its handlers, so a longer one here would keep a dead
  // server's intake or ledger day from being taken over for that long.
  lockMs: 30_000,
  maxAttempts: 3,
  retryAfterMs: 60_000,
  offers: store.id,
  run: async () => {
    const now = options.now()
    const removed = await removeOrphanedFiles(db, store, ORPHAN_GRACE_MS, now)
    if (removed) options.log?.(removed)
    await db
      .deleteFrom('run_slots')
      .where('created_at', '<', new Date(now.getTime() - SLOT_KEPT_MS).toISOString())
      .execute()
  },
})

export type SweepClock = { stop: () => void }

/** Asks for the hour's sweep at start and every `checkMs`; the fleet queues one per hour. */
export const startOrphanSweepClock = (
  db: Kysely<Database>,
  store: FileStore,
  options: {
    now: () => Date
    onScheduled: () => void
    onError: (error: unknown) => void
    checkMs?: number
  },
): SweepClock => {
  const run = () =>
    void scheduleOrphanSweep(db, store, options.now()).then(
      (queued) => queued && options.onScheduled(),
      options.onError,
    )
  run()
  const timer = setInterval(run, options.checkMs ?? 10 * 60 * 1000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
