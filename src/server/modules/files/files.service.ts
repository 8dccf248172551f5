import { createHash, randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { isBackupHolding } from '../../backup/backup-hold'
import { AppError } from '../../http/errors'
import type { Upload } from '../../http/multipart'
import { StoredFileMissingError, type FileStore } from '../../storage/file-store'
import type { SessionUser } from '../auth/sessions'

export type FileOwner =
  { type: 'tenant'; tenantId: string } | { type: 'admin'; adminId: string } | { type: 'system' }

export type StoredFileRef = { id: string; upload: Upload }

/**
 * The one way to store files together with the rows that point at them: the bytes are written
 * first under random keys, then the file rows and the caller's rows are inserted in one
 * transaction. If anything fails, the bytes are removed again, so no half-saved record remains.
 * (A crash between the two leaves only unreferenced bytes, which the housekeeping at start removes.)
 */
export const saveWithFiles = async <T>(
  db: Kysely<Database>,
  store: FileStore,
  uploads: Upload[],
  owner: FileOwner,
  write: (trx: Transaction<Database>, files: StoredFileRef[]) => Promise<T>,
): Promise<T> => {
  const keys: string[] = []
  try {
    for (const upload of uploads) keys.push(await store.put(upload.bytes))
    return await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString()
      const files = uploads.map((upload) => ({ id: randomUUID(), upload }))
      if (files.length) {
        await trx
          .insertInto('stored_files')
          .values(
            files.map(({ id, upload }, i) => ({
              id,
              storage_key: keys[i] ?? '',
              original_name: upload.filename,
              content_type: upload.contentType,
              size_bytes: upload.bytes.length,
              sha256: createHash('sha256').update(upload.bytes).digest('hex'),
              owner_type: owner.type,
              owner_id:
                owner.type === 'tenant'
                  ? owner.tenantId
                  : owner.type === 'admin'
                    ? owner.adminId
                    : null,
              created_at: now,
            })),
          )
          .execute()
      }
      return write(trx, files)
    })
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key)))
    throw error
  }
}

/**
 * Removes the bytes of files whose rows were deleted and committed. While a backup runs they
 * stay (its database copy may still point at them) and the orphan sweep removes them later;
 * a failed removal leaves them to the sweep too.
 */
export const removeStoredBytes = async (db: Db, store: FileStore, keys: string[]) => {
  if (!keys.length || (await isBackupHolding(db))) return
  await Promise.allSettled(keys.map((key) => store.delete(key)))
}

/** Removes file rows (inside the caller's transaction) and returns the keys to pass to removeStoredBytes after commit. */
export const deleteFileRows = async (db: Db, fileIds: string[]): Promise<string[]> => {
  if (!fileIds.length) return []
  const rows = await db
    .selectFrom('stored_files')
    .select('storage_key')
    .where('id', 'in', fileIds)
    .execute()
  await db.deleteFrom('stored_files').where('id', 'in', fileIds).execute()
  return rows.map((row) => row.storage_key)
}

/** The route URL a client uses for a stored file: the API's filePath, never a disk path, so clients never learn the storage layout. */
export const fileUrl = (fileId: string) => `/api/files/${fileId}`

/**
 * A stored file, if the session may read it: admins read every file, a tenant only the files
 * that belong to them. Anything else is a 404, so ids of other tenants' files reveal nothing.
 */
export const readFileFor = async (
  db: Db,
  store: FileStore,
  session: SessionUser,
  fileId: string,
) => {
  let query = db.selectFrom('stored_files').selectAll().where('id', '=', fileId)
  if (session.role === 'tenant') {
    query = query.where('owner_type', '=', 'tenant').where('owner_id', '=', session.tenantId)
  }
  const row = await query.executeTakeFirst()
  if (!row) throw new AppError(404, 'File not found.')
  const bytes = await store.get(row.storage_key).catch((error: unknown) => {
    if (error instanceof StoredFileMissingError)
      throw new AppError(404, 'This file is no longer available.')
    // The store could not be reached: the file is still there, worth asking again.
    throw new AppError(503, 'Stored files cannot be read right now. Try again in a moment.')
  })
  return { bytes, contentType: row.content_type, filename: row.original_name }
}

/**
 * Removes bytes no file row points at: what a crash between write and commit left behind, and
 * files deleted while a backup ran. `olderThanMs` spares files a server may be about to commit
 * (written, row not yet committed). Nothing is removed while a backup runs.
 */
export const removeOrphanedFiles = async (
  db: Db,
  store: FileStore,
  olderThanMs = 0,
  now = new Date(),
): Promise<number> => {
  // Holds are stamped by the real clock, whatever clock the caller sweeps by.
  if (await isBackupHolding(db)) return 0
  const cutoff = now.getTime() - olderThanMs
  const candidates = (await store.list()).filter((file) => file.modifiedAt.getTime() <= cutoff)
  if (!candidates.length) return 0
  const known = new Set(
    (await db.selectFrom('stored_files').select('storage_key').execute()).map(
      (row) => row.storage_key,
    ),
  )
  const orphans = candidates.filter((file) => !known.has(file.key))
  await Promise.all(orphans.map((file) => store.delete(file.key)))
  return orphans.length
}
