import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPostgres, openSqlite } from '../src/server/db/database'
import { migrateToLatest } from '../src/server/db/migrate'
import { createThrowawayDatabase } from '../scripts/lib/postgres-admin'

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    sqliteTemplate: string
    /** The migrated PostgreSQL database each test copies; empty without TEST_DATABASE_URL. */
    postgresTemplate: string
  }
}

/**
 * Migrates one SQLite file and, with TEST_DATABASE_URL, one PostgreSQL database once; every test
 * copies one (a file copy, `create database … template`), which is far faster than migrating per test.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'))
  const template = path.join(dir, 'template.db')
  const handle = openSqlite(template)
  await migrateToLatest(handle.db)
  await handle.close()
  project.provide('sqliteTemplate', template)

  const postgresUrl = process.env.TEST_DATABASE_URL
  const postgresTemplate = postgresUrl
    ? await createThrowawayDatabase(postgresUrl, 'hearth_test_template')
    : undefined
  if (postgresTemplate) {
    const postgres = openPostgres({ connectionString: postgresTemplate.url, max: 1 })
    await migrateToLatest(postgres.db)
    await postgres.close()
  }
  project.provide('postgresTemplate', postgresTemplate?.name ?? '')
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    await postgresTemplate?.drop()
  }
}
