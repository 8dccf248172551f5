import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import {
  EXE_BYTES,
  JPEG_BYTES,
  multipartBody,
  PNG_BYTES,
  type FormFile,
} from '../../../../tests/multipart'
import { MAINTENANCE_REQUEST_FIELDS as VALID } from '../../../../tests/maintenance-requests'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'

type Cookies = Record<string, string>

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const photo = (name: string, bytes: Uint8Array = PNG_BYTES): FormFile => ({
  field: 'files',
  filename: name,
  bytes,
  type: 'image/png',
})

describe.each(testDialects)('tenant maintenance requests on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const submit = async (
    cookies: Cookies,
    fields: Record<string, string> = VALID,
    files: FormFile[] = [],
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      cookies,
      ...(await multipartBody(fields, files)),
    })

  const countRows = async () => ({
    requests: (await ctx.db.selectFrom('maintenance_requests').select('id').execute()).length,
    files: (await ctx.db.selectFrom('stored_files').select('id').execute()).length,
    events: (await ctx.db.selectFrom('maintenance_events').select('id').execute()).length,
    bytes: (await ctx.app.storage.list()).length,
  })
  const NOTHING = { requests: 0, files: 0, events: 0, bytes: 0 }

  it('creates a request with two photos, a submitted event, and photo links the tenant can open', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const preferredDate = daysFromNow(3)
    const res = await submit(cookies, { ...VALID, preferredDate, timeWindow: 'morning' }, [
      photo('sink.png'),
      photo('under the sink.jpg', JPEG_BYTES),
    ])
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      serviceType: 'plumbing',
      specificIssue: 'Leaky faucet',
      urgency: 'high',
      status: 'submitted',
      preferredDate,
      timeWindow: 'morning',
      assignedTo: null,
      rating: null,
      completedAt: null,
    })
    expect(created.files).toHaveLength(2)
    for (const file of created.files) expect(file.filePath).toBe(`/api/files/${file.id}`)
    const first = await ctx.app.inject({ url: created.files[0].filePath, cookies })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    const second = await ctx.app.inject({ url: created.files[1].filePath, cookies })
    expect(second.headers['content-type']).toBe('image/jpeg')

    const events = await ctx.db
      .selectFrom('maintenance_events')
      .selectAll()
      .where('request_id', '=', created.id)
      .execute()
    expect(events).toMatchObject([{ kind: 'submitted', to_status: 'submitted' }])
  })

  it('defaults urgency to medium and treats empty optional fields as not given', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const res = await submit(cookies, {
      serviceType: 'general',
      specificIssue: 'Other',
      description: '  Gate latch is broken.  ',
      urgency: '',
      preferredDate: '',
      timeWindow: '',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      urgency: 'medium',
      description: 'Gate latch is broken.',
      preferredDate: null,
      timeWindow: null,
      files: [],
    })
  })

  it('lists only the tenant’s own requests, newest first', async () => {
    const maria = await signInNewTenant(ctx.app, ctx.db)
    const james = await signInNewTenant(ctx.app, ctx.db)
    await submit(maria.cookies, { ...VALID, description: 'first' })
    await submit(maria.cookies, { ...VALID, description: 'second' })
    await submit(james.cookies, { ...VALID, description: 'not Maria’s' })
    const list = await ctx.app.inject({ url: '/api/maintenance', cookies: maria.cookies })
    expect(list.statusCode).toBe(200)
    expect(list.json().map((r: { description: string }) => r.description)).toEqual([
      'second',
      'first',
    ])
  })

  it('refuses unknown service types, issues of another type, unknown urgencies and time windows, and bad dates, saving nothing', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const cases: [Record<string, string>, string, string][] = [
      [{ ...VALID, serviceType: 'roofing' }, 'serviceType', 'Choose one of: plumbing'],
      [
        { ...VALID, specificIssue: 'Dishwasher' },
        'specificIssue',
        'For Plumbing choose one of: Leaky faucet',
      ],
      [{ ...VALID, urgency: 'urgent' }, 'urgency', 'Choose low, medium or high'],
      [{ ...VALID, timeWindow: 'night' }, 'timeWindow', 'Choose morning, afternoon or evening'],
      [{ ...VALID, preferredDate: '2026-02-30' }, 'preferredDate', 'Pick a date from today'],
      [{ ...VALID, preferredDate: daysFromNow(-5) }, 'preferredDate', 'Pick a date from today'],
      [{ ...VALID, description: '   ' }, 'description', 'Describe the problem'],
      [
        { serviceType: 'plumbing', specificIssue: 'Leaky faucet' },
        'description',
        'This field is required',
      ],
    ]
    for (const [fields, field, message] of cases) {
      const res = await submit(cookies, fields, [photo('a.png')])
      expect(res.statusCode, field).toBe(400)
      expect(res.json().details.fields[field]).toContain(message)
    }
    expect(await countRows()).toEqual(NOTHING)
  })

  it('refuses a renamed executable, an 11 MB photo and a seventh photo, keeping no half-saved request', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    const exe = await submit(cookies, VALID, [photo('fine.png'), photo('virus.png', EXE_BYTES)])
    expect(exe.statusCode).toBe(415)
    expect(exe.json().error).toBe('Photos must be JPG, PNG, GIF or WebP images.')

    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024)])
    const big = await submit(cookies, VALID, [photo('huge.png', large)])
    expect(big.statusCode).toBe(413)
    expect(big.json().error).toBe('Each photo must be 10 MB or smaller.')

    const seven = Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`))
    const many = await submit(cookies, VALID, seven)
    expect(many.statusCode).toBe(413)
    expect(many.json().error).toBe('Attach at most 6 files here.')

    const pdf = await submit(cookies, VALID, [photo('lease.png', Buffer.from('%PDF-1.7\n'))])
    expect(pdf.statusCode).toBe(415)
    expect(await countRows()).toEqual(NOTHING)

    expect(
      (
        await submit(
          cookies,
          VALID,
          Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)),
        )
      ).statusCode,
    ).toBe(201)
  })

  it('shows a request’s timeline: submitted, status changes, visible notes and completion, never internal notes', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { id } = (await submit(tenant.cookies)).json()
    const put = (status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/maintenance/${id}`,
        headers: admin.headers,
        payload: { status },
      })
    const note = (text: string, isInternal: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/maintenance/${id}/notes`,
        headers: admin.headers,
        payload: { note: text, isInternal },
      })
    await put('scheduled')
    await note('Cartridge is worn; bring a spare.', 1)
    await note('The plumber comes Tuesday morning.', 0)
    await put('completed')

    const res = await ctx.app.inject({ url: `/api/maintenance/${id}`, cookies: tenant.cookies })
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.status).toBe('completed')
    expect(detail.completedAt).not.toBeNull()
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'submitted',
      'status_changed',
      'note',
      'completed',
    ])
    expect(detail.timeline[1]).toMatchObject({ fromStatus: 'submitted', toStatus: 'scheduled' })
    expect(detail.timeline[2]).toMatchObject({ note: 'The plumber comes Tuesday morning.' })
    expect(JSON.stringify(detail)).not.toContain('Cartridge')

    // Steps in one millisecond have no recorded order: submitted still opens, completed still closes.
    const sameInstant = '2026-03-02T09:00:00.000Z'
    await ctx.db.updateTable('maintenance_events').set({ created_at: sameInstant }).execute()
    await ctx.db.updateTable('maintenance_notes').set({ created_at: sameInstant }).execute()
    const tied = (
      await ctx.app.inject({ url: `/api/maintenance/${id}`, cookies: tenant.cookies })
    ).json()
    const kinds = tied.timeline.map((entry: { kind: string }) => entry.kind)
    expect(kinds[0]).toBe('submitted')
    expect(kinds.at(-1)).toBe('completed')
    expect([...kinds].sort()).toEqual(['completed', 'note', 'status_changed', 'submitted'])
  })

  it('lets a tenant rate completed work 1–5 and change the rating, but not rate open work or bad values', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const { id } = (await submit(tenant.cookies)).json()
    const rate = (rating: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/maintenance/${id}/rating`,
        cookies: tenant.cookies,
        payload: { rating },
      })

    const early = await rate(5)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe('You can rate a request once it is completed.')

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/maintenance/${id}`,
      headers: admin.headers,
      payload: { status: 'completed' },
    })
    for (const bad of [0, 6, 2.5, 'five', null])
      expect((await rate(bad)).statusCode, String(bad)).toBe(400)
    expect((await rate(4)).json().rating).toBe(4)
    expect((await rate(5)).json().rating).toBe(5)
    expect(
      (await ctx.app.inject({ url: '/api/maintenance', cookies: tenant.cookies })).json()[0].rating,
    ).toBe(5)
  })

  it('keeps one tenant out of another’s requests, photos and ratings', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const other = await signInNewTenant(ctx.app, ctx.db)
    const created = (await submit(owner.cookies, VALID, [photo('a.png')])).json()

    const detail = await ctx.app.inject({
      url: `/api/maintenance/${created.id}`,
      cookies: other.cookies,
    })
    expect(detail.statusCode).toBe(404)
    expect(detail.json().error).toBe('Maintenance request not found.')
    const rating = await ctx.app.inject({
      method: 'POST',
      url: `/api/maintenance/${created.id}/rating`,
      cookies: other.cookies,
      payload: { rating: 1 },
    })
    expect(rating.statusCode).toBe(404)
    expect(
      (await ctx.app.inject({ url: created.files[0].filePath, cookies: other.cookies })).statusCode,
    ).toBe(404)
    expect(
      (await ctx.app.inject({ url: '/api/maintenance', cookies: other.cookies })).json(),
    ).toEqual([])
  })

  it('needs a tenant session, and keeps tenants out of the admin calls', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    expect((await ctx.app.inject({ url: '/api/maintenance' })).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ url: '/api/admin/maintenance', cookies: tenant.cookies })).statusCode,
    ).toBe(401)
    expect(
      (await ctx.app.inject({ url: '/api/admin/maintenance', headers: tenant.headers })).statusCode,
    ).toBe(403)
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${crypto.randomUUID()}/notes`,
      headers: tenant.headers,
      payload: { note: 'hi', isInternal: 0 },
    })
    expect(note.statusCode).toBe(403)
  })
})
