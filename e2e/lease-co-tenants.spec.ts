import { insertProperty } from '../tests/factories'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { chooseOption, expectToast } from './payments-helpers'

const unique = () => crypto.randomUUID().slice(0, 6)

const firstOfThisMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10)
}

test('an admin creates a lease with a co-tenant by double-clicking, and the co-tenant signs in to the same lease', async ({
  page,
  db,
  newTenant,
  invitePath,
  request,
}) => {
  const family = `Okafor${unique()}`
  const primary = await newTenant({ first_name: 'Nora', last_name: family })
  const coTenant = await newTenant({ first_name: 'Omar', last_name: family })
  const token = (await invitePath(coTenant.id)).split('/').pop() ?? ''
  const password = 'omar-password-1'
  expect(
    (await request.post('/api/tenant/accept-invite', { data: { token, password } })).ok(),
  ).toBe(true)
  const property = await insertProperty(db, { name: `Willow Court ${family}`, total_units: 2 })

  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByRole('button', { name: 'Create Lease' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create New Lease' })
  const search = page.getByRole('combobox', { name: 'Search tenants by name, email or unit' })

  await dialog.getByLabel('Tenant', { exact: true }).click()
  await search.fill(family)
  await page.getByRole('option', { name: new RegExp(`Nora ${family}`) }).click()
  await dialog.getByLabel('Co-tenants').click()
  await search.fill(family)
  await page.getByRole('option', { name: new RegExp(`Omar ${family}`) }).click()
  await expect(dialog.getByRole('list', { name: 'Co-tenants on this lease' })).toContainText(
    `Omar ${family}`,
  )

  await dialog.getByLabel('Property').click()
  await page.getByRole('combobox', { name: /Search properties/ }).fill(`Willow Court ${family}`)
  await page.getByRole('option', { name: new RegExp(`Willow Court ${family}`) }).click()
  await dialog.getByLabel('Start date').fill(firstOfThisMonth())
  await dialog.getByLabel('Monthly rent').fill('1500')
  await dialog.getByLabel('Security deposit').fill('1500')
  await chooseOption(page, 'When rent is late', 'A flat fee')
  await dialog.getByLabel('Fee', { exact: true }).fill('50')
  await dialog.getByLabel('Grace period').fill('5')
  await dialog.screenshot({ path: 'test-results/lease-form-co-tenant.png' })

  await dialog.getByRole('button', { name: 'Create Lease' }).dblclick()
  await expectToast(page, 'Lease created successfully')
  await expect(dialog).toBeHidden()

  const leases = await db
    .selectFrom('leases')
    .select(['tenant_id', 'unit_id', 'late_fee_type'])
    .where('property_id', '=', property.id)
    .execute()
  expect(leases).toHaveLength(1)
  expect(leases[0]).toMatchObject({ tenant_id: primary.id, late_fee_type: 'flat' })
  expect(leases[0]!.unit_id).not.toBeNull()

  await signInAsTenant(page, { email: coTenant.email, password })
  await expect(page.getByRole('group', { name: 'Next Payment', exact: true })).toContainText(
    '$1,500.00',
  )
  await page.screenshot({ path: 'test-results/co-tenant-dashboard.png' })
})
