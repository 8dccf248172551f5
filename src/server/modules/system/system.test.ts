import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('system routes on %s', (dialect) => {
  let ctx: TestContext
  afterEach(() => ctx.close())

  it('reports health with the database kind', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({ url: '/api/health' })
    expect(res.json()).toEqual({ status: 'ok', database: dialect })
  })

  it('shows no credentials outside demo mode', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({ url: '/api/config' })
    expect(res.json()).toEqual({ demo: false })
  })

  it('shows the demo credentials in demo mode', async () => {
    ctx = await createTestApp(dialect, { env: { DEMO: '1' } })
    const body = (await ctx.app.inject({ url: '/api/config' })).json()
    expect(body.demo).toBe(true)
    expect(body.demoCredentials.admin.username).toBeTruthy()
    expect(body.demoCredentials.tenant.email).toContain('@')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({ url: '/api/nothing-here?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'There is no API endpoint at GET /api/nothing-here.' })
  })

  it('answers malformed JSON with a 400, not a 500', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' })
  })

  it('answers an oversized JSON body with a 413', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    })
    expect(res.statusCode).toBe(413)
  })

  it('sends security headers', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.inject({ url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
