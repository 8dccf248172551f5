import { describe, expect, it } from 'vitest'
import { rentPerMonth } from './lease-display'

describe('lease display rules', () => {
  it('shows rent as $rent/month', () => {
    expect(rentPerMonth(1425)).toBe('$1,425.00/month')
  })
})
