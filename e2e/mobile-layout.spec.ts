import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { giveLease } from './payments-helpers'

const PHONE = { width: 375, height: 812 }

/** Shown whole: nothing cut off inside it, and its right edge on the screen. */
const expectWhole = async (locator: Locator) => {
  await expect(locator).toBeVisible()
  const { clipped, right, screen } = await locator.evaluate((element) => ({
    clipped: element.scrollWidth > element.clientWidth,
    right: element.getBoundingClientRect().right,
    screen: window.innerWidth,
  }))
  expect(clipped).toBe(false)
  expect(right).toBeLessThanOrEqual(screen)
}

const expectNoSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )

test('at 375 px the tenant dashboard shows its four cards two by two', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await page.setViewportSize(PHONE)
  await signInAsTenant(page, signedUpTenant)
  const box = async (title: string) =>
    (await page.getByRole('group', { name: title, exact: true }).boundingBox())!
  await expect(page.getByRole('group', { name: 'Current Balance', exact: true })).toBeVisible()
  const [balance, next, requests, lease] = await Promise.all(
    ['Current Balance', 'Next Payment', 'Open Requests', 'Lease Expires'].map(box),
  )
  expect(next!.y).toBe(balance!.y)
  expect(lease!.y).toBe(requests!.y)
  expect(requests!.y).toBeGreaterThan(balance!.y)
  expect(requests!.y + requests!.height).toBeLessThan(PHONE.height)
  await expectNoSideScroll(page)
})

test('at 375 px the admin sees the Rejected tab, whole lease cards, dashboard dates and a compact confidence badge', async ({
  page,
  db,
  signedUpTenant,
}) => {
  const property = `Cedar Ridge Apartments ${randomUUID().slice(0, 6)}`
  const lease = await giveLease(db, signedUpTenant.id, { extraction_confidence: 0.92 })
  await db
    .updateTable('properties')
    .set({ name: property })
    .where('id', '=', lease.property_id!)
    .execute()
  const now = new Date().toISOString()
  const paymentRow = (status: 'pending' | 'rejected') => ({
    id: randomUUID(),
    tenant_id: signedUpTenant.id,
    lease_id: lease.id,
    amount_cents: 150_000,
    method: 'zelle' as const,
    period: 'March 2026',
    status,
    zelle_ref: null,
    proof_file_id: null,
    rejection_reason: status === 'rejected' ? 'No transfer arrived' : null,
    confirmed_at: null,
    recorded_by_admin_id: null,
    created_at: now,
    updated_at: now,
  })
  // Twelve awaiting review, so the Pending tab carries a two-digit count whatever ran before.
  await db
    .insertInto('payments')
    .values([paymentRow('rejected'), ...Array.from({ length: 12 }, () => paymentRow('pending'))])
    .execute()
  await page.setViewportSize(PHONE)
  await signInAsAdmin(page)

  await page.goto('/admin/payments')
  await expectWhole(page.getByRole('tab', { name: 'Rejected' }))
  await expectWhole(page.getByRole('tablist'))
  await expectNoSideScroll(page)

  await page.goto('/admin/dashboard')
  const payment = page.getByRole('listitem').filter({ hasText: 'March 2026' }).first()
  await expectWhole(payment.getByText(/March 2026 · \w{3} \d{1,2}, \d{4}/))
  await expectNoSideScroll(page)

  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill(property)
  const card = page.locator('article').filter({ hasText: property }).first()
  await expectWhole(card.getByText(property))
  const badge = card.getByTitle(/Extraction confidence/)
  await expectWhole(badge)
  expect((await badge.boundingBox())!.width).toBeLessThan((await card.boundingBox())!.width / 2)
  await expectNoSideScroll(page)
})

test('Escape closes the dialog before the toast shown above it, then the toast', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/properties')
  await page.getByRole('button', { name: 'Add Property' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await dialog.getByRole('button', { name: 'Create Property' }).click()
  const failure = page.locator('[data-toast]').filter({ hasText: 'Failed to create property' })
  await expect(failure).toBeVisible()
  // The pointer resting on the toast keeps it open past its 5 seconds on a slow machine.
  await failure.hover()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(failure).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(failure).toBeHidden()
})
