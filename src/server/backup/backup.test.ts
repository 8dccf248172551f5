import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createThrowawayDatabase, type Throwaway } from '../../../scripts/lib/postgres-admin'
import { testDialects } from '../../../tests/test-database'
import { openPostgres, openSqlite, type DatabaseHandle, type DatabaseKind } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import type { Database } from '../db/schema'
import { seedDemo } from '../db/seed/demo-seed'
import {
  deleteFileRows,
  removeOrphanedFiles,
  removeStoredBytes,
  saveWithFiles,
} from '../modules/files/files.service'
import { createLocalFileStore, type FileStore } from '../storage/file-store'
import { createBackup, restoreBackup } from './backup'

type Install = {
  database: DatabaseHandle
  dataDir: string
  connectionString: string | undefined
  close: () => Promise<void>
}

/** An empty install of its own: a data folder, and a whole PostgreSQL database for pg_dump. */
const openInstall = async (kind: DatabaseKind, migrated: boolean): Promise<Install> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-test-'))
  let throwaway: (Throwaway & { url: string }) | undefined
  let database: DatabaseHandle | undefined
  if (kind === 'postgres') {
    throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? '', 'hearth_backup')
    database = openPostgres({ connectionString: throwaway.url, max: 4 })
  } else if (migrated) database = openSqlite(path.join(dataDir, 'hearth.db'))
  if (database && migrated) await migrateToLatest(database.db)
  return {
    database: database as DatabaseHandle,
    dataDir,
    connectionString: throwaway?.url,
    close: async () => {
      await database?.close()
      await throwaway?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const everyRow = async (db: Kysely<Database>) => {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true }))
    .map((table) => table.name)
    .sort()
  const rows: Record<string, string[]> = {}
  for (const table of tables) {
    const all = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .execute()
    rows[table] = all.map((row) => JSON.stringify(row)).sort()
  }
  return rows
}

/** Where a restore writes: the install's whole PostgreSQL database, or its SQLite data folder. */
const restoreTarget = (kind: DatabaseKind, install: Install) =>
  kind === 'postgres'
    ? {
        kind: 'postgres' as const,
        database: install.database,
        connectionString: install.connectionString ?? '',
      }
    : { kind: 'sqlite' as const, dataDir: install.dataDir }

/**
 * Restores the archive into a new empty install (closed with the others); answers the restored
 * database, open, with a `close` for the SQLite file the restore wrote, and the install's store.
 */
const restoreIntoNewInstall = async (kind: DatabaseKind, archive: string, installs: Install[]) => {
  const target = await openInstall(kind, false)
  installs.push(target)
  const store = createLocalFileStore(path.join(target.dataDir, 'uploads'))
  await restoreBackup(archive, restoreTarget(kind, target), store)
  if (kind === 'postgres') return { db: target.database.db, store, close: async () => {} }
  const restored = openSqlite(path.join(target.dataDir, 'hearth.db'))
  return { db: restored.db, store, close: () => restored.close() }
}

describe.each(testDialects)('backup and restore on %s', (dialect) => {
  const installs: Install[] = []
  afterEach(async () => {
    await Promise.all(installs.splice(0).map((install) => install.close()))
  })

  it('restores the demo portfolio into an empty install, every row and every file byte for byte', async () => {
    const source = await openInstall(dialect, true)
    installs.push(source)
    const sourceStore = createLocalFileStore(path.join(source.dataDir, 'uploads'))
    await seedDemo(source.database.db, {
      store: sourceStore,
      now: new Date('2026-03-18T15:30:00.000Z'),
    })
    const archive = path.join(source.dataDir, 'hearth.tar')
    const manifest = await createBackup(source.database, sourceStore, archive)
    expect(manifest.files.length).toBeGreaterThan(0)

    const restored = await restoreIntoNewInstall(dialect, archive, installs)

    try {
      expect(await everyRow(restored.db)).toEqual(await everyRow(source.database.db))
      const keys = (
        await source.database.db.selectFrom('stored_files').select('storage_key').execute()
      ).map((row) => row.storage_key)
      expect(keys.length).toBe(manifest.files.length)
      for (const key of keys)
        expect(Buffer.compare(await restored.store.get(key), await sourceStore.get(key))).toBe(0)
    } finally {
      await restored.close()
    }
  }, 120_000)

  it('restores every row with its file when files are written and deleted while the backup runs', async () => {
    const source = await openInstall(dialect, true)
    installs.push(source)
    const db = source.database.db
    const live = createLocalFileStore(path.join(source.dataDir, 'uploads'))
    let written = 0
    const saveFile = async () =>
      saveWithFiles(
        db,
        live,
        [
          {
            field: 'file',
            filename: `file-${written}.pdf`,
            bytes: Buffer.from(`file number ${written++}`),
            contentType: 'application/pdf',
          },
        ],
        { type: 'system' },
        async (_trx, files) => files[0]?.id ?? '',
      )
    // The one way a file is deleted: its row in a transaction, then its bytes after commit.
    const deleteFile = async (id: string) =>
      removeStoredBytes(
        db,
        live,
        await db.transaction().execute((trx) => deleteFileRows(trx, [id])),
      )
    for (let i = 0; i < 20; i++) await saveFile()

    // Once the database copy is taken and the backup starts copying files, every file the copy
    // points at is deleted (and new ones written): the worst moment for a delete to land.
    let churn: Promise<void> | undefined
    const deleteEverythingThenWrite = async () => {
      const rows = await db.selectFrom('stored_files').select('id').execute()
      for (const row of rows) await deleteFile(row.id)
      for (let i = 0; i < 5; i++) await saveFile()
    }
    const store: FileStore = {
      ...live,
      get: async (key) => {
        churn ??= deleteEverythingThenWrite()
        await churn
        return live.get(key)
      },
    }
    // And writes and deletes keep coming for as long as the backup runs.
    let isBackingUp = true
    const background = (async () => {
      while (isBackingUp) {
        const id = await saveFile()
        await new Promise((resolve) => setTimeout(resolve, 2))
        if (written % 2 === 0) await deleteFile(id)
      }
    })()
    const archive = path.join(source.dataDir, 'hearth.tar')
    const manifest = await createBackup(source.database, store, archive).finally(() => {
      isBackingUp = false
    })
    await background
    expect(churn).toBeDefined()
    expect(manifest.files.length).toBeGreaterThanOrEqual(20)

    const restored = await restoreIntoNewInstall(dialect, archive, installs)
    try {
      const rows = await restored.db
        .selectFrom('stored_files')
        .select(['storage_key', 'sha256'])
        .execute()
      expect(rows.map((row) => row.storage_key).sort()).toEqual(
        manifest.files.map((file) => file.key).sort(),
      )
      for (const row of rows)
        expect(
          createHash('sha256')
            .update(await restored.store.get(row.storage_key))
            .digest('hex'),
        ).toBe(row.sha256)
    } finally {
      await restored.close()
    }

    // The bytes of files deleted during the backup stayed for it; once it is done the sweep
    // removes them, and the live store holds exactly the live rows' files.
    expect(await removeOrphanedFiles(db, live)).toBeGreaterThanOrEqual(20)
    const liveKeys = (await db.selectFrom('stored_files').select('storage_key').execute())
      .map((row) => row.storage_key)
      .sort()
    expect((await live.list()).map((file) => file.key).sort()).toEqual(liveKeys)
  }, 120_000)

  it('refuses to restore over an install that has data', async () => {
    const source = await openInstall(dialect, true)
    installs.push(source)
    const store = createLocalFileStore(path.join(source.dataDir, 'uploads'))
    const archive = path.join(source.dataDir, 'hearth.tar')
    await createBackup(source.database, store, archive)
    await expect(restoreBackup(archive, restoreTarget(dialect, source), store)).rejects.toThrow(
      /already/,
    )
  })
})
