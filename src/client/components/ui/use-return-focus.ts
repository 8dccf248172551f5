import { useRef } from 'react'

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined
  onCloseAutoFocus?: ((event: Event) => void) | undefined
}

/**
 * Radix dialogs give focus back to their Trigger when they close. Most of Hearth's dialogs open
 * from state (a card, a table row, a header button) without a Trigger, and focus then fell to the
 * page body, leaving a keyboard user at the top of the page. This remembers what had focus when
 * the dialog opened and returns there, as the WAI-ARIA dialog pattern asks; when that element is
 * gone, Radix's own behaviour applies. Composes with the caller's own handlers.
 */
export const useReturnFocus = ({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) => {
  const openerRef = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix calls this before it moves focus into the dialog: the active element is the opener.
      const active = document.activeElement
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const opener = openerRef.current
      if (event.defaultPrevented || !opener?.isConnected) return
      event.preventDefault()
      opener.focus()
    },
  }
}
