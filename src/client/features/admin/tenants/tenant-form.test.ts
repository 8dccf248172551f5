import { describe, expect, it } from 'vitest'
import type { AdminTenant } from '../../../../shared/schemas/admin-tenants'
import { changedFields, EDITABLE_FIELDS, PROPERTY_FIELDS, toFormValues } from './tenant-form'

const tenant = {
  firstName: 'Maria',
  lastName: 'Garcia',
  email: 'maria@example.com',
  phone: null,
  propertyName: 'Cedar Ridge',
  propertyAddress: '2150 Cedar Ridge Dr.',
  rent: 1395,
  securityDeposit: 1395,
  maintenanceFee: 35,
  hoaFee: null,
  gardening: null,
  pool: null,
  ownerName: 'Linda',
  ownerEmail: null,
  ownerPhone: null,
  leaseStart: '2026-01-01',
  leaseEnd: '2026-12-31',
} as AdminTenant

describe('tenant edit form', () => {
  it('holds exactly the whitelist, nulls as empty inputs and money as plain numbers', () => {
    const values = toFormValues(tenant)
    expect(Object.keys(values).sort()).toEqual([...EDITABLE_FIELDS].sort())
    expect(values).toMatchObject({
      phone: '',
      rent: '1395',
      maintenanceFee: '35',
      hoaFee: '',
      leaseEnd: '2026-12-31',
    })
  })

  it('sends only the changed fields, trimmed, with a cleared field as an empty string', () => {
    const original = toFormValues(tenant)
    const edited = {
      ...original,
      firstName: ' Mary ',
      maintenanceFee: '',
      leaseEnd: '2027-01-31',
      phone: '  ',
    }
    expect(changedFields(edited, original)).toEqual({
      firstName: 'Mary',
      maintenanceFee: '',
      leaseEnd: '2027-01-31',
    })
    expect(changedFields(original, original)).toEqual({})
  })

  it('knows which fields live on the property', () => {
    expect(PROPERTY_FIELDS).toEqual([
      'propertyName',
      'propertyAddress',
      'rent',
      'securityDeposit',
      'maintenanceFee',
      'hoaFee',
      'gardening',
      'pool',
      'ownerName',
      'ownerEmail',
      'ownerPhone',
    ])
  })
})
