import { createHash } from 'node:crypto'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { openSqlite, type DatabaseHandle } from '../db/database'
import { restoreDatabase } from '../db/dump'
import type { FileStore } from '../storage/file-store'
import { withBackupHold } from './backup-hold'

const run = promisify(execFile)

const ManifestSchema = z.object({
  format: z.literal('hearth-backup-1'),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  files: z.array(
    z.object({ id: z.string(), key: z.string(), sha256: z.string(), size: z.number() }),
  ),
})
type Manifest = z.infer<typeof ManifestSchema>

const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

const withWorkDir = async <T>(use: (dir: string) => Promise<T>): Promise<T> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-backup-'))
  try {
    return await use(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * One archive (tar) of the database and every stored file, taken while the servers run: the
 * database first (a consistent snapshot, whose file rows are read from the snapshot itself),
 * then the files those rows point at, each checked against the SHA-256 recorded at upload and
 * listed in manifest.json. A file uploaded after the snapshot has no row in it and is not
 * needed. A file deleted after the snapshot is still there to copy: the backup holds every
 * server from removing stored bytes until it is done (backup-hold.ts).
 */
export const createBackup = async (
  database: DatabaseHandle,
  store: FileStore,
  archive: string,
  now = new Date(),
): Promise<Manifest> =>
  withWorkDir(async (dir) =>
    withBackupHold(database.db, async () => {
      const snapshot = path.join(dir, DATABASE_FILE[database.kind])
      const rows = await database.backupTo(snapshot, (db) =>
        db.selectFrom('stored_files').select(['id', 'storage_key', 'sha256']).execute(),
      )
      fs.mkdirSync(path.join(dir, 'files'))
      const manifest: Manifest = {
        format: 'hearth-backup-1',
        createdAt: now.toISOString(),
        database: database.kind,
        files: [],
      }
      for (const row of rows) {
        const bytes = await store.get(row.storage_key)
        if (sha256(bytes) !== row.sha256)
          throw new Error(
            `Stored file ${row.id} does not match its recorded checksum; backup stopped.`,
          )
        fs.mkdirSync(path.join(dir, 'files', path.dirname(row.storage_key)), { recursive: true })
        fs.writeFileSync(path.join(dir, 'files', row.storage_key), bytes)
        manifest.files.push({
          id: row.id,
          key: row.storage_key,
          sha256: row.sha256,
          size: bytes.length,
        })
      }
      fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
      await run('tar', ['-cf', archive, '-C', dir, '.'])
      return manifest
    }),
  )

/**
 * Restores an archive into an empty install: the database (a new SQLite file in DATA_DIR, or a
 * PostgreSQL database without tables), then every file into the configured store under its key,
 * each checked against the manifest's SHA-256 before and after it is written.
 */
export const restoreBackup = async (
  archive: string,
  target:
    | { kind: 'sqlite'; dataDir: string }
    | { kind: 'postgres'; database: DatabaseHandle; connectionString: string },
  store: FileStore,
): Promise<Manifest> =>
  withWorkDir(async (dir) => {
    await run('tar', ['-xf', archive, '-C', dir])
    const manifest = ManifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')),
    )
    if (manifest.database !== target.kind)
      throw new Error(
        `This backup is of a ${manifest.database} database; set ${manifest.database === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it.`,
      )
    for (const file of manifest.files) {
      const bytes = fs.readFileSync(path.join(dir, 'files', file.key))
      if (sha256(bytes) !== file.sha256)
        throw new Error(`The archive's copy of file ${file.id} is damaged; nothing was restored.`)
    }
    const snapshot = path.join(dir, DATABASE_FILE[manifest.database])
    await restoreDatabase(
      target.kind === 'sqlite'
        ? target
        : { kind: 'postgres', db: target.database.db, connectionString: target.connectionString },
      snapshot,
    )
    await releaseBackupHolds(target)
    for (const file of manifest.files) {
      await store.putAt(file.key, fs.readFileSync(path.join(dir, 'files', file.key)))
      if (sha256(await store.get(file.key)) !== file.sha256)
        throw new Error(`File ${file.id} did not come back intact from the store.`)
    }
    return manifest
  })

/**
 * The copy was taken under the backup's own hold; the restored install runs no backup, and a
 * hold left in it would keep its servers from removing deleted files' bytes until it lapsed.
 */
const releaseBackupHolds = async (
  target: { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; database: DatabaseHandle },
) => {
  const restored =
    target.kind === 'sqlite' ? openSqlite(path.join(target.dataDir, 'hearth.db')) : undefined
  try {
    await (restored ?? (target as { database: DatabaseHandle }).database).db
      .deleteFrom('backup_holds')
      .execute()
  } finally {
    await restored?.close()
  }
}
