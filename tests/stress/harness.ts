import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import pg from 'pg'
import {
  openPostgres,
  openSqlite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../src/server/db/database'
import type { Database } from '../../src/server/db/schema'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ENTRY = path.join(HERE, 'server-entry.ts')
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
 * the one TEST_DATABASE_URL names, which is only used to create and drop it.
 */
export const createStressServer = async (
  kind: DatabaseKind,
  port: number,
): Promise<StressServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hearth-stress-${kind}-`))
  const logFile = path.join(dataDir, 'server.log')
  let databaseUrl: string | undefined
  let dropDatabase = async () => undefined as void
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
    const name = `hearth_stress_${process.pid}_${Date.now()}`
    await administer(postgresUrl, `create database ${name}`)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => administer(postgresUrl, `drop database if exists ${name} with (force)`)
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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
  const base = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  let handle: DatabaseHandle | undefined

  const isRunning = () =>
    child !== undefined && child.exitCode === null && child.signalCode === null
  const logTail = (lines = 40) =>
    fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n')
      : ''

  const start = async () => {
    if (isRunning()) throw new Error('The server is already running')
    const log = fs.openSync(logFile, 'a')
    const process_ = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', log, log],
    })
    fs.closeSync(log)
    child = process_
    exited = new Promise((resolve) => process_.once('exit', () => resolve()))
    await waitForHealth(base, isRunning, logTail)
    // The server migrated the database; now the suite can open its own connection to it.
    handle ??= databaseUrl
      ? openPostgres({ connectionString: databaseUrl, max: 4 })
      : openSqlite(path.join(env.DATA_DIR as string, 'hearth.db'))
  }

  const kill = async () => {
    if (!isRunning()) return
    child?.kill('SIGKILL')
    await exited
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
    kill,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child?.pid}/status`, 'utf8')
      return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024
    },
    logTail,
    dispose: async () => {
      if (isRunning()) {
        child?.kill('SIGTERM')
        await exited
      }
      await handle?.close()
      await dropDatabase()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const waitForHealth = async (base: string, isRunning: () => boolean, logTail: () => string) => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`The server exited before it was ready:\n${logTail()}`)
    const isReady = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (isReady) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${base}/api/health did not answer within 60 s:\n${logTail()}`)
}

const administer = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
