import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import {
  openPostgres,
  openSqlite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../src/server/db/database'
import {
  createThrowawayDatabase,
  createThrowawaySchema,
  type Throwaway,
} from '../scripts/lib/postgres-admin'

const postgresUrl = process.env.TEST_DATABASE_URL

/** Every API test runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDialects: DatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

/** `url`: on PostgreSQL, the connection string of this test's own database, for a child process. */
export type TestDatabase = DatabaseHandle & { dataDir: string; url?: string }

/** A fresh database of the given kind with no tables yet, for migration tests; close() removes it. */
export const openEmptyTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-data-'))
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (kind === 'sqlite') {
    const handle = openSqlite(path.join(dataDir, 'hearth.db'))
    return { ...handle, dataDir, close: async () => (await handle.close(), removeDir()) }
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const schema = await createThrowawaySchema(postgresUrl, 'test')
  const handle = openPostgres({ connectionString: postgresUrl, searchPath: schema.name, max: 4 })
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close()
      await schema.drop()
      removeDir()
    },
  }
}

type PostgresCopy = Throwaway & { url: string }

/*
 * A copy of the PostgreSQL template takes about a second (CREATE DATABASE writes every page of it
 * through the WAL and syncs) and dropping it most of another, while a typical test is done in a
 * fraction of that. So each test file keeps its next copy in the making while a test runs, and
 * drops closed ones in the background; every test still gets a database nobody else has used.
 */
let nextCopy: Promise<PostgresCopy> | undefined
const drops = new Set<Promise<void>>()

const copyTemplate = (serverUrl: string) =>
  createThrowawayDatabase(serverUrl, 'hearth_test', { template: inject('postgresTemplate') })

/** Swaps synchronously, so two databases opened at once never get the same copy. */
const takeCopy = (serverUrl: string) => {
  const copy = nextCopy ?? copyTemplate(serverUrl)
  nextCopy = copyTemplate(serverUrl)
  // A copy that fails is reported by the test that takes it, not as an unhandled rejection.
  nextCopy.catch(() => undefined)
  return copy
}

const dropLater = (copy: Throwaway) => {
  const drop = copy.drop().finally(() => drops.delete(drop))
  drops.add(drop)
}

// Registered on the file that imports this module (each test file gets its own copy of it).
afterAll(async () => {
  const spare = nextCopy
  nextCopy = undefined
  if (spare) dropLater(await spare)
  await Promise.all(drops)
})

/** A fresh, migrated database of the given kind, with its own data folder; close() removes both. */
export const openTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-data-'))
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (kind === 'sqlite') {
    const file = path.join(dataDir, 'hearth.db')
    fs.copyFileSync(inject('sqliteTemplate'), file)
    const handle = openSqlite(file)
    return { ...handle, dataDir, close: async () => (await handle.close(), removeDir()) }
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const database = await takeCopy(postgresUrl)
  const handle = openPostgres({ connectionString: database.url, max: 4 })
  return {
    ...handle,
    dataDir,
    url: database.url,
    close: async () => {
      await handle.close()
      dropLater(database)
      removeDir()
    },
  }
}
