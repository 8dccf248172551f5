import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/test-database'
import { claimJob, enqueueJob, failJob, renewJobLock, requeueStaleJobs } from './queue'
import { runQueuedJobs } from './run-jobs'
import { processNextJob } from './worker'

describe.each(testDialects)('job queue on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
  })
  afterEach(() => database.close())

  it('lets only one of two claimants take a job', async () => {
    await enqueueJob(database.db, 'work', { n: 1 })
    const [first, second] = await Promise.all([
      claimJob(database.db, ['work'], 60_000),
      claimJob(database.db, ['work'], 60_000),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect((first ?? second)?.payload).toEqual({ n: 1 })
  })

  it('puts a job whose claimant died back in the queue once its lock expires', async () => {
    await enqueueJob(database.db, 'work', {})
    const claimed = await claimJob(database.db, ['work'], 1_000)
    expect(claimed).toBeDefined()
    expect(await claimJob(database.db, ['work'], 1_000)).toBeUndefined()
    expect(await requeueStaleJobs(database.db)).toBe(0)
    expect(await requeueStaleJobs(database.db, {}, new Date(Date.now() + 2_000))).toBe(1)
    expect((await claimJob(database.db, ['work'], 1_000))?.attempts).toBe(2)
  })

  it('keeps the claim of a job that runs longer than its lock, so no live job is taken over', async () => {
    await enqueueJob(database.db, 'work', {})
    let takenOver = -1
    const handler = {
      lockMs: 300,
      maxAttempts: 3,
      retryAfterMs: 0,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 900))
        takenOver = await requeueStaleJobs(database.db)
      },
    }
    expect(await processNextJob(database.db, { work: handler }, { warn: () => undefined })).toBe(
      true,
    )
    expect(takenOver).toBe(0)
    const row = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('stops renewing a claim once the job was taken from its claimant', async () => {
    await enqueueJob(database.db, 'work', {})
    const job = await claimJob(database.db, ['work'], 1_000)
    if (!job) throw new Error('no job')
    expect(await renewJobLock(database.db, job, 1_000)).toBe(true)
    expect(await requeueStaleJobs(database.db, {}, new Date(Date.now() + 2_000))).toBe(1)
    expect(await renewJobLock(database.db, job, 1_000)).toBe(false)
  })

  it('retries a failing job and gives up after the last attempt', async () => {
    await enqueueJob(database.db, 'work', {})
    const failures: string[] = []
    const handler = {
      lockMs: 1000,
      maxAttempts: 3,
      retryAfterMs: 0,
      run: async () => {
        throw new Error('boom')
      },
      onFinalFailure: async (_payload: unknown, error: Error) => void failures.push(error.message),
    }
    expect(await runQueuedJobs(database.db, { work: handler })).toBe(3)
    expect(failures).toEqual(['boom'])
    const row = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom' })
  })

  it('backs off before the next attempt', async () => {
    await enqueueJob(database.db, 'work', {})
    const job = await claimJob(database.db, ['work'], 1000)
    if (!job) throw new Error('no job')
    expect(await failJob(database.db, job, 'later', { maxAttempts: 3, retryAfterMs: 60_000 })).toBe(
      false,
    )
    expect(await claimJob(database.db, ['work'], 1000)).toBeUndefined()
  })
})
