import { describe, expect, it } from 'vitest'
import { LeaseFormSchema, leaseFormValuesOf, NEW_UNIT, type LeaseFormValues } from './lease-form'

const TENANT = '0b6f1c52-5d1e-4c8a-9d3e-1f2a3b4c5d6e'
const CO_TENANT = '1c7e2d63-6e2f-4d9b-8e4f-2a3b4c5d6e7f'

const filled = (changes: Partial<LeaseFormValues> = {}): LeaseFormValues => ({
  ...leaseFormValuesOf(null),
  tenantId: TENANT,
  startDate: '2026-12-01',
  monthlyRent: '$1,850.00',
  securityDeposit: '1850',
  ...changes,
})

const sentences = (values: LeaseFormValues) => {
  const parsed = LeaseFormSchema.safeParse(values)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the lease form', () => {
  it('sends typed amounts as dollars, co-tenants by id, and no late fee by default', () => {
    const body = LeaseFormSchema.parse(
      filled({ coTenants: [{ id: CO_TENANT, label: 'Omar Okafor' }], endDate: '' }),
    )
    expect(body).toMatchObject({
      tenantId: TENANT,
      coTenantIds: [CO_TENANT],
      monthlyRent: 1850,
      securityDeposit: 1850,
      endDate: null,
      unitId: null,
      rentDueDay: 1,
      lateFee: { type: 'none', amount: null, percent: null },
    })
  })

  it('names a new unit instead of choosing one', () => {
    const body = LeaseFormSchema.parse(filled({ unitId: NEW_UNIT, unitName: ' 2B ' }))
    expect(body).toMatchObject({ unitName: '2B' })
    expect(body).not.toHaveProperty('unitId')
  })

  it('keeps only the fields of the chosen late fee', () => {
    const body = LeaseFormSchema.parse(
      filled({
        lateFee: { type: 'percent', amount: '75', percent: '5', graceDays: '3', cap: '' },
      }),
    )
    expect(body.lateFee).toEqual({
      type: 'percent',
      amount: null,
      percent: 5,
      graceDays: 3,
      cap: null,
    })
  })

  it('says in words what is missing or wrong, under the field at fault', () => {
    expect(
      sentences(
        filled({
          tenantId: '',
          startDate: '',
          monthlyRent: '',
          securityDeposit: 'lots',
          endDate: '2026-11-01',
          lateFee: { type: 'daily', amount: '', percent: '', graceDays: '0', cap: '' },
        }),
      ),
    ).toEqual({
      tenantId: 'Choose the tenant',
      startDate: 'Choose the start date',
      monthlyRent: 'Enter an amount in dollars',
      securityDeposit: 'Enter an amount in dollars',
      'lateFee.amount': 'Enter the late fee amount',
    })
  })

  it('refuses an end before the start once the rest is right', () => {
    expect(sentences(filled({ endDate: '2026-11-01' }))).toEqual({
      endDate: 'The end date must be after the start date',
    })
  })
})
