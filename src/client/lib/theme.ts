import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark'

const readStoredTheme = (): Theme | null => {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY)
    return isTheme(value) ? value : null
  } catch {
    return null
  }
}

const prefersDark = () => globalThis.matchMedia?.(DARK_QUERY).matches ?? false

/** A stored choice wins; without one the system preference decides. */
export const resolveTheme = (stored: Theme | null, systemPrefersDark: boolean): Theme =>
  stored ?? (systemPrefersDark ? 'dark' : 'light')

let current: Theme = 'light'
const listeners = new Set<() => void>()

const apply = (theme: Theme) => {
  current = theme
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
  listeners.forEach((listener) => listener())
}

/**
 * Runs in main.tsx before React renders, so the first paint already has the right colours
 * (the CSP forbids the usual inline script in index.html). Follows system changes until the
 * person picks a theme themselves.
 */
export const initTheme = () => {
  apply(resolveTheme(readStoredTheme(), prefersDark()))
  globalThis.matchMedia?.(DARK_QUERY).addEventListener('change', (event) => {
    if (!readStoredTheme()) apply(event.matches ? 'dark' : 'light')
  })
}

export const setTheme = (theme: Theme) => {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Not persisted, still applied for this visit.
  }
  apply(theme)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => current)
