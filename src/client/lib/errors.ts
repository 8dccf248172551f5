/** api-client errors read `${status}: ${body}` (SPEC §8); these helpers turn them back into parts. */
const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : ''

/** The HTTP status an api-client error carries, or null for network and other errors. */
export const errorStatus = (error: unknown): number | null => {
  const match = STATUS_PREFIX.exec(messageOf(error))
  return match ? Number(match[1]) : null
}

const errorField = (body: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(body)
    if (
      parsed &&
      typeof parsed === 'object' &&
      'error' in parsed &&
      typeof parsed.error === 'string'
    )
      return parsed.error
  } catch {
    // Not JSON: the body is plain text.
  }
  return null
}

/**
 * One sentence a person can read: the server's `{error}` sentence when the body carries one,
 * the plain body text otherwise, and the fallback for HTML pages, JSON without a sentence or nothing.
 */
export const readableErrorMessage = (
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string => {
  const message = messageOf(error)
  const match = STATUS_PREFIX.exec(message)
  if (!match) return message || fallback
  const body = (match[2] ?? '').trim()
  const sentence = errorField(body)
  if (sentence) return sentence
  if (!body || body.startsWith('<') || body.startsWith('{') || body.startsWith('[')) return fallback
  return body
}

/**
 * The server's sentence when it refused the request for a reason the person can fix (a 4xx:
 * a photo too large, an email already taken); undefined for network and server failures.
 */
export const actionableReason = (error: unknown): string | undefined => {
  const status = errorStatus(error)
  return status !== null && status >= 400 && status < 500 ? readableErrorMessage(error) : undefined
}

/**
 * The per-field sentences of a 400 (`details.fields`, DESIGN §2), so a form can show each under
 * its input. Empty for any other error.
 */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const match = STATUS_PREFIX.exec(messageOf(error))
  if (!match) return {}
  try {
    const parsed: unknown = JSON.parse(match[2] ?? '')
    const fields =
      parsed && typeof parsed === 'object' && 'details' in parsed
        ? (parsed.details as { fields?: unknown } | null)?.fields
        : undefined
    if (!fields || typeof fields !== 'object') return {}
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}
