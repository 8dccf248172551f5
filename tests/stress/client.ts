import type { Kysely } from 'kysely'
import type { Database } from '../../src/server/db/schema'
import { hashPassword } from '../../src/server/modules/auth/password'
import { insertLease, insertProperty, insertTenant } from '../factories'
import { ADMIN } from './harness'

/** What a call came back with; status 0 when the connection broke (the server was killed). */
export type Reply = { status: number; body: unknown; headers: Headers; ms: number }

export type CallOptions = { token?: string; json?: unknown; form?: FormData }

/**
 * One HTTP call over fetch's keep-alive pool, the way a browser's client makes it (bearer token,
 * JSON or multipart). It never throws: a broken connection is a reply with status 0.
 */
export const call = async (
  base: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Reply> => {
  const started = performance.now()
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | FormData | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) body = options.form
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    })
    const type = res.headers.get('content-type') ?? ''
    const parsed: unknown = type.includes('application/json')
      ? await res.json()
      : Buffer.from(await res.arrayBuffer())
    return {
      status: res.status,
      body: parsed,
      headers: res.headers,
      ms: performance.now() - started,
    }
  } catch {
    return { status: 0, body: undefined, headers: new Headers(), ms: performance.now() - started }
  }
}

/** The id of a created record, from a 2xx JSON reply. */
export const idOf = (reply: Reply): string => {
  const id = (reply.body as { id?: unknown } | undefined)?.id
  if (typeof id !== 'string')
    throw new Error(`No id in a ${reply.status} reply: ${JSON.stringify(reply.body)}`)
  return id
}

export const form = (
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Uint8Array; type: string }[] = [],
) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const file of files)
    data.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return data
}

export const signInAdmin = async (base: string): Promise<string> => {
  const reply = await call(base, 'POST', '/api/admin/login', { json: ADMIN })
  if (reply.status !== 200) throw new Error(`Admin sign-in failed: ${reply.status}`)
  return (reply.body as { sessionToken: string }).sessionToken
}

export type SignedInTenant = { id: string; token: string }

/**
 * Tenants with an active lease on one property, each signed in through the real login route.
 * One password hash serves them all: hashing is the slow part and not what is under test.
 */
export const seedSignedInTenants = async (
  db: Kysely<Database>,
  base: string,
  count: number,
  tag: string,
) => {
  const password = 'stress-tenant-password'
  const hash = await hashPassword(password)
  const property = await insertProperty(db, { name: `Stress ${tag}`, total_units: count })
  const tenants: SignedInTenant[] = []
  for (let i = 0; i < count; i++) {
    const tenant = await insertTenant(db, {
      password_hash: hash,
      email: `stress-${tag}-${i}@example.com`,
      unit: `${i + 1}`,
    })
    await insertLease(db, {
      tenant_id: tenant.id,
      property_id: property.id,
      start_date: '2025-01-01',
      end_date: null,
    })
    const reply = await call(base, 'POST', '/api/tenant/login', {
      json: { email: tenant.email, password },
    })
    if (reply.status !== 200) throw new Error(`Tenant sign-in failed: ${reply.status}`)
    tenants.push({ id: tenant.id, token: (reply.body as { sessionToken: string }).sessionToken })
  }
  return tenants
}
