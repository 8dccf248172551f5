import { useMemo, useRef } from 'react'

/**
 * The Idempotency-Key of one submission. Every send while it is in flight carries the same key (a
 * double click whose second click lands before the button is disabled, a retry), so the server
 * stores one record; once the answer is in, the next submission gets a new key, since the form
 * may have changed and a refusal should not be replayed to a corrected form.
 */
export const useSubmissionKey = () => {
  const current = useRef<string | null>(null)
  return useMemo(
    () => ({
      take: () => (current.current ??= crypto.randomUUID()),
      settle: () => {
        current.current = null
      },
    }),
    [],
  )
}
