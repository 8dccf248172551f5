import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { createLocalFileStore, type FileStore } from '../../storage/file-store'
import { sniffType } from '../../storage/sniff'
import { seedDemo } from './demo-seed'

describe.each(testDialects)('demo payment proofs on %s', (dialect) => {
  let database: TestDatabase
  let store: FileStore
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
    store = createLocalFileStore(path.join(database.dataDir, 'uploads'))
  })
  afterEach(() => database.close())

  it("attaches Zelle confirmations the tenant owns, the demo tenant's pending payment included", async () => {
    await seedDemo(database.db, { now: new Date('2026-03-18T15:30:00.000Z'), store })
    const proofs = await database.db
      .selectFrom('payments as p')
      .innerJoin('stored_files as f', 'f.id', 'p.proof_file_id')
      .innerJoin('tenants as t', 't.id', 'p.tenant_id')
      .select([
        't.email',
        'p.status',
        'p.method',
        'p.tenant_id',
        'f.owner_type',
        'f.owner_id',
        'f.storage_key',
        'f.original_name',
      ])
      .execute()
    expect(proofs.filter((p) => p.email === 'maria.garcia@example.com')).toHaveLength(3)
    expect(proofs.filter((p) => p.email === 'daniel.kim@example.com')).toHaveLength(1)
    expect(
      proofs.some((p) => p.email === 'maria.garcia@example.com' && p.status === 'pending'),
    ).toBe(true)
    for (const proof of proofs) {
      expect(proof).toMatchObject({
        method: 'zelle',
        owner_type: 'tenant',
        owner_id: proof.tenant_id,
      })
      expect(proof.original_name).toMatch(/^Zelle confirmation ZL[A-Z0-9]{6}\.pdf$/)
      expect(sniffType(await store.get(proof.storage_key))).toBe('application/pdf')
    }
  })
})
