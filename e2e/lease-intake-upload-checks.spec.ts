import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('intake upload errors say why, in the browser and from the server', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')

  // Too large: refused in the browser with its size, before anything is sent.
  await page.getByLabel('Lease PDF').setInputFiles({
    name: 'big-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(22_000_000 - 9)]),
  })
  await expect(toast(page, 'File too large')).toContainText(
    'This PDF is 20.98 MB; the limit is 20 MB',
  )
  await expect(page.getByRole('button', { name: 'Upload & Process Document' })).toBeDisabled()

  // Named .pdf but text inside: the server reads the bytes and says so.
  await page.getByLabel('Lease PDF').setInputFiles({
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This lease is made between A and B.'),
  })
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  await expect(toast(page, 'Upload failed')).toContainText('This file is not a PDF')
})

test('the review lists every tenant the lease names', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/lease-intake')
  await page
    .getByLabel('Lease PDF')
    .setInputFiles('tests/fixtures/leases/dc_housing_provider_lease.pdf')
  await page.getByRole('button', { name: 'Upload & Process Document' }).click()
  const form = page.getByRole('tabpanel', { name: 'Review & Finalize' })
  const tenants = form.getByRole('list', { name: 'Tenants named in the lease' })
  await expect(tenants).toBeVisible({ timeout: 30_000 })
  await expect(tenants.getByRole('listitem')).toHaveText([
    'Marcus Bell · primary tenant',
    'Danielle Okafor · co-tenant',
  ])
})
