import { describe, expect, it } from 'vitest'
import { actionableReason, errorStatus, fieldErrors, readableErrorMessage } from './errors'

describe('errorStatus', () => {
  it('reads the status of an api-client error', () => {
    expect(errorStatus(new Error('429: {"error":"Slow down."}'))).toBe(429)
    expect(errorStatus(new Error('Unauthorized'))).toBeNull()
    expect(errorStatus('nope')).toBeNull()
  })
})

describe('readableErrorMessage', () => {
  it('shows the sentence of a JSON {error} body, not the JSON', () => {
    const error = new Error('429: {"error":"Too many sign-in attempts. Try again in 15 minutes."}')
    expect(readableErrorMessage(error)).toBe('Too many sign-in attempts. Try again in 15 minutes.')
  })

  it('shows a plain text body as it is', () => {
    expect(readableErrorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway')
  })

  it('uses the fallback for HTML, JSON without a sentence, and empty messages', () => {
    expect(readableErrorMessage(new Error('502: <html>oops</html>'), 'Try again')).toBe('Try again')
    expect(readableErrorMessage(new Error('400: {"details":[]}'), 'Try again')).toBe('Try again')
    expect(readableErrorMessage(new Error(''), 'Try again')).toBe('Try again')
  })

  it('keeps messages that are not api-client errors', () => {
    expect(readableErrorMessage(new Error('Unauthorized'))).toBe('Unauthorized')
  })
})

describe('actionableReason', () => {
  it('gives the server sentence of a 4xx and nothing for 5xx or network errors', () => {
    expect(
      actionableReason(
        new Error('409: {"error":"Another account already uses this email address."}'),
      ),
    ).toBe('Another account already uses this email address.')
    expect(
      actionableReason(new Error('500: {"error":"Something went wrong on our side."}')),
    ).toBeUndefined()
    expect(actionableReason(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})

describe('fieldErrors', () => {
  it('reads the per-field sentences of a 400', () => {
    const error = new Error(
      '400: {"error":"name: Enter the property name","details":{"fields":{"name":"Enter the property name","hoaFee":"The amount cannot be negative"}}}',
    )
    expect(fieldErrors(error)).toEqual({
      name: 'Enter the property name',
      hoaFee: 'The amount cannot be negative',
    })
  })

  it('is empty for other errors', () => {
    expect(fieldErrors(new Error('409: {"error":"Busy"}'))).toEqual({})
    expect(fieldErrors(new Error('500: <html>'))).toEqual({})
    expect(fieldErrors(new Error('Failed to fetch'))).toEqual({})
  })
})
