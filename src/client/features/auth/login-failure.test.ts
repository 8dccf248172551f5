import { describe, expect, it } from 'vitest'
import { apiErrorFrom } from '@/lib/api-error'
import { LOGIN_FAILED_MESSAGE, loginFailureMessage } from './api'

describe('loginFailureMessage', () => {
  it('is the fixed login failure text for wrong credentials, never the raw JSON', () => {
    expect(loginFailureMessage(apiErrorFrom(401, '', '{"error":"Wrong email or password"}'))).toBe(
      LOGIN_FAILED_MESSAGE,
    )
    expect(LOGIN_FAILED_MESSAGE).toBe('Login failed. Please check your credentials.')
  })

  it("passes the rate limit's sentence through", () => {
    const error = apiErrorFrom(
      429,
      '',
      '{"error":"Too many sign-in attempts. Try again in 12 minutes."}',
    )
    expect(loginFailureMessage(error)).toBe('Too many sign-in attempts. Try again in 12 minutes.')
  })

  it('falls back to the fixed text when a 429 has no sentence', () => {
    expect(loginFailureMessage(apiErrorFrom(429, '', 'Too Many Requests'))).toBe(
      'Too Many Requests',
    )
    expect(loginFailureMessage(apiErrorFrom(429, '', ''))).toBe(LOGIN_FAILED_MESSAGE)
  })
})
