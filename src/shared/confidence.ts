/**
 * How an extraction confidence (0 to 1) reads on screen. Leases and intakes use
 * the same thresholds, so the rule lives here once.
 */
export type ConfidenceLevel = 'High' | 'Medium' | 'Low'

export const HIGH_CONFIDENCE = 0.8
export const MEDIUM_CONFIDENCE = 0.6
/** The review screen highlights a confidence strictly above this. */
export const REVIEW_HIGHLIGHT = 0.7

export const confidenceLevel = (score: number): ConfidenceLevel =>
  score >= HIGH_CONFIDENCE ? 'High' : score >= MEDIUM_CONFIDENCE ? 'Medium' : 'Low'

export const isConfidenceHighlighted = (score: number): boolean => score > REVIEW_HIGHLIGHT

/** 0.915 → 92: confidence shows as a rounded percentage. */
export const confidencePercent = (score: number): number => Math.round(score * 100)
