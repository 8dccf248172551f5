import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import {
  openPostgres,
  openSqlite,
  type DatabaseHandle,
  type DatabaseKind,
} from '../src/server/db/database'
import { createThrowawayDatabase, createThrowawaySchema } from '../scripts/lib/postgres-admin'

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
  const database = await createThrowawayDatabase(postgresUrl, 'hearth_test', {
    template: inject('postgresTemplate'),
  })
  const handle = openPostgres({ connectionString: database.url, max: 4 })
  return {
    ...handle,
    dataDir,
    url: database.url,
    close: async () => {
      await handle.close()
      await database.drop()
      removeDir()
    },
  }
}
