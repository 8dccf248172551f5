import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { sniffType } from '../../storage/sniff'
import { seedDemo } from './demo-seed'

describe.each(testDialects)('demo lease documents on %s', (dialect) => {
  let database: TestDatabase
  let store: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    store = createLocalFileStore(path.join(database.dataDir, 'uploads'))
  })
  afterEach(() => database.close())

  it('stores real one-page PDFs for the demo leases, named for their tenant and property', async () => {
    await seedDemo(database.db, { now: new Date('2026-03-18T15:30:00.000Z'), store })
    const documents = await database.db
      .selectFrom('lease_documents as d')
      .innerJoin('stored_files as f', 'f.id', 'd.file_id')
      .innerJoin('leases as l', 'l.id', 'd.lease_id')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select([
        'd.filename',
        'd.document_type',
        'd.uploaded_at',
        'f.storage_key',
        'f.size_bytes',
        't.email',
      ])
      .execute()
    expect(documents.length).toBeGreaterThanOrEqual(6)
    expect(new Set(documents.map((d) => d.document_type))).toEqual(
      new Set(['lease_agreement', 'addendum', 'inspection_report']),
    )
    expect(documents.map((d) => d.filename)).toContain(
      'Lease Agreement - Cedar Ridge Apartments 2B.pdf',
    )
    for (const document of documents) {
      const bytes = await store.get(document.storage_key)
      expect(sniffType(bytes)).toBe('application/pdf')
      expect(bytes.length).toBe(Number(document.size_bytes))
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
      expect(document.uploaded_at <= '2026-03-18T15:30:00.000Z').toBe(true)
    }
  })

  it('seeds no documents without a store, as the tests’ own seeds do', async () => {
    await seedDemo(database.db, { now: new Date('2026-03-18T15:30:00.000Z') })
    expect(await database.db.selectFrom('lease_documents').selectAll().execute()).toEqual([])
  })
})
