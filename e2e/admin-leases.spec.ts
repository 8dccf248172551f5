import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { insertLease } from '../tests/factories'
import { expect, PDF_UPLOAD_TIMEOUT, signInAsAdmin, test } from './fixtures'
import { giveLease } from './payments-helpers'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const unique = () => crypto.randomUUID().slice(0, 6)

const leaseCard = (page: Page, tenantName: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: tenantName, exact: true }) })

const pdfBytes = async (text: string) => {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([300, 200])
  page.drawText(text, {
    x: 20,
    y: 100,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await pdf.save())
}

test('an admin creates a lease for a tenant, edits it, and ends it', async ({
  page,
  newTenant,
}) => {
  const lastName = `Moreau${unique()}`
  const tenantName = `Camille ${lastName}`
  await newTenant({ first_name: 'Camille', last_name: lastName, unit: '5C' })
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await expect(page.getByRole('heading', { name: 'Lease Management' })).toBeVisible()
  await expect(page.getByText(/^Leases \(\d+\)$/)).toBeVisible()

  await page.getByRole('button', { name: 'Create Lease' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create New Lease' })
  await expect(dialog.getByLabel('Status')).toHaveText('Active')
  await dialog.getByLabel('Tenant', { exact: true }).click()
  await page.getByRole('combobox', { name: 'Search tenants by name, email or unit' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(tenantName) }).click()
  await dialog.getByLabel('Start date').fill('2026-03-01')
  await dialog.getByLabel('End date').fill('2026-02-01')
  await dialog.getByLabel('Monthly rent').fill('1850')
  await dialog.getByLabel('Security deposit').fill('1850')
  await dialog.getByRole('button', { name: 'Create Lease' }).click()
  // The server refuses an end before the start and says where.
  await expect(dialog.getByText('The end date must be after the start date')).toBeVisible()
  await dialog.getByLabel('End date').fill('2027-02-28')
  await dialog.getByRole('button', { name: 'Create Lease' }).click()
  await expect(toast(page, 'Lease created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.getByLabel('Search leases').fill(lastName)
  const card = leaseCard(page, tenantName)
  await expect(card).toContainText('Unit 5C')
  await expect(card).toContainText('$1,850.00/month')
  await expect(card).toContainText('Mar 1, 2026 - Feb 28, 2027')
  await expect(card).toContainText('Active')

  await card.getByRole('button', { name: /Edit lease/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Lease' })
  await expect(edit.getByLabel('Tenant', { exact: true })).toHaveText(tenantName)
  await edit.getByLabel('Monthly rent').fill('1900.50')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Lease updated successfully')).toBeVisible()
  await expect(card).toContainText('$1,900.50/month')

  // A second active lease for the same tenant is refused.
  await page.getByRole('button', { name: 'Create Lease' }).first().click()
  const second = page.getByRole('dialog', { name: 'Create New Lease' })
  await second.getByLabel('Tenant', { exact: true }).click()
  await page.getByRole('combobox', { name: 'Search tenants by name, email or unit' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(tenantName) }).click()
  await second.getByLabel('Start date').fill('2027-03-01')
  await second.getByLabel('Monthly rent').fill('1900')
  await second.getByLabel('Security deposit').fill('1900')
  await second.getByRole('button', { name: 'Create Lease' }).click()
  await expect(toast(page, 'This tenant already has an active lease.')).toBeVisible()
  await second.getByRole('button', { name: 'Cancel' }).click()

  await card.getByRole('button', { name: 'End Lease' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to end this lease?')
  await confirm.getByRole('button', { name: 'End Lease' }).click()
  await expect(toast(page, 'Lease ended successfully')).toBeVisible()
  await expect(card).toContainText('Ended')
  await expect(card.getByRole('button', { name: 'End Lease' })).toHaveCount(0)
})

test('an admin uploads, downloads and deletes a lease document; ending the selected lease clears the panel', async ({
  page,
  db,
  newTenant,
}) => {
  const lastName = `Lindqvist${unique()}`
  const tenantName = `Elsa ${lastName}`
  const tenant = await newTenant({ first_name: 'Elsa', last_name: lastName })
  await insertLease(db, { tenant_id: tenant.id })
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  const documents = page.getByRole('region', { name: 'Documents' })
  await expect(page.getByText('Select a lease')).toBeVisible()
  await expect(page.getByText('Choose a lease to view its documents')).toBeVisible()

  await page.getByLabel('Search leases').fill(lastName)
  await page.getByRole('button', { name: tenantName, exact: true }).click()
  await expect(documents.getByText('No documents found')).toBeVisible()
  await expect(documents.getByText('Upload lease documents for this lease')).toBeVisible()

  await documents.getByRole('button', { name: 'Upload', exact: true }).click()
  const upload = page.getByRole('dialog', { name: 'Upload Lease Document' })
  await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled()
  await expect(upload.getByLabel('Document type')).toHaveText('Lease Agreement')
  await upload.getByLabel(/Document \(PDF/).setInputFiles({
    name: 'Signed lease.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfBytes('Signed lease'),
  })
  await upload.getByLabel('Document type').click()
  await page.getByRole('option', { name: 'Addendum' }).click()
  await upload.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(toast(page, 'Document uploaded successfully')).toBeVisible({
    timeout: PDF_UPLOAD_TIMEOUT,
  })
  const row = documents.getByRole('listitem').filter({ hasText: 'Signed lease.pdf' })
  await expect(row).toContainText('Addendum')

  // Not a PDF inside, whatever the name says: refused by content.
  await documents.getByRole('button', { name: 'Upload', exact: true }).click()
  await upload.getByLabel(/Document \(PDF/).setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just text'),
  })
  await upload.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(toast(page, 'Lease documents must be PDF files.')).toBeVisible()
  await upload.getByRole('button', { name: 'Cancel' }).click()

  const downloadEvent = page.waitForEvent('download')
  await row.getByRole('button', { name: 'Download Signed lease.pdf' }).click()
  const download = await downloadEvent
  expect(download.suggestedFilename()).toBe('Signed lease.pdf')
  const saved = await fs.readFile((await download.path()) ?? '')
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-')

  await row.getByRole('button', { name: 'Delete Signed lease.pdf' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this document?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Document deleted successfully')).toBeVisible()
  await expect(documents.getByText('No documents found')).toBeVisible()

  await leaseCard(page, tenantName).getByRole('button', { name: 'End Lease' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Lease' }).click()
  await expect(toast(page, 'Lease ended successfully')).toBeVisible()
  await expect(page.getByText('Choose a lease to view its documents')).toBeVisible()
})

test('a lease read from a document shows its Auto-Extracted Information', async ({
  page,
  db,
  newTenant,
}) => {
  const lastName = `Achebe${unique()}`
  const tenant = await newTenant({ first_name: 'Tobi', last_name: lastName })
  const extracted = {
    tenant: {
      fullName: `Tobi ${lastName}`,
      additionalOccupants: 'Ada Achebe',
      email: 'tobi@example.com',
    },
    property: { address: '4 Elm Street, Austin, TX 78701' },
    lease: { type: 'month-to-month', rentDueDay: 22, maxGuestDays: 10, monthlyRent: 1600 },
    management: {
      company: 'Elm Management',
      acceptedPaymentMethods: ['Zelle', 'Money order'],
      bankAccount: '0012345678',
    },
    financial: { lateFeePercentage: 5, gracePeriodDays: 3, nsfFeeFirst: 35 },
  }
  await insertLease(db, {
    tenant_id: tenant.id,
    monthly_rent_cents: 160000,
    extracted_data: JSON.stringify(extracted),
    extraction_confidence: 0.64,
  })
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill(lastName)
  const card = leaseCard(page, `Tobi ${lastName}`)
  await expect(card).toContainText('Auto-extracted')
  await expect(card).toContainText('Medium · 64%')
  await card.getByRole('button', { name: `Tobi ${lastName}`, exact: true }).click()

  const panel = page.getByRole('region', { name: 'Auto-Extracted Information' })
  await expect(panel).toContainText('Ada Achebe')
  await expect(panel).toContainText('Month-to-Month')
  await expect(panel).toContainText('22nd of each month')
  await expect(panel).toContainText('10 days')
  await expect(panel).toContainText('••••5678')
  await expect(panel).not.toContainText('0012345678')
  await expect(panel.getByText('Money order')).toBeVisible()
  await expect(panel).toContainText('5% of rent')
  await expect(panel).toContainText('64% confidence')
})

test("View Lease on a tenant opens that tenant's leases with their lease selected", async ({
  page,
  db,
  newTenant,
}) => {
  const lastName = `Viewlease${crypto.randomUUID().slice(0, 6)}`
  const tenant = await newTenant({ first_name: 'Vera', last_name: lastName })
  await giveLease(db, tenant.id)

  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByLabel('Search tenants').fill(lastName)
  await page.getByRole('button', { name: `Vera ${lastName}` }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'View Lease' }).click()

  await expect(page).toHaveURL(/\/admin\/leases\?tenantId=/)
  await expect(page.getByText('Leases (1)')).toBeVisible()
  await expect(page.getByText(`Vera ${lastName}`).first()).toBeVisible()
  await expect(page.getByText('Select a lease')).toBeHidden()
  await page.getByRole('button', { name: 'Show all leases' }).click()
  await expect(page).toHaveURL(/\/admin\/leases$/)
})

test('an empty Create Lease asks for a tenant and dates in words a person reads', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByRole('button', { name: 'Create Lease' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create New Lease' })
  await dialog.getByRole('button', { name: 'Create Lease' }).click()
  await expect(dialog.getByText('Choose the tenant', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Choose the start date')).toBeVisible()
  await expect(dialog.getByText('Enter an amount in dollars')).toHaveCount(2)
  await expect(page.getByText('Not a valid id')).toHaveCount(0)
  await expect(page.getByText(/YYYY-MM-DD|tenantId/)).toHaveCount(0)
})
