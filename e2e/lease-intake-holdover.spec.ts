import { E2E_ADMIN } from './e2e-env'
import { expect, signInAsAdmin, test } from './fixtures'
import { toast } from './payments-helpers'

const LEASE = 'tests/fixtures/leases/dc_housing_provider_lease.pdf'

test('a signed lease whose term ended last year is finalized as a holdover, active and owing nothing', async ({
  page,
  request,
}) => {
  const email = `marcus.${crypto.randomUUID().slice(0, 6)}@example.com`
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')
  await page.getByLabel('Lease PDF').setInputFiles(LEASE)
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  const form = page.getByRole('tabpanel', { name: 'Review & Finalize' })
  await expect(form.getByRole('button', { name: 'Create Tenant & Lease' })).toBeVisible({
    timeout: 30_000,
  })

  const lastYear = new Date().getUTCFullYear() - 1
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Commencement date').fill(`${lastYear - 1}-01-15`)
  await form.getByLabel('Termination date').fill(`${lastYear}-01-14`)
  await expect(form.getByText(/This lease.s term ended on/)).toBeVisible()
  await expect(
    form.getByRole('radio', { name: /Month-to-month holdover from today/ }),
  ).toBeChecked()
  await form.screenshot({ path: 'test-results/intake-ended-term-holdover.png' })
  await form.getByRole('button', { name: 'Create Tenant & Lease' }).dblclick()
  await expect(toast(page, 'Lease created successfully')).toBeVisible()

  const login = await request.post('/api/admin/login', { data: E2E_ADMIN })
  const headers = { authorization: `Bearer ${(await login.json()).sessionToken}` }
  const tenants = await (await request.get(`/api/admin/tenants?q=${email}`, { headers })).json()
  expect(tenants).toHaveLength(1)
  const leases = await (
    await request.get(`/api/admin/leases?tenantId=${tenants[0].id}`, { headers })
  ).json()
  expect(leases).toHaveLength(1)
  expect(leases[0]).toMatchObject({ status: 'active', openingBalance: 0 })
  expect(leases[0].ledgerStart).toBe(new Date().toISOString().slice(0, 10))
  const ledger = await (
    await request.get(`/api/admin/tenants/${tenants[0].id}/ledger`, { headers })
  ).json()
  expect(ledger.balance).toBe(0)
})
