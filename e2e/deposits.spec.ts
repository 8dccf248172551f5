import { addDays } from '../src/shared/ledger'
import { todayIso } from '../src/shared/dates'
import { extractionWithReturnDays } from '../tests/factories'
import { PNG_BYTES } from '../tests/multipart'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { expectToast, giveLease } from './payments-helpers'

test('an admin settles an ended lease’s deposit with a photo; the tenant sees the refund and its letter', async ({
  page,
  browser,
  db,
  signedUpTenant,
}) => {
  const today = todayIso()
  const lastDay = addDays(today, -3)
  await giveLease(db, signedUpTenant.id, {
    status: 'ended',
    end_date: lastDay,
    ended_at: `${lastDay}T12:00:00.000Z`,
    security_deposit_cents: 150_000,
    extracted_data: extractionWithReturnDays(30),
  })
  // Every signed-up tenant of a run is Priya Shah: a last name of its own finds this test's lease.
  const lastName = `Shah-${Math.random().toString(36).slice(2, 8)}`
  await db
    .updateTable('tenants')
    .set({ last_name: lastName })
    .where('id', '=', signedUpTenant.id)
    .execute()
  const name = `${signedUpTenant.firstName} ${lastName}`

  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill(lastName)
  await page.getByRole('button', { name, exact: true }).click()
  const panel = page.getByRole('region', { name: 'Security deposit' })
  await expect(panel.getByText('Held', { exact: true })).toBeVisible()
  await expect(panel.getByText(/^Due back by /)).toBeVisible()

  const form = panel.getByRole('form', { name: 'Record the deposit disposition' })
  await form.getByRole('button', { name: 'Add deduction' }).click()
  await form.getByLabel('Deduction 1', { exact: true }).fill('Broken bedroom window')
  await form.getByLabel('Amount ($)').fill('240')
  await form
    .getByLabel('Photo (optional, JPG or PNG)')
    .setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: PNG_BYTES })
  await expect(form.getByText('$1,260.00')).toBeVisible()
  await form.getByRole('button', { name: 'Record and send the letter' }).click()
  await expectToast(page, 'Disposition recorded')
  await expect(panel.getByText('Settled', { exact: true })).toBeVisible()
  await expect(panel.getByRole('row').filter({ hasText: 'Broken bedroom window' })).toContainText(
    '−$240.00',
  )
  await expect(panel.getByRole('link', { name: 'Photo' })).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/deposits-admin-panel.png', fullPage: true })

  // The dashboard counts deposits held apart from revenue, and late fees of the month.
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('group', { name: 'Deposits Held' })).toContainText('not revenue')
  await expect(page.getByRole('group', { name: 'Late Fees' })).toBeVisible()
  await page.screenshot({ path: 'test-results/deposits-admin-dashboard.png' })

  const tenantContext = await browser.newContext()
  const tenantPage = await tenantContext.newPage()
  await signInAsTenant(tenantPage, signedUpTenant)
  await tenantPage.goto('/payments')
  const card = tenantPage.getByRole('region', { name: 'Security deposit' })
  await expect(card.getByText('Settled', { exact: true })).toBeVisible()
  await expect(card.getByRole('row').filter({ hasText: 'Refund' })).toContainText('$1,260.00')
  const download = tenantPage.waitForEvent('download')
  await card.getByRole('button', { name: 'Disposition letter (PDF)' }).click()
  expect((await download).suggestedFilename()).toBe(`security-deposit-disposition-${lastDay}.pdf`)
  await card.scrollIntoViewIfNeeded()
  await tenantPage.screenshot({ path: 'test-results/deposits-tenant-payments.png', fullPage: true })
  await tenantContext.close()
})
