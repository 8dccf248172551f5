import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { chooseOption, expectToast, giveLease } from './payments-helpers'

const thisMonth = () => new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

test('a tenant payment of more than 3 months of rent survives a reload, is asked about, and a double click stores it once', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/payments?new=1')
  const dialog = page.getByRole('dialog', { name: 'Record a Payment' })
  await dialog.getByLabel('Amount').fill('9000')
  await chooseOption(page, 'Payment Period', thisMonth())
  await chooseOption(page, 'Payment Method', 'Cash')

  await page.reload()
  await expect(dialog.getByLabel('Amount')).toHaveValue('9000')
  await expect(dialog.getByLabel('Payment Period')).toHaveText(thisMonth())
  await expect(dialog.getByLabel('Payment Method')).toHaveText('Cash')

  await dialog.getByRole('button', { name: 'Record Payment' }).dblclick()
  const question = dialog.getByRole('alert').filter({ hasText: 'Are you sure?' })
  await expect(question).toContainText(
    '$9,000.00 is more than 3 months of rent ($1,500.00 a month).',
  )
  await dialog.screenshot({ path: 'test-results/payment-are-you-sure.png' })
  const countPayments = async () =>
    (
      await db
        .selectFrom('payments')
        .select('id')
        .where('tenant_id', '=', signedUpTenant.id)
        .execute()
    ).length
  expect(await countPayments()).toBe(0)

  await question.getByRole('button', { name: 'Yes, record it' }).dblclick()
  await expectToast(page, 'Payment recorded')
  await expect(dialog).toBeHidden()
  expect(await countPayments()).toBe(1)

  await page.reload()
  await page.getByRole('button', { name: 'New Payment' }).first().click()
  await expect(dialog.getByLabel('Amount')).toHaveValue('')
})

test('an admin double-clicks Record Payment and one payment is stored', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await page.getByRole('button', { name: 'Record Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Record a Payment' })
  await dialog.getByRole('button', { name: 'Record Payment' }).click()
  await expect(dialog.getByText('Choose one from the list')).toBeVisible()
  await expect(dialog.getByText('Enter an amount in dollars')).toBeVisible()

  await dialog.getByLabel('Tenant').click()
  await page.getByRole('combobox', { name: /^Search tenants/ }).fill(signedUpTenant.email)
  await page.getByRole('option', { name: new RegExp(signedUpTenant.email) }).click()
  await dialog.getByLabel('Amount').fill('1500')
  await dialog.getByRole('button', { name: 'Record Payment' }).dblclick()
  await expectToast(page, 'Payment recorded')
  const stored = await db
    .selectFrom('payments')
    .select('amount_cents')
    .where('tenant_id', '=', signedUpTenant.id)
    .execute()
  expect(stored).toEqual([{ amount_cents: 150_000 }])
})
