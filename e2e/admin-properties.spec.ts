import type { Page } from '@playwright/test'
import { insertLease } from '../tests/factories'
import { expect, signInAsAdmin, test } from './fixtures'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const unique = () => crypto.randomUUID().slice(0, 6)

const section = (page: Page, title: string) => page.getByRole('region', { name: title })

/** Opens the property through the list's search, so other tests' properties never get in the way. */
const openProperty = async (page: Page, name: string) => {
  await page.getByLabel('Search properties').fill(name)
  await page.getByRole('button', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
}

test('an admin creates a property, edits each of its four sections one at a time, and deletes it', async ({
  page,
}) => {
  const name = `Maple Court ${unique()}`
  await signInAsAdmin(page)
  await page.goto('/admin/properties')
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Property' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await dialog.getByLabel('Property name').fill(name)
  await dialog.getByLabel('Street address').fill('12 Maple Ct.')
  await dialog.getByLabel('Total units').fill('0')
  await dialog.getByLabel('Asking rent').fill('1500')
  await dialog.getByRole('button', { name: 'Create Property' }).click()
  await expect(toast(page, 'Property created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Created and selected; units fall back to 1.
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
  await expect(page.getByText('0 of 1 unit leased').first()).toBeVisible()

  const info = section(page, 'Property Information')
  await info.getByRole('button', { name: 'Edit Property Information' }).click()
  // One section at a time: the others cannot be opened meanwhile.
  await expect(
    section(page, 'Owner Information').getByRole('button', { name: 'Edit Owner Information' }),
  ).toBeDisabled()
  await info.getByLabel('City').fill('Austin')
  await info.getByLabel('Total units').fill('6')
  await info.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Property updated successfully')).toBeVisible()
  await expect(info).toContainText('Austin')
  await expect(info).toContainText('6 units')

  const financial = section(page, 'Financial Information')
  await financial.getByRole('button', { name: 'Edit Financial Information' }).click()
  await financial.getByLabel('HOA fee').fill('-5')
  await financial.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Failed to update property')).toBeVisible()
  await expect(financial.getByText('The amount cannot be negative')).toBeVisible()
  await financial.getByLabel('HOA fee').fill('125.50')
  await financial.getByLabel('Asking rent').fill('')
  await financial.getByRole('button', { name: 'Save' }).click()
  await expect(financial).toContainText('$125.50')
  await expect(financial.getByText('Not set')).toHaveCount(5)

  const owner = section(page, 'Owner Information')
  await owner.getByRole('button', { name: 'Edit Owner Information' }).click()
  await owner.getByLabel('Owner name').fill('Nora Ellis')
  await owner.getByLabel('Owner email').fill('nora.ellis@example.com')
  await owner.getByRole('button', { name: 'Save' }).click()
  await expect(owner).toContainText('Nora Ellis')
  await expect(owner).toContainText('nora.ellis@example.com')

  const lease = section(page, 'Lease Information')
  await lease.getByRole('button', { name: 'Edit Lease Information' }).click()
  await lease.getByLabel('Lease end').fill('2027-06-30')
  await lease.getByRole('button', { name: 'Save' }).click()
  await expect(
    toast(page, 'Cannot update lease: No active lease found for this property'),
  ).toBeVisible()
  await lease.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this property?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Property deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name, level: 2 })).toBeHidden()
  await page.getByLabel('Search properties').fill(name)
  await expect(page.getByText('No properties match your search')).toBeVisible()
})

test('the Lease Information section links a lease and moves its end; delete is refused while it is active', async ({
  page,
  db,
  newTenant,
}) => {
  const name = `Birch Row ${unique()}`
  const tenant = await newTenant({ first_name: 'Lena', last_name: `Okoro${unique()}`, unit: '3' })
  await insertLease(db, { tenant_id: tenant.id, start_date: '2026-01-01', end_date: '2026-12-31' })
  await signInAsAdmin(page)
  await page.goto('/admin/properties')
  await page.getByRole('button', { name: 'Add Property' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await dialog.getByLabel('Property name').fill(name)
  await dialog.getByLabel('Total units').fill('2')
  await dialog.getByRole('button', { name: 'Create Property' }).click()
  await expect(dialog).toBeHidden()
  await openProperty(page, name)

  const lease = section(page, 'Lease Information')
  await lease.getByRole('button', { name: 'Edit Lease Information' }).click()
  await lease.getByLabel('Current lease').click()
  await page
    .getByRole('combobox', { name: 'Search leases by tenant, unit or property' })
    .fill(tenant.last_name)
  await page.getByRole('option', { name: new RegExp(tenant.last_name) }).click()
  await lease.getByLabel('Lease end').fill('2027-01-31')
  await lease.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Property updated successfully')).toBeVisible()
  await expect(lease).toContainText(`Lena ${tenant.last_name} (active)`)
  await expect(lease).toContainText('Jan 31, 2027')
  await expect(page.getByText('1 of 2 units leased').first()).toBeVisible()
  // A let property's rent is its lease's; its own figure is the asking rent of a vacant unit.
  await expect(lease.getByText('Lease rent')).toBeVisible()
  await expect(section(page, 'Financial Information')).toContainText('Asking rent')
  await page.screenshot({ path: 'test-results/admin-property-lease-rent.png', fullPage: true })

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Failed to delete property')).toContainText(
    `${name} still has 1 active lease.`,
  )
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
})

test('an empty Add Property says what is missing in words, not field paths', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/properties')
  await page.getByRole('button', { name: 'Add Property' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await dialog.getByRole('button', { name: 'Create Property' }).click()
  const failure = toast(page, 'Failed to create property')
  await expect(failure).toBeVisible()
  await expect(failure).not.toContainText('name:')
  await expect(dialog.getByText('Enter the property name')).toBeVisible()
})
