import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import {
  openPostgres,
  openSqlite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../src/server/db/database'
import type { Database } from '../../src/server/db/schema'
import { createThrowawayDatabase, type Throwaway } from '../../scripts/lib/postgres-admin'
import {
  readLogTail,
  startServerProcess,
  type ServerProcess,
} from '../../scripts/lib/server-process'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ENTRY = path.join(HERE, '../server-entry.ts')
const ROOT = path.resolve(HERE, '../..')
const postgresUrl = process.env.TEST_DATABASE_URL

/** Like the API tests: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const stressDialects: DatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

export const ADMIN = { username: 'stress-admin', password: 'stress-admin-password' }

export type StressServer = {
  kind: DatabaseKind
  base: string
  dataDir: string
  uploadsDir: string
  /** The suite's own connection to the server's database, for seeding and for the checks. */
  db: Kysely<Database>
  start: () => Promise<void>
  /** SIGKILL: no shutdown hook runs, no transaction commits, as when the power goes. */
  kill: () => Promise<void>
  /** The server's resident memory in MB, from /proc. */
  rssMb: () => number
  logTail: (lines?: number) => string
  /** Stops the server and removes its data folder and database. */
  dispose: () => Promise<void>
}

/**
 * A Hearth server in its own process on a data folder (and, on PostgreSQL, a database) of its
 * own, which survives kills and restarts until dispose. The PostgreSQL database is created next to
 * the one TEST_DATABASE_URL names.
 */
export const createStressServer = async (
  kind: DatabaseKind,
  port: number,
): Promise<StressServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-stress-${kind}-`))
  const logFile = path.join(dataDir, 'server.log')
  let database: (Throwaway & { url: string }) | undefined
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
    database = await createThrowawayDatabase(postgresUrl, 'hearth_stress')
  }

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(database ? { DATABASE_URL: database.url } : {}),
  }
  const base = `http://127.0.0.1:${port}`
  let server: ServerProcess | undefined
  let handle: DatabaseHandle | undefined

  const start = async () => {
    if (server?.isAlive()) throw new Error('The server is already running')
    server = await startServerProcess({
      entry: ENTRY,
      cwd: ROOT,
      env,
      logFile,
      readyUrl: `${base}/api/health`,
      readyWithinMs: 60_000,
    })
    // The server migrated the database; now the suite can open its own connection to it.
    handle ??= database
      ? openPostgres({ connectionString: database.url, max: 4 })
      : openSqlite(path.join(env.DATA_DIR as string, 'hearth.db'))
  }

  return {
    kind,
    base,
    dataDir: env.DATA_DIR as string,
    uploadsDir: path.join(env.DATA_DIR as string, 'uploads'),
    get db() {
      if (!handle) throw new Error('Start the server first: it creates the database')
      return handle.db
    },
    start,
    kill: async () => server?.stop('SIGKILL'),
    rssMb: () => {
      if (!server) throw new Error('Start the server first')
      return server.memory().rssMb
    },
    logTail: (lines) => readLogTail(logFile, lines),
    dispose: async () => {
      await server?.stop('SIGTERM')
      await handle?.close()
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
