import fs from 'node:fs'
import path from 'node:path'
import { restoreBackup } from '../src/server/backup/backup'
import { ConfigError, loadConfig } from '../src/server/config'
import { openPostgres } from '../src/server/db/database'
import { openFileStore } from '../src/server/storage/open-file-store'

/**
 * `npm run restore -- <archive.tar>`: restores a backup into an empty install — the DATA_DIR of
 * a new SQLite install, or the new, empty PostgreSQL database DATABASE_URL names — and its files
 * into the configured store. Then start the server as usual.
 */
const archive = process.argv[2]
if (!archive || !fs.existsSync(archive)) {
  console.error('Name the backup archive: npm run restore -- hearth-backup-….tar')
  process.exit(1)
}
let config
try {
  config = loadConfig()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error))
  process.exit(1)
}
const store = await openFileStore(config.fileStore)
const database = config.databaseUrl
  ? openPostgres({ connectionString: config.databaseUrl })
  : undefined
try {
  const manifest = await restoreBackup(
    path.resolve(archive),
    database && config.databaseUrl
      ? { kind: 'postgres', database, connectionString: config.databaseUrl }
      : { kind: 'sqlite', dataDir: config.dataDir },
    store,
  )
  console.log(
    `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.files.length} file(s).`,
  )
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await database?.close()
}
