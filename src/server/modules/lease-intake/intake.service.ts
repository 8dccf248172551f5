import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  INTAKE_MAX_BYTES,
  INTAKE_NOT_A_PDF,
  intakeTooLarge,
  type LeaseIntake,
} from '../../../shared/schemas/lease-intake'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { FileRule, Upload } from '../../http/multipart'
import { enqueueJob } from '../../jobs/queue'
import type { FileStore } from '../../storage/file-store'
import { PDF_TYPES } from '../../storage/sniff'
import { saveWithFiles } from '../files/files.service'
import { getIntake } from './intake.queries'

export const EXTRACT_LEASE_JOB = 'extract_lease'
export type ExtractLeasePayload = { intakeId: string }

/**
 * One PDF, judged by its bytes whatever its name. The sentences say why, with the size when it is too
 * large, and the Upload tab shows them as they are (the browser checks the size before sending too).
 */
export const INTAKE_FILE_RULE: FileRule = {
  maxBytes: INTAKE_MAX_BYTES,
  maxCount: 1,
  types: PDF_TYPES,
  typeError: INTAKE_NOT_A_PDF,
  sizeError: (bytes) =>
    bytes === null
      ? `This PDF is over the ${INTAKE_MAX_BYTES / (1024 * 1024)} MB limit`
      : intakeTooLarge(bytes),
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
      // Only a server reaching this store can read the PDF: with a folder on one machine's disk,
      // that machine; with a shared bucket, any.
      await enqueueJob(
        trx,
        EXTRACT_LEASE_JOB,
        { intakeId: id } satisfies ExtractLeasePayload,
        now,
        {
          requires: store.id,
        },
      )
      return getIntake(trx, id)
    },
  )

/**
 * Reads a failed intake's PDF again (Processing History's Retry): for a failure that may have
 * passed, such as a file store out of reach or a reader that ran out of time on a busy server.
 * The intake goes back to uploaded with a new job, in one transaction; any other status is a 409,
 * so a retry pressed twice reads the PDF once.
 */
export const retryIntake = (
  db: Kysely<Database>,
  store: FileStore,
  id: string,
  now = new Date(),
): Promise<LeaseIntake> =>
  db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('document_intakes')
      .set({ status: 'uploaded', error_message: null, processed_at: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst()
    if (Number(reset.numUpdatedRows) !== 1) {
      // An unknown id is a 404.
      await getIntake(trx, id)
      throw new AppError(409, 'Only a lease whose reading failed can be read again.')
    }
    await enqueueJob(trx, EXTRACT_LEASE_JOB, { intakeId: id } satisfies ExtractLeasePayload, now, {
      requires: store.id,
    })
    return getIntake(trx, id)
  })
