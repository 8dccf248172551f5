import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openPostgres, openSqlite, type DatabaseHandle, type DatabaseKind } from '../src/server/db/database'
import { migrateToLatest } from '../src/server/db/migrate'

const postgresUrl = process.env.TEST_DATABASE_URL

/** Every API test runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDialects: DatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

export type TestDatabase = DatabaseHandle & { dataDir: string }

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
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  await withClient(postgresUrl, (client) => client.query(`create schema ${schema}`))
  const handle = openPostgres({ connectionString: postgresUrl, searchPath: schema, max: 4 })
  await migrateToLatest(handle.db)
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close()
      await withClient(postgresUrl, (client) => client.query(`drop schema ${schema} cascade`))
      removeDir()
    },
  }
}

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
