import { expect, signInAsTenant, test } from './fixtures'

test('dark mode follows the toggle and survives a reload', async ({ page, signedUpTenant }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signInAsTenant(page, signedUpTenant)
  const html = page.locator('html')
  await expect(html).not.toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click()
  await expect(html).toHaveClass(/dark/)
  await page.reload()
  await expect(html).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to light mode' }).first().click()
  await expect(html).not.toHaveClass(/dark/)
})

test('the mobile menu opens at 375 px, navigates, and closes', async ({ page, signedUpTenant }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signInAsTenant(page, signedUpTenant)
  const menu = page.getByRole('dialog')
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Payments', exact: true }).click()
  await expect(menu).toBeHidden()
  await expect(page).toHaveURL(/\/payments$/)
  await expect(page.getByRole('banner').getByText('Payments', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('an unknown tenant path shows Page Not Found under the Dashboard title', async ({
  page,
  signedUpTenant,
}) => {
  await signInAsTenant(page, signedUpTenant)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Dashboard', { exact: true })).toBeVisible()
})

test('the header title follows the route', async ({ page, signedUpTenant }) => {
  await signInAsTenant(page, signedUpTenant)
  const nav = page.getByRole('navigation').first()
  for (const title of ['Maintenance', 'Profile', 'Payments', 'Dashboard']) {
    await nav.getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible()
  }
})
