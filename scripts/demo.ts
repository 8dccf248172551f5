import fs from 'node:fs'
import path from 'node:path'
import { ConfigError } from '../src/server/config'
import { launch } from './lib/launch'

/**
 * `npm run demo`: a fresh demo database in DATA_DIR (default ./data/demo) every time, so the demo
 * always starts from the same believable portfolio, then the same server as `npm start`.
 */
await launch(
  { ...process.env, DEMO: '1', DATA_DIR: process.env.DATA_DIR ?? './data/demo' },
  (config) => {
    if (config.databaseUrl)
      throw new ConfigError('npm run demo uses its own SQLite database: unset DATABASE_URL.')
    for (const file of ['hearth.db', 'hearth.db-wal', 'hearth.db-shm', 'initial-admin-password']) {
      fs.rmSync(path.join(config.dataDir, file), { force: true })
    }
    fs.rmSync(path.join(config.dataDir, 'uploads'), { recursive: true, force: true })
  },
)
