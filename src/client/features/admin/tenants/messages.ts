import {
  IMPORT_EXTENSIONS,
  IMPORT_LISTED_ERRORS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  IMPORT_WRONG_TYPE,
  type ImportValidationError,
} from '../../../../shared/schemas/tenant-import'
import { ApiError } from '@/lib/api-error'

/** The dialog refuses a file before uploading it when its size or extension is wrong. */
export const checkImportFile = (file: { name: string; size: number }): string | null => {
  const name = file.name.toLowerCase()
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return IMPORT_WRONG_TYPE
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TOO_LARGE
  return null
}

/** 'Found N validation errors in the uploaded file.', the first 5 as 'Row N: errors', then '... and N more errors'. */
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

/**
 * A failed delete shows the server's sentence, or 'HTTP {status}: Failed to delete tenant' when the
 * answer carries none.
 */
export const deleteFailureMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'Failed to delete tenant'
  return error.reason ?? `HTTP ${error.status}: Failed to delete tenant`
}
