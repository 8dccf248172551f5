import { describe, expect, it } from 'vitest'
import type { ExtractedLease } from '../../../../shared/schemas/lease-intake'
import { finalizeBody, isPdfFile, NEW_TENANT, reviewDefaults } from './review-values'

const extracted = {
  tenant: {
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@example.com',
    phone: '(202) 555-0148',
  },
  lease: {
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    commencementDate: '2026-03-01',
    terminationDate: '2027-02-28',
    monthlyRent: 2350,
    securityDeposit: null,
  },
  deposit: { amount: 2350 },
  monthlyRent: 2350,
} as unknown as ExtractedLease

describe('the review form', () => {
  it('starts from the extraction, as a new tenant, amounts with cents', () => {
    expect(reviewDefaults(extracted)).toEqual({
      tenantChoice: NEW_TENANT,
      updateInfo: false,
      firstName: 'Marcus',
      lastName: 'Bell',
      email: 'marcus.bell@example.com',
      phone: '(202) 555-0148',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      monthlyRent: '2350.00',
      securityDeposit: '2350.00',
      openingBalance: '',
      endedTerm: 'holdover',
    })
  })

  it('chooses an existing tenant matched at 90% or more, and a new tenant below that', () => {
    const match = (id: string, confidence: number) => ({
      tenant: { id, firstName: 'Marcus', lastName: 'Bell', email: null, phone: null, unit: null },
      confidence,
      matchReasons: ['Name match'],
    })
    const withMatches = (matches: ReturnType<typeof match>[]) =>
      ({ ...extracted, hasMatches: matches.length > 0, tenantMatches: matches }) as ExtractedLease
    expect(
      reviewDefaults(withMatches([match('t-85', 0.85), match('t-99', 0.99)])).tenantChoice,
    ).toBe('t-99')
    expect(reviewDefaults(withMatches([match('t-90', 0.9)])).tenantChoice).toBe('t-90')
    expect(reviewDefaults(withMatches([match('t-89', 0.89)])).tenantChoice).toBe(NEW_TENANT)
  })

  it('sends edits over the extraction, empties as the extraction, and always active', () => {
    const values = {
      ...reviewDefaults(extracted),
      firstName: 'Marc',
      monthlyRent: '',
      endDate: '2027-03-31',
    }
    expect(finalizeBody(extracted, values)).toEqual({
      tenant: {
        updateInfo: false,
        data: {
          firstName: 'Marc',
          lastName: 'Bell',
          email: 'marcus.bell@example.com',
          phone: '(202) 555-0148',
        },
      },
      lease: {
        monthlyRent: 2350,
        securityDeposit: 2350,
        startDate: '2026-03-01',
        endDate: '2027-03-31',
        status: 'active',
        openingBalance: 0,
        endedTerm: 'holdover',
      },
    })
  })

  it('sends the opening balance and the choice for an ended term', () => {
    const values = {
      ...reviewDefaults(extracted),
      openingBalance: '-40.5',
      endedTerm: 'ended' as const,
    }
    expect(finalizeBody(extracted, values).lease).toMatchObject({
      openingBalance: -40.5,
      endedTerm: 'ended',
    })
  })

  it('names the existing tenant and sends updateInfo only with one', () => {
    const chosen = { ...reviewDefaults(extracted), tenantChoice: 'tenant-1', updateInfo: true }
    expect(finalizeBody(extracted, chosen).tenant).toMatchObject({
      existingId: 'tenant-1',
      updateInfo: true,
    })
    expect(finalizeBody(extracted, { ...chosen, tenantChoice: NEW_TENANT }).tenant.updateInfo).toBe(
      false,
    )
  })

  it('takes only application/pdf', () => {
    expect(isPdfFile(new File(['x'], 'lease.pdf', { type: 'application/pdf' }))).toBe(true)
    expect(isPdfFile(new File(['x'], 'lease.pdf', { type: 'image/png' }))).toBe(false)
  })
})
