import { describe, expect, it } from 'vitest'
import { percent } from './format'

describe('dashboard formats', () => {
  it('rounds confidence to a whole percentage', () => {
    expect(percent(0.924)).toBe('92%')
    expect(percent(0.925)).toBe('93%')
  })
})
