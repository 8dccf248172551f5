import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { letterheadAgent } from './letterhead-agent'

const lease = (head: string) =>
  contextFrom(
    [
      head,
      '411 Jefferson Street, Suite 300, Lynchburg, VA 24504 | (434) 555-0120',
      'RESIDENTIAL LEASE',
      'This lease is made by the Agent, on behalf of the Owner, with the Tenant listed below.',
      '4. Payment. Remit to the Agent, at its office.',
    ].join('\n'),
  )

describe('the agent of a letterhead', () => {
  it('is the company heading the first page when the lease calls its agent only "the Agent"', () =>
    expect(letterheadAgent(lease('Hill City Home Rentals'))?.value).toBe('Hill City Home Rentals'))

  it('is no one when the heading is not a company, or the lease never speaks of its agent', () => {
    expect(letterheadAgent(lease('RESIDENTIAL LEASE AGREEMENT'))).toBeNull()
    expect(
      letterheadAgent(
        contextFrom(
          'Hill City Home Rentals\n411 Jefferson Street, Lynchburg, VA 24504\nThe Owner leases the home to the Tenant.',
        ),
      ),
    ).toBeNull()
  })
})
