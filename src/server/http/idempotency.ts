import { createHash, randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { isUniqueViolation } from '../db/unique-violation'
import { AppError } from './errors'

/*
 * Create calls are idempotent: a request that carries an `Idempotency-Key` header is answered once.
 * The first request claims the key (a row, unique per person and key) and its answer is stored;
 * a repeat with the same key and the same request within 24 hours gets that answer back and
 * creates nothing, even when it arrives while the first is still running (a double click). The
 * same key with another request is a mistake by the client and is refused with a 422. Routes opt
 * in with `config: { idempotent: true }`.
 */

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A create call: repeats with the same Idempotency-Key header answer as the first did. */
    idempotent?: boolean
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    idempotencyRowId: string | null
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const KEPT_MS = 24 * 60 * 60 * 1000
/** How long a repeat waits for the first request to finish before asking the client to retry. */
const WAIT_MS = 15_000
const POLL_MS = 100
const MAX_KEY_LENGTH = 200

const actorOf = (request: FastifyRequest) => {
  const session = request.session
  if (!session) return null
  return session.role === 'admin' ? `admin:${session.adminId}` : `tenant:${session.tenantId}`
}

/**
 * What makes two requests "the same": method, path and body. A multipart upload is streamed to
 * its handler, so it is compared by its length; the key itself already names one submission.
 */
const requestHash = (request: FastifyRequest) => {
  const isMultipart = request.headers['content-type']?.startsWith('multipart/') ?? false
  const body = isMultipart
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null)
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const replayOrRefuse = async (
  request: FastifyRequest,
  reply: FastifyReply,
  actor: string,
  key: string,
  hash: string,
) => {
  const db = request.server.db
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('actor', '=', actor)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    // The first request failed and let go of its key: this one may try again.
    if (!row) return false
    if (row.request_hash !== hash) {
      throw new AppError(
        422,
        'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
      )
    }
    if (row.status_code !== null) {
      await reply
        .status(Number(row.status_code))
        .header('content-type', row.content_type ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(row.response_body ?? '')
      return true
    }
    if (Date.now() > deadline) {
      throw new AppError(
        409,
        'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
      )
    }
    await sleep(POLL_MS)
  }
}

const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
  const key = request.headers[IDEMPOTENCY_HEADER]
  if (typeof key !== 'string' || key === '') return
  if (key.length > MAX_KEY_LENGTH) {
    throw new AppError(
      400,
      `The Idempotency-Key header is longer than ${MAX_KEY_LENGTH} characters.`,
    )
  }
  const actor = actorOf(request)
  if (!actor) return
  const db = request.server.db
  const hash = requestHash(request)
  const now = new Date()
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - KEPT_MS).toISOString())
    .execute()
  for (;;) {
    const id = randomUUID()
    try {
      await db
        .insertInto('idempotency_keys')
        .values({
          id,
          actor,
          idempotency_key: key,
          request_hash: hash,
          status_code: null,
          content_type: null,
          response_body: null,
          created_at: now.toISOString(),
        })
        .execute()
      request.idempotencyRowId = id
      return
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    if (await replayOrRefuse(request, reply, actor, key, hash)) return reply
  }
}

/** Keeps a success or a refusal for repeats; a server error lets go of the key so a retry runs. */
const storeAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const id = request.idempotencyRowId
  if (!id) return payload
  request.idempotencyRowId = null
  const db = request.server.db
  const body =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('utf8')
        : payload === undefined || payload === null
          ? ''
          : undefined
  if (reply.statusCode >= 500 || body === undefined) {
    await db.deleteFrom('idempotency_keys').where('id', '=', id).execute()
    return payload
  }
  const contentType = reply.getHeader('content-type')
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: reply.statusCode,
      content_type: typeof contentType === 'string' ? contentType : null,
      response_body: body,
    })
    .where('id', '=', id)
    .execute()
  return payload
}

/** A request that never reached its answer (the client went away) lets go of its key. */
const releaseKey = async (request: FastifyRequest) => {
  const id = request.idempotencyRowId
  if (!id) return
  request.idempotencyRowId = null
  await request.server.db.deleteFrom('idempotency_keys').where('id', '=', id).execute()
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/**
 * Adds the key's claim after each opted-in route's own preHandlers (so the session is known) and
 * the storing of its answer.
 */
export const registerIdempotency = (app: FastifyInstance) => {
  app.decorateRequest('idempotencyRowId', null)
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return
    route.preHandler = [...asArray(route.preHandler), claimKey]
    route.onSend = [...asArray(route.onSend), storeAnswer]
    route.onResponse = [...asArray(route.onResponse), releaseKey]
    route.onRequestAbort = [...asArray(route.onRequestAbort), releaseKey]
  })
}
