import { AppError } from '../http/errors'

export const STORAGE_FULL =
  "Hearth's storage is full. Nothing was saved; ask whoever runs Hearth to free some space, then try again."

/** Error codes a store's backend uses for "no room left": a full disk or a used-up quota. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])

/**
 * A failed write, as the person who sent the file should hear it: a full store is a 507 with a
 * sentence they can act on (not a 500), anything else passes through unchanged. Every FileStore
 * maps its write failures through this, so the answer is the same whatever holds the bytes.
 */
export const asStorageError = (error: unknown): unknown => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && FULL_CODES.has(code) ? new AppError(507, STORAGE_FULL) : error
}
