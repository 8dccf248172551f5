import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT as PORT, E2E_SERVER_LOG } from './e2e/e2e-env'

/** Browser tests in the system Chromium: `npx playwright install` cannot download on this machine. */

export default defineConfig({
  testDir: 'e2e',
  // Fails the run if the server's log holds a token, password or header value: secrets never reach a log.
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Long flows (import, edit, invite) run near 30 s when the 2-core machine is busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server's JSON log goes to a file per run (the output folder is cleared before this starts).
    command: `mkdir -p ${path.dirname(E2E_SERVER_LOG)} && exec node node_modules/tsx/dist/cli.mjs e2e/serve.ts > ${E2E_SERVER_LOG}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      E2E_PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO: '',
      DATABASE_URL: '',
    },
  },
})
