import { expect, signInAsTenant, test } from './fixtures'
import { giveLease } from './payments-helpers'

const card = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('group', { name: title, exact: true })

test('the dashboard shows the balance, next payment, requests and lease from the database', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await signInAsTenant(page, signedUpTenant)
  // Three rents of $1,500 have fallen due (the lease started on the 1st two months ago).
  await expect(card(page, 'Current Balance')).toContainText('$4,500.00')
  await expect(card(page, 'Current Balance')).toContainText('Payment due soon')
  await expect(card(page, 'Next Payment')).toContainText('$1,500.00')
  await expect(card(page, 'Next Payment')).toContainText(/Due \w{3} 1, \d{4}/)
  await expect(card(page, 'Open Requests')).toContainText('0')
  await expect(card(page, 'Lease Expires')).toContainText(/\d+ months/)
  await expect(page.getByText('Your Lease Information')).toBeHidden()
  await expect(page.getByText('Lease started')).toBeVisible()

  await page.getByRole('link', { name: 'Make Payment' }).click()
  await expect(page).toHaveURL(/\/payments\?new=1$/)
  await expect(page.getByRole('dialog', { name: 'Record a Payment' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'View Payment History' }).click()
  await expect(page).toHaveURL(/\/payments$/)
})

test('an extracted lease shows its information with empty fields hidden and an ordinal due day', async ({
  page,
  db,
  signedUpTenant,
}) => {
  const extracted = {
    property: { address: '1108 Pecan Street, Pflugerville, TX 78660' },
    lease: {
      type: 'fixed-term',
      startDate: '2026-01-15',
      endDate: '2027-01-14',
      monthlyRent: 1500,
      rentDueDay: 3,
      maxGuestDays: null,
    },
    financial: { gracePeriodDays: 5, lateFeePercentage: null },
    management: { acceptedPaymentMethods: ['Zelle', 'Check'] },
    tenant: { additionalOccupants: null },
  }
  await giveLease(db, signedUpTenant.id, {
    extracted_data: JSON.stringify(extracted),
    extraction_confidence: 0.87,
  })
  await signInAsTenant(page, signedUpTenant)
  const panel = page.getByRole('region', { name: 'Your Lease Information' })
  await expect(panel).toContainText('Auto-extracted · 87% confidence')
  await expect(panel).toContainText('1108 Pecan Street, Pflugerville, TX 78660')
  await expect(panel).toContainText('Fixed-Term')
  await expect(panel).toContainText('3rd of each month')
  await expect(panel).toContainText('5 days')
  await expect(panel.getByText('Zelle', { exact: true })).toBeVisible()
  await expect(panel.getByText('Guest limit')).toBeHidden()
  await expect(panel.getByText('Late fee')).toBeHidden()
  await expect(panel.getByText('Additional occupants')).toBeHidden()
  await expect(panel.getByText('Security deposit')).toBeHidden()
})

test('the dashboard shows four placeholders while loading and the failure text when it cannot load', async ({
  page,
  signedUpTenant,
}) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/dashboard/stats', async (route) => {
    await held
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Something went wrong on our side."}',
    })
  })
  await signInAsTenant(page, signedUpTenant)
  await expect(page.getByTestId('dashboard-loading').locator(':scope > *')).toHaveCount(4)
  release()
  await expect(page.getByText('Failed to load dashboard data')).toBeVisible()
})
