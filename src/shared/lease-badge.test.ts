import { describe, expect, it } from 'vitest'
import { leaseBadge } from './lease-badge'

const now = new Date('2026-03-10T15:00:00Z')

describe('leaseBadge', () => {
  it('reads Expired once the end date has passed, but not on the last day', () => {
    expect(leaseBadge('2026-03-09', now)).toBe('Expired')
    expect(leaseBadge('2025-01-01', now)).toBe('Expired')
    expect(leaseBadge('2026-03-10', now)).toBe('Expiring Soon')
  })

  it('reads Expiring Soon under two 30-day months (59 days), Renewal Due from day 60', () => {
    expect(leaseBadge('2026-05-08', now)).toBe('Expiring Soon') // 59 days
    expect(leaseBadge('2026-05-09', now)).toBe('Renewal Due') // 60 days
  })

  it('reads Renewal Due under six 30-day months (179 days), Active from day 180', () => {
    expect(leaseBadge('2026-09-05', now)).toBe('Renewal Due') // 179 days
    expect(leaseBadge('2026-09-06', now)).toBe('Active') // 180 days
    expect(leaseBadge('2028-01-01', now)).toBe('Active')
  })

  it('gives no badge without a valid end date', () => {
    expect(leaseBadge(null, now)).toBeUndefined()
    expect(leaseBadge(undefined, now)).toBeUndefined()
    expect(leaseBadge('2026-02-30', now)).toBeUndefined()
  })
})
