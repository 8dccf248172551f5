import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminPaymentsTable } from '../../src/client/features/admin/payments/components/admin-payments-table'
import { RequestCard } from '../../src/client/features/admin/maintenance/components/request-card'
import { TenantCard } from '../../src/client/features/admin/tenants/components/tenant-card'
import { RequestTimeline } from '../../src/client/features/tenant/maintenance/components/request-timeline'
import { createTestApp, type TestContext } from '../test-app'
import { seedWorld, type Sessions } from './world'

/**
 * Hostile text stored through the real API and read back through the real GETs renders as text in
 * the components that show it: React escapes it, and no client code hands stored data to the DOM
 * as HTML.
 */
const IMG = '<img src=x onerror=alert(1)>'
const SCRIPT = '"><script>alert(1)</script>'

const expectInert = (html: string) => {
  expect(html).not.toMatch(/<img src=x/i)
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/onerror=alert\(1\)>/)
}

describe('stored hostile text renders as text', () => {
  let ctx: TestContext
  let sessions: Sessions
  beforeAll(async () => {
    ctx = await createTestApp('sqlite')
    sessions = await seedWorld(ctx)
    const inject = async (
      method: 'PUT' | 'POST',
      url: string,
      headers: Record<string, string>,
      payload: object,
    ) => {
      const res = await ctx.app.inject({ method, url, headers, payload })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    await inject('PUT', '/api/tenants/current', sessions.tenant, {
      firstName: IMG,
      lastName: SCRIPT,
      email: 'hostile@example.com',
      phone: '',
    })
    const [request] = (
      await ctx.app.inject({ url: '/api/admin/maintenance', headers: sessions.admin })
    ).json()
    await inject('PUT', `/api/admin/maintenance/${request.id}`, sessions.admin, {
      assignedTo: SCRIPT,
    })
    await inject('POST', `/api/admin/maintenance/${request.id}/notes`, sessions.admin, {
      note: IMG,
      isInternal: 0,
    })
  })
  afterAll(() => ctx.close())

  const get = async (url: string, headers: Record<string, string>) =>
    (await ctx.app.inject({ url, headers })).json()

  it('in the admin tenant card', async () => {
    const tenants: { firstName: string }[] = await get('/api/admin/tenants', sessions.admin)
    const tenant = tenants.find((row) => row.firstName === IMG)
    expect(tenant).toBeDefined()
    const html = renderToStaticMarkup(
      createElement(TenantCard, { tenant: tenant as never, onOpen: () => {} }),
    )
    expectInert(html)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('in the admin maintenance card and the tenant request timeline', async () => {
    const [request] = await get('/api/admin/maintenance', sessions.admin)
    expect(request.assignedTo).toBe(SCRIPT)
    const card = renderToStaticMarkup(createElement(RequestCard, { request, onOpen: () => {} }))
    expectInert(card)
    expect(card).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')

    const detail = await get(`/api/maintenance/${request.id}`, sessions.tenant)
    const timeline = renderToStaticMarkup(
      createElement(RequestTimeline, { entries: detail.timeline }),
    )
    expectInert(timeline)
    expect(timeline).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('in the admin payments table row', async () => {
    const payments = await get('/api/admin/payments', sessions.admin)
    expect(payments[0].tenant.firstName).toBe(IMG)
    const html = renderToStaticMarkup(
      createElement(AdminPaymentsTable, {
        payments,
        onOpen: () => {},
        onConfirm: () => {},
        onReject: () => {},
        confirmingId: null,
      }),
    )
    expectInert(html)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('client code', () => {
  it('never writes HTML into the page from data', () => {
    const root = path.join(import.meta.dirname, '../../src/client')
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
    const offenders = files.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write/.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(offenders).toEqual([])
  })
})
