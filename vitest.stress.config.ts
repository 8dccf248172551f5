import { defineConfig } from 'vitest/config'

/**
 * `npm run test:stress`: the soak and crash-safety suites. They start real server processes and
 * run for minutes, so they stay out of `npm test` and run one file at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/stress/**/*.stress.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 5 * 60_000,
  },
})
