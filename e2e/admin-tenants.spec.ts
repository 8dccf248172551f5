import type { Page } from '@playwright/test'
import * as XLSX from '@e965/xlsx'
import { insertLease } from '../tests/factories'
import { expect, signInAsAdmin, test } from './fixtures'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const unique = () => crypto.randomUUID().slice(0, 6)

/** A real .xlsx, as a landlord's own export would look: their headers, one row with mistakes. */
const landlordWorkbook = (suffix: string) => {
  const rows = [
    [
      'Tenant Name',
      'E-mail Address',
      'Phone Number',
      'Property',
      'Unit Number',
      'Move In',
      'Move Out',
      'Monthly Rent',
    ],
    [
      `Elena Quill${suffix}`,
      `elena.${suffix}@example.com`,
      '(555) 262-4410',
      `Quill Court ${suffix}`,
      '1C',
      us(LEASE_START),
      us(LEASE_END),
      '$1,395.00',
    ],
    ['Cher', 'cher@', '555', `Quill Court ${suffix}`, '1D', '13/45/2026', '', 'abc'],
    [
      `Noah Quill${suffix}`,
      `noah.${suffix}@example.com`,
      '(555) 264-0932',
      `Quill Court ${suffix}`,
      '2A',
      iso(LEASE_START),
      iso(LEASE_END),
      1675,
    ],
  ]
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Tenants')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

const DAY_MS = 86_400_000
/** Dates around today, so the lease badges read the same whatever day the test runs. */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS)
const us = (date: Date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const shown = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date)
const LEASE_START = daysFromNow(-30)
const LEASE_END = daysFromNow(400)
const NEW_LEASE_END = daysFromNow(45)

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

test('an admin imports a spreadsheet with a bad row, then searches, edits, changes the lease end, invites and deletes a tenant', async ({
  page,
  context,
}) => {
  const suffix = unique()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible()

  // Import: the bad row is listed by its row number, the good ones previewed.
  await page.getByRole('button', { name: 'Import Tenants' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Tenants' })
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'rent-roll.xlsx',
    mimeType: XLSX_TYPE,
    buffer: landlordWorkbook(suffix),
  })
  await expect(dialog.getByText('Found 1 validation errors in the uploaded file.')).toBeVisible()
  await expect(
    dialog.getByText(
      /^Row 3: Tenant Name 'Cher' needs a first and a last name, E-mail Address 'cher@' is not a valid email address/,
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('cell', { name: `elena.${suffix}@example.com` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Import 2 Tenants' }).click()
  await expect(dialog.getByText('Imported 2 tenants')).toBeVisible()
  await expect(dialog.getByText('Created 2 leases and 1 new property.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  // Search on the server: only this import's tenants, found by their property's name.
  await page.getByLabel('Search tenants').fill(`quill court ${suffix}`)
  await expect(page.getByRole('list', { name: 'Tenants' }).getByRole('listitem')).toHaveCount(2)
  await page.getByLabel('Search tenants').fill(`Elena Quill${suffix}`)
  await expect(page.getByRole('list', { name: 'Tenants' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: `Elena Quill${suffix}` })).toContainText('Active')
  await page.getByRole('button', { name: `Elena Quill${suffix}` }).click()
  // While the dialog is open the page behind it is hidden from the accessibility tree.
  const card = page.locator('[aria-label="Tenants"] li')

  const detail = page.getByRole('dialog', { name: `Elena Quill${suffix}` })
  await expect(detail.getByRole('region', { name: 'Property' })).toContainText(
    `Quill Court ${suffix}`,
  )
  await expect(detail.getByRole('region', { name: 'Lease' })).toContainText(shown(LEASE_END))

  // Edit mode: saving replaces the tenant in the list.
  await detail.getByRole('button', { name: 'Edit Tenant' }).click()
  const edit = page.getByRole('dialog', { name: `Edit Elena Quill${suffix}` })
  await edit.getByLabel('Phone', { exact: true }).fill('(555) 999-0001')
  await edit.getByLabel('HOA fee').fill('42.50')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Tenant updated')).toBeVisible()
  await expect(detail.getByRole('region', { name: 'Tenant' })).toContainText('(555) 999-0001')
  await expect(detail.getByRole('region', { name: 'Financial' })).toContainText('$42.50')
  await expect(card).toContainText('(555) 999-0001')

  // Inline lease end.
  await detail.getByRole('button', { name: 'Change lease end' }).click()
  await detail.getByLabel('Lease end', { exact: true }).fill(iso(NEW_LEASE_END))
  await detail.getByRole('button', { name: 'Save lease end' }).click()
  await expect(toast(page, 'Lease updated successfully')).toBeVisible()
  await expect(detail.getByRole('region', { name: 'Lease' })).toContainText(shown(NEW_LEASE_END))
  // 45 days out: under two 30-day months.
  await expect(card).toContainText('Expiring Soon')

  // Invite: a link to copy, and the tenant has not signed in yet.
  const access = detail.getByRole('region', { name: 'Portal Access' })
  await expect(access).toContainText('has not been invited')
  await access.getByRole('button', { name: 'Invite to portal' }).click()
  await expect(access.getByLabel('Invite link')).toHaveValue(/\/invite\/[\w-]+$/)
  await access.getByRole('button', { name: 'Copy' }).click()
  await expect(toast(page, 'Invite link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/invite\//)
  await expect(access).toContainText('has an invite link but has not signed in yet')
  await expect(access).toContainText('Invite sent')

  // Delete, after confirming in the alert dialog.
  await detail.getByRole('button', { name: 'Delete Tenant' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(
    'This action cannot be undone and will permanently remove all tenant data.',
  )
  await confirm.getByRole('button', { name: 'Delete Tenant' }).click()
  await expect(toast(page, 'Tenant deleted')).toBeVisible()
  await expect(detail).toBeHidden()
  await expect(page.getByText('No tenants match your search')).toBeVisible()
})

test('the import dialog refuses the wrong file before uploading, and a file the server cannot read', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByRole('button', { name: 'Import Tenants' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Tenants' })
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'tenants.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  })
  await expect(dialog.getByText('Please select an Excel (.xlsx, .xls) or CSV file')).toBeVisible()
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41),
  })
  await expect(dialog.getByText('File size must be less than 10MB')).toBeVisible()
  // Named .xlsx, but a Windows program inside: the server checks the bytes.
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'tenants.xlsx',
    mimeType: XLSX_TYPE,
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
  })
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to upload file' }),
  ).toContainText('Please select an Excel (.xlsx, .xls) or CSV file.')
  // A header-only file: nothing to import, said plainly.
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Email\n'),
  })
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to upload file' }),
  ).toContainText('column names but no tenant rows')
})

test('an edit that fails shows the browser alert, and a lease end without an active lease says there is none to update', async ({
  page,
  newTenant,
  db,
}) => {
  const suffix = unique()
  await newTenant({
    first_name: 'Taken',
    last_name: `Address${suffix}`,
    email: `taken.${suffix}@example.com`,
  })
  const tenant = await newTenant({ first_name: 'Olive', last_name: `Pending${suffix}` })
  await insertLease(db, {
    tenant_id: tenant.id,
    status: 'pending',
    start_date: '2027-01-01',
    end_date: '2027-12-31',
  })

  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByLabel('Search tenants').fill(`Pending${suffix}`)
  await page.getByRole('button', { name: `Olive Pending${suffix}` }).click()
  const detail = page.getByRole('dialog', { name: `Olive Pending${suffix}` })

  await detail.getByRole('button', { name: 'Change lease end' }).click()
  await detail.getByLabel('Lease end', { exact: true }).fill('2028-01-31')
  await detail.getByRole('button', { name: 'Save lease end' }).click()
  await expect(
    toast(page, 'Cannot update lease: No active lease found for this property'),
  ).toBeVisible()

  await detail.getByRole('button', { name: 'Cancel' }).click()
  await detail.getByRole('button', { name: 'Edit Tenant' }).click()
  const edit = page.getByRole('dialog', { name: `Edit Olive Pending${suffix}` })
  // Without an active lease only the tenant's own details can change.
  await expect(edit.getByLabel('HOA fee')).toBeDisabled()
  await edit.getByLabel('Email', { exact: true }).fill(`taken.${suffix}@example.com`)
  // Accepted from the handler: an alert that opens while the click is still settling blocks the
  // page, and a click awaited before accepting would wait for it forever.
  const alertMessage = new Promise<string>((resolve) =>
    page.once('dialog', (browserAlert) => {
      resolve(browserAlert.message())
      void browserAlert.accept()
    }),
  )
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  expect(await alertMessage).toBe(
    'Failed to update tenant: Another tenant already uses this email address.',
  )
  await expect(edit.getByText('Another tenant already uses this email address.')).toBeVisible()
})

test('the import preview counts the rows it will skip: an email already in Hearth and a repeat', async ({
  page,
  newTenant,
}) => {
  const suffix = unique()
  await newTenant({ email: `kept.${suffix}@example.com` })
  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByRole('button', { name: 'Import Tenants' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Tenants' })
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'tenants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'First Name,Last Name,Email',
        `Nora,New,new.${suffix}@example.com`,
        `Kim,Kept,kept.${suffix}@example.com`,
        `Nora,Twice,new.${suffix}@example.com`,
        `Omar,Other,omar.${suffix}@example.com`,
      ].join('\n'),
    ),
  })
  const stat = (label: string) => dialog.getByText(label, { exact: true }).locator('..')
  await expect(stat('Ready to import')).toContainText('2')
  await expect(stat('Will be skipped')).toContainText('2')
})
