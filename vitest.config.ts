import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    // An upload of a PDF and its reading each start a reader process (a few seconds on a busy
    // machine); an intake test does both.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
