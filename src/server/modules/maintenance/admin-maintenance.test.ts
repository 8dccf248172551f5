import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { multipartBody, PNG_BYTES } from '../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { runQueuedJobs } from '../../jobs/run-jobs'

type Headers = Record<string, string>

describe.each(testDialects)('admin maintenance management on %s', (dialect) => {
  let ctx: TestContext
  let admin: { headers: Headers }
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    admin = await signInNewAdmin(ctx.app, ctx.db)
  })
  afterEach(() => ctx.close())

  const submit = async (
    cookies: Record<string, string>,
    overrides: Record<string, string> = {},
    withPhoto = false,
  ): Promise<{ id: string }> => {
    const fields = {
      serviceType: 'hvac',
      specificIssue: 'AC not cooling',
      description: 'Warm air only.',
      ...overrides,
    }
    const files = withPhoto ? [{ field: 'files', filename: 'unit.png', bytes: PNG_BYTES }] : []
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      cookies,
      ...(await multipartBody(fields, files)),
    })
    expect(res.statusCode).toBe(201)
    return res.json()
  }
  const update = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/maintenance/${id}`,
      headers: admin.headers,
      payload,
    })
  const addNote = (id: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/maintenance/${id}/notes`,
      headers: admin.headers,
      payload,
    })
  const notificationsOf = (cookies: Record<string, string>) =>
    ctx.app.inject({ url: '/api/notifications', cookies }).then((res) => res.json())

  it('lists every request with its tenant, photos and notes, newest first', async () => {
    const maria = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Maria',
      last_name: 'Garcia',
      unit: '2B',
    })
    const kevin = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Kevin',
      last_name: 'Nguyen',
      unit: '1A',
    })
    const first = await submit(maria.cookies, {}, true)
    await submit(kevin.cookies, { description: 'Second one.' })
    await addNote(first.id, { note: 'Check the compressor.', isInternal: 1 })

    const res = await ctx.app.inject({ url: '/api/admin/maintenance', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('2')
    const [newest, oldest] = res.json()
    expect(newest).toMatchObject({
      description: 'Second one.',
      tenant: { firstName: 'Kevin', lastName: 'Nguyen', unit: '1A' },
    })
    expect(oldest).toMatchObject({
      tenant: { firstName: 'Maria', lastName: 'Garcia', unit: '2B' },
      notes: [{ note: 'Check the compressor.', isInternal: true }],
    })
    expect(oldest.files).toHaveLength(1)
    const file = await ctx.app.inject({ url: oldest.files[0].filePath, headers: admin.headers })
    expect(file.statusCode).toBe(200)
  })

  it('filters by active or one status, searches, and pages with X-Total-Count', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db, {
      first_name: 'Priya',
      last_name: 'Patel',
    })
    const ids = []
    for (const description of ['one', 'two', 'three', 'four'])
      ids.push((await submit(tenant.cookies, { description })).id)
    await update(ids[0] ?? '', { status: 'completed' })
    await update(ids[1] ?? '', { status: 'scheduled' })

    const list = async (query: string) => {
      const res = await ctx.app.inject({
        url: `/api/admin/maintenance?${query}`,
        headers: admin.headers,
      })
      expect(res.statusCode, query).toBe(200)
      return {
        total: res.headers['x-total-count'],
        items: res.json().map((r: { description: string }) => r.description),
      }
    }
    expect(await list('status=active')).toEqual({ total: '3', items: ['four', 'three', 'two'] })
    expect(await list('status=completed')).toEqual({ total: '1', items: ['one'] })
    expect(await list('status=scheduled&limit=5')).toEqual({ total: '1', items: ['two'] })
    expect(await list('status=active&limit=2&offset=1')).toEqual({
      total: '3',
      items: ['three', 'two'],
    })
    expect(await list('offset=3')).toEqual({ total: '4', items: ['one'] })
    expect(await list('q=PRIYA&limit=1')).toEqual({ total: '4', items: ['four'] })
    expect(await list('q=thr')).toEqual({ total: '1', items: ['three'] })
    const bad = await ctx.app.inject({
      url: '/api/admin/maintenance?status=closed',
      headers: admin.headers,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('changes the status with an event, completion time and a notification that is mailed', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const { id } = await submit(tenant.cookies, { specificIssue: 'Heater not working' })

    const res = await update(id, { status: 'in_progress', assignedTo: '  Rosa Delgado  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'in_progress',
      assignedTo: 'Rosa Delgado',
      completedAt: null,
    })
    const [news] = await notificationsOf(tenant.cookies)
    expect(news).toMatchObject({
      kind: 'maintenance_status',
      title: 'Maintenance update',
      body: 'Your request "Heater not working" is now in progress.',
      link: `/maintenance?request=${id}`,
    })
    expect(await runQueuedJobs(ctx.db, ctx.app.jobHandlers)).toBe(1)
    const mail = await ctx.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(mail).toMatchObject({
      to_address: tenant.tenant.email,
      subject: 'Maintenance update',
      status: 'logged',
    })

    const done = (await update(id, { status: 'completed', assignedTo: 'Rosa Delgado' })).json()
    expect(done.completedAt).not.toBeNull()
    const reopened = (await update(id, { status: 'scheduled', assignedTo: '' })).json()
    expect(reopened).toMatchObject({ status: 'scheduled', completedAt: null, assignedTo: null })

    const events = await ctx.db
      .selectFrom('maintenance_events')
      .select(['kind', 'from_status', 'to_status'])
      .where('request_id', '=', id)
      .orderBy('created_at')
      .execute()
    expect(events).toEqual([
      { kind: 'submitted', from_status: null, to_status: 'submitted' },
      { kind: 'status_changed', from_status: 'submitted', to_status: 'in_progress' },
      { kind: 'status_changed', from_status: 'in_progress', to_status: 'completed' },
      { kind: 'status_changed', from_status: 'completed', to_status: 'scheduled' },
    ])
    expect(await notificationsOf(tenant.cookies)).toHaveLength(3)
  })

  it('records no event and sends no news when only the assignee changes', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const { id } = await submit(tenant.cookies)
    expect(
      (await update(id, { status: 'submitted', assignedTo: 'Mike Chen' })).json().assignedTo,
    ).toBe('Mike Chen')
    expect((await update(id, { assignedTo: null })).json().assignedTo).toBeNull()
    expect(await notificationsOf(tenant.cookies)).toEqual([])
    expect(await ctx.db.selectFrom('maintenance_events').select('id').execute()).toHaveLength(1)
  })

  it('refuses unknown statuses, empty bodies and unknown requests', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const { id } = await submit(tenant.cookies)
    const unknown = await update(id, { status: 'closed' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().details.fields.status).toContain('Choose one of: submitted, in_progress')
    expect((await update(id, {})).statusCode).toBe(400)
    expect((await update(id, { assignedTo: 'x'.repeat(201) })).statusCode).toBe(400)
    const missing = await update(crypto.randomUUID(), { status: 'completed' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe('Maintenance request not found.')
    expect(
      (await ctx.db.selectFrom('maintenance_requests').select('status').executeTakeFirstOrThrow())
        .status,
    ).toBe('submitted')
  })

  it('adds trimmed notes, internal by default; a visible one reaches the tenant, an internal one does not', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const { id } = await submit(tenant.cookies)

    const internal = await addNote(id, { note: '  Needs a new compressor.  ' })
    expect(internal.statusCode).toBe(201)
    expect(internal.json()).toMatchObject({ note: 'Needs a new compressor.', isInternal: true })
    expect(
      (await addNote(id, { note: 'Also internal.', isInternal: true })).json().isInternal,
    ).toBe(true)
    expect(await notificationsOf(tenant.cookies)).toEqual([])

    const visible = await addNote(id, { note: 'A technician comes tomorrow.', isInternal: 0 })
    expect(visible.json().isInternal).toBe(false)
    expect(await notificationsOf(tenant.cookies)).toMatchObject([
      {
        kind: 'maintenance_note',
        title: 'New note on your request',
        body: 'A technician comes tomorrow.',
      },
    ])
    expect(
      (await addNote(id, { note: 'False works too.', isInternal: false })).json().isInternal,
    ).toBe(false)

    const listed = (
      await ctx.app.inject({ url: '/api/admin/maintenance', headers: admin.headers })
    ).json()
    expect(listed[0].notes.map((n: { note: string }) => n.note)).toEqual([
      'Needs a new compressor.',
      'Also internal.',
      'A technician comes tomorrow.',
      'False works too.',
    ])
  })

  it('refuses blank notes, bad flags and unknown requests, saving nothing', async () => {
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const { id } = await submit(tenant.cookies)
    const blank = await addNote(id, { note: '   \n ', isInternal: 1 })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().details.fields.note).toBe('Write a note first')
    expect((await addNote(id, { note: 'ok', isInternal: 'yes' })).statusCode).toBe(400)
    expect((await addNote(id, { note: 'ok', isInternal: 2 })).statusCode).toBe(400)
    expect((await addNote(id, { note: 'x'.repeat(2001), isInternal: 1 })).statusCode).toBe(400)
    const missing = await addNote(crypto.randomUUID(), { note: 'hello', isInternal: 0 })
    expect(missing.statusCode).toBe(404)
    expect(await ctx.db.selectFrom('maintenance_notes').select('id').execute()).toEqual([])
    expect(await notificationsOf(tenant.cookies)).toEqual([])
  })
})
