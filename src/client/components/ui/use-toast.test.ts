import { describe, expect, it } from 'vitest'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToasterToast } from './use-toast'

const make = (id: string): ToasterToast => ({ id, title: id, open: true, onOpenChange: () => {} })

describe('toastReducer', () => {
  it('keeps one toast at a time: the newest replaces the old', () => {
    const first = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') })
    const second = toastReducer(first, { type: 'ADD_TOAST', toast: make('2') })
    expect(TOAST_LIMIT).toBe(1)
    expect(second.toasts.map((t) => t.id)).toEqual(['2'])
  })

  it('closes on dismiss and leaves the list on remove', () => {
    const shown = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') })
    const dismissed = toastReducer(shown, { type: 'DISMISS_TOAST', toastId: '1' })
    expect(dismissed.toasts[0]?.open).toBe(false)
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([])
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })
})
