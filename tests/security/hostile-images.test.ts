import { performance } from 'node:perf_hooks'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertLease } from '../factories'
import { iccpChunk, jpegImage, pngImage } from '../images'
import { reportMaintenanceRequest } from '../maintenance-requests'
import { multipartBody } from '../multipart'
import { signInNewTenant } from '../sessions'
import { createTestApp, type TestContext } from '../test-app'
import { testDialects } from '../test-database'

const MB = 1024 * 1024
const TOO_LARGE =
  'This image is too large to show (over 64 megapixels, or a colour profile that big). Save a smaller copy and upload that.'

/**
 * Sends one upload while asking /api/health every 5 ms; answers the upload's answer, the slowest
 * health answer and how much this process's resident memory grew meanwhile.
 */
const uploadWhileProbing = async (
  ctx: TestContext,
  send: () => Promise<LightMyRequestResponse>,
) => {
  const rssBefore = process.memoryUsage().rss
  let slowest = 0
  let probes = 0
  let sending = true
  const upload = send().finally(() => {
    sending = false
  })
  do {
    const started = performance.now()
    const health = await ctx.app.inject({ url: '/api/health' })
    expect(health.statusCode).toBe(200)
    slowest = Math.max(slowest, performance.now() - started)
    probes++
    await new Promise((resolve) => setTimeout(resolve, 5))
  } while (sending)
  const answer = await upload
  return { answer, slowest, probes, rssGrowth: process.memoryUsage().rss - rssBefore }
}

const typeOf = (filename: string) => (filename.endsWith('.png') ? 'image/png' : 'image/jpeg')

describe.each(testDialects)('hostile images uploaded on %s', (dialect) => {
  let ctx: TestContext
  let cookies: Record<string, string>
  // Built once, before any memory is measured: the profile bomb takes 64 MB of zeros to make.
  const bombs: [string, string, Buffer][] = []
  beforeAll(async () => {
    ctx = await createTestApp(dialect)
    const signedIn = await signInNewTenant(ctx.app, ctx.db)
    cookies = signedIn.cookies
    await insertLease(ctx.db, { tenant_id: signedIn.tenant.id })
    // The first requests of a new server load and compile code; warm it so the probes time the bombs.
    await ctx.app.inject({ url: '/api/health' })
    await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      cookies,
      ...(await multipartBody({}, [])),
    })
    bombs.push(
      ['a JPEG whose header claims 65,535 × 65,535 pixels', 'photo.jpg', jpegImage(65_535, 65_535)],
      ['a PNG whose header claims 65,535 × 65,535 pixels', 'photo.png', pngImage(65_535, 65_535)],
      [
        'a PNG whose colour profile (iCCP) inflates to 64 MB',
        'photo.png',
        pngImage(10, 10, { extraChunks: [iccpChunk(64 * MB)] }),
      ],
    )
  })
  afterAll(() => ctx.close())

  const stored = async () => ({
    rows: (await ctx.db.selectFrom('stored_files').select('id').execute()).length,
    files: (await ctx.app.storage.list()).length,
    requests: (await ctx.db.selectFrom('maintenance_requests').select('id').execute()).length,
    payments: (await ctx.db.selectFrom('payments').select('id').execute()).length,
  })

  const routes: [string, (bytes: Buffer, filename: string) => Promise<LightMyRequestResponse>][] = [
    [
      'a maintenance photo',
      (bytes, filename) =>
        reportMaintenanceRequest(ctx.app, cookies, [
          { field: 'files', filename, bytes, type: typeOf(filename) },
        ]),
    ],
    [
      'a payment proof',
      async (bytes, filename) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/payments',
          cookies,
          ...(await multipartBody(
            { amount: '1425.00', method: 'zelle', period: 'March 2026', zelleRef: 'ZL8K2M4Q' },
            [{ field: 'proofFile', filename, bytes, type: typeOf(filename) }],
          )),
        }),
    ],
  ]

  describe.each(routes)('as %s', (_route, upload) => {
    it('refuses each bomb with a 413 and its sentence, storing nothing, with the server answering and its memory flat', async () => {
      expect(bombs).toHaveLength(3)
      for (const [name, filename, bytes] of bombs) {
        const before = await stored()
        const { answer, slowest, probes, rssGrowth } = await uploadWhileProbing(ctx, () =>
          upload(bytes, filename),
        )
        expect(answer.statusCode, name).toBe(413)
        expect(answer.json(), name).toEqual({ error: TOO_LARGE })
        expect(await stored(), name).toEqual(before)
        expect(probes, name).toBeGreaterThan(0)
        expect(slowest, name).toBeLessThan(100)
        expect(rssGrowth, name).toBeLessThan(50 * MB)
      }
    })

    it('still takes an ordinary photo, so the refusals are about the bombs', async () => {
      const before = await stored()
      const answer = await upload(jpegImage(4000, 3000), 'photo.jpg')
      expect(answer.statusCode).toBe(201)
      expect((await stored()).files).toBe(before.files + 1)
    })
  })
})
