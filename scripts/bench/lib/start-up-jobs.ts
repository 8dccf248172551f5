import type { DatabaseHandle } from '../../../src/server/db/database'

const POLL_MS = 250

/**
 * Waits until no job is queued or running, and returns the seconds it took. A server queues the
 * day's ledger run when it starts (and at each midnight): a pass over every active lease that
 * shares the database and the CPU with the reads. Measured beside it, a read's figures would be
 * the ledger run's too; its own duration is reported instead.
 */
export const waitForJobsDone = async (handle: DatabaseHandle, withinSeconds: number) => {
  const started = performance.now()
  for (;;) {
    const { pending } = await handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow()
    const seconds = (performance.now() - started) / 1000
    if (Number(pending) === 0) return seconds
    if (seconds > withinSeconds)
      throw new Error(`The server still had ${pending} jobs to do after ${withinSeconds} s.`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
