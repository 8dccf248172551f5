import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { submitRequest, tenantApi } from './maintenance-helpers'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('status').filter({ hasText: text })

test('the admin moves a request along with notes, and the tenant sees what was meant for them', async ({
  page,
  browser,
  signedUpTenant,
  baseURL,
}) => {
  const description = `Warm air only, request ${crypto.randomUUID().slice(0, 8)}.`
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const { id } = await submitRequest(api, {
    serviceType: 'hvac',
    specificIssue: 'AC not cooling',
    description,
    urgency: 'high',
  })

  await signInAsAdmin(page)
  await page.goto('/admin/maintenance')
  await expect(page.getByRole('heading', { name: 'Maintenance Management' })).toBeVisible()
  await expect(page.getByText(/^Active: \d+$/)).toBeVisible()
  await expect(page.getByText(/^Completed: \d+$/)).toBeVisible()
  const card = page.getByRole('button').filter({ hasText: description })
  await expect(card).toContainText('HVAC - AC not cooling')
  await expect(card).toContainText('High priority')
  await expect(card).toContainText('Priya Shah')
  await expect(card).toContainText('Unassigned')
  await card.click()

  const dialog = page.getByRole('dialog', { name: 'HVAC - AC not cooling' })
  await expect(dialog.getByText(`Request #${id.slice(-8)}`)).toBeVisible()
  const file = dialog.getByRole('link', { name: 'File 1' })
  await expect(file).toHaveAttribute('href', /^\/api\/files\/[0-9a-f-]{36}$/)
  const download = await page.request.get((await file.getAttribute('href')) ?? '')
  expect(download.headers()['content-type']).toBe('image/png')

  await dialog.getByLabel('Status').click()
  await page.getByRole('option', { name: 'In progress' }).click()
  await dialog.getByLabel('Assigned To').fill('Rosa Delgado (Delgado Heating & Air)')
  await dialog.getByRole('button', { name: 'Update Request' }).click()
  await expect(toast(page, 'Maintenance request updated successfully')).toBeVisible()
  await expect(dialog.getByText('In progress').first()).toBeVisible()

  const internal = dialog.getByRole('checkbox', { name: /Internal note/ })
  await expect(internal).toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Add Note' })).toBeDisabled()
  await dialog.getByLabel('Add a note').fill('   Compressor capacitor failed; part ordered.   ')
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(toast(page, 'Note added successfully')).toBeVisible()
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Compressor capacitor failed' }),
  ).toContainText('Internal')

  await dialog.getByLabel('Add a note').fill('A technician comes tomorrow between 9 and 11.')
  await internal.click()
  await dialog.getByRole('button', { name: 'Add Note' }).click()
  await expect(toast(page, 'Note added successfully')).toBeVisible()
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'A technician comes tomorrow' }),
  ).toContainText('Visible to tenant')
  await expect(internal).toBeChecked()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(card).toContainText('In progress')
  await expect(card).toContainText('Assigned to Rosa Delgado (Delgado Heating & Air)')

  const tenantContext = await browser.newContext({ baseURL: baseURL ?? '' })
  const tenantPage = await tenantContext.newPage()
  await signInAsTenant(tenantPage, signedUpTenant)
  await tenantPage.getByRole('button', { name: 'Notifications (unread)' }).click()
  const bell = tenantPage.getByRole('dialog', { name: 'Notifications' })
  await expect(bell.getByText('New note on your request')).toBeVisible()
  await expect(bell.getByText('Your request "AC not cooling" is now in progress.')).toBeVisible()
  await bell.getByRole('link', { name: /New note on your request/ }).click()

  const details = tenantPage.getByRole('dialog', { name: 'HVAC - AC not cooling' })
  await expect(details.getByText('Status changed to in progress')).toBeVisible()
  await expect(details.getByText('A technician comes tomorrow between 9 and 11.')).toBeVisible()
  await expect(details.getByText('Rosa Delgado (Delgado Heating & Air)')).toBeVisible()
  await expect(details.getByText('Compressor capacitor failed')).toBeHidden()
  await tenantContext.close()
})

test('Completed Requests shows the first 5 and the rest on request', async ({
  page,
  signedUpTenant,
  baseURL,
  request,
}) => {
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const login = await request.post('/api/admin/login', {
    data: { username: 'e2e-admin', password: 'e2e-admin-password' },
  })
  const headers = { authorization: `Bearer ${(await login.json()).sessionToken}` }
  for (let i = 0; i < 6; i++) {
    const { id } = await submitRequest(api, {
      serviceType: 'general',
      specificIssue: 'Paint/Touch-up',
      description: `Wall ${i}`,
    })
    expect(
      (
        await request.put(`/api/admin/maintenance/${id}`, {
          headers,
          data: { status: 'completed' },
        })
      ).ok(),
    ).toBe(true)
  }
  await signInAsAdmin(page)
  await page.goto('/admin/maintenance')
  const completed = page.getByRole('region', { name: 'Completed Requests' })
  await expect(
    completed.getByRole('button').filter({ hasText: 'General - Paint/Touch-up' }),
  ).toHaveCount(5)
  await completed.getByRole('button', { name: /^Show all \(\d+\)$/ }).click()
  await expect(
    completed.getByRole('button').filter({ hasText: 'General - Paint/Touch-up' }),
  ).toHaveCount(6)
})
