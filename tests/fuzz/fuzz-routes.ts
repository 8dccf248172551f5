import fs from 'node:fs'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { RouteEntry } from '../../src/server/app'
import { createTestApp, type TestContext } from '../test-app'
import type { DatabaseKind } from '../../src/server/db/database'
import {
  emptyDatabase,
  knownIds,
  restoreSaved,
  saveData,
  tableNames,
  takeSnapshot,
  type SavedData,
  type Snapshot,
} from './snapshot'
import { seedWorld, type Sessions } from './world'

/** How many inputs each route gets per dialect; FUZZ_RUNS=2000 for a long hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25)

/** fast-check's settings: FUZZ_SEED (and FUZZ_PATH) replay a failure it printed. */
export const FUZZ_OPTIONS = {
  numRuns: FUZZ_RUNS,
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
}

/** Each route's test gets time in proportion to its runs, so a long hunt is not cut short. */
export const FUZZ_TIMEOUT = 30_000 + FUZZ_RUNS * 1_000

/** A file route's input may start a reader process, which takes seconds on a loaded machine. */
export const FILE_FUZZ_TIMEOUT = 30_000 + FUZZ_RUNS * 4_000

/**
 * How long a request may take before it counts as never answering. A JSON route answers in
 * milliseconds. A file route's PDF is checked in a reader process that may have to start and load
 * pdf.js while the other test file's readers take both cores: that has taken over 10 s in CI. A
 * parser waiting for bytes that never come never answers, so a longer limit still catches it.
 */
export const ANSWER_MS = { json: 10_000, file: 40_000 }

/** The server's own route table, read once, so a new route is fuzzed without anyone listing it. */
export const listRoutes = async (): Promise<RouteEntry[]> => {
  const ctx = await createTestApp('sqlite')
  const routes = [...ctx.app.routeTable]
  await ctx.close()
  return routes
}

export const routeName = (route: Pick<RouteEntry, 'method' | 'url'>) =>
  `${route.method} ${route.url}`

export const paramNames = (url: string) =>
  [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)

/** Path words whose table is not simply the word itself. */
const TABLE_OF: Record<string, string> = {
  maintenance: 'maintenance_requests',
  'lease-intake': 'document_intakes',
  files: 'stored_files',
  documents: 'lease_documents',
}

/**
 * Ids for one path parameter: mostly from the table the path names (the segment before it), so
 * requests reach real rows; some from any table, to cross one kind of id with another.
 */
export const idsForParam = (
  url: string,
  name: string,
  byTable: Record<string, string[]>,
): string[] => {
  const segments = url.split('/')
  const word = segments[segments.indexOf(`:${name}`) - 1] ?? ''
  const own = byTable[TABLE_OF[word] ?? word.replaceAll('-', '_')] ?? []
  const all = Object.values(byTable).flat()
  return own.length ? [...own, ...own, ...own, ...all.slice(0, own.length)] : all
}

/** Admin routes run as an admin, the rest as a tenant, so input reaches validation and logic. */
export const roleFor = (url: string): keyof Sessions =>
  url.startsWith('/api/admin/') ? 'admin' : 'tenant'

/** Percent-encodes the UTF-8 bytes, so lone surrogates travel as a client would send them (U+FFFD). */
const encodeSegment = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')

export const fillParams = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeSegment(values[name] ?? ''))

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort()

/** Nothing the server parsed may have reached Object.prototype. */
export const expectNoPollution = () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS)
}

type Response = { statusCode: number; headers: Record<string, unknown>; body: string }

/**
 * The properties every fuzzed request must keep: no 5xx; a 4xx is `{error, details?}` JSON and
 * leaves every table and the uploads folder exactly as they were; the prototype stays clean.
 */
export const checkResponse = async (
  ctx: TestContext,
  tables: string[],
  before: Snapshot,
  res: Response,
  described: string,
) => {
  expect(res.statusCode, `${described} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  )
  expectNoPollution()
  if (res.statusCode < 400) return
  expect(String(res.headers['content-type']), described).toMatch(/^application\/json/)
  const body: unknown = JSON.parse(res.body)
  expect(body, described).toMatchObject({ error: expect.any(String) })
  expect(
    Object.keys(body as object).every((key) => key === 'error' || key === 'details'),
    described,
  ).toBe(true)
  expect(
    await takeSnapshot(ctx, tables),
    `${described} → ${res.statusCode} changed stored data`,
  ).toEqual(before)
}

export const describeRequest = (
  method: string,
  url: string,
  contentType: string | undefined,
  payload: string | Buffer | undefined,
) =>
  `${method} ${url.slice(0, 300)} [${contentType ?? 'no content-type'}] ${payload === undefined ? '' : String(payload).slice(0, 300)}`

export type Dialect = DatabaseKind

/** A request that never answers is a failure too (a parser waiting for bytes that never come). */
export const answerWithin = async <T>(
  request: Promise<T>,
  described: string,
  ms: number,
): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms: ${described}`)), ms)
  })
  try {
    return await Promise.race([request, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends one fuzzed request and holds it to checkResponse: the snapshot is taken before, the
 * answer must come within the limit for its kind of route.
 */
export const sendChecked = async (
  ctx: TestContext,
  tables: string[],
  request: InjectOptions,
  described: string,
  answerMs: number,
) => {
  const before = await takeSnapshot(ctx, tables)
  const res = await answerWithin(ctx.app.inject(request), described, answerMs)
  await checkResponse(ctx, tables, before, res, described)
  return res
}

/**
 * Counts the statuses a route gave. The fuzz must get past authentication, or it proves
 * nothing about validation and logic; FUZZ_VERBOSE prints the counts.
 */
export const statusTally = (route: Pick<RouteEntry, 'method' | 'url'>) => {
  const statuses = new Map<number, number>()
  return {
    count: (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
    expectPastAuthentication: () => {
      if (process.env.FUZZ_VERBOSE)
        console.log(routeName(route), JSON.stringify([...statuses].sort()))
      const pastAuth = [...statuses].filter(([status]) => status !== 401 && status !== 403)
      expect(
        pastAuth.length,
        `${routeName(route)} statuses ${JSON.stringify([...statuses])}`,
      ).toBeGreaterThan(0)
    },
  }
}

/**
 * One database per dialect for a route suite (opened before, closed after it), seeded once and
 * put back to that world before each route, so one route's writes never shape the next route's
 * inputs.
 */
export const routeFuzzDatabase = (dialect: Dialect) => {
  let ctx: TestContext
  let tables: string[]
  let seeded: { saved: SavedData; sessions: Sessions; ids: Record<string, string[]> } | undefined
  beforeAll(async () => {
    ctx = await createTestApp(dialect)
    tables = await tableNames(ctx)
  })
  afterAll(async () => {
    if (seeded) fs.rmSync(seeded.saved.uploads, { recursive: true, force: true })
    await ctx.close()
  })
  return {
    freshWorld: async () => {
      if (seeded) await restoreSaved(ctx, tables, seeded.saved)
      else {
        await emptyDatabase(ctx, tables)
        const sessions = await seedWorld(ctx)
        const saved = await saveData(ctx, tables)
        seeded = { saved, sessions, ids: knownIds(saved.rows) }
      }
      return { ctx, tables, sessions: seeded.sessions, ids: seeded.ids }
    },
  }
}
