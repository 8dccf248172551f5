import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, signInAsTenant, test } from './fixtures'

/*
 * The built client under its real CSP: the served index.html carries no inline
 * script, and the pages run without a single Content-Security-Policy violation.
 */

test('the built index.html has no inline script and is served with a strict CSP', async ({
  request,
}) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, attributes = '', body = ''] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\//)
    expect(body.trim()).toBe('')
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i)

  const csp = res.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  // The browser tests serve plain http, where HSTS must not be sent.
  expect(res.headers()['strict-transport-security']).toBeUndefined()
})

/** Records every CSP violation the page reports, from before its first script runs. */
const watchCsp = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const violations: string[] = []
  return {
    violations,
    /** Reads what the current document saw, before the next full navigation replaces it. */
    collect: async () =>
      violations.push(
        ...(await page.evaluate(
          () => (window as unknown as { cspViolations: string[] }).cspViolations,
        )),
      ),
  }
}

test('the admin pages run with no CSP violation', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await csp.collect()
  await signInAsAdmin(page)
  for (const section of [
    'Tenants',
    'Properties',
    'Leases',
    'Lease Intake',
    'Maintenance',
    'Payments',
  ]) {
    await page.getByRole('link', { name: section, exact: true }).first().click()
    await expect(page.getByRole('heading').first()).toBeVisible()
  }
  await csp.collect()
  expect(csp.violations).toEqual([])
})

test('the tenant pages run with no CSP violation', async ({ page, signedUpTenant }) => {
  const csp = await watchCsp(page)
  await signInAsTenant(page, signedUpTenant)
  for (const path of ['/payments', '/maintenance', '/profile', '/dashboard']) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    await csp.collect()
  }
  expect(csp.violations).toEqual([])
})
