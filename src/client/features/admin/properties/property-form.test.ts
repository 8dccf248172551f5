import { describe, expect, it } from 'vitest'
import {
  formValuesOf,
  parseTotalUnits,
  propertyFormSchema,
  SECTIONS,
  toPropertyBody,
} from './property-form'

describe('property form', () => {
  it('falls back to 1 unit for anything that is not a whole number of at least 1', () => {
    expect(parseTotalUnits('4')).toBe(4)
    expect(parseTotalUnits('')).toBe(1)
    expect(parseTotalUnits('0')).toBe(1)
    expect(parseTotalUnits('-2')).toBe(1)
    expect(parseTotalUnits('abc')).toBe(1)
  })

  it('asks for the name, an amount and an email under their own fields, in plain sentences', () => {
    const all = Object.values(SECTIONS).flatMap((section) => section.fields)
    const result = propertyFormSchema(all).safeParse({
      ...formValuesOf(),
      hoaFee: '-5',
      ownerEmail: 'not-an-email',
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(byField).toEqual({
      name: 'Enter the property name',
      hoaFee: 'The amount cannot be negative',
      ownerEmail: 'Enter a valid email address',
    })
  })

  it('omits empty fees, owner and lease fields when creating, and parses the numbers', () => {
    const values = {
      ...formValuesOf(),
      name: ' Oak Row ',
      monthlyRent: '1850.50',
      hoaFee: '',
      ownerName: '',
      totalUnits: '3',
    }
    const all = Object.values(SECTIONS).flatMap((section) => section.fields)
    expect(toPropertyBody(values, all)).toEqual({
      name: 'Oak Row',
      monthlyRent: 1850.5,
      propertyType: 'apartment',
      totalUnits: 3,
    })
  })

  it('sends only the edited section, clearing what was emptied and leaving unchanged lease dates out', () => {
    const initial = {
      ...formValuesOf(),
      name: 'Oak',
      hoaFee: '100',
      poolFee: '',
      leaseId: 'l1',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
    }
    expect(toPropertyBody({ ...initial, hoaFee: '' }, SECTIONS.financial.fields, initial)).toEqual({
      hoaFee: null,
    })
    expect(
      toPropertyBody({ ...initial, leaseEnd: '2027-01-31' }, SECTIONS.lease.fields, initial),
    ).toEqual({ leaseEnd: '2027-01-31' })
  })
})
