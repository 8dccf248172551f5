import { describe, expect, it } from 'vitest'
import {
  FinalizeTenantDataSchema,
  isIntakePending,
  parseExtractedJson,
  resolveFinalizeValues,
  type ExtractedLease,
} from './lease-intake'

const extracted = {
  tenant: { firstName: 'Marcus', lastName: 'Bell', email: 'marcus.bell@example.com', phone: null },
  lease: {
    startDate: null,
    commencementDate: '2026-03-01',
    endDate: '2027-02-28',
    terminationDate: '2027-02-28',
    monthlyRent: 2350,
    securityDeposit: null,
  },
  deposit: { amount: 2000 },
  monthlyRent: 2350,
} as unknown as ExtractedLease

describe('finalize values', () => {
  it('lets an edited value override the extracted one', () => {
    const values = resolveFinalizeValues(extracted, {
      firstName: ' Marc ',
      monthlyRent: '$2,400.50',
      endDate: '2027-03-31',
    })
    expect(values.tenant.firstName).toBe('Marc')
    expect(values.lease).toMatchObject({ monthlyRent: 2400.5, endDate: '2027-03-31' })
  })

  it('falls back on empties to the extraction, then to empty strings or 0, and is always active', () => {
    expect(
      resolveFinalizeValues(extracted, { firstName: '', monthlyRent: '', securityDeposit: 'abc' }),
    ).toEqual({
      tenant: {
        firstName: 'Marcus',
        lastName: 'Bell',
        email: 'marcus.bell@example.com',
        phone: '',
      },
      lease: {
        monthlyRent: 2350,
        securityDeposit: 2000,
        startDate: '2026-03-01',
        endDate: '2027-02-28',
        status: 'active',
      },
    })
    expect(resolveFinalizeValues(null, {})).toEqual({
      tenant: { firstName: '', lastName: '', email: '', phone: '' },
      lease: { monthlyRent: 0, securityDeposit: 0, startDate: '', endDate: '', status: 'active' },
    })
  })

  it('keeps a typed 0 rather than falling back', () => {
    expect(resolveFinalizeValues(extracted, { securityDeposit: 0 }).lease.securityDeposit).toBe(0)
  })
})

describe('intake polling and stored JSON', () => {
  it('polls while the document is uploaded, processing or without data', () => {
    expect(isIntakePending(undefined)).toBe(true)
    expect(isIntakePending({ status: 'processing', extractedJson: null })).toBe(true)
    expect(isIntakePending({ status: 'extracted', extractedJson: null })).toBe(true)
    expect(isIntakePending({ status: 'extracted', extractedJson: '{}' })).toBe(false)
    expect(isIntakePending({ status: 'failed', extractedJson: null })).toBe(false)
  })

  it('reads only JSON of the extracted shape', () => {
    expect(parseExtractedJson('not json')).toBeNull()
    expect(parseExtractedJson('{"tenantName":"X"}')).toBeNull()
  })
})

describe('the tenant a finalize writes', () => {
  it('asks for a missing email and for a valid one', () => {
    const tenant = { firstName: 'Marcus', lastName: 'Bell', phone: '' }
    const message = (email: string) =>
      FinalizeTenantDataSchema.safeParse({ ...tenant, email }).error?.issues[0]?.message
    expect(message('')).toBe("Enter the tenant's email address")
    expect(message('marcus@')).toBe('Enter a valid email address')
    expect(message('marcus@example.com')).toBeUndefined()
  })
})
