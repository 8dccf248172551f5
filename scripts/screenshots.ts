import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { ADMIN_TOKEN_KEY, TENANT_TOKEN_KEY } from '../src/client/lib/auth-storage'

/**
 * `npm run screenshots -- [base URL] [folder]`: every page of a running demo (`npm run demo`), as
 * the admin and as the demo tenant, at 375 and 1280 px wide, light and dark, full page, into one
 * folder (default ./data/screenshots) for a person to look through after a change to the client.
 */

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '')
const folder = path.resolve(process.argv[3] ?? './data/screenshots')

const ADMIN = { username: 'admin', password: 'demo-admin-2026' }
const TENANT = { email: 'maria.garcia@example.com', password: 'demo-tenant-2026' }

const PUBLIC_PAGES = ['/login', '/admin/login']
const TENANT_PAGES = ['/dashboard', '/payments', '/maintenance', '/profile']
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/properties',
  '/admin/leases',
  '/admin/tenants',
  '/admin/lease-intake',
  '/admin/maintenance',
  '/admin/payments',
]
const WIDTHS = [375, 1280]
const THEMES = ['light', 'dark'] as const

const signIn = async (page: Page, role: 'admin' | 'tenant') => {
  const response = await page.request.post(`${base}/api/${role}/login`, {
    data: role === 'admin' ? ADMIN : TENANT,
    headers: { origin: base },
  })
  if (!response.ok()) throw new Error(`Signing in as the demo ${role} failed: ${response.status()}`)
  // The client keeps its session token in localStorage, as it does after a sign-in on the page.
  const { sessionToken } = (await response.json()) as { sessionToken: string }
  await page.goto(`${base}/login`)
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    role === 'admin' ? ADMIN_TOKEN_KEY : TENANT_TOKEN_KEY,
    sessionToken,
  ] as const)
}

const shoot = async (page: Page, route: string, width: number, theme: string) => {
  await page.goto(`${base}${route}`)
  await page.waitForLoadState('networkidle')
  const name = `${route.replace(/^\//, '').replaceAll('/', '-') || 'home'}-${width}-${theme}.png`
  await page.screenshot({ path: path.join(folder, name), fullPage: true })
}

fs.mkdirSync(folder, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: theme,
      })
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
      const page = await context.newPage()
      for (const route of PUBLIC_PAGES) await shoot(page, route, width, theme)
      await signIn(page, 'tenant')
      for (const route of TENANT_PAGES) await shoot(page, route, width, theme)
      await signIn(page, 'admin')
      for (const route of ADMIN_PAGES) await shoot(page, route, width, theme)
      await context.close()
    }
  }
} finally {
  await browser.close()
}
console.log(`Screenshots in ${folder}`)
