import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openSqlite } from '../src/server/db/database'
import { migrateToLatest } from '../src/server/db/migrate'

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    sqliteTemplate: string
  }
}

/** Migrates one SQLite file once; every test copies it, which is far faster than migrating per test. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'))
  const template = path.join(dir, 'template.db')
  const handle = openSqlite(template)
  await migrateToLatest(handle.db)
  await handle.close()
  project.provide('sqliteTemplate', template)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
