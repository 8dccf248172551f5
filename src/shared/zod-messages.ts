import { z } from 'zod'

/**
 * Plain sentences for zod's generic failures, on both sides, so a missing field reads
 * "This field is required" rather than "Invalid input: expected string, received undefined".
 */
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'This field is required'
    if (issue.code === 'invalid_type')
      return `Expected ${issue.expected === 'number' ? 'a number' : issue.expected}`
    if (issue.code === 'too_big' && issue.origin === 'string')
      return `Use at most ${issue.maximum} characters`
    return undefined
  },
})
