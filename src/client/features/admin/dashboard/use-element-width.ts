import { useEffect, useRef, useState } from 'react'

/**
 * The rendered width of an element, kept up to date: the charts draw at real pixel size, so their
 * text stays readable at 375 px instead of shrinking with a scaled viewBox.
 */
export const useElementWidth = <T extends HTMLElement>() => {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
