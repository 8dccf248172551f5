import { z } from 'zod'
import type { Db } from '../../db/database'
import type { JobHandler } from '../../jobs/worker'
import { StoredFileMissingError, type FileStore } from '../../storage/file-store'
import type { LeaseExtraction } from './extract'
import { LeaseExtractionError } from './extract/errors'
import { extractLeaseInWorker, type WorkerExtractOptions } from './extract/extract-in-worker'
import { findTenantMatches, type MatchQuery } from './tenant-matches'

const PayloadSchema = z.object({ intakeId: z.string() })
const PeopleSchema = z
  .array(z.object({ first: z.string().nullable(), last: z.string().nullable() }))
  .catch([])

export const FILE_MISSING = 'The uploaded file is no longer available. Upload the lease again.'
export const UNEXPECTED = 'Something went wrong while reading this document. Upload it again.'

/** Every tenant the lease names, the first being the one the review form fills in. */
const matchQuery = (extraction: LeaseExtraction): MatchQuery => {
  const { tenant } = extraction.data
  const others = PeopleSchema.parse(extraction.fields.tenants.value)
  return {
    people: [{ first: tenant.firstName, last: tenant.lastName }, ...others],
    email: tenant.email,
    phone: tenant.phone,
  }
}

export type IntakeReading = { json: string; confidence: number }
export type ReadOptions = WorkerExtractOptions

/**
 * What an intake stores of a PDF: the extraction with the existing tenants it may be about. Throws
 * LeaseExtractionError with the sentence for the intake when the PDF cannot be read.
 */
export const readLease = async (
  db: Db,
  pdf: Uint8Array,
  options: ReadOptions,
): Promise<IntakeReading> => {
  // In a reader process of its own: the reader (pdf.js, OCR, canvas) would block the event loop for
  // seconds, keep over 100 MB in the server's memory, and a PDF bomb would take gigabytes
  // (docs/lease-intake.md, "Where it runs").
  const extraction = await extractLeaseInWorker(pdf, options)
  const tenantMatches = await findTenantMatches(db, matchQuery(extraction))
  const data = { ...extraction.data, hasMatches: tenantMatches.length > 0, tenantMatches }
  return { json: JSON.stringify(data), confidence: extraction.confidence }
}

const markFailed = (db: Db, intakeId: string, message: string) =>
  db
    .updateTable('document_intakes')
    .set({ status: 'failed', error_message: message, processed_at: new Date().toISOString() })
    .where('id', '=', intakeId)
    .where('status', 'in', ['uploaded', 'processing'])
    .execute()

/**
 * The `extract_lease` job: claims the intake (uploaded, or processing when a server
 * died while reading it), reads the PDF, ranks existing tenants against what it found, and ends in
 * `extracted` or in `failed` with the extractor's sentence. An intake already extracted, failed or
 * finalized is left alone, so running twice does no harm. A PDF that cannot be read, or whose file
 * is gone, fails at once; an error that may pass (the database, a store out of reach) is retried
 * with a growing back-off, at most maxAttempts times.
 */
export const extractLeaseJob = (db: Db, store: FileStore, options: ReadOptions): JobHandler => ({
  // Renewed while the extractor reads (up to its own 120 s deadline), so a live reader keeps the
  // job and one killed mid-read is re-queued about 30 s later by any server still running.
  lockMs: 30_000,
  maxAttempts: 3,
  retryAfterMs: 15_000,
  // An intake's job requires the store its PDF was saved in (createIntake).
  offers: store.id,
  run: async (payload) => {
    const { intakeId } = PayloadSchema.parse(payload)
    const claimed = await db
      .updateTable('document_intakes')
      .set({ status: 'processing', error_message: null })
      .where('id', '=', intakeId)
      .where('status', 'in', ['uploaded', 'processing'])
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return

    const file = await db
      .selectFrom('document_intakes as i')
      .innerJoin('stored_files as f', 'f.id', 'i.file_id')
      .select('f.storage_key')
      .where('i.id', '=', intakeId)
      .executeTakeFirst()
    // A file that is gone fails the intake at once; a store that could not be reached (a network
    // error, a bucket answering 503) throws, so the queue tries again after a back-off.
    const bytes = file
      ? await store.get(file.storage_key).catch((error: unknown) => {
          if (error instanceof StoredFileMissingError) return undefined
          throw error
        })
      : undefined
    if (!bytes) {
      await markFailed(db, intakeId, FILE_MISSING)
      return
    }

    let read: IntakeReading
    try {
      read = await readLease(db, bytes, options)
    } catch (error) {
      if (!(error instanceof LeaseExtractionError)) throw error
      await markFailed(db, intakeId, error.message)
      return
    }
    await db
      .updateTable('document_intakes')
      .set({
        status: 'extracted',
        extracted_json: read.json,
        confidence_score: read.confidence,
        error_message: null,
        processed_at: new Date().toISOString(),
      })
      .where('id', '=', intakeId)
      .where('status', '=', 'processing')
      .execute()
  },
  onFinalFailure: async (payload) => {
    const parsed = PayloadSchema.safeParse(payload)
    if (parsed.success) await markFailed(db, parsed.data.intakeId, UNEXPECTED)
  },
})
