import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldErrors } from '@/lib/errors'

/** True when the form's values hold the (dotted) path, such as `tenants.0.email`. */
export const hasPath = (values: unknown, path: string): boolean => {
  let node = values
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false
    node = (node as Record<string, unknown>)[key]
  }
  return true
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * Puts each field sentence of a refused submission under its field, and returns what the toast
 * should say instead of the server's summary (which names fields by their path): the one
 * sentence when one field was refused, a pointer to the marked fields when several were, and the
 * sentences of fields the form does not show. Undefined when the answer named no field.
 */
export const placeServerErrors = <Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  hasField: (path: string) => boolean,
  error: unknown,
): string | undefined => {
  const entries = Object.entries(fieldErrors(error))
  if (entries.length === 0) return undefined
  const unplaced: string[] = []
  for (const [path, message] of entries) {
    if (hasField(path)) setError(path as Path<Values>, { type: 'server', message })
    else unplaced.push(sentence(message))
  }
  if (unplaced.length > 0) return unplaced.join(' ')
  return markedFieldsSummary(entries.map(([, message]) => message))
}

/** What a toast says about sentences already shown under their fields: the one, or a pointer. */
export const markedFieldsSummary = (messages: string[]): string =>
  messages.length === 1 ? sentence(messages[0]!) : 'Correct the marked fields and try again.'

/** The sentences of a form's failed checks, nested fields included, in the form's order. */
export const fieldErrorMessages = (errors: FieldErrors): string[] =>
  Object.values(errors).flatMap((error) => {
    if (!error || typeof error !== 'object') return []
    if (typeof error.message === 'string' && error.message) return [error.message]
    return fieldErrorMessages(error as FieldErrors)
  })
