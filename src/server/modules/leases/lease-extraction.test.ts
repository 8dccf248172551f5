import { describe, expect, it } from 'vitest'
import {
  findMatchingIntake,
  maskBankAccount,
  readIntakeFacts,
  toExtractedData,
  type IntakeCandidate,
} from './lease-extraction'

const intake = (overrides: Partial<IntakeCandidate>): IntakeCandidate => ({
  id: 'i',
  status: 'extracted',
  leaseId: null,
  tenantName: null,
  monthlyRent: null,
  confidence: 0.8,
  extractedJson: null,
  processedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})
const lease = { id: 'l', firstName: 'Maria', lastName: 'Garcia', monthlyRent: 1425 }

describe('matching an intake to a lease', () => {
  it('matches a tenant name contained in the extracted name, whatever the case', () => {
    expect(
      findMatchingIntake(lease, [intake({ tenantName: 'maria garcia & Luis Garcia' })]),
    ).toBeDefined()
    expect(findMatchingIntake(lease, [intake({ tenantName: 'Maria Garc' })])).toBeUndefined()
  })

  it('matches a rent less than $1 away, and not $1 away', () => {
    expect(findMatchingIntake(lease, [intake({ monthlyRent: 1425.99 })])).toBeDefined()
    expect(findMatchingIntake(lease, [intake({ monthlyRent: 1424 })])).toBeUndefined()
  })

  it('prefers the lease’s own intake, then a name match, then the newest rent match', () => {
    const rent = intake({ id: 'rent', monthlyRent: 1425, processedAt: '2026-05-01T00:00:00.000Z' })
    const name = intake({ id: 'name', tenantName: 'Maria Garcia' })
    const own = intake({ id: 'own', leaseId: 'l', status: 'finalized' })
    expect(findMatchingIntake(lease, [rent, name, own])?.id).toBe('own')
    expect(findMatchingIntake(lease, [rent, name])?.id).toBe('name')
  })

  it('ignores intakes that failed, are still processing, or belong to another lease', () => {
    for (const candidate of [
      intake({ status: 'failed', tenantName: 'Maria Garcia' }),
      intake({ status: 'processing', monthlyRent: 1425 }),
      intake({ leaseId: 'other', tenantName: 'Maria Garcia' }),
    ]) {
      expect(findMatchingIntake(lease, [candidate])).toBeUndefined()
    }
  })
})

describe('the extracted data the panel shows', () => {
  it('reads the name and the rent at the top or inside the groups', () => {
    expect(readIntakeFacts('{"tenant":{"fullName":"A B"},"lease":{"monthlyRent":900}}')).toEqual({
      tenantName: 'A B',
      monthlyRent: 900,
    })
    expect(readIntakeFacts('not json')).toEqual({ tenantName: null, monthlyRent: null })
  })

  it('masks a bank account to its last 4 digits', () => {
    expect(maskBankAccount('7730014821')).toBe('••••4821')
    expect(maskBankAccount('Acct 12-34-56')).toBe('••••3456')
  })

  it('keeps what it can read and drops fields of the wrong type', () => {
    const data = toExtractedData(
      JSON.stringify({
        lease: { rentDueDay: 'first', type: 'month-to-month' },
        management: { bankAccount: '00112233' },
      }),
    )
    expect(data).toEqual({
      lease: { rentDueDay: null, type: 'month-to-month' },
      management: { bankAccount: '••••2233' },
    })
    expect(toExtractedData('[1,2]')).toBeNull()
    expect(toExtractedData(null)).toBeNull()
  })
})
