import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { pngPhoto, tenantApi } from './maintenance-helpers'
import { downloadedBytes, expectToast, giveLease } from './payments-helpers'

const recordThroughPortal = async (
  baseURL: string,
  tenant: { email: string; password: string },
  fields: Record<string, string | ReturnType<typeof pngPhoto>>,
) => {
  const api = await tenantApi(baseURL, tenant)
  const res = await api.post('/api/payments', { multipart: fields })
  expect(res.status()).toBe(201)
  await api.dispose()
}

test("an admin confirms a tenant's pending payment and the tenant's balance changes", async ({
  page,
  browser,
  baseURL,
  db,
  signedUpTenant,
}) => {
  // Rent is due on the 1st, and the lease started this month: $1,500 owed.
  const now = new Date()
  const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    .toISOString()
    .slice(0, 10)
  await giveLease(db, signedUpTenant.id, { start_date: firstOfMonth })
  await recordThroughPortal(baseURL ?? '', signedUpTenant, {
    amount: '1500',
    method: 'zelle',
    period: 'January 2025',
    zelleRef: 'ZLCONFIRM1',
  })

  const tenantContext = await browser.newContext()
  const tenantPage = await tenantContext.newPage()
  await signInAsTenant(tenantPage, signedUpTenant)
  const balanceCard = tenantPage.getByRole('group', { name: 'Current Balance' })
  await expect(balanceCard).toContainText('$1,500.00')
  await expect(balanceCard).toContainText('Payment due soon')
  await expect(balanceCard).toContainText('$1,500.00 awaiting confirmation')

  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await expect(page.getByRole('heading', { name: 'Admin Payment Management' })).toBeVisible()
  await page.getByRole('tab', { name: /Pending/ }).click()
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`
  await page
    .getByRole('button', { name: new RegExp(`^Confirm ${name}, \\$1,500\\.00 for January 2025`) })
    .click()
  await expectToast(page, 'Payment confirmed')

  await tenantPage.reload()
  await expect(balanceCard).toContainText('$0.00')
  await expect(balanceCard).toContainText('All caught up!')
  await tenantPage.goto('/payments')
  await expect(
    tenantPage.getByRole('row').filter({ hasText: 'January 2025' }).getByText('Confirmed'),
  ).toBeVisible()
  await tenantContext.close()
})

test('the payment details dialog offers the proof once: the picture, which opens the file', async ({
  page,
  baseURL,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await recordThroughPortal(baseURL ?? '', signedUpTenant, {
    amount: '1500',
    method: 'zelle',
    period: 'March 2025',
    zelleRef: 'ZLPROOF01',
    proofFile: pngPhoto('zelle-screenshot.png', [13, 148, 136]),
  })
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`

  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await page
    .getByRole('button', { name: new RegExp(`^Details of ${name}, \\$1,500\\.00 for March 2025`) })
    .click()
  const details = page.getByRole('dialog', { name: `Payment from ${name}` })
  await expect(details.getByRole('img', { name: 'Proof of payment' })).toBeVisible()
  const proofLinks = details.getByRole('link', { name: /proof/i })
  await expect(proofLinks).toHaveCount(1)
  await expect(proofLinks).toHaveAccessibleName('Proof of payment (opens in a new tab)')
  await expect(proofLinks).toHaveAttribute('target', '_blank')
  expect((await page.request.get((await proofLinks.getAttribute('href')) ?? '')).status()).toBe(200)
})

test("an admin opens a payment and the tenant's ledger, then rejects it with a reason the tenant sees", async ({
  page,
  baseURL,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await recordThroughPortal(baseURL ?? '', signedUpTenant, {
    amount: '1500',
    method: 'check',
    period: 'February 2025',
  })
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`

  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await page
    .getByRole('button', {
      name: new RegExp(`^Details of ${name}, \\$1,500\\.00 for February 2025`),
    })
    .click()
  const details = page.getByRole('dialog', { name: `Payment from ${name}` })
  await expect(details.getByText('No proof of payment was attached.')).toBeVisible()
  await details.getByRole('button', { name: 'Tenant ledger' }).click()
  const ledger = page.getByRole('dialog', { name: `Ledger: ${name}` })
  await expect(ledger.getByRole('row').filter({ hasText: 'Rent for' })).toHaveCount(3)
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Check payment for February 2025' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  await page
    .getByRole('button', { name: new RegExp(`^Reject ${name}, \\$1,500\\.00 for February 2025`) })
    .click()
  const reject = page.getByRole('dialog', { name: 'Reject Payment' })
  await reject.getByRole('button', { name: 'Reject Payment' }).click()
  await expect(
    reject.getByText('Give the reason for the rejection; the tenant will see it'),
  ).toBeVisible()
  await reject.getByRole('button', { name: 'Check returned by bank (NSF)' }).click()
  await reject.getByRole('button', { name: 'Reject Payment' }).click()
  await expectToast(page, 'Payment rejected')

  const tenantPage = await page.context().browser()?.newPage()
  if (!tenantPage) throw new Error('no browser')
  await signInAsTenant(tenantPage, signedUpTenant)
  await tenantPage.goto('/payments')
  const row = tenantPage.getByRole('row').filter({ hasText: 'February 2025' })
  await expect(row.getByText('Rejected')).toBeVisible()
  await expect(row.getByText('Check returned by bank (NSF)')).toBeVisible()
  await tenantPage.close()
})

test('an admin records a cash payment for a tenant and exports the payments as CSV', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`
  await signInAsAdmin(page)
  await page.goto('/admin/payments')

  await page.getByRole('button', { name: 'Record Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Record a Payment' })
  await dialog.getByLabel('Tenant').click()
  await page.getByRole('combobox', { name: /^Search tenants/ }).fill(signedUpTenant.email)
  await page.getByRole('option', { name: new RegExp(signedUpTenant.email) }).click()
  await dialog.getByLabel('Amount').fill('1500')
  await dialog.getByRole('button', { name: 'Record Payment' }).click()
  await expectToast(page, 'Payment recorded')

  await page.getByRole('button', { name: 'All tenants' }).click()
  await page.getByRole('combobox', { name: /^Search tenants/ }).fill(signedUpTenant.email)
  await page.getByRole('option', { name: new RegExp(signedUpTenant.email) }).click()
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await downloadedBytes(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv).toHaveLength(2)
  expect(csv[0]).toMatch(/^Date,Tenant,Unit,Property,Amount,Method,Period,Status/)
  expect(csv[1]).toContain(`${name},4C,Cedar Ridge Apartments,1500.00,cash,`)
  expect(csv[1]).toContain(',confirmed,')
})

test('a payment confirmed from its dialog on the Pending tab stays closed on the All tab', async ({
  page,
  baseURL,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await recordThroughPortal(baseURL ?? '', signedUpTenant, {
    amount: '900',
    method: 'cash',
    period: 'March 2025',
  })
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`

  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await page.getByRole('tab', { name: /Pending/ }).click()
  await page
    .getByRole('button', { name: new RegExp(`^Details of ${name}, \\$900\\.00 for March 2025`) })
    .click()
  const details = page.getByRole('dialog', { name: `Payment from ${name}` })
  await details.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, 'Payment confirmed')
  await expect(details).toBeHidden()

  await page.getByRole('tab', { name: 'All' }).click()
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Details of ${name}, \\$900\\.00 for March 2025`),
    }),
  ).toBeVisible()
  await expect(details).toBeHidden()
})
