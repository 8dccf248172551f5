import { randomUUID } from 'node:crypto'
import { insertLease, insertProperty } from '../tests/factories'
import { expect, signInAsAdmin, test } from './fixtures'

test('the admin dashboard shows the figures, the latest activity and both charts', async ({
  page,
  db,
  newTenant,
}) => {
  const lastName = `Haddad${randomUUID().slice(0, 6)}`
  const tenant = await newTenant({ first_name: 'Omar', last_name: lastName, unit: '7D' })
  const property = await insertProperty(db, { name: `Dashboard Lofts ${lastName}`, total_units: 3 })
  await insertLease(db, { tenant_id: tenant.id, property_id: property.id })
  const now = new Date().toISOString()
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      tenant_id: tenant.id,
      lease_id: null,
      amount_cents: 123_456,
      method: 'zelle',
      period: 'March 2026',
      status: 'confirmed',
      zelle_ref: null,
      proof_file_id: null,
      rejection_reason: null,
      confirmed_at: now,
      recorded_by_admin_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('maintenance_requests')
    .values({
      id: randomUUID(),
      tenant_id: tenant.id,
      service_type: 'electrical',
      specific_issue: 'Circuit breaker',
      description: 'The kitchen breaker trips.',
      urgency: 'high',
      status: 'submitted',
      preferred_date: null,
      time_window: null,
      assigned_to: null,
      rating: null,
      completed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute()

  await signInAsAdmin(page)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('adminToken'))
  const { stats } = await (
    await page.request.get('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
  expect(stats.totalTenants).toBeGreaterThan(0)
  expect(stats.urgentRequests).toBeGreaterThan(0)

  const card = (label: string) => page.getByRole('group', { name: label })
  await expect(card('Total Tenants')).toContainText(stats.totalTenants.toLocaleString('en-US'))
  await expect(card('Revenue')).toContainText(
    stats.totalRevenue.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  )
  await expect(card('Open Requests')).toContainText(String(stats.openMaintenanceRequests))
  await expect(card('Urgent Requests')).toContainText(String(stats.urgentRequests))
  await expect(card('Occupancy Rate')).toContainText(`${stats.occupancyRate}%`)

  const payments = page.getByRole('region', { name: 'Recent Payments' })
  await expect(payments.getByRole('listitem').first()).toContainText(`Omar ${lastName}`)
  await expect(payments.getByRole('listitem').first()).toContainText('$1,234.56')
  expect(await payments.getByRole('listitem').count()).toBeLessThanOrEqual(5)
  const maintenance = page.getByRole('region', { name: 'Recent Maintenance' })
  await expect(maintenance.getByRole('listitem').first()).toContainText(
    'Electrical - Circuit breaker',
  )
  await expect(maintenance.getByRole('listitem').first()).toContainText('High priority')

  await expect(
    page.getByRole('img', { name: /^Rent collected against rent due over the last 12 months/ }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /%/ }).last()).toBeVisible()
})

test('the dashboard shows zeros when its figures cannot be fetched', async ({ page }) => {
  await signInAsAdmin(page)
  await page.route('**/api/admin/dashboard', (route) =>
    route.fulfill({ status: 500, body: '{"error":"down"}' }),
  )
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const card = (label: string) => page.getByRole('group', { name: label })
  await expect(card('Total Tenants')).toContainText('0')
  await expect(card('Revenue')).toContainText('$0.00')
  await expect(card('Occupancy Rate')).toContainText('0%')
  await expect(page.getByText('No payments yet')).toBeVisible()
})

test('an admin downloads a backup of the database and every stored file', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/dashboard')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download backup' }).click()
  const archive = await download
  expect(archive.suggestedFilename()).toMatch(/^hearth-backup-.+\.tar$/)
  expect(await archive.failure()).toBeNull()
})
