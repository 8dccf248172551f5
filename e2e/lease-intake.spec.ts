import type { Page } from '@playwright/test'
import { expect, PDF_UPLOAD_TIMEOUT, signInAsAdmin, test } from './fixtures'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const LEASE = 'tests/fixtures/leases/dc_housing_provider_lease.pdf'

test('an admin uploads a lease, watches it being read, corrects it and creates the tenant and lease', async ({
  page,
  db,
}) => {
  const email = `marcus.${crypto.randomUUID().slice(0, 6)}@example.com`
  // Earlier tests of the run may have leased this lease's apartment, and a unit has one active lease.
  await db
    .updateTable('leases')
    .set({ status: 'ended', ended_at: new Date().toISOString() })
    .where('status', 'in', ['active', 'pending'])
    .where('property_id', 'in', (eb) =>
      eb
        .selectFrom('properties')
        .select('id')
        .where('normalized_address', 'like', '1418 columbia road%'),
    )
    .execute()
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')
  await expect(page.getByRole('heading', { name: 'Lease Intake' })).toBeVisible()

  // Not a PDF: refused before anything is sent.
  await page
    .getByLabel('Lease PDF')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') })
  await expect(toast(page, 'Invalid file type')).toContainText('Only PDF files are allowed.')
  await expect(page.getByRole('button', { name: 'Upload & Process Document' })).toBeDisabled()

  await page.getByLabel('Lease PDF').setInputFiles(LEASE)
  await expect(page.getByText('dc_housing_provider_lease.pdf')).toBeVisible()
  await expect(page.getByText(/^0\.03 MB$/)).toBeVisible()
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  await expect(toast(page, 'Document uploaded successfully')).toContainText(
    'Processing has started automatically.',
    { timeout: PDF_UPLOAD_TIMEOUT },
  )

  // The Review tab opens on the new intake and shows the reading, then the form once it is read.
  await expect(page.getByRole('tab', { name: 'Review & Finalize' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const form = page.getByRole('tabpanel', { name: 'Review & Finalize' })
  // Until the next poll (every 2 s) finds it read, the tab shows the reading at 60.
  await expect(form.getByText('Extracting information from the lease agreement...')).toBeVisible()
  await expect(form.getByRole('progressbar', { name: 'Reading the lease' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  )
  await expect(form.getByRole('button', { name: 'Create Tenant & Lease' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(form.getByText(/\d+% confidence/)).toHaveAttribute('data-highlighted', 'true')
  // Earlier tests of the run may have made a Marcus Bell, whom the review would offer first.
  await form.getByRole('radio', { name: /Create New Tenant/ }).click()
  await expect(form.getByRole('radio', { name: /Create New Tenant/ })).toBeChecked()
  await expect(form.getByLabel('First name')).toHaveValue('Marcus')
  await expect(form.getByLabel('Last name')).toHaveValue('Bell')
  await expect(form.getByText('1418 Columbia Road NW, Apt 304, Washington, DC 20009')).toBeVisible()
  await expect(form.getByText('Eleanor Whitfield')).toBeVisible()
  await expect(form.getByLabel('Commencement date')).toHaveValue('2026-03-01')
  await expect(form.getByLabel('Monthly rent ($)')).toHaveValue('2350.00')
  await expect(form.getByText('Monday through Friday, 9:00 a.m. to 5:00 p.m.')).toBeVisible()

  // A corrected field wins over what was read.
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Monthly rent ($)').fill('2400')
  await form.getByRole('button', { name: 'Create Tenant & Lease' }).click()
  await expect(toast(page, 'Lease created successfully')).toContainText(
    'Tenant and lease records have been created.',
  )

  // The History tab opens; the intake is finalized and its review says so, with the invite link.
  await expect(page.getByRole('tab', { name: 'Processing History' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const history = page.getByRole('tabpanel', { name: 'Processing History' })
  const row = history.getByRole('button', { name: /dc_housing_provider_lease\.pdf/ }).first()
  await expect(row).toContainText('Finalized')
  await row.click()
  await expect(page.getByRole('heading', { name: 'Lease Created Successfully' })).toBeVisible()
  const inviteUrl = await page.getByLabel('Invite link').inputValue()
  expect(inviteUrl).toMatch(/\/invite\//)

  // The tenant and the lease, marked as read from a document.
  await page.goto('/admin/tenants')
  await expect(page.getByText(email).first()).toBeVisible()
  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill('Bell')
  const card = page.getByRole('article').filter({ hasText: '$2,400.00/month' }).first()
  await expect(card).toContainText('Auto-extracted')
  await card.getByRole('button', { name: 'Marcus Bell', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Auto-Extracted Information' })
  await expect(panel).toContainText('Rock Creek Residential Management')
  await expect(panel).toContainText('1418 Columbia Road NW')
  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(documents).toContainText('dc_housing_provider_lease.pdf')
  await expect(documents).toContainText('Lease Agreement')

  // The tenant accepts the invite and finds the lease read from the document on the dashboard.
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.goto(new URL(inviteUrl).pathname)
  await page.getByLabel('New password').fill('marcus-password-1')
  await page.getByLabel('Confirm password').fill('marcus-password-1')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page.getByText('Welcome back, Marcus')).toBeVisible()
  const leaseInfo = page.getByRole('region', { name: 'Your Lease Information' })
  await expect(leaseInfo).toContainText('1418 Columbia Road NW')
  await expect(leaseInfo).toContainText('$2,400.00')
})

test('a PDF that cannot be read ends as Processing Failed with the reason', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')
  await page.getByLabel('Lease PDF').setInputFiles('tests/fixtures/leases/password_protected.pdf')
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  await expect(page.getByText('Processing Failed')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('This PDF is password-protected')).toBeVisible()
  await page.getByRole('tab', { name: 'Processing History' }).click()
  const row = page.getByRole('button', { name: /password_protected\.pdf/ }).first()
  await expect(row).toContainText('Failed')
  await expect(row).toContainText('This PDF is password-protected')

  // Retry reads it again; a password does not go away, so it fails again with the same reason.
  await page.getByRole('button', { name: 'Retry password_protected.pdf' }).first().click()
  await expect(toast(page, 'Reading the lease again')).toBeVisible()
  await expect(row).toContainText('This PDF is password-protected', { timeout: 20_000 })
})

test('the review tab without a selection says so', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake?tab=review')
  await expect(page.getByText('No document selected for review')).toBeVisible()
})
