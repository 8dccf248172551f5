import { describe, expect, it } from 'vitest'
import {
  FinalizeTenantDataSchema,
  isIntakePending,
  parseExtractedJson,
  resolveFinalizeValues,
  termWarning,
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

describe('termWarning, the review warning about a term that is not a fresh one', () => {
  it('warns about a term that started more than a month before today', () => {
    expect(termWarning('2026-02-14', '2027-02-13', '2026-03-15')).toBe('started-long-ago')
    expect(termWarning('2025-06-01', '', '2026-03-15')).toBe('started-long-ago')
  })

  it('says nothing of a term that started a month ago or less, or starts later', () => {
    expect(termWarning('2026-02-15', '2027-02-14', '2026-03-15')).toBeNull()
    expect(termWarning('2026-03-01', '2027-02-28', '2026-03-15')).toBeNull()
    expect(termWarning('2026-05-01', '2027-04-30', '2026-03-15')).toBeNull()
    expect(termWarning('', '', '2026-03-15')).toBeNull()
  })

  it('counts a month back from a day the previous month lacks as that month’s last day', () => {
    // 29 days before 31 March is within a month, though 31 February does not exist.
    expect(termWarning('2026-03-02', '2027-03-01', '2026-03-31')).toBeNull()
    expect(termWarning('2026-02-28', '2027-02-27', '2026-03-31')).toBeNull()
    expect(termWarning('2026-02-27', '2027-02-26', '2026-03-31')).toBe('started-long-ago')
    expect(termWarning('2025-12-31', '2026-12-30', '2026-01-31')).toBeNull()
    expect(termWarning('2025-12-30', '2026-12-29', '2026-01-31')).toBe('started-long-ago')
  })

  it('warns that the term ended before anything about its start', () => {
    expect(termWarning('2025-01-01', '2025-12-31', '2026-03-15')).toBe('ended')
    expect(termWarning('2026-03-01', '2026-03-14', '2026-03-15')).toBe('ended')
    expect(termWarning('2025-03-15', '2026-03-15', '2026-03-15')).toBe('started-long-ago')
  })
})
