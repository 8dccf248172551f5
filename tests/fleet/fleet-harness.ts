import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openPostgres, type DatabaseHandle } from '../../src/server/db/database'
import { createThrowawayDatabase, type Throwaway } from '../../scripts/lib/postgres-admin'
import { startHaproxy } from '../../scripts/lib/haproxy'
import { startS3TestServer, type S3TestServer } from '../../scripts/lib/s3-test-server'
import {
  readLogTail,
  startServerProcess,
  type ServerProcess,
} from '../../scripts/lib/server-process'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, '../..')
const ENTRY = path.join(ROOT, 'tests/server-entry.ts')

export const FLEET_ADMIN = { username: 'fleet-admin', password: 'fleet-admin-password' }
export const FLEET_BUCKET = 'hearth-fleet'

const portFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** Loopback ports; each can be moved with its variable when another run holds it. */
export const FLEET_PORTS = {
  proxy: portFrom('FLEET_PROXY_PORT', 5400),
  servers: [portFrom('FLEET_SERVER_1_PORT', 5401), portFrom('FLEET_SERVER_2_PORT', 5402)] as const,
  s3: portFrom('FLEET_S3_PORT', 9400),
}

export type FleetServer = {
  base: string
  start: () => Promise<void>
  /** SIGKILL: no shutdown hook runs, as when the machine dies. */
  kill: () => Promise<void>
  isAlive: () => boolean
  logTail: () => string
}

export type Fleet = {
  /** The proxy's address: what clients use. */
  publicBase: string
  servers: FleetServer[]
  /** The suite's own connection to the fleet's database, for seeding and checks. */
  database: DatabaseHandle
  s3: S3TestServer
  stop: () => Promise<void>
}

/**
 * The deployment the README describes, on loopback: a new PostgreSQL database, an S3-compatible
 * server, two Hearth servers started at the same moment on the empty database, and HAProxy in
 * front of them round-robin with deploy/haproxy.cfg.
 */
export const startFleet = async (): Promise<Fleet> => {
  const serverUrl =
    process.env.FLEET_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-fleet-'))
  const cleanups: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  try {
    const databaseName: Throwaway & { url: string } = await createThrowawayDatabase(
      serverUrl,
      'hearth_fleet',
    )
    cleanups.push(databaseName.drop)
    const s3 = await startS3TestServer({ port: FLEET_PORTS.s3, bucket: FLEET_BUCKET })
    cleanups.push(s3.close)
    const publicBase = `http://127.0.0.1:${FLEET_PORTS.proxy}`

    const servers = FLEET_PORTS.servers.map((port, i) =>
      fleetServer(workDir, i + 1, port, {
        DATABASE_URL: databaseName.url,
        FILE_STORE_URL: `s3://${FLEET_BUCKET}/uploads`,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: publicBase,
        ADMIN_USERNAME: FLEET_ADMIN.username,
        ADMIN_PASSWORD: FLEET_ADMIN.password,
      }),
    )
    cleanups.push(async () => {
      await Promise.all(servers.map((server) => server.kill()))
    })
    // At the same moment, on the empty database: migrations, the first admin and every other
    // start-up write must sort themselves out.
    await Promise.all(servers.map((server) => server.start()))

    const proxy = await startHaproxy({
      workDir,
      publicPort: FLEET_PORTS.proxy,
      serverPorts: FLEET_PORTS.servers,
    })
    cleanups.push(proxy.stop)

    const database = openPostgres({ connectionString: databaseName.url, max: 4 })
    cleanups.push(database.close)
    return { publicBase, servers, database, s3, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

const fleetServer = (
  workDir: string,
  number: number,
  port: number,
  shared: NodeJS.ProcessEnv,
): FleetServer => {
  const logFile = path.join(workDir, `server-${number}.log`)
  const base = `http://127.0.0.1:${port}`
  let process_: ServerProcess | undefined
  return {
    base,
    start: async () => {
      process_ = await startServerProcess({
        entry: ENTRY,
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          ...shared,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(workDir, `server-${number}`),
        },
        readyUrl: `${base}/api/health`,
        readyWithinMs: 90_000,
        logFile,
      })
    },
    kill: async () => {
      await process_?.stop('SIGKILL')
    },
    isAlive: () => process_?.isAlive() ?? false,
    logTail: () => readLogTail(logFile),
  }
}
