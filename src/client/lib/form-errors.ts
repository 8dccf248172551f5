import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from './errors'
import { placeServerErrors } from '@/lib/forms/server-errors'

/**
 * Shows a failed save of a form not yet on `useSchemaForm`: each listed field the server named
 * gets its sentence under the input, and the toast says it without the field's path, by the same
 * rule the form kit applies.
 */
export const showSaveError = <T extends FieldValues>(
  error: unknown,
  title: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  const isListed = (path: string) => (fields as readonly string[]).includes(path)
  const description = placeServerErrors(setError, isListed, error) ?? readableErrorMessage(error)
  toast({ variant: 'destructive', title, description })
}
