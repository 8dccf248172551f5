import { createHash, randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { isUniqueViolation } from '../db/unique-violation'
import { AppError, StoredAnswer } from './errors'

/*
 * Create calls are idempotent: a request that carries an `Idempotency-Key` header is answered once.
 * The first request claims the key (a row, unique per person and key) and its answer is stored;
 * a repeat with the same key and the same request within 24 hours gets that answer back and
 * creates nothing, even when it arrives while the first is still running (a double click). The
 * same key with another request is a mistake by the client and is refused with a 422. Routes opt
 * in with `config: { idempotent: true }`.
 *
 * A multipart upload is streamed to its handler, so its key is claimed only once the handler has
 * read the parts (readMultipart calls claimUploadKey): the request is then known by the hash of
 * its fields and files, and a different file of the same size is a different request.
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
    /** A keyed upload whose key waits for its parts to be read (claimUploadKey). */
    idempotencyPending: { actor: string; key: string } | null
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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** What makes two JSON requests "the same": method, path and body. */
const requestHash = (request: FastifyRequest) =>
  sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)

export type UploadParts = {
  fields: Record<string, string>
  files: readonly { field: string; filename: string; bytes: Buffer }[]
}

/**
 * What makes two uploads "the same": method, path, every field and every file's name and bytes.
 * The multipart boundary is left out, since a browser picks a new one for each send of one form.
 */
const uploadHash = (request: FastifyRequest, { fields, files }: UploadParts) =>
  sha256(
    JSON.stringify({
      request: `${request.method} ${request.url}`,
      fields: Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      files: files.map((file) => [file.field, file.filename, sha256(file.bytes)]),
    }),
  )

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Answer = { statusCode: number; contentType: string; body: string }

/** The first request's answer once it has one; null when the first let go of the key. */
const firstAnswer = async (
  request: FastifyRequest,
  actor: string,
  key: string,
  hash: string,
): Promise<Answer | null> => {
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
    if (!row) return null
    if (row.request_hash !== hash) {
      throw new AppError(
        422,
        'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
      )
    }
    if (row.status_code !== null) {
      return {
        statusCode: Number(row.status_code),
        contentType: row.content_type ?? 'application/json; charset=utf-8',
        body: row.response_body ?? '',
      }
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

/** Claims the key for this request, or answers with what the first request with it answered. */
const claim = async (
  request: FastifyRequest,
  actor: string,
  key: string,
  hash: string,
): Promise<Answer | null> => {
  const db = request.server.db
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
      return null
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    const answer = await firstAnswer(request, actor, key, hash)
    if (answer) return answer
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
  if (request.isMultipart()) {
    request.idempotencyPending = { actor, key }
    return
  }
  const answer = await claim(request, actor, key, requestHash(request))
  if (!answer) return
  return reply
    .status(answer.statusCode)
    .header('content-type', answer.contentType)
    .header('idempotent-replayed', 'true')
    .send(answer.body)
}

/**
 * Claims a keyed upload's key once its parts are read. A repeat throws the first answer (the
 * error handler sends it), so the handler stops before creating anything.
 */
export const claimUploadKey = async (request: FastifyRequest, parts: UploadParts) => {
  const pending = request.idempotencyPending
  if (!pending) return
  request.idempotencyPending = null
  const answer = await claim(request, pending.actor, pending.key, uploadHash(request, parts))
  if (answer) throw new StoredAnswer(answer.statusCode, answer.contentType, answer.body)
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
  app.decorateRequest('idempotencyPending', null)
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return
    route.preHandler = [...asArray(route.preHandler), claimKey]
    route.onSend = [...asArray(route.onSend), storeAnswer]
    route.onResponse = [...asArray(route.onResponse), releaseKey]
    route.onRequestAbort = [...asArray(route.onRequestAbort), releaseKey]
  })
}
