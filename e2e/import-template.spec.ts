import { E2E_ADMIN } from './e2e-env'
import { expect, signInAsAdmin, test } from './fixtures'
import { downloadedBytes } from './payments-helpers'

/** The template's tenants with a lease: every one starts with no balance, whatever the lease start. */
const LEASED = ['elena.vasquez', 'noah.fischer', 'grace.owusu', 'liam.owusu', 'mei.tanaka']

test("importing the app's own template leaves every imported tenant owing nothing, co-tenants on one lease", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/tenants')
  await page.getByRole('button', { name: 'Import Tenants' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Import Tenants' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'CSV template' }).click(),
  ])
  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'hearth-tenant-import-template.csv',
    mimeType: 'text/csv',
    buffer: await downloadedBytes(download),
  })
  await dialog.getByRole('button', { name: /^Import \d+ Tenants$/ }).click()
  await expect(dialog.getByText(/^Imported \d+ tenants$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  const login = await request.post('/api/admin/login', { data: E2E_ADMIN })
  const headers = { authorization: `Bearer ${(await login.json()).sessionToken}` }
  const api = async <T>(url: string): Promise<T> => (await request.get(url, { headers })).json()
  for (const name of LEASED) {
    const [tenant] = await api<{ id: string }[]>(`/api/admin/tenants?q=${name}@example.com`)
    const ledger = await api<{ balance: number }>(`/api/admin/tenants/${tenant!.id}/ledger`)
    expect(ledger.balance, `${name}'s balance right after the import`).toBe(0)
  }
  const [grace] = await api<{ id: string }[]>('/api/admin/tenants?q=grace.owusu@example.com')
  const [lease] = await api<{ tenants: { firstName: string; primary: boolean }[] }[]>(
    `/api/admin/leases?tenantId=${grace!.id}`,
  )
  expect(lease!.tenants.map((t) => [t.firstName, t.primary])).toEqual([
    ['Grace', true],
    ['Liam', false],
  ])

  // What the admin sees: the statement of a tenant whose lease began months before the import.
  await page.goto('/admin/payments')
  await page.getByRole('button', { name: 'All tenants' }).click()
  await page.getByRole('combobox', { name: /^Search tenants/ }).fill('elena.vasquez@example.com')
  await page.getByRole('option', { name: /elena\.vasquez@example\.com/ }).click()
  await page.getByRole('button', { name: 'View ledger' }).click()
  const statement = page.getByRole('dialog')
  await expect(statement.getByText('$0.00').first()).toBeVisible()
  await statement.screenshot({ path: 'test-results/imported-tenant-ledger.png' })
})
