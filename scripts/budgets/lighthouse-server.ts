import fs from 'node:fs'
import path from 'node:path'
import { launch } from '../lib/launch'

/**
 * The server `npm run lighthouse` audits: the demo portfolio in a data folder emptied for every
 * run (DATA_DIR), with a client build of its own so it never races another run's build.
 */
await launch(
  { ...process.env, DEMO: '1' },
  (config) => fs.rmSync(config.dataDir, { recursive: true, force: true }),
  { buildClient: true, clientDir: path.resolve(`dist/lighthouse-${process.env.PORT ?? ''}`) },
)
