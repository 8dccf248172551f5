import { expect, signInAsAdmin, test } from './fixtures'

const LEASE = 'tests/fixtures/leases/dc_housing_provider_lease.pdf'

test('the review shows each field’s confidence and, on click, its page with the source highlighted', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')
  await page.getByLabel('Lease PDF').setInputFiles(LEASE)
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  const form = page.getByRole('tabpanel', { name: 'Review & Finalize' })
  await expect(form.getByRole('button', { name: 'Create Tenant & Lease' })).toBeVisible({
    timeout: 20_000,
  })

  await form.screenshot({ path: 'test-results/lease-intake-review-readings.png' })

  // pdf.js is not part of the page until a source is shown.
  const pdfjsRequests: string[] = []
  page.on('request', (request) => {
    if (/pdf\.worker|pdf-page/.test(request.url())) pdfjsRequests.push(request.url())
  })
  expect(pdfjsRequests).toEqual([])

  const rent = form.getByTitle('Show where Monthly rent ($) was read')
  await expect(rent).toHaveAccessibleName(/^High \d+% confidence: show the source$/)
  await expect(rent).toBeVisible()
  await rent.click()

  const dialog = page.getByRole('dialog', { name: 'Monthly rent ($)' })
  await expect(dialog).toContainText('Read as $2,350.00 on page 1')
  await expect(dialog.getByText('Monthly Rent $2,350.00')).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Page 1 of the lease' })).toBeVisible()
  const highlight = dialog.getByTestId('evidence-highlight')
  await expect(highlight).toHaveCount(1, { timeout: 20_000 })
  await expect(highlight).toBeInViewport()
  expect(pdfjsRequests.some((url) => url.includes('pdf.worker'))).toBe(true)

  // The highlight sits over the printed amount: right of the label, in the page's upper half.
  const pageBox = (await dialog.getByTestId('evidence-page').boundingBox())!
  const box = (await highlight.boundingBox())!
  expect((box.x - pageBox.x) / pageBox.width).toBeGreaterThan(0.3)
  expect((box.y - pageBox.y) / pageBox.height).toBeGreaterThan(0.4)
  expect((box.y - pageBox.y) / pageBox.height).toBeLessThan(0.5)
  await page.screenshot({ path: 'test-results/lease-intake-evidence.png' })

  // Another field turns to its own place without downloading the PDF again.
  await page.keyboard.press('Escape')
  await form.getByTitle('Show where Premises address was read').click()
  const premises = page.getByRole('dialog', { name: 'Premises address' })
  await expect(premises).toContainText('1418 Columbia Road NW, Apt 304, Washington, DC 20009')
  await expect(premises.getByTestId('evidence-highlight')).toHaveCount(1)
})
