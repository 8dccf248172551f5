import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = new Date('2025-03-10T12:00:00Z')

describe('formatRelativeTime', () => {
  it('says how long ago, in the largest fitting unit', () => {
    expect(formatRelativeTime('2025-03-10T11:59:30Z', now)).toBe('just now')
    expect(formatRelativeTime('2025-03-10T11:55:00Z', now)).toBe('5 minutes ago')
    expect(formatRelativeTime('2025-03-10T09:00:00Z', now)).toBe('3 hours ago')
    expect(formatRelativeTime('2025-03-09T12:00:00Z', now)).toBe('yesterday')
  })

  it('is empty for a value that is not a date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('')
  })
})
