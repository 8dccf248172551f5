import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/server/modules/auth/sessions'
import { createTestApp } from '../test-app'
import { testDialects } from '../test-database'
import { ACCESS, type Access, type RouteSpec, type Target } from './access-table'
import { takeSnapshot, tableNames } from '../fuzz/snapshot'
import {
  INTERNAL_MARKER,
  newSessionToken,
  nobody,
  seedWorld,
  VISIBLE_MARKER,
  type World,
} from './world'

/*
 * The authorization matrix: every route the server registers, called by nobody,
 * tenant A, tenant B and an admin, on their own resources and on someone else's. A refused call
 * must be refused before it writes anything, and a tenant's 404 for someone else's resource must
 * read exactly like the 404 for an id that exists nowhere: no existence oracle.
 */

type Actor = 'anonymous' | 'A' | 'B' | 'admin'
/** cookie: the role's own cookie; bearer: Authorization header; swapped: the token in the other role's cookie. */
type Carrier = 'cookie' | 'bearer' | 'swapped'
type Case = { actor: Actor; carrier: Carrier; target: 'A' | 'B' | 'nobody'; expect: number }

const OTHER_ROLE_REFUSED = 403 // a valid session of the wrong role: known caller, not allowed
const NO_SESSION = 401

/** The calls each kind of route gets, with the status each must answer. */
const casesFor = (access: Access, spec: RouteSpec): Case[] => {
  const { ok } = spec
  switch (access) {
    case 'public':
      return [
        { actor: 'anonymous', carrier: 'cookie', target: 'A', expect: ok },
        { actor: 'A', carrier: 'cookie', target: 'A', expect: ok },
      ]
    case 'tenant':
      return [
        { actor: 'anonymous', carrier: 'cookie', target: 'A', expect: NO_SESSION },
        { actor: 'A', carrier: 'cookie', target: 'A', expect: ok },
        { actor: 'B', carrier: 'bearer', target: 'B', expect: ok },
        ...(spec.owned
          ? ([
              { actor: 'A', carrier: 'cookie', target: 'B', expect: 404 },
              { actor: 'B', carrier: 'bearer', target: 'A', expect: 404 },
              { actor: 'A', carrier: 'cookie', target: 'nobody', expect: 404 },
            ] as const)
          : []),
        // The admin's own cookie is not the tenant cookie, so no session at all is presented.
        { actor: 'admin', carrier: 'cookie', target: 'A', expect: NO_SESSION },
        { actor: 'admin', carrier: 'bearer', target: 'A', expect: OTHER_ROLE_REFUSED },
        { actor: 'admin', carrier: 'swapped', target: 'A', expect: OTHER_ROLE_REFUSED },
      ]
    case 'admin':
      return [
        { actor: 'anonymous', carrier: 'cookie', target: 'A', expect: NO_SESSION },
        { actor: 'admin', carrier: 'cookie', target: 'A', expect: ok },
        { actor: 'admin', carrier: 'bearer', target: 'B', expect: ok },
        { actor: 'A', carrier: 'cookie', target: 'A', expect: NO_SESSION },
        { actor: 'A', carrier: 'bearer', target: 'A', expect: OTHER_ROLE_REFUSED },
        { actor: 'B', carrier: 'swapped', target: 'B', expect: OTHER_ROLE_REFUSED },
      ]
    case 'session':
      return [
        { actor: 'anonymous', carrier: 'cookie', target: 'A', expect: NO_SESSION },
        { actor: 'admin', carrier: 'cookie', target: 'A', expect: ok },
        { actor: 'admin', carrier: 'bearer', target: 'B', expect: ok },
        { actor: 'A', carrier: 'cookie', target: 'A', expect: ok },
        { actor: 'B', carrier: 'bearer', target: 'B', expect: ok },
        { actor: 'A', carrier: 'cookie', target: 'B', expect: 404 },
        { actor: 'B', carrier: 'bearer', target: 'A', expect: 404 },
        { actor: 'A', carrier: 'cookie', target: 'nobody', expect: 404 },
      ]
  }
}

const describeCase = (c: Case) =>
  `${c.actor === 'anonymous' ? 'nobody signed in' : `${c.actor === 'admin' ? 'the admin' : `tenant ${c.actor}`} by ${c.carrier}`}` +
  ` on ${c.target === 'nobody' ? 'an id that exists nowhere' : `${c.target}'s resources`}`

/** Credentials for an actor, on a fresh session so that logout routes cannot spoil later cases. */
const credentials = async (
  world: World,
  actor: Actor,
  carrier: Carrier,
): Promise<Partial<InjectOptions>> => {
  if (actor === 'anonymous') return {}
  const role = actor === 'admin' ? 'admin' : 'tenant'
  const token = await newSessionToken(
    world.ctx,
    role,
    actor === 'admin' ? world.adminId : world.tenants[actor].tenantId,
  )
  if (carrier === 'bearer') return { headers: { authorization: `Bearer ${token}` } }
  const cookieRole = carrier === 'swapped' ? (role === 'admin' ? 'tenant' : 'admin') : role
  // A browser sends its cookie writes with the page's own origin.
  return {
    cookies: { [SESSION_COOKIE[cookieRole]]: token },
    headers: { 'sec-fetch-site': 'same-origin' },
  }
}

const targetOf = (world: World, name: Case['target']): Target =>
  name === 'nobody' ? { name, ids: nobody() } : { name, ids: world.tenants[name] }

describe.each(testDialects)('authorization matrix on %s', (dialect) => {
  let world: World
  /** Every body a tenant received, for the internal-notes check at the end. */
  const tenantBodies: { label: string; body: string }[] = []

  beforeAll(async () => {
    world = await seedWorld(await createTestApp(dialect))
  }, 120_000)
  afterAll(() => world.ctx.close())

  const run = async (key: string, c: Case) => {
    const spec = ACCESS[key]
    if (!spec) throw new Error(`no access entry for ${key}`)
    const [method = 'GET'] = key.split(' ')
    const call = await spec.call(world, targetOf(world, c.target))
    const auth = await credentials(world, c.actor, c.carrier)
    const options: InjectOptions = {
      method: method as InjectOptions['method'],
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload as InjectOptions['payload'] }),
      ...(auth.cookies ? { cookies: auth.cookies } : {}),
      headers: { ...call.headers, ...auth.headers },
    }
    const before =
      c.expect >= 400 ? await takeSnapshot(world.ctx, await tableNames(world.ctx)) : undefined
    const res = await world.ctx.app.inject(options)
    if (c.actor === 'A' || c.actor === 'B')
      tenantBodies.push({ label: `${key} (${describeCase(c)})`, body: res.body })
    return { res, before }
  }

  it('has a decision for every route the server registers, and no stale ones', () => {
    const registered = world.ctx.app.routeTable
      .map((route) => `${route.method} ${route.url}`)
      .sort()
    const decided = Object.keys(ACCESS).sort()
    expect(
      registered.filter((key) => !decided.includes(key)),
      'routes with no entry in ACCESS',
    ).toEqual([])
    expect(
      decided.filter((key) => !registered.includes(key)),
      'ACCESS entries for routes that are gone',
    ).toEqual([])
  })

  describe.each(Object.entries(ACCESS))('%s', (key, spec) => {
    it.each(casesFor(spec.access, spec).map((c) => [describeCase(c), c] as const))(
      '%s',
      async (_label, c) => {
        const { res, before } = await run(key, c)
        expect(res.statusCode, res.body).toBe(c.expect)
        if (before) {
          // Refused means refused before anything was written.
          expect(await takeSnapshot(world.ctx, await tableNames(world.ctx))).toEqual(before)
          expect(Object.keys(res.json())).toEqual(['error'])
        }
      },
    )

    if (spec.owned) {
      it("answers another tenant's id exactly as an id that exists nowhere", async () => {
        const theirs = await run(key, { actor: 'A', carrier: 'cookie', target: 'B', expect: 404 })
        const nobodys = await run(key, {
          actor: 'A',
          carrier: 'cookie',
          target: 'nobody',
          expect: 404,
        })
        expect(theirs.res.statusCode).toBe(nobodys.res.statusCode)
        expect(theirs.res.body).toBe(nobodys.res.body)
      })
    }
  })

  describe('stored files, by kind', () => {
    type Kind = 'proof' | 'photo' | 'lease document' | 'intake PDF'
    const fileOf = (kind: Kind) =>
      ({
        proof: world.tenants.A.proofFileId,
        photo: world.tenants.A.photoFileId,
        'lease document': world.tenants.A.leaseDocumentFileId,
        'intake PDF': world.intakeFileId,
      })[kind]
    // Lease documents and intakes are the landlord's papers: tenants reach their own uploads only.
    const expected: [Kind, Record<Actor, number>][] = [
      ['proof', { anonymous: 401, admin: 200, A: 200, B: 404 }],
      ['photo', { anonymous: 401, admin: 200, A: 200, B: 404 }],
      ['lease document', { anonymous: 401, admin: 200, A: 404, B: 404 }],
      ['intake PDF', { anonymous: 401, admin: 200, A: 404, B: 404 }],
    ]

    it.each(expected)("answers each role as expected for tenant A's %s", async (kind, statuses) => {
      const unknown = await world.ctx.app.inject({
        url: `/api/files/${nobody().proofFileId}`,
        ...(await credentials(world, 'B', 'cookie')),
      })
      for (const actor of ['anonymous', 'admin', 'A', 'B'] as const) {
        for (const carrier of ['cookie', 'bearer'] as const) {
          const res = await world.ctx.app.inject({
            url: `/api/files/${fileOf(kind)}`,
            ...(await credentials(world, actor, carrier)),
          })
          if (actor !== 'admin') tenantBodies.push({ label: `${kind} as ${actor}`, body: res.body })
          expect(res.statusCode, `${actor} by ${carrier}`).toBe(statuses[actor])
          if (res.statusCode === 404) expect(res.body).toBe(unknown.body)
          if (res.statusCode === 200) expect(res.headers['x-content-type-options']).toBe('nosniff')
        }
      }
    })
  })

  it('never shows a tenant an internal maintenance note, in any response', async () => {
    // Read every tenant-reachable page once more after all the admin writes above.
    for (const [key, spec] of Object.entries(ACCESS)) {
      if (!key.startsWith('GET ') || (spec.access !== 'tenant' && spec.access !== 'session'))
        continue
      for (const actor of ['A', 'B'] as const)
        await run(key, { actor, carrier: 'cookie', target: actor, expect: spec.ok })
    }
    const leaks = tenantBodies
      .filter(({ body }) => body.includes(INTERNAL_MARKER))
      .map(({ label }) => label)
    expect(leaks).toEqual([])
    // The check can see notes at all: the visible one reached the tenant.
    expect(tenantBodies.some(({ body }) => body.includes(VISIBLE_MARKER))).toBe(true)
  })
})
