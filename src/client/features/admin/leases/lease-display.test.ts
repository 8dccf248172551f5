import { describe, expect, it } from 'vitest'
import { formatFileSize, rentPerMonth } from './lease-display'

describe('lease display rules', () => {
  it('shows rent as $rent/month', () => {
    expect(rentPerMonth(1425)).toBe('$1,425.00/month')
  })

  it('shows file sizes in KB or MB', () => {
    expect(formatFileSize(1800)).toBe('2 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
  })
})
