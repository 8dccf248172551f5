import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/*
 * A half-typed form kept in the tab's sessionStorage, so a reload (or a phone dropping the page)
 * does not lose it. Only the typed values are kept, never files; the draft is dropped once the
 * form is sent or cancelled, and a stored draft that no longer fits the form is ignored.
 */

const storage = () => globalThis.sessionStorage as Storage | undefined

/** The stored draft when it still fits the form's fields, else the fallback. */
export const readDraft = <Values extends FieldValues>(
  key: string,
  shape: z.ZodType<Values>,
  fallback: Values,
): Values => {
  try {
    const parsed = shape.safeParse(JSON.parse(storage()?.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

export const clearDraft = (key: string) => storage()?.removeItem(key)

/** Writes the form's values to the draft on every change while `enabled`. */
export const useSessionDraft = <Values extends FieldValues, Output>(
  key: string,
  form: UseFormReturn<Values, unknown, Output>,
  enabled: boolean,
) => {
  useEffect(() => {
    if (!enabled) return undefined
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        try {
          storage()?.setItem(key, JSON.stringify(values))
        } catch {
          // A full or disabled storage only costs the draft.
        }
      },
    })
  }, [key, form, enabled])
}
