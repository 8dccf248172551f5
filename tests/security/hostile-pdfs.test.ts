import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tooManyPages, TOO_LARGE } from '../../src/server/modules/lease-intake/extract/errors'
import { MAX_PAGES } from '../../src/server/modules/lease-intake/extract/limits'
import {
  getIntake,
  runJobs,
  uploadIntake,
} from '../../src/server/modules/lease-intake/test-intakes'
import {
  brokenXref,
  contentStreamBomb,
  deeplyNested,
  htmlPolyglot,
  imageBomb,
  manyPages,
} from '../hostile-pdfs'
import { signInNewAdmin } from '../sessions'
import { createTestApp, type TestContext } from '../test-app'
import { testDialects } from '../test-database'

const MB = 1024 * 1024

/**
 * Runs the queued intake job while asking /api/health every 20 ms; answers the slowest health
 * answer and how much this process's resident memory grew over the read.
 */
const readWhileProbing = async (ctx: TestContext) => {
  const rssBefore = process.memoryUsage().rss
  let slowest = 0
  let probes = 0
  let reading = true
  const read = runJobs(ctx).finally(() => {
    reading = false
  })
  while (reading) {
    const started = performance.now()
    const health = await ctx.app.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(200)
    slowest = Math.max(slowest, performance.now() - started)
    probes++
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await read
  return { slowest, probes, rssGrowth: process.memoryUsage().rss - rssBefore }
}

describe.each(testDialects)('hostile lease PDFs on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeAll(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterAll(() => ctx.close())

  const cases: [string, () => Buffer | Promise<Buffer>, string][] = [
    ['a content stream that inflates to 2 GB', () => contentStreamBomb(), TOO_LARGE],
    ['twelve 36-megapixel images on one page', () => imageBomb(), TOO_LARGE],
    [
      'twelve 36-megapixel images whose size is given by reference',
      () => imageBomb(12, 6000, { indirectSize: true }),
      TOO_LARGE,
    ],
    ['arrays nested 100,000 deep', () => deeplyNested(), TOO_LARGE],
    ['10,000 pages', () => manyPages(), tooManyPages(MAX_PAGES)],
  ]

  it.each(cases)(
    'ends the intake of %s failed with a sentence, with the server answering and its memory flat',
    { timeout: 120_000 },
    async (_name, build, sentence) => {
      const pdf = await build()
      expect(pdf.length).toBeLessThan(20 * MB)
      const uploaded = await uploadIntake(ctx, headers, pdf, 'signed-lease.pdf')
      expect(uploaded.statusCode).toBe(201)
      const { slowest, probes, rssGrowth } = await readWhileProbing(ctx)
      expect(await getIntake(ctx, headers, uploaded.json().id)).toMatchObject({
        status: 'failed',
        errorMessage: sentence,
      })
      expect(probes).toBeGreaterThan(0)
      expect(slowest).toBeLessThan(100)
      expect(rssGrowth).toBeLessThan(100 * MB)
    },
  )

  it('reads a PDF with a broken xref table as far as it can, or says it is damaged', async () => {
    const uploaded = await uploadIntake(ctx, headers, brokenXref(), 'lease.pdf')
    expect(uploaded.statusCode).toBe(201)
    await runJobs(ctx)
    const intake = await getIntake(ctx, headers, uploaded.json().id)
    // pdf.js rebuilds a broken xref by scanning; this one has one blank page and no text.
    expect(intake.status).toBe('failed')
    expect(typeof intake.errorMessage).toBe('string')
  })

  it('refuses an HTML page carrying "%PDF-" as not a PDF, storing nothing', async () => {
    const files = async () =>
      (await ctx.db.selectFrom('stored_files').select('id').execute()).length
    const before = await files()
    const uploaded = await uploadIntake(ctx, headers, htmlPolyglot(), 'signed-lease.html')
    expect(uploaded.statusCode).toBe(415)
    expect(await files()).toBe(before)
  })
})
