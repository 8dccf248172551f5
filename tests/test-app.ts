import { afterAll } from 'vitest'
import { buildApp, type App } from '../src/server/app'
import { loadConfig, type Config } from '../src/server/config'
import type { DatabaseKind } from '../src/server/db/database'
import type { ThrottleLimits } from '../src/server/modules/auth/login-throttle'
import { createReaderPool, type ReaderPool } from '../src/server/readers/reader-pool'
import type { FileStore } from '../src/server/storage/file-store'
import { openTestDatabase, type TestDatabase } from './test-database'

let readers: ReaderPool | undefined

/**
 * One pool of reader processes for every app a test file builds: each read then takes the warm
 * spare the previous read started, where an app of its own per test would start two processes for
 * every file it reads. Apps given READER_PROCESSES in their environment get a pool of their own.
 */
const sharedReaders = (config: Config, env: NodeJS.ProcessEnv | undefined) =>
  env?.READER_PROCESSES
    ? undefined
    : (readers ??= createReaderPool({ processes: config.readerProcesses }))

// Registered on the file that imports this module (each test file gets its own copy), so the
// shared readers' spares end with the file.
afterAll(() => {
  readers?.close()
  readers = undefined
})

export type TestContext = {
  app: App
  db: TestDatabase['db']
  config: Config
  close: () => Promise<void>
}

/** The real server over a fresh database: tests call app.inject, never a mock. */
export const createTestApp = async (
  kind: DatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv
    loginLimits?: ThrottleLimits
    now?: () => Date
    storage?: FileStore
    readers?: ReaderPool
  } = {},
): Promise<TestContext> => {
  const database = await openTestDatabase(kind)
  const config = loadConfig({ DATA_DIR: database.dataDir, ...options.env })
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    databaseHandle: database,
    readers: options.readers ?? sharedReaders(config, options.env),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
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

export type TestFleet = { apps: App[]; db: TestDatabase['db']; close: () => Promise<void> }

/**
 * Several servers over one fresh database, as a fleet runs them: each app keeps its own memory
 * (caches, counters), so anything that must hold across servers has to go through the database.
 */
export const createTestFleet = async (
  kind: DatabaseKind,
  options: { size?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TestFleet> => {
  const database = await openTestDatabase(kind)
  const config = loadConfig({ DATA_DIR: database.dataDir, ...options.env })
  const apps = await Promise.all(
    Array.from({ length: options.size ?? 2 }, () =>
      buildApp({
        config,
        db: database.db,
        databaseKind: database.kind,
        readers: sharedReaders(config, options.env),
      }),
    ),
  )
  return {
    apps,
    db: database.db,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()))
      await database.close()
    },
  }
}
