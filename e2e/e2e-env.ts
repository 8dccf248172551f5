/**
 * What the browser tests and the server they start agree on. E2E_PORT lets several runs share a
 * machine: each gets its own port and data folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATA_DIR = `./data/e2e-${E2E_PORT}`
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' }
/** The server's JSON log for one run, read by the secrets check in global-teardown.ts. */
export const E2E_SERVER_LOG = `test-results/e2e-${E2E_PORT}/server.log`
