import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { multipartBody, PNG_BYTES } from '../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../tests/sessions'

/** Requests broken before any route logic runs still get a 4xx and the one {error} body (errors.ts). */
describe.each(testDialects)('malformed requests on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const rowCounts = async () => ({
    requests: (await ctx.db.selectFrom('maintenance_requests').select('id').execute()).length,
    files: (await ctx.db.selectFrom('stored_files').select('id').execute()).length,
    bytes: (await ctx.app.storage.list()).length,
  })

  it('answers a path parameter longer than the router takes with a 414 in the error shape', async () => {
    const { headers } = await signInNewTenant(ctx.app, ctx.db)
    const res = await ctx.app.inject({ url: `/api/maintenance/${'a'.repeat(200)}`, headers })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({ error: 'The address is too long.' })
  })

  it.each([
    ['no boundary', 'multipart/form-data', '{}'],
    [
      'a boundary the body never uses',
      'multipart/form-data; boundary=----x',
      '{"serviceType":"plumbing"}',
    ],
    [
      'a body cut off mid-part',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="description"\r\n\r\nDrips',
    ],
  ])(
    'answers a multipart body with %s with a 400 and stores nothing',
    async (_, contentType, payload) => {
      const { headers } = await signInNewTenant(ctx.app, ctx.db)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/maintenance',
        headers: { ...headers, 'content-type': contentType },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: 'The upload is not a valid multipart form; send it again.',
      })
      expect(await rowCounts()).toEqual({ requests: 0, files: 0, bytes: 0 })
    },
  )

  it('answers a file cut off mid-upload with a 400, and a spreadsheet upload without a boundary too', async () => {
    const { headers } = await signInNewTenant(ctx.app, ctx.db)
    const whole = await multipartBody(
      { serviceType: 'plumbing', specificIssue: 'Leaky faucet', description: 'Drips' },
      [
        {
          field: 'files',
          filename: 'sink.png',
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(4096, 1)]),
          type: 'image/png',
        },
      ],
    )
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: { ...headers, ...whole.headers },
      payload: whole.payload.subarray(0, whole.payload.length - 2000),
    })
    expect(cut.statusCode).toBe(400)
    expect(await rowCounts()).toEqual({ requests: 0, files: 0, bytes: 0 })

    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const sheet = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/upload-excel',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'first_name,last_name\n',
    })
    expect(sheet.statusCode).toBe(400)
    expect(sheet.json()).toEqual({
      error: 'The upload is not a valid multipart form; send it again.',
    })
  })
})
