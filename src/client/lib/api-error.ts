/** The per-field sentences of a refused request, keyed by the field's path (`name`, `tenants.0.email`). */
export type FieldMessages = Record<string, string>

/**
 * A non-OK answer from the server. `message` keeps the catalogue's thrown text (`400: <body>`);
 * `reason` is the one sentence a person can read, and `fields` the per-field sentences of a 400.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    message: string,
    /** The server's sentence, or null when the body carries none (an HTML page, empty, bare JSON). */
    readonly reason: string | null,
    readonly fields: FieldMessages = {},
  ) {
    super(message)
  }

  /** A refusal the person can act on (a photo too large, an email already taken), not a server failure. */
  get isClientError() {
    return this.status >= 400 && this.status < 500
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringEntries = (value: unknown): FieldMessages =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Reads an error body once: the server answers `{error, details?: {fields}}` (a `details` that is a
 * sentence stands in for a missing `error`); a proxy in front of it
 * may answer plain text (kept as the reason) or an HTML page (no reason).
 */
export const apiErrorFrom = (status: number, statusText: string, text: string): ApiError => {
  const message = `${status}: ${text || statusText}`
  const body = text.trim()
  const parsed = parseJson(body)
  if (isRecord(parsed)) {
    const sentence = [parsed.error, parsed.details].find(
      (value): value is string => typeof value === 'string' && value !== '',
    )
    const details = isRecord(parsed.details) ? parsed.details : {}
    return new ApiError(status, message, sentence ?? null, stringEntries(details.fields))
  }
  const isPlainText = body !== '' && parsed === undefined && !body.startsWith('<')
  return new ApiError(status, message, isPlainText ? body : null)
}
