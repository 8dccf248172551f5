import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ZodError } from 'zod'

/** The one error type of the server: a status and a sentence a person can act on, never a stack or a field path. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
  }
}

/**
 * Not a failure: a repeat of an idempotent upload, stopped once its parts were read, answered with
 * what the first request with its key answered.
 */
export class StoredAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly contentType: string,
    readonly body: string,
  ) {
    super('Answered before')
  }
}

type FieldErrors = Record<string, string>

const describeFields = (fields: FieldErrors, fallback: string) => {
  const [first] = Object.entries(fields)
  if (!first) return fallback
  return first[0] ? `${first[0]}: ${first[1]}` : first[1]
}

/** Turns a zod error from a service (not a route schema) into the same 400 a route schema gives. */
export const validationError = (error: ZodError): AppError => {
  const fields: FieldErrors = {}
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message
  return new AppError(400, describeFields(fields, 'The request is not valid'), { fields })
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts.'],
  FST_FILES_LIMIT: [413, 'The upload has too many files.'],
  FST_FIELDS_LIMIT: [413, 'The upload has too many fields.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send this request as multipart/form-data.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
}

export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof StoredAnswer) {
    return reply
      .status(error.statusCode)
      .header('content-type', error.contentType)
      .header('idempotent-replayed', 'true')
      .send(error.body)
  }
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({ error: error.message, details: error.details })
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {}
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      fields[field] ??= issue.message ?? 'Not valid'
    }
    return reply
      .status(400)
      .send({ error: describeFields(fields, 'The request is not valid.'), details: { fields } })
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined
  if (known) return reply.status(known[0]).send({ error: known[1] })
  if (error.statusCode === 429) return reply.status(429).send({ error: error.message })
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ error: error.message })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' })
}
