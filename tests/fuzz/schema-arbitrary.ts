import fc from 'fast-check'
import { z } from 'zod'
import { hostileString, hugeText, POLLUTION_MEMBERS, wrongTypeValue } from './hostile'

/**
 * Schema-shaped values for a route's zod schema, read through its JSON Schema so any new route
 * gets them for free. Values are mostly valid, so requests get past validation into the service;
 * hostile ones replace single fields, drop required ones or add unknown ones.
 */

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  format?: string
  pattern?: string
  default?: unknown
  additionalProperties?: boolean | JsonSchema
}

export const toJsonSchema = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined

/** Plausible strings by field name, for rules the JSON Schema cannot say (dates, periods, money as text). */
const plausibleFor = (key: string, ids: readonly string[]): fc.Arbitrary<string> => {
  const today = new Date()
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const month = today.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
  const name = key.toLowerCase()
  if (/date|start|end|birth/.test(name))
    return fc.constantFrom(day(0), day(3), day(40), day(200), day(-30), day(400))
  if (name.includes('period'))
    return fc.constantFrom(`${month} ${today.getUTCFullYear()}`, 'March 2026', 'January 2025')
  if (name.includes('email')) return fc.emailAddress()
  if (name.includes('phone'))
    return fc.constantFrom('(555) 010-1234', '+1 555 010 9999', '5550101234')
  if (/amount|rent|deposit|fee|price/.test(name))
    return fc.constantFrom('1425.50', '1425', '12', '0.01')
  if (name.includes('issue')) return fc.constantFrom('Leaky faucet', 'Other', 'Outlet not working')
  if (/id$/.test(name) && ids.length) return fc.constantFrom(...ids)
  if (name.includes('password'))
    return fc.constantFrom('correct-horse-battery', 'tenant-password-1')
  return fc.oneof(
    fc.constantFrom(
      'Maple Court',
      'Sam Lee',
      'Sister',
      'Drips all night.',
      '12 Oak Street',
      'Austin',
      'TX',
      '78701',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  )
}

const stringFor = (
  schema: JsonSchema,
  key: string,
  ids: readonly string[],
): fc.Arbitrary<string> => {
  if (schema.format === 'uuid')
    return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid()
  if (schema.format === 'email') return fc.emailAddress()
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? 60
  const fitted = (arb: fc.Arbitrary<string>) =>
    arb.filter((s) => s.length >= min && s.length <= max)
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= max)
  }
  // Mostly valid, so the body reaches the service; hostile text arrives through mutations and the verbatim suite.
  return fc.oneof(
    { weight: 6, arbitrary: fitted(plausibleFor(key, ids)) },
    { weight: 1, arbitrary: fitted(hostileString) },
  )
}

const numberFor = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6)
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6)
  const low = Math.max(min, -1e9)
  const high = Math.min(max, 1e9)
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
  return fc.oneof(
    fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
  )
}

/** A value that matches the schema's shape (the server may still refuse it on its own rules). */
export const valueFor = (
  schema: JsonSchema,
  ids: readonly string[],
  depth = 0,
  key = '',
): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union) return fc.oneof(...union.map((option) => valueFor(option, ids, depth, key)))
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], ids, depth, key)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringFor(schema, key, ids)
    case 'integer':
      return numberFor(schema, true)
    case 'number':
      return numberFor(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => valueFor(item, ids, depth + 1)))
      return fc.array(valueFor(schema.items ?? {}, ids, depth + 1, key), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'object':
      return objectFor(schema, ids, depth)
    default:
      return depth > 2 ? fc.string({ maxLength: 10 }) : fc.jsonValue({ maxDepth: 1 })
  }
}

const objectFor = (schema: JsonSchema, ids: readonly string[], depth: number) => {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, property] of Object.entries(properties))
    record[key] = valueFor(property, ids, depth + 1, key)
  return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) })
}

/** One hostile change to a schema-shaped object, applied at the top level. */
type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'huge'; key: string; value: string }

export const mutationFor = (schema: JsonSchema): fc.Arbitrary<Mutation> => {
  const keys = Object.keys(schema.properties ?? {})
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('unexpected')
  return fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), key, value: wrongTypeValue }),
    fc.record({ kind: fc.constant('replace' as const), key, value: hostileString }),
    fc.record({ kind: fc.constant('drop' as const), key }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom(
        'isAdmin',
        'id',
        'tenantId',
        'role',
        'status',
        'createdAt',
        'toString',
        'hasOwnProperty',
      ),
      value: wrongTypeValue,
    }),
    fc.record({ kind: fc.constant('huge' as const), key, value: hugeText }),
  )
}

export const applyMutation = (value: unknown, mutation: Mutation): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const copy: Record<string, unknown> = { ...value }
  if (mutation.kind === 'drop') delete copy[mutation.key]
  else copy[mutation.key] = mutation.value
  return copy
}

/** JSON text for a value, with prototype-reaching members spliced into the top-level object. */
export const toJsonText = (value: unknown, pollution: string | undefined): string => {
  const text = JSON.stringify(value) ?? 'null'
  if (!pollution || !text.startsWith('{')) return text
  return text === '{}' ? `{${pollution}}` : `{${pollution},${text.slice(1)}`
}

export const pollutionMember = fc.option(fc.constantFrom(...POLLUTION_MEMBERS), { freq: 4 })
