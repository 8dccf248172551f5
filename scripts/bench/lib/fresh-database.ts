import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { openPostgres, openSqlite, type DatabaseHandle } from '../../../src/server/db/database'
import { migrateToLatest } from '../../../src/server/db/migrate'
import { hashPassword } from '../../../src/server/modules/auth/password'
import { createThrowawayDatabase } from '../../lib/postgres-admin'
import { seedLargePortfolio, type PortfolioSize } from './large-portfolio'

export const TENANT_PASSWORD = 'bench-tenant-password'

export type FreshDatabase = {
  /** SQLite or PostgreSQL, as the report names it. */
  label: string
  /** The server's data folder (uploads; SQLite's file too). */
  dataDir: string
  /** What the server under test adds to its environment to use this database. */
  env: Record<string, string>
  seedSeconds: number
  /** Emails of the tenants who can sign in with TENANT_PASSWORD. */
  tenantEmails: string[]
  /** A connection of the benchmark's own, to watch what the server does besides answering. */
  open: () => DatabaseHandle
  drop: () => Promise<void>
}

/**
 * A new database holding only the benchmark's portfolio: a SQLite file in a new temporary folder,
 * or, when `postgresUrl` is given, a new database `hearth_bench_<pid>_<time>` created on that
 * server beside the one the URL names (scripts/lib/postgres-admin.ts). Both are removed by `drop`.
 */
export const createFreshDatabase = async (options: {
  postgresUrl: string | undefined
  size: PortfolioSize
  signInTenants: number
}): Promise<FreshDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'))
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (!options.postgresUrl) {
    const file = path.join(dataDir, 'hearth.db')
    const handle = openSqlite(file)
    return {
      label: 'SQLite',
      open: () => openSqlite(file),
      dataDir,
      env: {},
      ...(await seed(handle, options)),
      drop: async () => removeDataDir(),
    }
  }
  const database = await createThrowawayDatabase(options.postgresUrl, 'hearth_bench')
  const drop = async () => {
    await database.drop()
    removeDataDir()
  }
  try {
    const handle = openPostgres({ connectionString: database.url })
    return {
      label: `PostgreSQL (database ${database.name})`,
      open: () => openPostgres({ connectionString: database.url, max: 1 }),
      dataDir,
      env: { DATABASE_URL: database.url },
      ...(await seed(handle, options)),
      drop,
    }
  } catch (error) {
    await drop()
    throw error
  }
}

/**
 * Migrates as the server would, seeds the portfolio and gives the first tenants a password, then
 * closes the handle: the server under test opens its own.
 */
const seed = async (
  handle: DatabaseHandle,
  options: { size: PortfolioSize; signInTenants: number },
) => {
  try {
    const start = performance.now()
    await migrateToLatest(handle.db)
    await seedLargePortfolio(handle.db, options.size)
    // One hash for all: each tenant still signs in through the full password check.
    const hash = await hashPassword(TENANT_PASSWORD)
    const tenants = await handle.db
      .selectFrom('tenants')
      .select(['id', 'email'])
      .orderBy('email')
      .limit(options.signInTenants)
      .execute()
    await handle.db
      .updateTable('tenants')
      .set({ password_hash: hash })
      .where(
        'id',
        'in',
        tenants.map((tenant) => tenant.id),
      )
      .execute()
    // A live PostgreSQL's autovacuum gathers planner statistics and the visibility map within a
    // minute of a bulk load; this does it now, so the figures are a running server's. SQLite has
    // no such daemon and the server does not run ANALYZE, so it is measured as it is.
    if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db)
    return {
      seedSeconds: (performance.now() - start) / 1000,
      tenantEmails: tenants.map((tenant) => tenant.email as string),
    }
  } finally {
    await handle.close()
  }
}
