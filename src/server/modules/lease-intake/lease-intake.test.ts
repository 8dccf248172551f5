import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertTenant } from '../../../../tests/factories'
import { EXE_BYTES } from '../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { parseExtractedJson } from '../../../shared/schemas/lease-intake'
import { buildApp } from '../../app'
import { claimJob, enqueueJob } from '../../jobs/queue'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { extractLeaseJob } from './extract-job'
import { EXTRACT_LEASE_JOB } from './intake.service'
import {
  DC_LEASE,
  extractedIntake,
  fixturePdf,
  getIntake,
  oversizedImagePdf,
  runJobs,
  uploadIntake,
} from './test-intakes'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const pagesPdf = async (count: number) => {
  const pdf = await PDFDocument.create()
  for (let i = 0; i < count; i++) pdf.addPage()
  return pdf.save()
}

describe.each(testDialects)('lease intake on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const nothingStored = async () => {
    expect(await ctx.db.selectFrom('document_intakes').selectAll().execute()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').selectAll().execute()).toEqual([])
    expect(await ctx.db.selectFrom('jobs').selectAll().execute()).toEqual([])
    expect(await ctx.app.storage.list()).toEqual([])
  }

  it('answers an upload at once in uploaded and leaves the reading to the job', async () => {
    const res = await uploadIntake(ctx, headers, fixturePdf(DC_LEASE), 'Bell lease.pdf')
    expect(res.statusCode).toBe(201)
    const uploaded = res.json()
    expect(uploaded).toMatchObject({
      originalName: 'Bell lease.pdf',
      status: 'uploaded',
      extractedJson: null,
      confidenceScore: null,
      errorMessage: null,
      processedAt: null,
      sizeBytes: fixturePdf(DC_LEASE).length,
    })
    expect(uploaded.filePath).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
    const jobs = await ctx.db.selectFrom('jobs').select(['kind', 'status', 'payload']).execute()
    expect(jobs).toEqual([
      {
        kind: EXTRACT_LEASE_JOB,
        status: 'queued',
        payload: JSON.stringify({ intakeId: uploaded.id }),
      },
    ])
    expect((await getIntake(ctx, headers, uploaded.id)).status).toBe('uploaded')

    await runJobs(ctx)
    const extracted = await getIntake(ctx, headers, uploaded.id)
    expect(extracted).toMatchObject({ status: 'extracted', errorMessage: null })
    expect(extracted.confidenceScore).toBeGreaterThanOrEqual(0.8)
    expect(extracted.processedAt >= extracted.createdAt).toBe(true)
    const data = parseExtractedJson(extracted.extractedJson)
    expect(data).toMatchObject({
      tenant: { firstName: 'Marcus', lastName: 'Bell', email: 'marcus.bell@example.com' },
      property: { address: '1418 Columbia Road NW, Apt 304, Washington, DC 20009' },
      lease: { startDate: '2026-03-01', endDate: '2027-02-28', monthlyRent: 2350 },
      management: { rpo: 'Eleanor Whitfield' },
      hasMatches: false,
      tenantMatches: [],
    })
    const file = await ctx.app.inject({ url: uploaded.filePath, headers })
    expect(file.rawPayload.equals(fixturePdf(DC_LEASE))).toBe(true)
  })

  it('says for each reviewed field how sure it is and where on which page it was read', async () => {
    const intake = await extractedIntake(ctx, headers)
    const readings = parseExtractedJson(intake.extractedJson)?.readings ?? {}
    expect(readings.monthlyRent).toEqual({
      confidence: expect.any(Number),
      evidence: {
        page: 1,
        text: 'Monthly Rent $2,350.00',
        boxes: [expect.objectContaining({ width: expect.any(Number) })],
      },
    })
    expect(readings.tenants?.evidence).toMatchObject({
      page: 1,
      text: expect.stringMatching(/Marcus Bell/),
    })
    // The rent's box sits where '$2,350.00' is printed: right of its label, about 44 % down the page.
    const [box] = readings.monthlyRent?.evidence?.boxes ?? []
    expect(box!.x).toBeGreaterThan(0.3)
    expect(box!.y).toBeGreaterThan(0.4)
    expect(box!.y).toBeLessThan(0.5)
    expect(readings.startDate?.evidence?.text).toBe('Lease Start Date March 1, 2026')
  })

  it('lists intakes newest first with the total', async () => {
    const first = (
      await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'), 'first.pdf')
    ).json()
    const second = (
      await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'), 'second.pdf')
    ).json()
    await ctx.db
      .updateTable('document_intakes')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', first.id)
      .execute()
    const res = await ctx.app.inject({ url: '/api/admin/lease-intake', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((intake: { id: string }) => intake.id)).toEqual([second.id, first.id])
    expect(res.headers['x-total-count']).toBe('2')
    const page = await ctx.app.inject({ url: '/api/admin/lease-intake?q=FIRST&limit=1', headers })
    expect(page.json().map((intake: { id: string }) => intake.id)).toEqual([first.id])
    expect(page.headers['x-total-count']).toBe('1')
  })

  it('ranks existing tenants by name, email and phone with the reasons', async () => {
    const same = await insertTenant(ctx.db, {
      first_name: 'Marcus',
      last_name: 'Bell',
      email: 'marcus.bell@example.com',
      phone: '202-555-0148',
    })
    const typo = await insertTenant(ctx.db, {
      first_name: 'Marcus',
      last_name: 'Belle',
      email: 'mb@example.com',
      phone: null,
    })
    const coTenant = await insertTenant(ctx.db, {
      first_name: 'Danielle',
      last_name: 'Okafor',
      email: 'd.okafor@example.com',
    })
    await insertTenant(ctx.db, {
      first_name: 'Nora',
      last_name: 'Bell',
      email: 'nora.bell@example.com',
      phone: null,
    })
    const data = parseExtractedJson((await extractedIntake(ctx, headers)).extractedJson)
    expect(data?.hasMatches).toBe(true)
    expect(data?.tenantMatches.map((match) => [match.tenant.id, match.matchReasons])).toEqual([
      [same.id, ['Name matches', 'Email matches', 'Phone matches']],
      [coTenant.id, ['Name matches']],
      [typo.id, ['Similar name']],
    ])
    expect(data?.tenantMatches[0]).toMatchObject({
      confidence: 1,
      tenant: { unit: same.unit, email: same.email, phone: '202-555-0148' },
    })
    expect(data?.tenantMatches[1]?.confidence).toBe(0.85)
  })

  it('refuses a file that is not a PDF whatever its name, and one over 20 MB', async () => {
    const exe = await uploadIntake(ctx, headers, EXE_BYTES, 'lease.pdf')
    expect(exe.statusCode).toBe(415)
    expect(exe.json().error).toBe('This file is not a PDF')
    const text = await uploadIntake(ctx, headers, Buffer.from('Lease between A and B'), 'lease.pdf')
    expect(text.statusCode).toBe(415)
    expect(text.json().error).toBe('This file is not a PDF')
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(22_000_000 - 9)])
    const big = await uploadIntake(ctx, headers, huge, 'scan.pdf')
    expect(big.statusCode).toBe(413)
    expect(big.json().error).toBe('This PDF is 20.98 MB; the limit is 20 MB')
    const empty = await uploadIntake(ctx, headers, Buffer.alloc(0), 'empty.pdf')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().details.fields).toEqual({ document: 'Choose a PDF file to upload' })
    await nothingStored()
  })

  it('refuses a PDF that pdf.js cannot open at upload, with a sentence', async () => {
    const truncated = fixturePdf('month_to_month_agreement.pdf').subarray(0, 400)
    const refused = await uploadIntake(ctx, headers, truncated, 'truncated.pdf')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe(
      'This PDF could not be opened; it may be damaged. Save or export it again and upload that copy.',
    )
    expect(await ctx.db.selectFrom('document_intakes').select('id').execute()).toEqual([])
  })

  // Each upload and each read starts a reader process: a few seconds each on a busy machine.
  it(
    'ends unreadable PDFs as failed with a sentence and still reads the others',
    { timeout: 90_000 },
    async () => {
      const bad: [string, Uint8Array][] = [
        ['locked.pdf', fixturePdf('password_protected.pdf')],
        ['no-pages.pdf', await pagesPdf(0)],
        ['five-hundred.pdf', await pagesPdf(500)],
        ['bomb.pdf', await oversizedImagePdf()],
      ]
      const ids = new Map<string, string>()
      for (const [name, bytes] of bad)
        ids.set(name, (await uploadIntake(ctx, headers, bytes, name)).json().id)
      const good = (await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'))).json()
      await runJobs(ctx)
      const messages = await Promise.all(
        [...ids.values()].map(async (id) => getIntake(ctx, headers, id)),
      )
      expect(messages.map((intake) => [intake.status, intake.errorMessage])).toEqual([
        ['failed', 'This PDF is password-protected'],
        ['failed', 'This file has no pages'],
        ['failed', 'This PDF has too many pages (over 100)'],
        ['failed', 'The scan could not be read'],
      ])
      expect(messages.every((intake) => intake.processedAt !== null)).toBe(true)
      expect((await getIntake(ctx, headers, good.id)).status).toBe('extracted')
      // A failed reading is final: nothing is retried or left queued.
      const jobs = await ctx.db.selectFrom('jobs').select('status').execute()
      expect(jobs.every((job) => job.status === 'done')).toBe(true)
    },
  )

  it('ends an image-only PDF that OCR cannot read as failed', { timeout: 90_000 }, async () => {
    const pdf = await PDFDocument.create()
    const png = await pdf.embedPng(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP6DwABBQECz6AuzQAAAABJRU5ErkJggg==',
        'base64',
      ),
    )
    pdf.addPage([612, 792]).drawImage(png, { x: 0, y: 0, width: 612, height: 792 })
    const { id } = (await uploadIntake(ctx, headers, await pdf.save(), 'blank scan.pdf')).json()
    await runJobs(ctx)
    expect(await getIntake(ctx, headers, id)).toMatchObject({
      status: 'failed',
      errorMessage: 'The scan could not be read',
    })
  })

  it('does no harm when the job runs twice', async () => {
    const intake = await extractedIntake(ctx, headers, 'lease_summary_sheet.pdf')
    await enqueueJob(ctx.db, EXTRACT_LEASE_JOB, { intakeId: intake.id })
    await enqueueJob(ctx.db, EXTRACT_LEASE_JOB, { intakeId: UNKNOWN_ID })
    await runJobs(ctx)
    expect(await getIntake(ctx, headers, intake.id)).toEqual(intake)
  })

  it('fails an intake whose stored file is gone, without retrying', async () => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'))).json()
    for (const file of await ctx.app.storage.list()) await ctx.app.storage.delete(file.key)
    await runJobs(ctx)
    expect(await getIntake(ctx, headers, id)).toMatchObject({
      status: 'failed',
      errorMessage: 'The uploaded file is no longer available. Upload the lease again.',
    })
  })

  it('reads a job a dead server left running once a new server starts', async () => {
    const { id } = (await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'))).json()
    // The dead server claimed the job and began reading; its lock ran out a minute ago.
    expect(
      await claimJob(ctx.db, [EXTRACT_LEASE_JOB], 1_000, new Date(), [ctx.app.storage.id]),
    ).toBeDefined()
    await ctx.db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 60_000).toISOString() })
      .execute()
    await ctx.db
      .updateTable('document_intakes')
      .set({ status: 'processing' })
      .where('id', '=', id)
      .execute()

    const restarted = await buildApp({
      config: ctx.config,
      db: ctx.db,
      databaseKind: dialect,
      runJobs: true,
    })
    try {
      await restarted.ready()
      // The runner stores the intake before it marks its job done, so wait for the job.
      const readJob = () =>
        ctx.db
          .selectFrom('jobs')
          .select(['status', 'attempts'])
          .where('kind', '=', EXTRACT_LEASE_JOB)
          .executeTakeFirstOrThrow()
      let job = await readJob()
      for (let waited = 0; job.status !== 'done' && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        job = await readJob()
      }
      expect(job).toEqual({ status: 'done', attempts: 2 })
      expect((await getIntake(ctx, headers, id)).status).toBe('extracted')
    } finally {
      await restarted.close()
    }
  })

  it('is for admins only', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const calls = [
      { method: 'GET', url: '/api/admin/lease-intake' },
      { method: 'GET', url: `/api/admin/lease-intake/${UNKNOWN_ID}` },
      { method: 'POST', url: '/api/admin/lease-intake/upload' },
      {
        method: 'POST',
        url: `/api/admin/lease-intake/${UNKNOWN_ID}/finalize`,
        payload: { tenant: {}, lease: {} },
      },
    ] as const
    for (const call of calls) {
      expect((await ctx.app.inject({ ...call })).statusCode).toBe(401)
      expect((await ctx.app.inject({ ...call, headers: tenant.headers })).statusCode).toBe(403)
      // A tenant's cookie is no admin session at all.
      expect((await ctx.app.inject({ ...call, cookies: tenant.cookies })).statusCode).toBe(401)
    }
    const intake = (await uploadIntake(ctx, headers, fixturePdf('lease_summary_sheet.pdf'))).json()
    const file = await ctx.app.inject({ url: intake.filePath, headers: tenant.headers })
    expect(file.statusCode).toBe(404)
    expect(
      (await ctx.app.inject({ url: `/api/admin/lease-intake/${UNKNOWN_ID}`, headers })).statusCode,
    ).toBe(404)
  })

  describe('Retry from Processing History', () => {
    const retry = (id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/lease-intake/${id}/retry`, headers })

    /** An intake whose reading failed for a reason that can pass: a reader out of time. */
    const timedOutIntake = async () => {
      const { id } = (await uploadIntake(ctx, headers, fixturePdf(DC_LEASE), DC_LEASE)).json()
      const hurried = {
        [EXTRACT_LEASE_JOB]: extractLeaseJob(ctx.db, ctx.app.storage, {
          readers: ctx.app.readers,
          timeoutMs: 1,
        }),
      }
      await runQueuedJobs(ctx.db, hurried)
      expect((await getIntake(ctx, headers, id)).status).toBe('failed')
      return id as string
    }

    it('reads a failed lease again and ends extracted', async () => {
      const id = await timedOutIntake()
      const res = await retry(id)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id, status: 'uploaded', errorMessage: null })
      await runJobs(ctx)
      expect((await getIntake(ctx, headers, id)).status).toBe('extracted')
    })

    it('reads it once when Retry is pressed twice', async () => {
      const id = await timedOutIntake()
      expect((await retry(id)).statusCode).toBe(200)
      const again = await retry(id)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toBe('Only a lease whose reading failed can be read again.')
      expect(await runJobs(ctx)).toBe(1)
    })

    it('refuses an intake that did not fail, and an unknown one', async () => {
      const intake = await extractedIntake(ctx, headers)
      expect((await retry(intake.id)).statusCode).toBe(409)
      expect((await retry(UNKNOWN_ID)).statusCode).toBe(404)
    })

    it('is for admins only', async () => {
      const id = await timedOutIntake()
      const tenant = await signInNewTenant(ctx.app, ctx.db)
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/lease-intake/${id}/retry`,
        headers: tenant.headers,
      })
      expect(res.statusCode).toBe(403)
      expect((await getIntake(ctx, headers, id)).status).toBe('failed')
    })
  })
})
