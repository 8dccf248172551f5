import fs from 'node:fs'
import path from 'node:path'
import { launch } from '../scripts/lib/launch'
import { lowerHashCostForTests } from '../src/server/modules/auth/password'
import { E2E_PORT } from './e2e-env'

/**
 * The server the browser tests drive: `npm start` on a data folder emptied for every run, with a
 * client build of its own so parallel runs on one machine never share one.
 */
// Every test signs in and most sign a tenant up: at the production scrypt cost that was a minute of
// the run. Hashes record their cost; password.test.ts proves a real server uses the production one.
lowerHashCostForTests(2 ** 10)

await launch(process.env, (config) => fs.rmSync(config.dataDir, { recursive: true, force: true }), {
  buildClient: true,
  clientDir: path.resolve(`dist/e2e-${E2E_PORT}`),
})
