import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../../../../scripts/lib/s3-test-server'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { withBackupHold } from '../../backup/backup-hold'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { createS3FileStore } from '../../storage/s3-file-store'
import { removeOrphanedFiles, saveWithFiles } from './files.service'
import {
  ORPHAN_GRACE_MS,
  ORPHAN_SWEEP_JOB,
  orphanSweepJob,
  scheduleOrphanSweep,
} from './orphan-sweep'

let s3: S3TestServer | undefined
afterAll(async () => {
  await s3?.close()
})

const openStore = async (kind: 'local' | 's3'): Promise<FileStore> => {
  if (kind === 'local')
    return createLocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-sweep-')))
  s3 ??= await startS3TestServer()
  return createS3FileStore({
    kind: 's3',
    bucket: s3.bucket,
    prefix: `sweep-${Math.random().toString(16).slice(2)}/`,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  })
}

const cases = testDialects.flatMap((dialect) =>
  (['local', 's3'] as const).map((store) => [dialect, store] as const),
)

describe.each(cases)('the orphaned-file sweep on %s with the %s store', (dialect, kind) => {
  let database: TestDatabase
  let store: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    store = await openStore(kind)
  })
  afterEach(() => database.close())

  const keys = async () => (await store.list()).map((file) => file.key).sort()
  const saveWithRow = async () => {
    await saveWithFiles(
      database.db,
      store,
      [
        {
          field: 'file',
          filename: 'kept.pdf',
          bytes: Buffer.from('a file with a row'),
          contentType: 'application/pdf',
        },
      ],
      { type: 'system' },
      async () => undefined,
    )
    const row = await database.db
      .selectFrom('stored_files')
      .select('storage_key')
      .executeTakeFirstOrThrow()
    return row.storage_key
  }
  const later = (ms: number) => new Date(Date.now() + ms)

  it('spares a fresh orphan, removes it once past the grace period, and never a file with a row', async () => {
    const kept = await saveWithRow()
    const orphan = await store.put(Buffer.from('written, row never committed'))

    expect(await removeOrphanedFiles(database.db, store, ORPHAN_GRACE_MS)).toBe(0)
    expect(await keys()).toEqual([kept, orphan].sort())

    expect(
      await removeOrphanedFiles(
        database.db,
        store,
        ORPHAN_GRACE_MS,
        later(ORPHAN_GRACE_MS - 60_000),
      ),
    ).toBe(0)
    expect(await keys()).toEqual([kept, orphan].sort())

    expect(
      await removeOrphanedFiles(
        database.db,
        store,
        ORPHAN_GRACE_MS,
        later(ORPHAN_GRACE_MS + 60_000),
      ),
    ).toBe(1)
    expect(await keys()).toEqual([kept])

    // However old, a file a row points at stays.
    expect(
      await removeOrphanedFiles(database.db, store, 0, later(365 * 24 * ORPHAN_GRACE_MS)),
    ).toBe(0)
    expect(await keys()).toEqual([kept])
  })

  it('removes nothing while a backup runs', async () => {
    const orphan = await store.put(Buffer.from('deleted while a backup copies'))
    const during = await withBackupHold(database.db, () =>
      removeOrphanedFiles(database.db, store, 0, later(2 * ORPHAN_GRACE_MS)),
    )
    expect(during).toBe(0)
    expect(await keys()).toEqual([orphan])
    expect(await removeOrphanedFiles(database.db, store, 0, later(2 * ORPHAN_GRACE_MS))).toBe(1)
  })

  it('runs once an hour through the job queue, however many servers ask, with the grace rule', async () => {
    const kept = await saveWithRow()
    const orphan = await store.put(Buffer.from('an old crash leftover'))
    const now = later(2 * ORPHAN_GRACE_MS)
    // Two servers ask for the same hour; one job is queued, for servers that reach this store.
    expect(await scheduleOrphanSweep(database.db, store, now)).toBe(true)
    expect(await scheduleOrphanSweep(database.db, store, now)).toBe(false)
    const jobs = await database.db
      .selectFrom('jobs')
      .select(['kind', 'requires'])
      .where('kind', '=', ORPHAN_SWEEP_JOB)
      .execute()
    expect(jobs).toEqual([{ kind: ORPHAN_SWEEP_JOB, requires: store.id }])

    const fresh = await store.put(Buffer.from('an upload still on its way'))
    const sweep = orphanSweepJob(database.db, store, { now: () => now })
    // The fresh file is two hours old by this clock: give it its own, real age instead.
    const realClockSweep = orphanSweepJob(database.db, store, { now: () => new Date() })
    expect(await runQueuedJobs(database.db, { [ORPHAN_SWEEP_JOB]: realClockSweep })).toBe(1)
    expect(await keys()).toEqual([kept, orphan, fresh].sort())

    expect(await scheduleOrphanSweep(database.db, store, later(3 * ORPHAN_GRACE_MS))).toBe(true)
    expect(await runQueuedJobs(database.db, { [ORPHAN_SWEEP_JOB]: sweep })).toBe(1)
    expect(await keys()).toEqual([kept])
  })
})
