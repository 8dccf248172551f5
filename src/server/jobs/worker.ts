import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { claimJob, failJob, finishJob, renewJobLock, requeueStaleJobs, type Job } from './queue'

export type JobHandler = {
  run: (payload: unknown, job: Job) => Promise<void>
  /**
   * How long a claim holds without news from its claimant. The worker claims for the longest
   * lockMs of its handlers and renews every third of that while the job runs, so only a dead
   * claimant's job is taken over, that long after it died.
   */
  lockMs: number
  maxAttempts: number
  retryAfterMs: number
  /** What this handler brings that jobs may require (the file store it reads), see enqueueJob. */
  offers?: string
  /** Called once the last attempt failed, to record the failure where people see it. */
  onFinalFailure?: (payload: unknown, error: Error) => Promise<void>
}

export type Worker = { nudge: () => void; stop: () => Promise<void> }

/** Claims and runs one due job; false when none was due. A failure is recorded, never thrown. */
export const processNextJob = async (
  db: Db,
  handlers: Record<string, JobHandler>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> => {
  const kinds = Object.keys(handlers)
  const longestLock = Math.max(...kinds.map((kind) => handlers[kind]?.lockMs ?? 0))
  const offers = Object.values(handlers).flatMap((handler) => handler.offers ?? [])
  const job = await claimJob(db, kinds, longestLock, new Date(), offers)
  if (!job) return false
  const handler = handlers[job.kind]
  if (!handler) return true
  const heartbeat = setInterval(() => {
    renewJobLock(db, job, longestLock).catch((error: unknown) =>
      log.warn(
        { job: job.id, kind: job.kind, err: (error as Error).message },
        'job lock renewal failed',
      ),
    )
  }, longestLock / 3)
  try {
    await handler.run(job.payload, job)
    await finishJob(db, job.id)
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught))
    log.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, err: error.message },
      'job failed',
    )
    if (await failJob(db, job, error.message, handler))
      await handler.onFinalFailure?.(job.payload, error)
  } finally {
    clearInterval(heartbeat)
  }
  return true
}

/**
 * One loop that runs queued jobs one at a time: polls every `pollMs`, or at once when nudged
 * after an enqueue. Stale claims are re-queued on every idle pass, so a job whose server died is
 * picked up by a live one.
 */
export const startWorker = (
  db: Db,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  pollMs = 1000,
): Worker => {
  let isStopped = false
  let wake: (() => void) | undefined
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs)
      wake = () => (clearTimeout(timer), resolve())
    })

  const loop = (async () => {
    while (!isStopped) {
      try {
        if (await processNextJob(db, handlers, log)) continue
        await requeueStaleJobs(db)
      } catch (error) {
        log.error({ err: error }, 'job loop error')
      }
      if (!isStopped) await sleep()
    }
  })()

  return {
    nudge: () => wake?.(),
    stop: async () => {
      isStopped = true
      wake?.()
      await loop
    },
  }
}
