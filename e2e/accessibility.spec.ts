import type { Page } from '@playwright/test'
import { expect, expectAccessible, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { submitRequest, tenantApi } from './maintenance-helpers'
import { giveLease } from './payments-helpers'

/**
 * axe-core finds no serious or critical violation on any page or main dialog, in light
 * and dark mode (expectAccessible checks both). Each dialog is checked open, then closed with
 * Escape.
 */

const checkDialog = async (page: Page, open: () => Promise<void>, name: string | RegExp) => {
  await open()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, `the ${String(name)} dialog on ${new URL(page.url()).pathname}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

const visit = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  // Wait for the page's data, so axe sees the filled page rather than its skeletons.
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0)
  await expectAccessible(page, path)
}

test.describe('in light and dark mode', () => {
  // Each test walks many pages and runs axe on every one twice; on the shared 2-core machine
  // that takes longer than the default minute.
  test.describe.configure({ timeout: 180_000 })

  test('the sign-in pages, empty and with their errors showing', async ({
    page,
    signedUpTenant,
    invitePath,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Tenant Portal', level: 1 })).toBeVisible()
    await expectAccessible(page, '/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Enter your email')).toBeVisible()
    await expectAccessible(page, '/login with its field errors')

    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin sign-in', level: 1 })).toBeVisible()
    await expectAccessible(page, '/admin/login')
    await page.getByLabel('Username').fill('nobody')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login failed').first()).toBeVisible()
    await expectAccessible(page, '/admin/login with the Login failed toast')

    await page.goto(await invitePath(signedUpTenant.id))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, 'the invite page')
  })

  test('every tenant page and dialog', async ({ page, db, signedUpTenant, baseURL }) => {
    await giveLease(db, signedUpTenant.id)
    const api = await tenantApi(baseURL ?? '', signedUpTenant)
    await submitRequest(api, {
      serviceType: 'hvac',
      specificIssue: 'AC not cooling',
      description: 'The kitchen tap drips all night.',
    })
    await api.dispose()
    await signInAsTenant(page, signedUpTenant)

    await visit(page, '/dashboard', 'Dashboard')
    await visit(page, '/payments', 'Payments')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'New Payment' }).first().click(),
      'Record a Payment',
    )
    await visit(page, '/maintenance', 'Maintenance')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'New Request' }).first().click(),
      'New Maintenance Request',
    )
    await checkDialog(
      page,
      () =>
        page
          .getByRole('button', { name: /AC not cooling/ })
          .first()
          .click(),
      /AC not cooling/,
    )
    await visit(page, '/profile', 'Profile')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await expectAccessible(page, '/profile in edit mode')
    await visit(page, '/no-such-page', 'Dashboard')
  })

  test('every admin page and dialog', async ({ page, db, newTenant }) => {
    const tenant = await newTenant({ first_name: 'Ada', last_name: 'Axe', unit: '2B' })
    await giveLease(db, tenant.id)
    await signInAsAdmin(page)

    await visit(page, '/admin/dashboard', 'Admin Dashboard')
    await visit(page, '/admin/properties', 'Property Management')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Add Property' }).first().click(),
      'Add Property',
    )
    await visit(page, '/admin/leases', 'Lease Management')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Create Lease' }).first().click(),
      'Create New Lease',
    )
    await page.getByLabel('Search leases').fill('Axe')
    await page.getByRole('button', { name: 'Ada Axe', exact: true }).click()
    const documents = page.getByRole('region', { name: 'Documents' })
    await expect(documents.getByText('No documents found')).toBeVisible()
    await expectAccessible(page, '/admin/leases with a lease and its documents open')
    await checkDialog(
      page,
      () => documents.getByRole('button', { name: 'Upload', exact: true }).click(),
      'Upload Lease Document',
    )
    await visit(page, '/admin/tenants', 'Tenant Management')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Ada Axe', exact: true }).click(),
      'Ada Axe',
    )
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Import Tenants' }).first().click(),
      'Import Tenants',
    )
    await visit(page, '/admin/lease-intake', 'Lease Intake')
    await visit(page, '/admin/maintenance', 'Maintenance Management')
    await visit(page, '/admin/payments', 'Admin Payment Management')
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Record Payment' }).first().click(),
      'Record a Payment',
    )
  })
})
