import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { extractLeaseJob, FILE_MISSING, type ReadOptions } from './extract-job'
import { TIMED_OUT, TOO_LARGE } from './extract/errors'
import { EXTRACT_LEASE_JOB } from './intake.service'
import { fixturePdf, getIntake, uploadIntake } from './test-intakes'

const LEASE = 'dc_housing_provider_lease.pdf'

describe.each(testDialects)('the extract_lease job on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  /** Uploads the PDF and runs the job with a reader held to the given limits. */
  const readWith = async (name: string, options: Omit<ReadOptions, 'readers'>) => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf(name), name)).json()
    const handler = extractLeaseJob(ctx.db, ctx.app.storage, {
      readers: ctx.app.readers,
      ...options,
    })
    await runQueuedJobs(ctx.db, { [EXTRACT_LEASE_JOB]: handler })
    return id as string
  }

  const expectFinalFailure = async (id: string, sentence: string) => {
    expect(await getIntake(ctx, headers, id)).toMatchObject({
      status: 'failed',
      errorMessage: sentence,
    })
    // Final at once: a PDF that breaks the reader would break it again.
    const jobs = await ctx.db.selectFrom('jobs').select(['status', 'attempts']).execute()
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }])
  }

  it('ends the intake failed with a sentence when the reader runs out of memory', async () => {
    const id = await readWith('lease_summary_sheet.pdf', { memoryMb: 64 })
    await expectFinalFailure(id, TOO_LARGE)
    // The server that started the dead reader still answers.
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  })

  it('ends the intake failed when the reader passes its deadline', async () => {
    const id = await readWith('dc_housing_provider_lease_scanned.pdf', { timeoutMs: 300 })
    await expectFinalFailure(id, TIMED_OUT)
  })

  it('reads the lease on a later attempt when the file store could not be reached', async () => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf(LEASE), LEASE)).json()
    let outages = 1
    const flaky: FileStore = {
      ...ctx.app.storage,
      get: async (key) => {
        if (outages-- > 0) throw new Error('connect ECONNREFUSED 10.0.0.5:443')
        return ctx.app.storage.get(key)
      },
    }
    const handlers = {
      [EXTRACT_LEASE_JOB]: extractLeaseJob(ctx.db, flaky, { readers: ctx.app.readers }),
    }
    await runQueuedJobs(ctx.db, handlers)
    expect((await getIntake(ctx, headers, id)).status).toBe('processing')
    const waiting = await ctx.db
      .selectFrom('jobs')
      .select(['status', 'run_after'])
      .executeTakeFirstOrThrow()
    expect(waiting.status).toBe('queued')
    expect(Date.parse(waiting.run_after)).toBeGreaterThan(Date.now())
    // The back-off has passed.
    await ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(0).toISOString() })
      .execute()
    await runQueuedJobs(ctx.db, handlers)
    expect((await getIntake(ctx, headers, id)).status).toBe('extracted')
    expect(await ctx.db.selectFrom('jobs').select(['status', 'attempts']).execute()).toEqual([
      { status: 'done', attempts: 2 },
    ])
  })

  it('fails the intake at once when its file is gone from the store', async () => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf(LEASE), LEASE)).json()
    const { storage_key } = await ctx.db
      .selectFrom('stored_files')
      .select('storage_key')
      .executeTakeFirstOrThrow()
    await ctx.app.storage.delete(storage_key)
    await runQueuedJobs(ctx.db, {
      [EXTRACT_LEASE_JOB]: extractLeaseJob(ctx.db, ctx.app.storage, { readers: ctx.app.readers }),
    })
    await expectFinalFailure(id, FILE_MISSING)
  })

  it('is left to a server that reaches the store holding the PDF', async () => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf(LEASE), LEASE)).json()
    // Another server on the same database, keeping its files on its own disk.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-other-server-'))
    const otherServer = {
      [EXTRACT_LEASE_JOB]: extractLeaseJob(ctx.db, createLocalFileStore(elsewhere), {
        readers: ctx.app.readers,
      }),
    }
    expect(await runQueuedJobs(ctx.db, otherServer)).toBe(0)
    expect((await getIntake(ctx, headers, id)).status).toBe('uploaded')
    fs.rmSync(elsewhere, { recursive: true, force: true })
    await runQueuedJobs(ctx.db, {
      [EXTRACT_LEASE_JOB]: extractLeaseJob(ctx.db, ctx.app.storage, { readers: ctx.app.readers }),
    })
    expect((await getIntake(ctx, headers, id)).status).toBe('extracted')
  })
})
