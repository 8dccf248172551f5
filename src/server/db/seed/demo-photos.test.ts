import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { sniffType } from '../../storage/sniff'
import { seedDemo } from './demo-seed'

describe.each(testDialects)('demo maintenance photos on %s', (dialect) => {
  let database: TestDatabase
  let store: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    store = createLocalFileStore(path.join(database.dataDir, 'uploads'))
  })
  afterEach(() => database.close())

  it('stores real PNG photos on requests, owned by the tenant who filed them, in upload order', async () => {
    await seedDemo(database.db, { now: new Date('2026-03-18T15:30:00.000Z'), store })
    const photos = await database.db
      .selectFrom('maintenance_files as m')
      .innerJoin('maintenance_requests as r', 'r.id', 'm.request_id')
      .innerJoin('stored_files as f', 'f.id', 'm.file_id')
      .select([
        'r.specific_issue',
        'r.tenant_id',
        'r.created_at as requested_at',
        'f.owner_type',
        'f.owner_id',
        'f.storage_key',
        'f.original_name',
        'm.created_at',
      ])
      .orderBy('m.created_at')
      .execute()
    expect(photos.map((p) => [p.specific_issue, p.original_name])).toEqual([
      ['Leaky faucet', 'kitchen-sink.png'],
      ['Leaky faucet', 'faucet-close-up.png'],
      ['Strange noises', 'hvac-closet.png'],
    ])
    for (const photo of photos) {
      expect(photo).toMatchObject({ owner_type: 'tenant', owner_id: photo.tenant_id })
      expect(photo.created_at >= photo.requested_at).toBe(true)
      expect(sniffType(await store.get(photo.storage_key))).toBe('image/png')
    }
  })
})
