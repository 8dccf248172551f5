import { describe, expect, it } from 'vitest'
import type { ExtractedLease } from '../../../../shared/schemas/lease-intake'
import { finalizeBody, isPdfFile, megabytes, NEW_TENANT, reviewDefaults } from './review-values'

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
    })
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
      },
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

  it('shows sizes in MB and takes only application/pdf', () => {
    expect(megabytes(2_516_582)).toBe('2.40 MB')
    expect(isPdfFile(new File(['x'], 'lease.pdf', { type: 'application/pdf' }))).toBe(true)
    expect(isPdfFile(new File(['x'], 'lease.pdf', { type: 'image/png' }))).toBe(false)
  })
})
