import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { parseExtractedJson } from '../../../shared/schemas/lease-intake'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { seedDemo } from './demo-seed'

describe.each(testDialects)('demo lease intakes on %s', (dialect) => {
  let database: TestDatabase
  let store: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    store = createLocalFileStore(path.join(database.dataDir, 'uploads'))
  })
  afterEach(() => database.close())

  it('seeds intakes awaiting review, one that failed, and the one finalized into James Okafor’s lease', async () => {
    const now = new Date('2026-03-18T15:30:00.000Z')
    await seedDemo(database.db, { now, store })
    const intakes = await database.db
      .selectFrom('document_intakes as i')
      .innerJoin('stored_files as f', 'f.id', 'i.file_id')
      .select([
        'i.id',
        'i.status',
        'i.extracted_json',
        'i.confidence_score',
        'i.error_message',
        'i.lease_id',
        'i.created_at',
        'f.storage_key',
      ])
      .orderBy('i.created_at', 'desc')
      .execute()
    expect(intakes.map((intake) => intake.status)).toEqual([
      'extracted',
      'extracted',
      'failed',
      'finalized',
    ])
    const [dc, multi, failed, finalized] = intakes
    expect(parseExtractedJson(dc?.extracted_json)?.tenant.fullName).toBe('Marcus Bell')
    expect(parseExtractedJson(multi?.extracted_json)?.tenantName).toContain('Linh Nguyen')
    expect(Number(dc?.confidence_score)).toBeGreaterThan(0.8)
    expect(failed?.error_message).toBe('This PDF is password-protected')

    const lease = await database.db
      .selectFrom('leases as l')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select(['l.id', 'l.intake_id'])
      .where('t.email', '=', 'james.okafor@example.com')
      .executeTakeFirstOrThrow()
    expect(finalized).toMatchObject({ lease_id: lease.id })
    expect(lease.intake_id).toBe(finalized?.id)
    for (const intake of intakes) {
      expect((await store.get(intake.storage_key)).subarray(0, 5).toString()).toBe('%PDF-')
      expect(intake.created_at <= now.toISOString()).toBe(true)
    }
  })
})
