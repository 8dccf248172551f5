import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import type { Kysely } from 'kysely'
import { openSqlite } from '../src/server/db/database'
import type { Database } from '../src/server/db/schema'
import { insertTenant } from '../tests/factories'
import { E2E_ADMIN, E2E_DATA_DIR } from './e2e-env'

type Fixtures = {
  /** A new tenant row (no password yet), made through the server's own data code. */
  newTenant: (overrides?: Parameters<typeof insertTenant>[1]) => ReturnType<typeof insertTenant>
  /** An invite link path for a tenant, created through the admin API. */
  invitePath: (tenantId: string) => Promise<string>
  /** A tenant who accepted an invite: email and password to sign in with. */
  signedUpTenant: {
    id: string
    email: string
    password: string
    firstName: string
    lastName: string
  }
}

type WorkerFixtures = { db: Kysely<Database> }

export const test = base.extend<Fixtures, WorkerFixtures>({
  db: [
    // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The server under test owns this SQLite file; WAL lets the tests write beside it.
      const handle = openSqlite(path.resolve(E2E_DATA_DIR, 'hearth.db'))
      await use(handle.db)
      await handle.close()
    },
    { scope: 'worker' },
  ],
  newTenant: async ({ db }, use) => {
    await use((overrides) => insertTenant(db, overrides))
  },
  invitePath: async ({ request }, use) => {
    await use(async (tenantId) => {
      const login = await request.post('/api/admin/login', { data: E2E_ADMIN })
      const { sessionToken } = await login.json()
      const invite = await request.post(`/api/admin/tenants/${tenantId}/invite`, {
        headers: { authorization: `Bearer ${sessionToken}` },
      })
      expect(invite.ok()).toBe(true)
      return new URL((await invite.json()).inviteUrl).pathname
    })
  },
  signedUpTenant: async ({ newTenant, invitePath, request }, use) => {
    const tenant = await newTenant({ first_name: 'Priya', last_name: 'Shah', unit: '4C' })
    const token = (await invitePath(tenant.id)).split('/').pop() ?? ''
    const password = 'priya-password-1'
    const accepted = await request.post('/api/tenant/accept-invite', { data: { token, password } })
    expect(accepted.ok()).toBe(true)
    await use({
      id: tenant.id,
      email: tenant.email,
      password,
      firstName: 'Priya',
      lastName: 'Shah',
    })
  },
})

export { expect }

/**
 * How long an upload of a PDF may take to answer: the server opens it in a reader process first,
 * and the first upload after a quiet spell starts that process cold (seconds on a busy machine).
 */
export const PDF_UPLOAD_TIMEOUT = 30_000

/** What axe checks: WCAG 2.1 A and AA, plus its best practices (heading order, landmarks, …). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * The rules of those whose verdict depends on colours. A theme swaps colours only (a class on the
 * root element, src/client/lib/theme.ts), so they are the only ones a second theme can change.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Fails on any serious or critical violation, naming the rule, the elements and what is wrong. */
const expectNoViolations = async (page: Page, where: string, axe: AxeBuilder) => {
  // Colours are judged at rest: a dialog still fading in, a theme's colours still changing, or a
  // hover transition in flight blends with what lies under it. Endless animations (spinners,
  // placeholders) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await axe.analyze()
  const blocking = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      rule: `${id} (${impact}): ${help}`,
      nodes: nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }))
  expect(blocking, `axe-core found serious or critical violations on ${where}`).toEqual([])
}

/**
 * Runs axe-core on the page as it is now in light colours, then its colour rules in dark ones, and
 * fails on any serious or critical violation. The page follows the system's colour scheme (no
 * theme chosen), so switching the emulated scheme switches the theme as a person's system would.
 */
export const expectAccessible = async (page: Page, where: string) => {
  const root = page.locator('html')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(root).not.toHaveClass(/\bdark\b/)
  await expectNoViolations(page, `${where} (light)`, new AxeBuilder({ page }).withTags(AXE_TAGS))
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(root).toHaveClass(/\bdark\b/)
  await expectNoViolations(
    page,
    `${where} (dark)`,
    new AxeBuilder({ page }).withRules(COLOUR_RULES),
  )
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(root).not.toHaveClass(/\bdark\b/)
}

export const signInAsAdmin = async (page: Page) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

export const signInAsTenant = async (page: Page, tenant: { email: string; password: string }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(tenant.email)
  await page.getByLabel('Password', { exact: true }).fill(tenant.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
