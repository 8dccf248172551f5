import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { INTAKE_MAX_BYTES, type LeaseIntake } from '../../../shared/schemas/lease-intake'
import type { Database } from '../../db/schema'
import type { FileRule, Upload } from '../../http/multipart'
import { enqueueJob } from '../../jobs/queue'
import type { FileStore } from '../../storage/file-store'
import { PDF_TYPES } from '../../storage/sniff'
import { saveWithFiles } from '../files/files.service'
import { getIntake } from './intake.queries'

export const EXTRACT_LEASE_JOB = 'extract_lease'
export type ExtractLeasePayload = { intakeId: string }

/** One PDF, judged by its bytes whatever its name (SPEC §5 uses the same sentence on the client). */
export const INTAKE_FILE_RULE: FileRule = {
  maxBytes: INTAKE_MAX_BYTES,
  maxCount: 1,
  types: PDF_TYPES,
  typeError: 'Only PDF files are allowed.',
  sizeError: 'Lease PDFs must be 20 MB or smaller.',
}

/**
 * POST /api/admin/lease-intake/upload: the file, the intake row in `uploaded` and its extraction
 * job in one step, all or nothing. The reading happens in the job worker, never in the request.
 */
export const createIntake = (
  db: Kysely<Database>,
  store: FileStore,
  input: { upload: Upload; adminId: string },
  now = new Date(),
): Promise<LeaseIntake> =>
  saveWithFiles(
    db,
    store,
    [input.upload],
    { type: 'admin', adminId: input.adminId },
    async (trx, files) => {
      const file = files[0]
      if (!file) throw new Error('saveWithFiles returned no file for the upload')
      const id = randomUUID()
      await trx
        .insertInto('document_intakes')
        .values({
          id,
          original_name: file.upload.filename,
          file_id: file.id,
          status: 'uploaded',
          extracted_json: null,
          confidence_score: null,
          error_message: null,
          tenant_id: null,
          lease_id: null,
          created_by_admin_id: input.adminId,
          created_at: now.toISOString(),
          processed_at: null,
          finalized_at: null,
        })
        .execute()
      await enqueueJob(trx, EXTRACT_LEASE_JOB, { intakeId: id } satisfies ExtractLeasePayload, now)
      return getIntake(trx, id)
    },
  )
