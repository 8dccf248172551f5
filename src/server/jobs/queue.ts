import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database'

/*
 * Background work is a row: enqueued in the same transaction as the
 * record it belongs to, claimed by compare-and-set so several servers on one PostgreSQL share the
 * queue, and re-queued at start when its claimant died. Handlers must be safe to run twice.
 */

export type Job = { id: string; kind: string; payload: unknown; attempts: number }

export const enqueueJob = async (
  db: Db,
  kind: string,
  payload: unknown,
  now = new Date(),
  options: { requires?: string } = {},
): Promise<string> => {
  const id = randomUUID()
  await db
    .insertInto('jobs')
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      status: 'queued',
      attempts: 0,
      locked_until: null,
      run_after: now.toISOString(),
      last_error: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      requires: options.requires ?? null,
    })
    .execute()
  return id
}

/**
 * Takes the oldest due job of the given kinds that this server can run (`has`: what it offers,
 * such as its file store's id), or undefined; a lost race just tries the next.
 */
export const claimJob = async (
  db: Db,
  kinds: string[],
  lockMs: number,
  now = new Date(),
  has: string[] = [],
): Promise<Job | undefined> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = await db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts'])
      .where('status', '=', 'queued')
      .where('run_after', '<=', now.toISOString())
      .where('kind', 'in', kinds)
      .where((eb) =>
        has.length
          ? eb.or([eb('requires', 'is', null), eb('requires', 'in', has)])
          : eb('requires', 'is', null),
      )
      .orderBy('run_after')
      .limit(1)
      .executeTakeFirst()
    if (!candidate) return undefined
    const claimed = await db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: candidate.attempts + 1,
        locked_until: new Date(now.getTime() + lockMs).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', candidate.id)
      .where('status', '=', 'queued')
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 1) {
      return {
        id: candidate.id,
        kind: candidate.kind,
        payload: JSON.parse(candidate.payload),
        attempts: candidate.attempts + 1,
      }
    }
  }
  return undefined
}

/**
 * Extends the claim of a job its claimant is still running (the worker's heartbeat), so a short
 * lock never expires under a live server but a dead server's claim does. False when the claim
 * is no longer this claimant's: re-queued as stale, or finished.
 */
export const renewJobLock = async (
  db: Db,
  job: Job,
  lockMs: number,
  now = new Date(),
): Promise<boolean> => {
  const renewed = await db
    .updateTable('jobs')
    .set({
      locked_until: new Date(now.getTime() + lockMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst()
  return Number(renewed.numUpdatedRows) === 1
}

export const finishJob = async (db: Db, id: string, now = new Date()) => {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_until: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** A failed attempt: queued again after a back-off until maxAttempts, then failed for good. */
export const failJob = async (
  db: Db,
  job: Job,
  error: string,
  options: { maxAttempts: number; retryAfterMs: number },
  now = new Date(),
) => {
  const isFinal = job.attempts >= options.maxAttempts
  await db
    .updateTable('jobs')
    .set({
      status: isFinal ? 'failed' : 'queued',
      locked_until: null,
      last_error: error.slice(0, 2000),
      run_after: new Date(
        now.getTime() + (isFinal ? 0 : options.retryAfterMs * job.attempts),
      ).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .execute()
  return isFinal
}

/**
 * Jobs whose claimant stopped before finishing (crash, kill) go back to the queue: those whose
 * lock expired, or with `everyRunning` (a SQLite server at start, the only process there is) all.
 */
export const requeueStaleJobs = async (
  db: Db,
  options: { everyRunning?: boolean } = {},
  now = new Date(),
) => {
  let query = db
    .updateTable('jobs')
    .set({ status: 'queued', locked_until: null, updated_at: now.toISOString() })
    .where('status', '=', 'running')
  if (!options.everyRunning) query = query.where('locked_until', '<', now.toISOString())
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
