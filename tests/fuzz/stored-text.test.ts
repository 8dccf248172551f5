import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody } from '../multipart'
import { createTestApp, type TestContext } from '../test-app'
import { testDialects } from '../test-database'
import { FUZZ_OPTIONS, FUZZ_TIMEOUT } from './fuzz-routes'
import { HOSTILE_TEXT } from './hostile'
import { seedWorld, type Sessions } from './world'

/**
 * Free text a person types is stored and shown exactly as typed (after trimming the ends): SQL
 * and HTML metacharacters, right-to-left text, combining marks and emoji come back byte for byte
 * from the GET that shows them. Text a database cannot hold as typed (NUL, lone surrogates) is
 * refused with a 400 rather than altered.
 */
const storableText = fc
  .oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
    fc
      .tuple(fc.constantFrom(...HOSTILE_TEXT), fc.constantFrom(...HOSTILE_TEXT))
      .map(([a, b]) => `${a} ${b}`),
  )
  .filter((text) => text.trim().length > 0 && text.length <= 60)

/** What no database here can store as typed: refused, never silently changed. */
// eslint-disable-next-line no-control-regex -- NUL is the character in question
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

type Case = {
  name: string
  /**
   * What the server receives: a multipart form is UTF-8 with CRLF line breaks on the wire (the
   * platform's and browsers' FormData), so a lone surrogate arrives as U+FFFD and \n as \r\n.
   */
  overTheWire?: (text: string) => string
  /** Stores the text and answers the write's response. */
  write: (
    ctx: TestContext,
    sessions: Sessions,
    text: string,
  ) => Promise<{ statusCode: number; body: string }>
  /** Reads the text back through the GET that shows it. */
  read: (ctx: TestContext, sessions: Sessions, written: unknown) => Promise<string | undefined>
}

type Row = Record<string, unknown>
const getJson = async (ctx: TestContext, url: string, headers: Record<string, string>) =>
  (await ctx.app.inject({ url, headers })).json()

const firstRequestId = async (ctx: TestContext, sessions: Sessions) =>
  ((await getJson(ctx, '/api/admin/maintenance', sessions.admin)) as Row[])[0]?.id as string

const CASES: Case[] = [
  {
    name: 'a maintenance note, seen by the admin and in the tenant timeline',
    write: async (ctx, sessions, text) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/maintenance/${await firstRequestId(ctx, sessions)}/notes`,
        headers: sessions.admin,
        payload: { note: text, isInternal: 0 },
      }),
    read: async (ctx, sessions, written) => {
      const id = await firstRequestId(ctx, sessions)
      const detail = (await getJson(ctx, `/api/maintenance/${id}`, sessions.tenant)) as {
        timeline: Row[]
      }
      const inTimeline = detail.timeline.find((entry) => entry.id === (written as Row).id)?.note
      const admin = (
        (await getJson(ctx, '/api/admin/maintenance', sessions.admin)) as { notes: Row[] }[]
      )
        .flatMap((request) => request.notes)
        .find((note) => note.id === (written as Row).id)?.note
      expect(inTimeline).toBe(admin)
      return admin as string
    },
  },
  {
    name: 'a maintenance assignee',
    write: async (ctx, sessions, text) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/maintenance/${await firstRequestId(ctx, sessions)}`,
        headers: sessions.admin,
        payload: { assignedTo: text },
      }),
    read: async (ctx, sessions) =>
      ((await getJson(ctx, '/api/admin/maintenance', sessions.admin)) as Row[])[0]
        ?.assignedTo as string,
  },
  {
    name: 'a maintenance description sent as a multipart field',
    overTheWire: (text) =>
      Buffer.from(text, 'utf8')
        .toString('utf8')
        .replace(/\r\n|\r|\n/g, '\r\n'),
    write: async (ctx, sessions, text) => {
      const form = await multipartBody({
        serviceType: 'general',
        specificIssue: 'Other',
        description: text,
      })
      return ctx.app.inject({
        method: 'POST',
        url: '/api/maintenance',
        headers: { ...sessions.tenant, ...form.headers },
        payload: form.payload,
      })
    },
    read: async (ctx, sessions, written) =>
      (await getJson(ctx, `/api/maintenance/${(written as Row).id as string}`, sessions.tenant))
        .description,
  },
  {
    name: 'an emergency contact name and relationship',
    write: async (ctx, sessions, text) => {
      // A tenant keeps at most 10 contacts: clear them so every run can add one.
      for (const contact of (await getJson(
        ctx,
        '/api/emergency-contacts',
        sessions.tenant,
      )) as Row[])
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/emergency-contacts/${contact.id as string}`,
          headers: sessions.tenant,
        })
      return ctx.app.inject({
        method: 'POST',
        url: '/api/emergency-contacts',
        headers: sessions.tenant,
        payload: { name: text, relationship: text, phone: '(555) 010-3333' },
      })
    },
    read: async (ctx, sessions, written) => {
      const contact = (
        (await getJson(ctx, '/api/emergency-contacts', sessions.tenant)) as Row[]
      ).find((row) => row.id === (written as Row).id)
      expect(contact?.relationship).toBe(contact?.name)
      return contact?.name as string
    },
  },
  {
    name: 'a property name and description',
    write: (ctx, sessions, text) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/properties',
        headers: sessions.admin,
        payload: { name: text, description: text },
      }),
    read: async (ctx, sessions, written) => {
      const property = (
        (await getJson(ctx, '/api/admin/properties', sessions.admin)) as Row[]
      ).find((row) => row.id === (written as Row).id)
      expect(property?.description).toBe(property?.name)
      return property?.name as string
    },
  },
  {
    name: "the tenant's own first and last name",
    write: (ctx, sessions, text) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/tenants/current',
        headers: sessions.tenant,
        payload: { firstName: text, lastName: text, email: 'fuzz.tenant@example.com', phone: '' },
      }),
    read: async (ctx, sessions) => {
      const me = (await getJson(ctx, '/api/tenants/current', sessions.tenant)) as Row
      expect(me.lastName).toBe(me.firstName)
      return me.firstName as string
    },
  },
]

describe.each(testDialects)('stored text comes back verbatim on %s', (dialect) => {
  let ctx: TestContext
  let sessions: Sessions
  beforeAll(async () => {
    ctx = await createTestApp(dialect)
    sessions = await seedWorld(ctx)
  })
  afterAll(() => ctx.close())

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s',
    async (_, storedCase) => {
      await fc.assert(
        fc.asyncProperty(storableText, async (typed) => {
          const text = storedCase.overTheWire?.(typed) ?? typed
          const res = await storedCase.write(ctx, sessions, text)
          const described = `${JSON.stringify(text)} → ${res.statusCode} ${res.body.slice(0, 200)}`
          if (UNSTORABLE.test(text.trim())) {
            expect(res.statusCode, described).toBe(400)
            return
          }
          expect(res.statusCode, described).toBeLessThan(300)
          expect(await storedCase.read(ctx, sessions, JSON.parse(res.body)), described).toBe(
            text.trim(),
          )
        }),
        FUZZ_OPTIONS,
      )
    },
    FUZZ_TIMEOUT,
  )
})
