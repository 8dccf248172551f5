import { useEffect, useRef } from 'react'

/*
 * Escape belongs to the dialog the person is working in. A toast shown while a dialog is open
 * sits above it and would otherwise take the first Escape; instead the toast hands Escape to the
 * topmost open dialog, and only closes itself once no dialog is open.
 */

const closers: (() => void)[] = []

/** Registers how an open dialog (dialog, sheet or confirmation) closes on Escape. */
export const useDialogEscape = (
  open: boolean | undefined,
  onOpenChange?: (open: boolean) => void,
) => {
  const latest = useRef(onOpenChange)
  useEffect(() => {
    latest.current = onOpenChange
  })
  useEffect(() => {
    if (!open) return
    const close = () => latest.current?.(false)
    closers.push(close)
    return () => {
      closers.splice(closers.indexOf(close), 1)
    }
  }, [open])
}

/** Closes the topmost open dialog; false when none is open. */
export const closeTopDialog = (): boolean => {
  const close = closers.at(-1)
  if (!close) return false
  close()
  return true
}
