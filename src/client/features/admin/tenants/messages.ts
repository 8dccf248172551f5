import {
  IMPORT_EXTENSIONS,
  IMPORT_LISTED_ERRORS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  IMPORT_WRONG_TYPE,
  type ImportValidationError,
} from '../../../../shared/schemas/tenant-import'
import { errorStatus } from '../../../lib/errors'

/** SPEC §5: the dialog refuses a file before uploading it when its size or extension is wrong. */
export const checkImportFile = (file: { name: string; size: number }): string | null => {
  const name = file.name.toLowerCase()
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return IMPORT_WRONG_TYPE
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TOO_LARGE
  return null
}

/**
 * SPEC §5: 'Found N validation errors in the uploaded file.', the first 5 as 'Row N: errors',
 * then '... and N more errors'.
 */
export const validationSummary = (errors: ImportValidationError[]) => ({
  heading: `Found ${errors.length} validation errors in the uploaded file.`,
  lines: errors
    .slice(0, IMPORT_LISTED_ERRORS)
    .map((error) => `Row ${error.row}: ${error.errors.join(', ')}`),
  more:
    errors.length > IMPORT_LISTED_ERRORS
      ? `... and ${errors.length - IMPORT_LISTED_ERRORS} more errors`
      : null,
})

const bodyOf = (error: unknown) => {
  const message = error instanceof Error ? error.message : ''
  return message.replace(/^\d{3}: /, '')
}

/**
 * SPEC §8: a failed delete shows the server's error or details text, or
 * 'HTTP {status}: Failed to delete tenant' when the body says neither.
 */
export const deleteFailureMessage = (error: unknown): string => {
  const status = errorStatus(error)
  try {
    const body: unknown = JSON.parse(bodyOf(error))
    if (body && typeof body === 'object') {
      const { error: sentence, details } = body as { error?: unknown; details?: unknown }
      if (typeof sentence === 'string' && sentence) return sentence
      if (typeof details === 'string' && details) return details
    }
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return status === null ? 'Failed to delete tenant' : `HTTP ${status}: Failed to delete tenant`
}
