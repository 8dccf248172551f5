import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react'

/** One toast at a time; a dismissed toast leaves the DOM after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export type ToastOptions = {
  title?: ReactNode
  description?: ReactNode
  action?: ReactElement
  variant?: ToastVariant
  duration?: number
}

export type ToasterToast = ToastOptions & {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

export type ToastState = { toasts: ToasterToast[] }

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

export const toastReducer = (state: ToastState, action: ToastAction): ToastState => {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

let state: ToastState = { toasts: [] }
const listeners = new Set<() => void>()
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

const dispatch = (action: ToastAction) => {
  state = toastReducer(state, action)
  listeners.forEach((listener) => listener())
}

const scheduleRemoval = (toastId: string) => {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

export const dismissToast = (toastId?: string) => {
  const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId]
  ids.forEach(scheduleRemoval)
  dispatch({ type: 'DISMISS_TOAST', toastId })
}

let count = 0
const nextId = () => {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return String(count)
}

/** Shows a toast; the newest replaces the one on screen. */
export const toast = (options: ToastOptions) => {
  const id = nextId()
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismissToast(id)
      },
    },
  })
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useToast = () => {
  const current = useSyncExternalStore(subscribe, () => state)
  return { ...current, toast, dismiss: dismissToast }
}
