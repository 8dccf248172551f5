import type { FastifyRequest } from 'fastify'
import { AppError } from './errors'

/**
 * Text no database here stores as typed: PostgreSQL refuses NUL in text (a 500 from deep in a
 * query), and a lone UTF-16 surrogate (half an emoji) is silently turned into U+FFFD on the way
 * to UTF-8. Both are refused up front, on both dialects alike, rather than failing or changing.
 */
// eslint-disable-next-line no-control-regex -- NUL is the character in question
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT =
  'The text contains characters that cannot be stored (a NUL byte or half of an emoji); remove them and try again.'

/** True when any string in the value, keys included, cannot be stored as typed. */
export const hasUnstorableText = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (typeof value !== 'object' || value === null || depth > 64) return false
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1),
  )
}

/** preValidation hook: parsed JSON bodies, query strings and path parameters. */
export const rejectUnstorableText = async (request: FastifyRequest) => {
  if ([request.params, request.query, request.body].some((part) => hasUnstorableText(part)))
    throw new AppError(400, UNSTORABLE_TEXT)
}
