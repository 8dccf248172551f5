import { E2E_ADMIN } from './e2e-env'
import { expect, signInAsTenant, test } from './fixtures'
import { pngPhoto, submitRequest, tenantApi } from './maintenance-helpers'

const chooseOption = async (
  page: import('@playwright/test').Page,
  label: string,
  option: string,
) => {
  await page.getByLabel(label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a tenant submits a request with two photos and opens its details', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Maintenance', exact: true })
    .click()
  await expect(page.getByText('No active requests')).toBeVisible()

  await page.getByRole('button', { name: 'New Request' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New Maintenance Request' })
  await expect(dialog.getByLabel('Urgency')).toHaveText('Medium')
  await chooseOption(page, 'Service Type', 'Plumbing')
  await chooseOption(page, 'Specific Issue', 'Leaky faucet')
  await dialog.getByLabel('Description').fill('The kitchen faucet drips all night.')
  await chooseOption(page, 'Preferred Time', 'Morning (8AM-12PM)')
  await expect(dialog.getByText('JPG, PNG up to 10MB each')).toBeVisible()
  await dialog
    .getByLabel('Photos')
    .setInputFiles([
      pngPhoto('under-sink.png', [13, 148, 136]),
      pngPhoto('faucet.png', [245, 158, 11]),
    ])
  await expect(
    dialog.getByRole('list', { name: 'Selected photos' }).getByRole('listitem'),
  ).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Submit Request' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Request submitted' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: /Plumbing - Leaky faucet/ }).click()

  const details = page.getByRole('dialog', { name: 'Plumbing - Leaky faucet' })
  const id = new URL(page.url()).searchParams.get('request') ?? ''
  await expect(details.getByText(`Request #${id.slice(-8)}`)).toBeVisible()
  await expect(details.getByText('Photos (2)')).toBeVisible()
  const photos = details.getByRole('img', { name: /^Photo \d$/ })
  await expect(photos).toHaveCount(2)
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40)
  }
  await expect(details.getByText('Morning (8AM-12PM)')).toBeVisible()
  await expect(details.getByText('Not assigned yet')).toBeVisible()
  await expect(details.getByText('Request submitted')).toBeVisible()
})

test('the form asks for what is missing, and a new service type clears the issue', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/maintenance')
  await page.getByRole('button', { name: 'New Request' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New Maintenance Request' })
  await dialog.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Missing information' })).toBeVisible()
  await expect(dialog.getByText('Choose a service type', { exact: true })).toBeVisible()

  await chooseOption(page, 'Service Type', 'HVAC')
  await page.getByLabel('Specific Issue').click()
  await expect(page.getByRole('option')).toHaveText([
    'AC not cooling',
    'Heater not working',
    'Strange noises',
    'Air filter',
    'Other',
  ])
  await page.getByRole('option', { name: 'Air filter' }).click()
  await expect(dialog.getByLabel('Specific Issue')).toHaveText('Air filter')
  await chooseOption(page, 'Service Type', 'Electrical')
  await expect(dialog.getByLabel('Specific Issue')).toHaveText('Select the issue')

  await dialog
    .getByLabel('Photos')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(dialog.getByText('"notes.txt" is not an image.')).toBeVisible()
})

test('a photo that fails to load gives way to a placeholder', async ({
  page,
  signedUpTenant,
  baseURL,
}) => {
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  await submitRequest(api, {
    serviceType: 'general',
    specificIssue: 'Flooring',
    description: 'A loose floorboard.',
  })
  await page.route('**/api/files/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/maintenance')
  await page.getByRole('button', { name: /General - Flooring/ }).click()
  await expect(page.getByRole('img', { name: 'Photo 1 could not be loaded' })).toBeVisible()
  await expect(page.getByText('Photo unavailable')).toBeVisible()
})

test('a request that cannot be loaded reads Request Not Found', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto(`/maintenance?request=${crypto.randomUUID()}`)
  await expect(page.getByRole('dialog').getByText('Request Not Found')).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Unable to load maintenance request details.' }),
  ).toBeVisible()
})

test('completed work moves to Request History with five empty stars, and the tenant rates it', async ({
  page,
  signedUpTenant,
  baseURL,
  request,
}) => {
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const { id } = await submitRequest(api, {
    serviceType: 'appliances',
    specificIssue: 'Dishwasher',
    description: 'Standing water after each cycle.',
  })
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN })
  const { sessionToken } = await login.json()
  const done = await request.put(`/api/admin/maintenance/${id}`, {
    headers: { authorization: `Bearer ${sessionToken}` },
    data: { status: 'completed', assignedTo: 'Sam Ortiz' },
  })
  expect(done.ok()).toBe(true)

  await signInAsTenant(page, signedUpTenant)
  await page.goto('/maintenance')
  const history = page.getByRole('listitem').filter({ hasText: 'Appliances - Dishwasher' })
  await expect(history.getByText('Tap a star to rate')).toBeVisible()
  await expect(history.getByRole('button', { name: /^Rate \d stars?$/ })).toHaveCount(5)
  // Unrated work shows five empty stars, not a rating nobody gave.
  const filledStars = history.locator('svg[data-filled="true"]')
  await expect(filledStars).toHaveCount(0)
  await history.getByRole('button', { name: 'Rate 4 stars' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your rating' })).toBeVisible()
  await expect(history.getByRole('group', { name: 'Your rating: 4 of 5 stars' })).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(filledStars).toHaveCount(4)
})
