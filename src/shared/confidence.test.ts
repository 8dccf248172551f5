import { describe, expect, it } from 'vitest'
import { confidenceLevel, confidencePercent, isConfidenceHighlighted } from './confidence'

describe('confidence badges', () => {
  it('reads 0.8 and more as High, 0.6 and more as Medium, anything lower as Low', () => {
    expect(confidenceLevel(1)).toBe('High')
    expect(confidenceLevel(0.8)).toBe('High')
    expect(confidenceLevel(0.7999)).toBe('Medium')
    expect(confidenceLevel(0.6)).toBe('Medium')
    expect(confidenceLevel(0.5999)).toBe('Low')
    expect(confidenceLevel(0)).toBe('Low')
  })

  it('highlights the review badge only above 0.7', () => {
    expect(isConfidenceHighlighted(0.7)).toBe(false)
    expect(isConfidenceHighlighted(0.7001)).toBe(true)
  })

  it('shows the score as a rounded percentage', () => {
    expect(confidencePercent(0.915)).toBe(92)
    expect(confidencePercent(0.604)).toBe(60)
    expect(confidencePercent(0)).toBe(0)
  })
})
