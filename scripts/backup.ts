import path from 'node:path'
import { createBackup } from '../src/server/backup/backup'
import { ConfigError, loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { openFileStore } from '../src/server/storage/open-file-store'

/**
 * `npm run backup [-- <archive.tar>]`: one archive of the configured database and every stored
 * file, taken while the servers run. Default name: hearth-backup-<time>.tar in the current folder.
 */
const config = loadConfigOrExit()
const archive = path.resolve(
  process.argv[2] ?? `hearth-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`,
)
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  const manifest = await createBackup(database, await openFileStore(config.fileStore), archive)
  console.log(
    `Backed up the ${manifest.database} database and ${manifest.files.length} file(s) to ${archive}`,
  )
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await database.close()
}

function loadConfigOrExit() {
  try {
    return loadConfig()
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error))
    process.exit(1)
  }
}
