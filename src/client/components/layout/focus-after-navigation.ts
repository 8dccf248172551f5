import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router'

/** Whether the router has moved since the page loaded (set by the app's root, always mounted). */
let hasNavigatedSinceLoad = false

/** For the app's root: notes the first navigation after the page loaded. */
export const useNoteNavigations = () => {
  const { key } = useLocation()
  const loadKey = useRef(key)
  useEffect(() => {
    if (key !== loadKey.current) hasNavigatedSinceLoad = true
  }, [key])
}

const isFocusLost = () =>
  document.activeElement === null || document.activeElement === document.body

/**
 * When a navigation removed the focused control (the sign-in button, a link inside the old page),
 * focus falls back to the body and the next Tab would start wherever that control was. This puts
 * it at the start of the new page's content instead, as the skip link would. A freshly loaded
 * page keeps the browser's own start, so its first Tab still reaches the skip link.
 */
export const useFocusContentAfterNavigation = (content: RefObject<HTMLElement | null>) => {
  const { key } = useLocation()
  const mountKey = useRef(key)
  useEffect(() => {
    const navigated = key !== mountKey.current || hasNavigatedSinceLoad
    if (navigated && isFocusLost()) content.current?.focus()
  }, [key, content])
}
