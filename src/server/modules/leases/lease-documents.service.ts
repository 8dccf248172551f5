import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DocumentType, LeaseDocument } from '../../../shared/schemas/leases'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { AppError } from '../../http/errors'
import type { Upload } from '../../http/multipart'
import type { FileStore } from '../../storage/file-store'
import { deleteFileRows, removeStoredBytes, saveWithFiles } from '../files/files.service'

type DocumentRow = {
  id: string
  lease_id: string
  filename: string
  document_type: string
  uploaded_at: string
  size_bytes: number
}

const toDocument = (row: DocumentRow): LeaseDocument => ({
  id: row.id,
  leaseId: row.lease_id,
  filename: row.filename,
  documentType: row.document_type as DocumentType,
  uploadedAt: row.uploaded_at,
  sizeBytes: Number(row.size_bytes),
})

const documentsQuery = (db: Db) =>
  db
    .selectFrom('lease_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select([
      'd.id',
      'd.lease_id',
      'd.filename',
      'd.document_type',
      'd.uploaded_at',
      'f.size_bytes',
    ])

export const assertLeaseExists = async (db: Db, leaseId: string) => {
  const lease = await db
    .selectFrom('leases')
    .select('id')
    .where('id', '=', leaseId)
    .executeTakeFirst()
  if (!lease) throw new AppError(404, 'Lease not found.')
}

/** Newest first, as the Documents panel lists them. */
export const listLeaseDocuments = async (db: Db, leaseId: string): Promise<LeaseDocument[]> => {
  await assertLeaseExists(db, leaseId)
  const rows = await documentsQuery(db)
    .where('d.lease_id', '=', leaseId)
    .orderBy('d.uploaded_at', 'desc')
    .orderBy('d.id')
    .execute()
  return rows.map(toDocument)
}

/** The file and its row in one step: all or nothing (files.service saveWithFiles). */
export const uploadLeaseDocument = (
  db: Kysely<Database>,
  store: FileStore,
  input: { leaseId: string; adminId: string; upload: Upload; documentType: DocumentType },
): Promise<LeaseDocument> =>
  saveWithFiles(
    db,
    store,
    [input.upload],
    { type: 'admin', adminId: input.adminId },
    async (trx, files) => {
      const file = files[0]
      if (!file) throw new Error('saveWithFiles returned no file for the upload')
      // Checked again inside the transaction: the lease may have gone while the file was written.
      await assertLeaseExists(trx, input.leaseId)
      const id = randomUUID()
      await trx
        .insertInto('lease_documents')
        .values({
          id,
          lease_id: input.leaseId,
          file_id: file.id,
          filename: file.upload.filename,
          document_type: input.documentType,
          uploaded_at: new Date().toISOString(),
        })
        .execute()
      return toDocument(await documentsQuery(trx).where('d.id', '=', id).executeTakeFirstOrThrow())
    },
  )

/** A document of this lease, with what a download needs; ids of other leases' documents are 404s. */
export const readLeaseDocument = async (
  db: Db,
  store: FileStore,
  leaseId: string,
  documentId: string,
) => {
  const row = await db
    .selectFrom('lease_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.filename', 'f.storage_key', 'f.content_type'])
    .where('d.id', '=', documentId)
    .where('d.lease_id', '=', leaseId)
    .executeTakeFirst()
  if (!row) throw new AppError(404, 'Document not found.')
  const bytes = await store.get(row.storage_key).catch(() => {
    throw new AppError(404, 'This document is no longer available.')
  })
  return { bytes, contentType: row.content_type, filename: row.filename }
}

/**
 * A file another row still points at: a finalized intake's PDF is also its lease's agreement
 * (one stored file, two rows), so removing the document must not take the intake's file.
 */
const isFileShared = async (db: Db, fileId: string) =>
  (await db
    .selectFrom('lease_documents')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst()) !== undefined ||
  (await db
    .selectFrom('document_intakes')
    .select('id')
    .where('file_id', '=', fileId)
    .executeTakeFirst()) !== undefined

/**
 * Removes the row, and its file row unless another row shares the file, in one transaction;
 * the bytes go only once that has committed.
 */
export const deleteLeaseDocument = async (
  db: Kysely<Database>,
  store: FileStore,
  leaseId: string,
  documentId: string,
) => {
  const keys = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('lease_documents')
      .select('file_id')
      .where('id', '=', documentId)
      .where('lease_id', '=', leaseId)
      .executeTakeFirst()
    if (!row) throw new AppError(404, 'Document not found.')
    await trx.deleteFrom('lease_documents').where('id', '=', documentId).execute()
    return (await isFileShared(trx, row.file_id)) ? [] : deleteFileRows(trx, [row.file_id])
  })
  await removeStoredBytes(db, store, keys)
}
