import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from './e2e-env'
import { expect, test } from './fixtures'
import { giveLease } from './payments-helpers'

/**
 * Hearth works by keyboard alone. No click in this file: every step is Tab, Shift+Tab,
 * Enter, Space, arrows, typing or Escape, and each focused control must show a visible focus mark.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails if it never comes. The limit allows
 * for a page listing every lease the run's earlier tests made, each with its own buttons.
 */
const tabTo = async (page: Page, target: Locator, { backwards = false, max = 400 } = {}) => {
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true)
}

/** The focused element draws a ring or an outline (the focus-visible styles), not nothing. */
const expectVisibleFocus = async (target: Locator) => {
  const mark = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const hasRing = style.boxShadow !== 'none' && style.boxShadow !== ''
    return hasOutline || hasRing
  })
  expect(mark, `${String(target)} shows no focus mark`).toBe(true)
}

/** Opens a Radix select from the keyboard and picks the option whose text starts with `typed`. */
const chooseByKeyboard = async (page: Page, trigger: Locator, typed: string, expected: string) => {
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type(typed, { delay: 80 })
  await page.keyboard.press('Enter')
  await expect(trigger).toHaveText(expected)
}

test('a tenant signs in, moves through the navigation, files a request and closes dialogs by keyboard', async ({
  page,
  db,
  signedUpTenant,
}) => {
  await giveLease(db, signedUpTenant.id)
  await page.goto('/login')

  const email = page.getByLabel('Email')
  await tabTo(page, email)
  await expectVisibleFocus(email)
  await page.keyboard.type(signedUpTenant.email)
  await page.keyboard.press('Tab')
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toBeFocused()
  await page.keyboard.type(signedUpTenant.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)

  // The sign-in button is gone: focus moves to the start of the dashboard's content.
  await expect(page.locator('main#main')).toBeFocused()

  // On a freshly loaded page the first Tab offers the skip link, which moves focus to the content.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()

  // The sidebar's links are reachable backwards from the content and follow Enter.
  const nav = page.getByRole('navigation').first()
  const maintenance = nav.getByRole('link', { name: 'Maintenance', exact: true })
  await tabTo(page, maintenance, { backwards: true })
  await expectVisibleFocus(maintenance)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/maintenance$/)
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible()

  // A dialog opens from its button, traps focus, closes with Escape and gives focus back.
  const newRequest = page.getByRole('button', { name: 'New Request' }).first()
  await tabTo(page, newRequest)
  await expectVisibleFocus(newRequest)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'New Maintenance Request' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(newRequest).toBeFocused()

  // Filled in and sent from the keyboard alone.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await chooseByKeyboard(page, dialog.getByLabel('Service Type'), 'Plum', 'Plumbing')
  await chooseByKeyboard(page, dialog.getByLabel('Specific Issue'), 'Leak', 'Leaky faucet')
  const description = dialog.getByLabel('Description')
  await tabTo(page, description)
  await expectVisibleFocus(description)
  await page.keyboard.type('The bathroom tap drips; reported by keyboard.')
  const submit = dialog.getByRole('button', { name: 'Submit Request' })
  await tabTo(page, submit)
  await expectVisibleFocus(submit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Request submitted' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // The new request opens from the list with Enter and closes with Escape.
  const filed = page.getByRole('button', { name: /Plumbing - Leaky faucet/ })
  await tabTo(page, filed)
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog', { name: 'Plumbing - Leaky faucet' })
  await expect(details).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(filed).toBeFocused()
})

test('an admin signs in, reaches every section and opens and closes a dialog by keyboard', async ({
  page,
}) => {
  await page.goto('/admin/login')
  const username = page.getByLabel('Username')
  await tabTo(page, username)
  await page.keyboard.type(E2E_ADMIN.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(E2E_ADMIN.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  const nav = page.getByRole('navigation').first()
  const sections = [
    ['Properties', /\/admin\/properties$/, 'Property Management'],
    ['Leases', /\/admin\/leases$/, 'Lease Management'],
    ['Tenants', /\/admin\/tenants$/, 'Tenant Management'],
    ['Lease Intake', /\/admin\/lease-intake$/, 'Lease Intake'],
    ['Maintenance', /\/admin\/maintenance$/, 'Maintenance Management'],
    ['Payments', /\/admin\/payments$/, 'Admin Payment Management'],
    ['Dashboard', /\/admin\/dashboard$/, 'Admin Dashboard'],
  ] as const
  for (const [name, url, heading] of sections) {
    const link = nav.getByRole('link', { name, exact: true })
    await tabTo(page, link, { backwards: true })
    await expectVisibleFocus(link)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }

  await tabTo(page, nav.getByRole('link', { name: 'Properties', exact: true }), { backwards: true })
  await page.keyboard.press('Enter')
  const add = page.getByRole('button', { name: 'Add Property' }).first()
  await tabTo(page, add)
  await expectVisibleFocus(add)
  await page.keyboard.press('Space')
  const dialog = page.getByRole('dialog', { name: 'Add Property' })
  await expect(dialog).toBeVisible()
  const name = dialog.getByLabel('Property name')
  await tabTo(page, name)
  await expectVisibleFocus(name)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()
})
