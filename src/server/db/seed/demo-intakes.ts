import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LeaseExtractionError } from '../../modules/lease-intake/extract/errors'
import { readLease } from '../../modules/lease-intake/extract-job'
import { createReaderPool, type ReaderPool } from '../../readers/reader-pool'
import type { FileStore } from '../../storage/file-store'
import type { Db } from '../database'

/*
 * Lease intakes for the demo: real lease PDFs from the test fixtures, stored through
 * the file store and read by the real extractor at seed time, so Processing History shows leases
 * waiting for review, one that could not be read, and — for James Okafor, whose lease came from a
 * document — the intake that was finalized into his lease, pointing at his lease agreement.
 */

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures/leases',
)

type IntakePlan = { fixture: string; originalName: string; minutesAgo: number }

const PLANS: IntakePlan[] = [
  {
    fixture: 'dc_housing_provider_lease.pdf',
    originalName: 'Bell & Okafor - 1418 Columbia Rd NW Apt 304.pdf',
    minutesAgo: 25,
  },
  {
    fixture: 'multi_tenant_last_first.pdf',
    originalName: 'Lease - Nguyen, OBrien, Santos (signed).pdf',
    minutesAgo: 190,
  },
  {
    fixture: 'password_protected.pdf',
    originalName: 'Scan from office copier.pdf',
    minutesAgo: 26 * 60,
  },
]

const FINALIZED_TENANT_EMAIL = 'james.okafor@example.com'

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000)

const storeFixture = async (
  db: Db,
  store: FileStore,
  plan: IntakePlan,
  adminId: string,
  createdAt: string,
) => {
  const bytes = readFileSync(path.join(FIXTURES, plan.fixture))
  const key = await store.put(bytes)
  const id = randomUUID()
  await db
    .insertInto('stored_files')
    .values({
      id,
      storage_key: key,
      original_name: plan.originalName,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      owner_type: 'admin',
      owner_id: adminId,
      created_at: createdAt,
    })
    .execute()
  return { id, bytes }
}

/** An uploaded fixture, read as the job would read it: extracted with its matches, or failed. */
const insertReadIntake = async (
  db: Db,
  store: FileStore,
  plan: IntakePlan,
  options: { adminId: string; now: Date; readers: ReaderPool },
) => {
  const uploaded = minutesBefore(options.now, plan.minutesAgo)
  const file = await storeFixture(db, store, plan, options.adminId, uploaded.toISOString())
  const started = performance.now()
  const outcome = await readLease(db, file.bytes, { readers: options.readers }).then(
    (read) => ({
      status: 'extracted',
      extracted_json: read.json,
      confidence_score: read.confidence,
      error_message: null,
    }),
    (error: unknown) => {
      if (!(error instanceof LeaseExtractionError)) throw error
      return {
        status: 'failed',
        extracted_json: null,
        confidence_score: null,
        error_message: error.message,
      }
    },
  )
  // Processed a few seconds after the upload, as the worker would have.
  const processedAt = new Date(uploaded.getTime() + 2_000 + Math.round(performance.now() - started))
  await db
    .insertInto('document_intakes')
    .values({
      id: randomUUID(),
      original_name: plan.originalName,
      file_id: file.id,
      ...outcome,
      tenant_id: null,
      lease_id: null,
      created_by_admin_id: options.adminId,
      created_at: uploaded.toISOString(),
      processed_at: processedAt.toISOString(),
      finalized_at: null,
    })
    .execute()
}

/** James Okafor's lease came from a document: its intake, finalized into that lease, shares its PDF. */
const insertFinalizedIntake = async (db: Db, adminId: string) => {
  const lease = await db
    .selectFrom('leases as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .innerJoin('lease_documents as d', 'd.lease_id', 'l.id')
    .select([
      'l.id',
      'l.tenant_id',
      'l.extracted_data',
      'l.extraction_confidence',
      'l.created_at',
      'd.file_id',
      'd.filename',
    ])
    .where('t.email', '=', FINALIZED_TENANT_EMAIL)
    .where('d.document_type', '=', 'lease_agreement')
    .executeTakeFirst()
  if (!lease) return
  const finalizedAt = new Date(lease.created_at)
  const id = randomUUID()
  await db
    .insertInto('document_intakes')
    .values({
      id,
      original_name: lease.filename,
      file_id: lease.file_id,
      status: 'finalized',
      extracted_json: lease.extracted_data,
      confidence_score: lease.extraction_confidence,
      error_message: null,
      tenant_id: lease.tenant_id,
      lease_id: lease.id,
      created_by_admin_id: adminId,
      created_at: minutesBefore(finalizedAt, 12).toISOString(),
      processed_at: minutesBefore(finalizedAt, 11).toISOString(),
      finalized_at: finalizedAt.toISOString(),
    })
    .execute()
  await db.updateTable('leases').set({ intake_id: id }).where('id', '=', lease.id).execute()
}

/** Runs after the lease documents are stored (demo-documents.ts): the finalized intake uses one. */
export const insertDemoIntakes = async (
  db: Db,
  store: FileStore,
  options: { adminId: string; now: Date },
) => {
  // One reader at a time: seeding runs before the server serves anyone.
  const readers = createReaderPool({ processes: 1 })
  try {
    for (const plan of PLANS) await insertReadIntake(db, store, plan, { ...options, readers })
  } finally {
    readers.close()
  }
  await insertFinalizedIntake(db, options.adminId)
}
