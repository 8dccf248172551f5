import { buildApp, type App } from '../src/server/app'
import { loadConfig, type Config } from '../src/server/config'
import type { DatabaseKind } from '../src/server/db/database'
import type { ThrottleLimits } from '../src/server/modules/auth/login-throttle'
import { openTestDatabase, type TestDatabase } from './test-database'

export type TestContext = { app: App; db: TestDatabase['db']; config: Config; close: () => Promise<void> }

/** The real server over a fresh database: tests call app.inject, never a mock. */
export const createTestApp = async (
  kind: DatabaseKind,
  options: { env?: NodeJS.ProcessEnv; loginLimits?: ThrottleLimits } = {},
): Promise<TestContext> => {
  const database = await openTestDatabase(kind)
  const config = loadConfig({ DATA_DIR: database.dataDir, ...options.env })
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
  })
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
