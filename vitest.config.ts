import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/password-cost.ts'],
    environment: 'node',
    // Most of a test file's time is spent waiting on PostgreSQL and on reader processes, not on
    // this process's CPU, so two files at a time finish the suite in three quarters of the time even
    // on two cores (Vitest's default is one file per core but one).
    maxWorkers: 2,
    // An upload of a PDF and its reading each start a reader process (a few seconds on a busy
    // machine); an intake test does both, and with two files running the slowest took 44 s.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
})
