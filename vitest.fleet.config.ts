import { defineConfig } from 'vitest/config'

/**
 * `npm run test:fleet`: the deployment of several servers, proved as deployed (PostgreSQL, an
 * S3-compatible server, two Hearth processes and HAProxy on loopback). Needs PostgreSQL on
 * FLEET_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and the haproxy binary.
 */
export default defineConfig({
  test: {
    include: ['tests/fleet/**/*.fleet.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
})
