import fc from 'fast-check'
import { describe, it } from 'vitest'
import { testDialects } from '../test-database'
import {
  ANSWER_MS,
  describeRequest,
  fillParams,
  FUZZ_OPTIONS,
  FUZZ_TIMEOUT,
  idsForParam,
  listRoutes,
  paramNames,
  roleFor,
  routeFuzzDatabase,
  routeName,
  sendChecked,
  statusTally,
} from './fuzz-routes'
import { contentTypes, hostileString, malformedJson, wrongTypeValue } from './hostile'
import {
  applyMutation,
  mutationFor,
  pollutionMember,
  toJsonSchema,
  toJsonText,
  valueFor,
} from './schema-arbitrary'
import { keepSessionsAlive } from './world'

const routes = await listRoutes()
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type Input = {
  params: Record<string, string>
  query: string
  contentType?: string
  payload?: string
}

const queryText = (value: unknown): string => {
  if (typeof value !== 'object' || value === null) return ''
  const search = new URLSearchParams()
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item])
      search.append(key, typeof one === 'string' ? one : JSON.stringify(one))
  }
  return search.size ? `?${search}` : ''
}

/** Schema-shaped input with one hostile twist, or free-form garbage, for one route. */
const inputFor = (
  route: (typeof routes)[number],
  byTable: Record<string, string[]>,
): fc.Arbitrary<Input> => {
  const ids = Object.values(byTable).flat()
  const schema = (route.schema ?? {}) as Record<string, unknown>
  const paramsSchema = toJsonSchema(schema.params)
  const querySchema = toJsonSchema(schema.querystring)
  const bodySchema = toJsonSchema(schema.body)
  const names = paramNames(route.url)

  const paramRecord = fc.record(
    Object.fromEntries(
      names.map((name) => {
        const shaped = paramsSchema?.properties?.[name]
        const own = idsForParam(route.url, name, byTable)
        const good =
          shaped?.format === 'uuid' && own.length
            ? fc.constantFrom(...own)
            : shaped
              ? valueFor(shaped, ids).map(String)
              : fc.uuid()
        return [
          name,
          fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: hostileString }),
        ]
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>

  const query = fc.oneof(
    {
      weight: 3,
      arbitrary: querySchema ? valueFor(querySchema, ids).map(queryText) : fc.constant(''),
    },
    {
      weight: 2,
      arbitrary: querySchema
        ? fc
            .tuple(valueFor(querySchema, ids), mutationFor(querySchema))
            .map(([v, m]) => queryText(applyMutation(v, m)))
        : fc.constant(''),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.constantFrom(
            'q',
            'limit',
            'offset',
            'status',
            '__proto__',
            'constructor[prototype][x]',
            'a[]',
          ),
          hostileString,
          { maxKeys: 3 },
        )
        .map(queryText),
    },
  )

  if (!WRITES.has(route.method)) return fc.record({ params: paramRecord, query })

  const shapedBody = bodySchema ? valueFor(bodySchema, ids) : fc.constant({})
  const body = fc.oneof(
    // Shaped, possibly with one field made hostile, possibly reaching for the prototype.
    {
      weight: 5,
      arbitrary: fc
        .tuple(shapedBody, fc.option(mutationFor(bodySchema ?? {}), { freq: 2 }), pollutionMember)
        .map(([value, mutation, pollution]) => ({
          contentType: 'application/json',
          payload: toJsonText(
            mutation ? applyMutation(value, mutation) : value,
            pollution ?? undefined,
          ),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: wrongTypeValue.map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? 'null',
      })),
    },
    {
      weight: 1,
      arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentTypes, shapedBody)
        .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
  )
  return fc
    .record({ params: paramRecord, query, body })
    .map(({ body: b, ...rest }) => ({ ...rest, ...b }))
}

describe.each(testDialects)('every JSON route under random and hostile input on %s', (dialect) => {
  const database = routeFuzzDatabase(dialect)

  it.each(routes.map((route) => [routeName(route), route] as const))(
    '%s: no 5xx, 4xx changes nothing',
    async (_, route) => {
      const world = await database.freshWorld()
      const { ctx, tables, ids } = world
      let sessions = world.sessions
      const statuses = statusTally(route)
      let lastStatus = 0
      await fc.assert(
        fc.asyncProperty(inputFor(route, ids), async (input) => {
          // Only a success (a logout, a delete) can end a session.
          if (lastStatus < 300) sessions = await keepSessionsAlive(ctx, sessions)
          const url = fillParams(route.url, input.params) + input.query
          const headers: Record<string, string> = { ...sessions[roleFor(route.url)] }
          if (input.contentType !== undefined) headers['content-type'] = input.contentType
          const res = await sendChecked(
            ctx,
            tables,
            {
              method: route.method as 'GET',
              url,
              headers,
              ...(input.payload !== undefined ? { payload: input.payload } : {}),
            },
            describeRequest(route.method, url, input.contentType, input.payload),
            ANSWER_MS.json,
          )
          statuses.count(res.statusCode)
          lastStatus = res.statusCode
        }),
        FUZZ_OPTIONS,
      )
      statuses.expectPastAuthentication()
    },
    FUZZ_TIMEOUT,
  )
})
