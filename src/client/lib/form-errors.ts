import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from '../components/ui/use-toast'
import { fieldErrors, readableErrorMessage } from './errors'

/**
 * Shows a failed save: each field the server named gets its sentence under the input, and a
 * toast titled with SPEC §8's message says what went wrong.
 */
export const showSaveError = <T extends FieldValues>(
  error: unknown,
  title: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  const byField = fieldErrors(error)
  for (const field of fields) {
    const message = byField[field]
    if (message) setError(field, { type: 'server', message })
  }
  toast({ variant: 'destructive', title, description: readableErrorMessage(error) })
}
