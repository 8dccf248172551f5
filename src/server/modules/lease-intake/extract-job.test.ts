import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { extractLeaseJob, type ReadOptions } from './extract-job'
import { TIMED_OUT, TOO_COMPLEX } from './extract/errors'
import { EXTRACT_LEASE_JOB } from './intake.service'
import { fixturePdf, getIntake, uploadIntake } from './test-intakes'

describe.each(testDialects)('the extract_lease job on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  /** Uploads the PDF and runs the job with a reader held to the given limits. */
  const readWith = async (name: string, options: ReadOptions) => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf(name), name)).json()
    const handler = extractLeaseJob(ctx.db, ctx.app.storage, options)
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
    const id = await readWith('lease_summary_sheet.pdf', { maxHeapMb: 4 })
    await expectFinalFailure(id, TOO_COMPLEX)
    // The server that started the dead reader still answers.
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  })

  it('ends the intake failed when the reader passes its deadline', async () => {
    const id = await readWith('dc_housing_provider_lease_scanned.pdf', { timeoutMs: 300 })
    await expectFinalFailure(id, TIMED_OUT)
  })
})
