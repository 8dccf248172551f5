import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { multipartBody } from '../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../tests/sessions'
import { UNSTORABLE_TEXT } from './text-input'

/** NUL was a 500 on PostgreSQL and a lone surrogate was silently altered: both are now a 400 everywhere. */
describe.each(testDialects)('text that cannot be stored as typed on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const count = async (table: 'properties' | 'maintenance_requests') =>
    (await ctx.db.selectFrom(table).select('id').execute()).length

  it.each([
    ['a NUL byte', 'Maple\u0000Court'],
    ['a lone high surrogate', 'Maple \uD83C Court'],
    ['a lone low surrogate', 'Maple \uDFE0 Court'],
  ])('refuses %s in a JSON body with a 400 and stores nothing', async (_, name) => {
    const { headers } = await signInNewAdmin(ctx.app, ctx.db)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers,
      payload: { name },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: UNSTORABLE_TEXT })
    expect(await count('properties')).toBe(0)
  })

  it('takes whole emoji, right-to-left text and combining marks as typed', async () => {
    const { headers } = await signInNewAdmin(ctx.app, ctx.db)
    const name = '🏠 שלום e\u0301 <b>&amp;</b>'
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers,
      payload: { name },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().name).toBe(name)
  })

  it('refuses a NUL in a search query and in a multipart field', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const search = await ctx.app.inject({
      url: '/api/admin/tenants?q=a%00b',
      headers: admin.headers,
    })
    expect(search.statusCode).toBe(400)

    const tenant = await signInNewTenant(ctx.app, ctx.db)
    const form = await multipartBody({
      serviceType: 'general',
      specificIssue: 'Other',
      description: 'Drips\u0000',
    })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: { ...tenant.headers, ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: UNSTORABLE_TEXT })
    expect(await count('maintenance_requests')).toBe(0)
  })
})
