import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestFleet, type TestFleet } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)(
  'the admin dashboard on two servers over one %s database',
  (dialect) => {
    let fleet: TestFleet
    let headers: Record<string, string>
    beforeEach(async () => {
      fleet = await createTestFleet(dialect)
      headers = (await signInNewAdmin(fleet.apps[0]!, fleet.db)).headers
    })
    afterEach(() => fleet.close())

    const statsOn = async (server: number) =>
      (await fleet.apps[server]!.inject({ url: '/api/admin/dashboard', headers })).json().stats

    it('shows a lease created through one server on the other at once', async () => {
      const cedar = await insertProperty(fleet.db, { name: 'Cedar', total_units: 2 })
      const maria = await insertTenant(fleet.db)
      expect((await statsOn(0)).occupancyRate).toBe(0)
      expect((await statsOn(1)).occupancyRate).toBe(0)
      const created = await fleet.apps[0]!.inject({
        method: 'POST',
        url: '/api/admin/leases',
        headers,
        payload: {
          tenantId: maria.id,
          propertyId: cedar.id,
          startDate: '2020-01-01',
          endDate: '2099-01-01',
          monthlyRent: 900,
          securityDeposit: 900,
          rentDueDay: 1,
          status: 'active',
        },
      })
      expect(created.statusCode).toBe(201)
      expect((await statsOn(1)).occupancyRate).toBe(50)
      expect((await statsOn(0)).occupancyRate).toBe(50)
    })

    it('shows a write made outside any server (a job, a script) on every server', async () => {
      expect((await statsOn(0)).totalTenants).toBe(0)
      expect((await statsOn(1)).totalTenants).toBe(0)
      await insertTenant(fleet.db)
      expect((await statsOn(0)).totalTenants).toBe(1)
      expect((await statsOn(1)).totalTenants).toBe(1)
    })
  },
)
