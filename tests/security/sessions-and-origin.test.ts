import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../src/server/modules/auth/session-token'
import { createSession, SESSION_TTL_MS } from '../../src/server/modules/auth/sessions'
import { multipartBody, PNG_BYTES } from '../multipart'
import { signInNewAdmin, signInNewTenant } from '../sessions'
import { createTestApp } from '../test-app'
import { testDialects } from '../test-database'
import { takeSnapshot, tableNames } from '../fuzz/snapshot'
import { seedWorld, type World } from './world'

/*
 * Tokens that must not work (expired, revoked by logout, forged) and cookie writes from other
 * sites: the origin check refuses a cookie-authenticated write whose Origin or
 * Sec-Fetch-Site names another site; a bearer header is not sent by browsers on their own, so
 * bearer writes are not checked.
 */

const CONTACT = { name: 'Ana Lopez', relationship: 'Friend', phone: '555-010-9999' }

describe.each(testDialects)('sessions and origins on %s', (dialect) => {
  let world: World

  beforeAll(async () => {
    world = await seedWorld(await createTestApp(dialect))
  }, 120_000)
  afterAll(() => world.ctx.close())

  const tenantA = () => world.tenants.A
  const inject = (options: InjectOptions) => world.ctx.app.inject(options)

  /** What every secret-bearing read answers for a token: the profile, the admin view, a file. */
  const readsWith = async (token: string, role: 'tenant' | 'admin') => {
    const me = role === 'tenant' ? '/api/tenant/me' : '/api/admin/me'
    const cookie = role === 'tenant' ? 'hearth_tenant_session' : 'hearth_admin_session'
    const file = `/api/files/${tenantA().proofFileId}`
    return Promise.all([
      inject({ url: me, headers: { authorization: `Bearer ${token}` } }),
      inject({ url: me, cookies: { [cookie]: token } }),
      inject({ url: file, headers: { authorization: `Bearer ${token}` } }),
      inject({ url: file, cookies: { [cookie]: token } }),
    ]).then((responses) => responses.map((res) => res.statusCode))
  }

  describe('tokens', () => {
    it('refuses an expired session with 401, by header and by cookie', async () => {
      const longAgo = new Date(Date.now() - SESSION_TTL_MS - 60_000)
      const tenant = await createSession(
        world.ctx.db,
        { role: 'tenant', tenantId: tenantA().tenantId },
        longAgo,
      )
      const admin = await createSession(
        world.ctx.db,
        { role: 'admin', adminId: world.adminId },
        longAgo,
      )
      expect(await readsWith(tenant.token, 'tenant')).toEqual([401, 401, 401, 401])
      expect(await readsWith(admin.token, 'admin')).toEqual([401, 401, 401, 401])
    })

    it('refuses a session after logout, by header and by cookie', async () => {
      const tenant = await signInNewTenant(world.ctx.app, world.ctx.db)
      expect((await inject({ url: '/api/tenant/me', cookies: tenant.cookies })).statusCode).toBe(
        200,
      )
      const out = await inject({
        method: 'POST',
        url: '/api/tenant/logout',
        cookies: tenant.cookies,
      })
      expect(out.statusCode).toBe(200)
      expect(out.cookies.find((c) => c.name === 'hearth_tenant_session')?.value).toBe('')
      expect(await readsWith(tenant.token, 'tenant')).toEqual([401, 401, 401, 401])

      const admin = await signInNewAdmin(world.ctx.app, world.ctx.db)
      expect(
        (await inject({ method: 'POST', url: '/api/admin/logout', headers: admin.headers }))
          .statusCode,
      ).toBe(200)
      expect(await readsWith(admin.token, 'admin')).toEqual([401, 401, 401, 401])
    })

    it('refuses forged tokens with 401 and never a 5xx', async () => {
      const real = await signInNewTenant(world.ctx.app, world.ctx.db)
      const forged = [
        randomBytes(32).toString('base64url'), // the right shape, never issued
        hashToken(real.token), // what the database stores, sent back as if it were the token
        `${real.token.slice(0, -1)}${real.token.endsWith('A') ? 'B' : 'A'}`, // one character off
        "' OR 1=1 --",
        'x'.repeat(8_000),
        '%00',
        'null',
      ]
      for (const token of forged) {
        expect(await readsWith(token, 'tenant'), token.slice(0, 40)).toEqual([401, 401, 401, 401])
        expect(await readsWith(token, 'admin'), token.slice(0, 40)).toEqual([401, 401, 401, 401])
      }
      for (const authorization of [
        'Bearer',
        'Bearer ',
        'Bearer    ',
        `Basic ${real.token}`,
        real.token,
      ]) {
        const res = await inject({ url: '/api/tenant/me', headers: { authorization } })
        expect(res.statusCode, authorization).toBe(401)
      }
    })

    it('refuses the session of a tenant the admin has since deleted', async () => {
      const tenant = await signInNewTenant(world.ctx.app, world.ctx.db)
      const admin = await signInNewAdmin(world.ctx.app, world.ctx.db)
      const removed = await inject({
        method: 'DELETE',
        url: `/api/admin/tenants/${tenant.tenant.id}`,
        headers: admin.headers,
      })
      expect(removed.statusCode).toBe(204)
      expect((await inject({ url: '/api/tenant/me', cookies: tenant.cookies })).statusCode).toBe(
        401,
      )
      expect((await inject({ url: '/api/payments', headers: tenant.headers })).statusCode).toBe(401)
    })

    it('lets a bearer header win over a cookie: a forged header is not rescued by a valid cookie', async () => {
      const res = await inject({
        url: '/api/tenant/me',
        cookies: (await signInNewTenant(world.ctx.app, world.ctx.db)).cookies,
        headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
      })
      expect(res.statusCode).toBe(401)
    })
  })

  describe('cookie writes from other sites', () => {
    const contactWrite = async (headers: Record<string, string>, cookie = true) => {
      const tenant = await signInNewTenant(world.ctx.app, world.ctx.db)
      const before = await takeSnapshot(world.ctx, await tableNames(world.ctx))
      const res = await inject({
        method: 'POST',
        url: '/api/emergency-contacts',
        payload: CONTACT,
        ...(cookie ? { cookies: tenant.cookies } : {}),
        headers: { ...(cookie ? {} : tenant.headers), ...headers },
      })
      return {
        res,
        unchanged: async () =>
          expect(await takeSnapshot(world.ctx, await tableNames(world.ctx))).toEqual(before),
      }
    }

    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      [
        'a foreign Origin on a sibling subdomain',
        { origin: 'http://evil.localhost:3000', 'sec-fetch-site': 'same-site' },
      ],
      ['Sec-Fetch-Site cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
      ['Origin null (a sandboxed frame)', { origin: 'null' }],
      ['an Origin that is not a URL', { origin: 'not a url' }],
      // The Origin's host matches the Host header, but the browser itself says cross-site.
      [
        'a host-matching Origin the browser calls cross-site',
        {
          host: 'localhost:3000',
          origin: 'https://localhost:3000',
          'sec-fetch-site': 'cross-site',
        },
      ],
    ])('refuses %s with 403 and writes nothing', async (_label, headers) => {
      const { res, unchanged } = await contactWrite(headers)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'This request came from another site and was refused.' })
      await unchanged()
    })

    it.each([
      ['the app’s own Origin', { origin: 'http://localhost:3000' }],
      ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
      // Browsers always send one of the two on a write; a client sending neither is not a browser
      // and cannot have been tricked into attaching someone's cookie.
      ['neither header (a script, not a browser)', {}],
    ])('accepts %s', async (_label, headers) => {
      const { res } = await contactWrite(headers)
      expect(res.statusCode).toBe(201)
    })

    it('does not check bearer writes, which no other site can make a browser send', async () => {
      const { res } = await contactWrite(
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        false,
      )
      expect(res.statusCode).toBe(201)
    })

    it('refuses a multipart upload from another site before storing its file', async () => {
      const tenant = await signInNewTenant(world.ctx.app, world.ctx.db)
      const body = await multipartBody({ amount: '10', method: 'cash', period: 'May 2026' }, [
        { field: 'proofFile', filename: 'proof.png', bytes: PNG_BYTES, type: 'image/png' },
      ])
      const filesBefore = (await world.ctx.app.storage.list()).length
      const before = await takeSnapshot(world.ctx, await tableNames(world.ctx))
      const res = await inject({
        method: 'POST',
        url: '/api/payments',
        cookies: tenant.cookies,
        headers: { ...body.headers, origin: 'https://evil.example' },
        payload: body.payload,
      })
      expect(res.statusCode).toBe(403)
      expect(await takeSnapshot(world.ctx, await tableNames(world.ctx))).toEqual(before)
      expect((await world.ctx.app.storage.list()).length).toBe(filesBefore)
    })

    it('refuses a login posted from another site (no login CSRF)', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/tenant/login',
        payload: { email: tenantA().email, password: tenantA().password },
        headers: { origin: 'https://evil.example' },
      })
      expect(res.statusCode).toBe(403)
      expect(res.headers['set-cookie']).toBeUndefined()
    })

    it('refuses a cookie delete from another site, and sends no CORS grant on reads', async () => {
      const tenant = await signInNewTenant(world.ctx.app, world.ctx.db)
      const created = await inject({
        method: 'POST',
        url: '/api/emergency-contacts',
        payload: CONTACT,
        cookies: tenant.cookies,
      })
      const id = created.json().id as string
      const del = await inject({
        method: 'DELETE',
        url: `/api/emergency-contacts/${id}`,
        cookies: tenant.cookies,
        headers: { origin: 'https://evil.example' },
      })
      expect(del.statusCode).toBe(403)
      const read = await inject({
        url: '/api/emergency-contacts',
        cookies: tenant.cookies,
        headers: { origin: 'https://evil.example' },
      })
      expect(read.statusCode).toBe(200)
      expect(read.json().map((c: { id: string }) => c.id)).toContain(id)
      expect(read.headers['access-control-allow-origin']).toBeUndefined()
    })
  })
})
