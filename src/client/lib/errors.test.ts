import { describe, expect, it } from 'vitest'
import { apiErrorFrom } from './api-error'
import { actionableReason, errorStatus, fieldErrors, readableErrorMessage } from './errors'

const answer = (status: number, body: string, statusText = '') =>
  apiErrorFrom(status, statusText, body)

describe('errorStatus', () => {
  it('reads the status of a failed call and nothing from other errors', () => {
    expect(errorStatus(answer(429, '{"error":"Slow down."}'))).toBe(429)
    expect(errorStatus(new Error('429: {"error":"Slow down."}'))).toBeNull()
    expect(errorStatus('nope')).toBeNull()
  })
})

describe('readableErrorMessage', () => {
  it('shows the sentence of a JSON {error} body, not the JSON', () => {
    const error = answer(429, '{"error":"Too many sign-in attempts. Try again in 15 minutes."}')
    expect(error.message).toBe(
      '429: {"error":"Too many sign-in attempts. Try again in 15 minutes."}',
    )
    expect(readableErrorMessage(error)).toBe('Too many sign-in attempts. Try again in 15 minutes.')
  })

  it('shows a plain text body as it is', () => {
    expect(readableErrorMessage(answer(502, 'Bad Gateway'))).toBe('Bad Gateway')
  })

  it('uses the fallback for HTML, JSON without a sentence, and empty bodies', () => {
    expect(readableErrorMessage(answer(502, '<html>oops</html>'), 'Try again')).toBe('Try again')
    expect(readableErrorMessage(answer(400, '{"details":[]}'), 'Try again')).toBe('Try again')
    expect(readableErrorMessage(answer(500, '', 'Server Error'), 'Try again')).toBe('Try again')
    expect(readableErrorMessage(new Error(''), 'Try again')).toBe('Try again')
  })

  it('keeps the message of errors that are not answers from the server', () => {
    expect(readableErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })
})

describe('actionableReason', () => {
  it('gives the server sentence of a 4xx and nothing for 5xx or network errors', () => {
    expect(
      actionableReason(answer(409, '{"error":"Another account already uses this email address."}')),
    ).toBe('Another account already uses this email address.')
    expect(actionableReason(answer(500, '{"error":"Something went wrong on our side."}'))).toBe(
      undefined,
    )
    expect(actionableReason(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})

describe('fieldErrors', () => {
  it('reads the per-field sentences of a 400', () => {
    const error = answer(
      400,
      '{"error":"name: Enter the property name","details":{"fields":{"name":"Enter the property name","hoaFee":"The amount cannot be negative","bad":3}}}',
    )
    expect(fieldErrors(error)).toEqual({
      name: 'Enter the property name',
      hoaFee: 'The amount cannot be negative',
    })
  })

  it('is empty for other errors', () => {
    expect(fieldErrors(answer(409, '{"error":"Busy"}'))).toEqual({})
    expect(fieldErrors(answer(500, '<html>'))).toEqual({})
    expect(fieldErrors(new Error('Failed to fetch'))).toEqual({})
  })
})
