import { expect, signInAsTenant, test } from './fixtures'
import { pngPhoto } from './maintenance-helpers'
import { chooseOption, downloadedBytes, expectToast, giveLease } from './payments-helpers'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

test('a tenant records a Zelle payment with a proof image, sees it pending, downloads and emails its receipt', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await signInAsTenant(page, signedUpTenant)
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Payments', exact: true })
    .click()
  await expect(page.getByText('No payments found')).toBeVisible()

  await page.getByRole('button', { name: 'New Payment' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Record a Payment' })
  await dialog.getByRole('button', { name: 'Record Payment' }).click()
  await expectToast(page, 'Missing information')
  await expectToast(page, 'Please fill in all required fields.')

  await dialog.getByLabel('Amount').fill('1500')
  const month = MONTHS[new Date().getMonth()] ?? 'January'
  await chooseOption(page, 'Payment Period', month)
  const year = new Date().getFullYear()
  await expect(dialog.getByLabel('Year')).toHaveText(String(year))
  await chooseOption(page, 'Year', '2025')
  await chooseOption(page, 'Year', String(year))
  // Zelle is the default method; its code and the instructions from the property show for it only.
  await expect(dialog.getByText('rent@cedarridge.example.com')).toBeVisible()
  await dialog.getByLabel('Zelle Confirmation Code').fill('ZL8K2M4Q')
  await dialog
    .getByLabel('Proof of payment')
    .setInputFiles(pngPhoto('zelle-screenshot.png', [13, 148, 136]))
  await expect(dialog.getByText('zelle-screenshot.png')).toBeVisible()
  await chooseOption(page, 'Payment Method', 'Cash')
  await expect(dialog.getByLabel('Zelle Confirmation Code')).toBeHidden()
  await chooseOption(page, 'Payment Method', 'Zelle')
  await dialog.getByLabel('Zelle Confirmation Code').fill('ZL8K2M4Q')
  await dialog.getByRole('button', { name: 'Record Payment' }).click()

  await expectToast(page, 'Payment recorded')
  await expectToast(page, 'Your payment has been successfully recorded.')
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: `${month} ${year}` })
  await expect(row).toContainText('$1,500.00')
  await expect(row).toContainText('Zelle')
  await expect(row).toContainText('ZL8K2M4Q')
  await expect(row.getByText('Pending')).toBeVisible()
  const proof = row.getByRole('link', { name: 'View proof' })
  expect((await page.request.get((await proof.getAttribute('href')) ?? '')).status()).toBe(200)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Receipt for/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^receipt-[a-z]+-\d{4}-[0-9A-F]{8}\.pdf$/)
  expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-')

  await row.getByRole('button', { name: /^Email receipt for/ }).click()
  await expectToast(page, `to ${signedUpTenant.email}`)
  const mail = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', signedUpTenant.email)
    .where('subject', 'like', 'Payment receipt%')
    .executeTakeFirst()
  expect(mail?.subject).toMatch(/^Payment receipt [0-9A-F]{8}/)
})

test('the history filters by method and time period and searches period and method', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  const now = Date.now()
  const insert = (method: string, period: string, daysAgo: number) =>
    db
      .insertInto('payments')
      .values({
        id: crypto.randomUUID(),
        tenant_id: signedUpTenant.id,
        amount_cents: 150_000,
        method,
        period,
        status: 'confirmed',
        created_at: new Date(now - daysAgo * 86_400_000).toISOString(),
        updated_at: new Date(now - daysAgo * 86_400_000).toISOString(),
      })
      .execute()
  await insert('zelle', 'November 2026', 10)
  await insert('check', 'March 2026', 250)
  await insert('cash', 'July 2025', 500)

  await signInAsTenant(page, signedUpTenant)
  await page.goto('/payments')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(4)
  await chooseOption(page, 'Time period', 'Last 6 months')
  await expect(rows).toHaveCount(2)
  await chooseOption(page, 'Time period', 'Last year')
  await expect(rows).toHaveCount(3)
  await chooseOption(page, 'Payment method', 'Check')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('March 2026')
  await chooseOption(page, 'Payment method', 'Cash')
  await expect(page.getByText('No payments match your search')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByRole('searchbox', { name: 'Search payments' }).fill('july')
  await expect(rows).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Search payments' }).fill('zelle')
  await expect(rows.nth(1)).toContainText('November 2026')
})
