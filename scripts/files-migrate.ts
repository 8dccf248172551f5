import path from 'node:path'
import { ConfigError, loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { createLocalFileStore } from '../src/server/storage/file-store'
import { migrateFiles } from '../src/server/storage/migrate-files'
import { createS3FileStore } from '../src/server/storage/s3-file-store'

/**
 * `npm run files:migrate`: copies the files of DATA_DIR/uploads into the bucket FILE_STORE_URL
 * names, for the same database (DATABASE_URL, or DATA_DIR's SQLite file), and verifies each one.
 * Run it with the servers stopped (or before adding the second one), then start them with
 * FILE_STORE_URL set.
 */
const run = async () => {
  const config = loadConfig()
  if (config.fileStore.kind !== 's3')
    throw new ConfigError(
      'Set FILE_STORE_URL (and S3_REGION, S3_ENDPOINT, the S3 keys) to the bucket to copy the files into.',
    )
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const from = path.join(config.dataDir, 'uploads')
    console.log(
      `Copying the files of ${from} into s3://${config.fileStore.bucket}/${config.fileStore.prefix}`,
    )
    const result = await migrateFiles(
      database.db,
      createLocalFileStore(from),
      createS3FileStore(config.fileStore),
      (done, total) => {
        if (done % 100 === 0 || done === total) console.log(`  ${done} of ${total}`)
      },
    )
    console.log(`${result.verified} file(s) copied and verified by their SHA-256.`)
    if (result.missing.length)
      console.log(`Not in ${from} (nothing to copy): stored file ids ${result.missing.join(', ')}`)
    if (result.mismatched.length)
      console.log(
        `Checksum differs from the record: stored file ids ${result.mismatched.join(', ')}`,
      )
    return result.missing.length + result.mismatched.length === 0
  } finally {
    await database.close()
  }
}

try {
  process.exit((await run()) ? 0 : 1)
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `files:migrate failed: ${(error as Error).message}`,
  )
  process.exit(1)
}
