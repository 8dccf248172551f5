import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../../../scripts/lib/s3-test-server'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/test-database'
import { saveWithFiles } from '../modules/files/files.service'
import { createLocalFileStore, type FileStore } from './file-store'
import { migrateFiles } from './migrate-files'
import { createS3FileStore } from './s3-file-store'

let s3: S3TestServer
beforeAll(async () => {
  s3 = await startS3TestServer()
})
afterAll(() => s3.close())

describe.each(testDialects)('files:migrate on %s', (dialect) => {
  let database: TestDatabase
  let local: FileStore
  let bucket: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    local = createLocalFileStore(`${database.dataDir}/uploads`)
    bucket = createS3FileStore({
      kind: 's3',
      bucket: s3.bucket,
      prefix: `migrate-${Math.random().toString(16).slice(2)}/`,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    })
  })
  afterEach(() => database.close())

  const storeLocally = (...contents: string[]) =>
    saveWithFiles(
      database.db,
      local,
      contents.map((text, i) => ({
        field: 'document',
        filename: `file-${i}.pdf`,
        contentType: 'application/pdf' as const,
        bytes: Buffer.from(text),
      })),
      { type: 'system' },
      async (_trx, files) => files.map((file) => file.id),
    )

  const keyOf = async (id: string) =>
    (
      await database.db
        .selectFrom('stored_files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_key

  it('copies every file a row points at under the same key, byte for byte', async () => {
    const ids = await storeLocally('%PDF- one', '%PDF- two', '%PDF- three')
    const result = await migrateFiles(database.db, local, bucket)
    expect(result).toEqual({ verified: 3, missing: [], mismatched: [] })
    for (const [i, id] of ids.entries()) {
      const bytes = await bucket.get(await keyOf(id))
      expect(bytes.toString()).toBe(['%PDF- one', '%PDF- two', '%PDF- three'][i])
    }
    // A second run changes nothing and verifies again.
    expect(await migrateFiles(database.db, local, bucket)).toEqual(result)
  })

  it('names the files it could not copy or that do not match their checksum', async () => {
    const [gone, altered, fine] = await storeLocally('%PDF- gone', '%PDF- altered', '%PDF- fine')
    await local.delete(await keyOf(gone ?? ''))
    await database.db
      .updateTable('stored_files')
      .set({ sha256: '0'.repeat(64) })
      .where('id', '=', altered ?? '')
      .execute()
    const result = await migrateFiles(database.db, local, bucket)
    expect(result).toEqual({ verified: 1, missing: [gone], mismatched: [altered] })
    expect((await bucket.get(await keyOf(fine ?? ''))).toString()).toBe('%PDF- fine')
  })
})
