import type { APIRequestContext } from '@playwright/test'
import type { Kysely } from 'kysely'
import type { Database } from '../src/server/db/schema'
import { addDays } from '../src/shared/ledger'
import { todayIso } from '../src/shared/dates'
import { extractionWithReturnDays } from '../tests/factories'
import { PNG_BYTES } from '../tests/multipart'
import { BLANK_PDF } from '../tests/pdf-bytes'
import { E2E_ADMIN } from './e2e-env'
import { expect, PDF_UPLOAD_TIMEOUT, signInAsAdmin, signInAsTenant, test } from './fixtures'
import { pngPhoto, submitRequest, tenantApi } from './maintenance-helpers'
import { expectToast, giveLease } from './payments-helpers'

/*
 * Every create form, submitted with a double click, stores one record: the button is disabled
 * while the request is in flight, and a second send carries the same Idempotency-Key. The count
 * is read back through the API, as a client would see it.
 */

const SHOTS = '/tmp/shots-11'

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN })
  return { authorization: `Bearer ${(await login.json()).sessionToken}` }
}

const getJson = async <T>(request: APIRequestContext, url: string, headers = {}) => {
  const res = await request.get(url, { headers })
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

const unique = () => Math.random().toString(36).slice(2, 8)

/** Every signed-up tenant of a run is Priya Shah: a last name of its own finds this test's lease. */
const renameTenant = async (db: Kysely<Database>, tenantId: string) => {
  const lastName = `Shah-${unique()}`
  await db.updateTable('tenants').set({ last_name: lastName }).where('id', '=', tenantId).execute()
  return `Priya ${lastName}`
}

test('a double-clicked new maintenance request and emergency contact are stored once', async ({
  page,
  baseURL,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await signInAsTenant(page, signedUpTenant)
  const description = `Drips all night ${unique()}`
  await page.goto('/maintenance')
  await page.getByRole('button', { name: 'New Request' }).first().click()
  const dialog = page.getByRole('dialog')
  await page.getByLabel('Service Type').click()
  await page.getByRole('option', { name: 'Plumbing', exact: true }).click()
  await page.getByLabel('Specific Issue').click()
  await page.getByRole('option', { name: 'Leaky faucet', exact: true }).click()
  await dialog.getByLabel('Description').fill(description)
  await dialog.getByLabel('Photos').setInputFiles([pngPhoto('sink.png', [13, 148, 136])])
  await dialog.getByRole('button', { name: 'Submit Request' }).dblclick()
  await expect(dialog).toBeHidden()

  await page.goto('/profile')
  const contactName = `Ravi ${unique()}`
  await page.getByRole('button', { name: 'Add Contact' }).click()
  await page.getByLabel('Name').fill(contactName)
  await page.getByLabel('Relationship').fill('Brother')
  await page.getByLabel('Phone').fill('(555) 300-4400')
  await page.getByRole('button', { name: 'Add Contact' }).dblclick()
  await expectToast(page, 'Contact added')
  await page.screenshot({ path: `${SHOTS}/double-submit-contact.png`, fullPage: true })

  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const requests = await getJson<{ description: string }[]>(api, '/api/maintenance')
  expect(requests.filter((r) => r.description === description)).toHaveLength(1)
  const contacts = await getJson<{ name: string }[]>(api, '/api/emergency-contacts')
  expect(contacts.filter((c) => c.name === contactName)).toHaveLength(1)
  await api.dispose()
})

test('a double-clicked admin note is stored once', async ({
  page,
  baseURL,
  request,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  const api = await tenantApi(baseURL ?? '', signedUpTenant)
  const description = `Heater rattles ${unique()}`
  const { id } = await submitRequest(api, {
    serviceType: 'hvac',
    specificIssue: 'AC not cooling',
    description,
  })
  await api.dispose()
  await signInAsAdmin(page)
  await page.goto('/admin/maintenance')
  await page.getByRole('button').filter({ hasText: description }).click()
  const dialog = page.getByRole('dialog')
  const note = `Part ordered ${unique()}`
  await dialog.getByLabel('Add a note').fill(note)
  await dialog.getByRole('button', { name: 'Add Note' }).dblclick()
  await expectToast(page, 'Note added successfully')

  const headers = await adminHeaders(request)
  const listed = await getJson<{ id: string; notes: { note: string }[] }[]>(
    request,
    `/api/admin/maintenance?q=${encodeURIComponent(description)}`,
    headers,
  )
  const notes = listed.find((item) => item.id === id)?.notes ?? []
  expect(notes.filter((n) => n.note === note)).toHaveLength(1)
})

test('a double-clicked new property and new unit are stored once', async ({ page, request }) => {
  const name = `Double Oak ${unique()}`
  await signInAsAdmin(page)
  await page.goto('/admin/properties')
  await page.getByRole('button', { name: 'Add Property' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await dialog.getByLabel('Property name').fill(name)
  await dialog.getByLabel('Total units').fill('2')
  await dialog.getByRole('button', { name: 'Create Property' }).dblclick()
  await expectToast(page, 'Property created successfully')
  const headers = await adminHeaders(request)
  const properties = await getJson<{ id: string; name: string }[]>(
    request,
    `/api/admin/properties?q=${encodeURIComponent(name)}`,
    headers,
  )
  expect(properties.filter((p) => p.name === name)).toHaveLength(1)

  await page.getByLabel('Search properties').fill(name)
  await page.getByRole('button', { name: new RegExp(name) }).click()
  const units = page.getByRole('region', { name: 'Units' })
  await units.getByLabel('New unit name').fill('Garden flat')
  await units.getByRole('button', { name: 'Add Unit' }).dblclick()
  await expectToast(page, 'Unit added')
  await page.screenshot({ path: `${SHOTS}/double-submit-units.png`, fullPage: true })
  const listed = await getJson<{ name: string }[]>(
    request,
    `/api/admin/properties/${properties[0]?.id}/units`,
    headers,
  )
  expect(listed.filter((u) => u.name === 'Garden flat')).toHaveLength(1)
})

test('a double-clicked lease document upload is stored once', async ({
  page,
  request,
  db,
  signedUpTenant,
}) => {
  const lease = await giveLease(db, signedUpTenant.id)
  const name = await renameTenant(db, signedUpTenant.id)
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill(name.split(' ')[1] ?? '')
  await page.getByRole('button', { name, exact: true }).click()
  const documents = page.getByRole('region', { name: 'Documents' })
  await documents.getByRole('button', { name: 'Upload', exact: true }).click()
  const upload = page.getByRole('dialog', { name: 'Upload Lease Document' })
  await upload.getByLabel(/Document \(PDF/).setInputFiles({
    name: 'Signed twice.pdf',
    mimeType: 'application/pdf',
    buffer: BLANK_PDF,
  })
  await upload.getByRole('button', { name: 'Upload', exact: true }).dblclick()
  await expect(
    page.getByRole('status').filter({ hasText: 'Document uploaded successfully' }).first(),
  ).toBeVisible({ timeout: PDF_UPLOAD_TIMEOUT })
  const headers = await adminHeaders(request)
  const listed = await getJson<{ filename: string }[]>(
    request,
    `/api/admin/leases/${lease.id}/documents`,
    headers,
  )
  expect(listed.filter((d) => d.filename === 'Signed twice.pdf')).toHaveLength(1)
})

test('a double-clicked import stores each tenant once', async ({ page, request }) => {
  const email = `double.import.${unique()}@example.com`
  const csv = [
    'First Name,Last Name,Email,Phone,Property,Property Address,City,State,Zip Code,Unit,Lease Start,Lease End,Rent,Security Deposit',
    `Dana,Twice,${email},(555) 010-1000,Twice Court ${unique()},1 Twice Rd.,Austin,TX,78745,1A,03/01/2026,02/28/2027,"$1,200.00","$1,200.00"`,
  ].join('\n')
  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByRole('button', { name: 'Import Tenants' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Tenants' })
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'tenants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await dialog.getByRole('button', { name: /^Import 1 Tenants?$/ }).dblclick()
  await expect(dialog.getByText(/^Imported 1 tenants?$/)).toBeVisible()
  const headers = await adminHeaders(request)
  const tenants = await getJson<{ email: string }[]>(
    request,
    `/api/admin/tenants?q=${encodeURIComponent(email)}`,
    headers,
  )
  expect(tenants.filter((t) => t.email === email)).toHaveLength(1)
})

test('a double-clicked one-off ledger charge is posted once', async ({
  page,
  request,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  const name = `${signedUpTenant.firstName} ${signedUpTenant.lastName}`
  await signInAsAdmin(page)
  await page.goto('/admin/payments')
  await page.getByRole('button', { name: 'All tenants' }).click()
  await page.getByRole('combobox', { name: /^Search tenants/ }).fill(signedUpTenant.email)
  await page.getByRole('option', { name: new RegExp(signedUpTenant.email) }).click()
  await page.getByRole('button', { name: 'View ledger' }).click()
  const ledger = page.getByRole('dialog', { name: `Ledger: ${name}` })
  const memo = `Replacement key ${unique()}`
  const form = ledger.getByRole('form', { name: 'Add to the ledger' })
  await form.getByRole('button', { name: 'One-off charge' }).click()
  await form.getByLabel('Memo').fill(memo)
  await form.getByLabel('Amount ($)').fill('40')
  await form.getByRole('button', { name: 'Add to ledger' }).dblclick()
  await expectToast(page, 'Charge added')
  await page.screenshot({ path: `${SHOTS}/double-submit-ledger.png`, fullPage: true })
  const headers = await adminHeaders(request)
  const statement = await getJson<{ entries: { description: string; memo?: string | null }[] }>(
    request,
    `/api/admin/tenants/${signedUpTenant.id}/ledger`,
    headers,
  )
  expect(
    statement.entries.filter((e) => e.memo === memo || e.description.includes(memo)),
  ).toHaveLength(1)
})

test('a double-clicked deposit disposition is recorded once', async ({
  page,
  request,
  db,
  signedUpTenant,
}) => {
  const lastDay = addDays(todayIso(), -3)
  const lease = await giveLease(db, signedUpTenant.id, {
    status: 'ended',
    end_date: lastDay,
    ended_at: `${lastDay}T12:00:00.000Z`,
    security_deposit_cents: 150_000,
    extracted_data: extractionWithReturnDays(30),
  })
  const name = await renameTenant(db, signedUpTenant.id)
  await signInAsAdmin(page)
  await page.goto('/admin/leases')
  await page.getByLabel('Search leases').fill(name.split(' ')[1] ?? '')
  await page.getByRole('button', { name, exact: true }).click()
  const panel = page.getByRole('region', { name: 'Security deposit' })
  const form = panel.getByRole('form', { name: 'Record the deposit disposition' })
  await form.getByRole('button', { name: 'Add deduction' }).click()
  await form.getByLabel('Deduction 1', { exact: true }).fill('Broken bedroom window')
  await form.getByLabel('Amount ($)').fill('240')
  await form
    .getByLabel('Photo (optional, JPG or PNG)')
    .setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: PNG_BYTES })
  await form.getByRole('button', { name: 'Record and send the letter' }).dblclick()
  await expectToast(page, 'Disposition recorded')
  const headers = await adminHeaders(request)
  const deposit = await getJson<{ status: string; disposition: { deductions: unknown[] } }>(
    request,
    `/api/admin/leases/${lease.id}/deposit`,
    headers,
  )
  expect(deposit.status).toBe('settled')
  expect(deposit.disposition.deductions).toHaveLength(1)
  const dispositions = await db
    .selectFrom('deposit_dispositions')
    .select('id')
    .where('lease_id', '=', lease.id)
    .execute()
  expect(dispositions).toHaveLength(1)
})
