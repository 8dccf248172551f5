import type { Db } from '../db/database'
import { processNextJob, type JobHandler } from './worker'

const quiet = { warn: () => undefined }

/**
 * Runs due jobs now, in this process, until none is left: what tests and scripts use instead of
 * waiting for the worker's poll. Jobs retried after a back-off are not due yet and stay queued.
 */
export const runQueuedJobs = async (
  db: Db,
  handlers: Record<string, JobHandler>,
): Promise<number> => {
  let count = 0
  while (await processNextJob(db, handlers, quiet)) count++
  return count
}
