import { ApiError, type FieldMessages } from './api-error'

/** The HTTP status of a failed call, or null for network and other errors. */
export const errorStatus = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null

/**
 * One sentence a person can read: the server's sentence when it gave one, the message of any other
 * error, and the fallback for an HTML page, a body without a sentence, or nothing.
 */
export const readableErrorMessage = (
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string => {
  if (error instanceof ApiError) return error.reason ?? fallback
  if (error instanceof Error) return error.message || fallback
  return fallback
}

/**
 * The server's sentence when it refused the request for a reason the person can fix (a 4xx: a photo
 * too large, an email already taken); undefined for network and server failures.
 */
export const actionableReason = (error: unknown): string | undefined =>
  error instanceof ApiError && error.isClientError ? readableErrorMessage(error) : undefined

/** The per-field sentences of a 400, so a form can show each under its input. Empty otherwise. */
export const fieldErrors = (error: unknown): FieldMessages =>
  error instanceof ApiError ? error.fields : {}
