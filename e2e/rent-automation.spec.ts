import { todayIso } from '../src/shared/dates'
import { periodOf } from '../src/shared/ledger'
import { runLedgerDay } from '../src/server/modules/scheduler/ledger-day'
import { DEFAULT_RENT_REMINDER_DAYS } from '../src/server/config'
import { tenantApi } from './maintenance-helpers'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { expectToast, giveLease } from './payments-helpers'

test('an admin adds a parking charge and waives a late fee; the tenant sees both', async ({
  page,
  browser,
  baseURL,
  db,
  signedUpTenant,
}) => {
  const now = new Date()
  test.skip(now.getUTCDate() < 6, 'the late fee falls due on the 6th of the month')
  // Rent due on the 1st of this month, 5% late after a 5-day grace period, unpaid.
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const lease = await giveLease(db, signedUpTenant.id, {
    start_date: todayIso(firstOfMonth),
    late_fee_type: 'percent',
    late_fee_percent_bp: 500,
    late_fee_grace_days: 5,
  })
  // The property states an HOA fee, which the admin turns into a monthly charge below.
  await db
    .updateTable('properties')
    .set({ hoa_fee_cents: 12_000 })
    .where('id', '=', lease.property_id ?? '')
    .execute()
  // The scheduler's run for today, as the server's daily job does it.
  await runLedgerDay(db, todayIso(now), {
    publicUrl: baseURL ?? '',
    reminderDaysBefore: DEFAULT_RENT_REMINDER_DAYS,
    now,
  })
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const paid = await api.post('/api/payments', {
    multipart: { amount: '13.57', method: 'cash', period: periodOf(todayIso(now)) },
  })
  expect(paid.status()).toBe(201)
  await api.dispose()
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`

  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  // Every signed-up tenant of the run shares this name; the amount picks out this test's payment.
  await page.getByRole('button', { name: new RegExp(`^Details of ${name}, \\$13\\.57 `) }).click()
  await page
    .getByRole('dialog', { name: `Payment from ${name}` })
    .getByRole('button', { name: 'Tenant ledger' })
    .click()
  const ledger = page.getByRole('dialog', { name: `Ledger: ${name}` })
  const feeRow = ledger.getByRole('row').filter({ hasText: 'Late fee: rent for' })
  await expect(feeRow).toContainText('unpaid after 5-day grace period')
  await expect(feeRow).toContainText('$75.00')

  const form = ledger.getByRole('form', { name: 'Add to the ledger' })
  await form.getByRole('button', { name: 'Monthly charge' }).click()
  await form.getByLabel('Charge').fill('Parking')
  await form.getByLabel('Amount ($)').fill('75')
  await form.getByRole('button', { name: 'Add to ledger' }).click()
  await expectToast(page, 'Charge added')
  await expect(ledger.getByRole('row').filter({ hasText: 'Parking for' })).toBeVisible()

  await feeRow.getByRole('button', { name: 'Waive' }).click()
  await expectToast(page, 'Late fee waived')
  await expect(feeRow.getByText('Waived')).toBeVisible()
  await expect(ledger.getByRole('row').filter({ hasText: 'Late fee waived' })).toContainText(
    '−$75.00',
  )
  await form.getByRole('button', { name: "Charge the property's fees" }).click()
  await expectToast(page, "The property's fees are monthly charges")
  await expect(ledger.getByRole('row').filter({ hasText: 'HOA fee for' })).toContainText('$120.00')
  // The scheduler's run reminded the tenant of the fee; the admin sees what was sent to whom.
  const sent = ledger.getByRole('region', { name: 'Reminders sent' })
  await expect(sent.getByText('Late fee posted')).toBeVisible()
  await sent.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/rent-automation-admin-ledger.png', fullPage: true })

  const tenantContext = await browser.newContext()
  const tenantPage = await tenantContext.newPage()
  await signInAsTenant(tenantPage, signedUpTenant)
  await tenantPage.goto('/payments')
  const statement = tenantPage.getByRole('region', { name: 'Charges, fees, credits and payments' })
  await expect(statement.getByText(/^Parking for /)).toBeVisible()
  await expect(statement.getByText(/^Late fee: rent for /)).toBeVisible()
  await expect(statement.getByText(/^Late fee waived: rent for /)).toBeVisible()
  const upcoming = tenantPage.getByRole('region', { name: 'Upcoming charges' })
  await expect(upcoming.getByText(/^Parking for /)).toBeVisible()
  await tenantPage.screenshot({
    path: 'test-results/rent-automation-tenant-statement.png',
    fullPage: true,
  })
  await tenantPage.goto('/dashboard')
  const dashboardUpcoming = tenantPage.getByRole('region', { name: 'Upcoming charges' })
  await expect(dashboardUpcoming.getByText(/^Parking for /)).toBeVisible()
  await tenantPage.screenshot({
    path: 'test-results/rent-automation-tenant-dashboard.png',
    fullPage: true,
  })
  await tenantContext.close()
})
