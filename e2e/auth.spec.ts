import { E2E_ADMIN } from './e2e-env'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'

test('an admin signs in, sees the admin shell, and signs out', async ({ page }) => {
  await signInAsAdmin(page)
  const nav = page.getByRole('navigation').first()
  for (const entry of [
    'Dashboard',
    'Properties',
    'Leases',
    'Tenants',
    'Lease Intake',
    'Maintenance',
    'Payments',
  ]) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible()
  }
  await nav.getByRole('link', { name: 'Payments', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Admin Payment Management' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record Payment' })).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/admin/tenants')
  await expect(page.getByLabel('Username')).toBeVisible()
})

test('a wrong admin password shows the Login failed toast and stays on the login page', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Login failed' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Login failed. Please check your credentials.')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the Login failed toast goes away when the next attempt signs in', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Login failed' })
  await expect(toast).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(toast).toBeHidden()
})

test('an empty tenant login form says what is missing', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your email')).toBeVisible()
  await expect(page.getByText('Enter your password')).toBeVisible()
})

test('an invited tenant sets a password, lands in the tenant shell, and can sign in again', async ({
  page,
  newTenant,
  invitePath,
}) => {
  const tenant = await newTenant({ first_name: 'Elena', last_name: 'Ruiz', unit: '7B' })
  await page.goto(await invitePath(tenant.id))
  await expect(page.getByText(`Hi Elena`)).toBeVisible()
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Confirm password').fill('short')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page.getByText('Use at least 10 characters').first()).toBeVisible()

  await page.getByLabel('New password').fill('elena-password-1')
  await page.getByLabel('Confirm password').fill('elena-password-1')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Welcome back, Elena')).toBeVisible()
  await expect(page.getByText('Elena Ruiz').first()).toBeVisible()
  await expect(page.getByText('Unit 7B').first()).toBeVisible()
  await expect(page.getByText('ER', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await signInAsTenant(page, { email: tenant.email, password: 'elena-password-1' })
})

test('an invite link cannot be used twice', async ({ page, newTenant, invitePath, request }) => {
  const tenant = await newTenant()
  const link = await invitePath(tenant.id)
  const token = link.split('/').pop()
  expect(
    (
      await request.post('/api/tenant/accept-invite', {
        data: { token, password: 'first-password-1' },
      })
    ).ok(),
  ).toBe(true)
  await page.goto(link)
  await expect(
    page.getByText('This invite has already been used. Sign in with your email and password.'),
  ).toBeVisible()
})

test('a stored tenant token that no longer works signs the tenant out', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.evaluate(() => localStorage.setItem('tenantToken', 'revoked-or-forged'))
  await page.context().clearCookies()
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('tenantToken'))).toBeNull()
})
