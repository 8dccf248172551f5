import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { StoredFileMissingError, type FileStore } from './file-store'

export type FilesMigration = {
  /** Files copied and read back from the bucket with the checksum their row records. */
  verified: number
  /** Rows whose bytes the local folder does not have: nothing to copy. */
  missing: string[]
  /** Rows whose bytes differ from their recorded checksum, in the folder or after the copy. */
  mismatched: string[]
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** How many files are copied at once: enough to hide the bucket's latency, few enough for memory. */
const CONCURRENCY = 8

/**
 * Copies every file a row points at from the local folder into the bucket under the same key,
 * then reads each back and compares it with the SHA-256 its row recorded at upload. Safe to run
 * again (a copy overwrites itself); the local files are left for the operator to remove once the
 * servers use the bucket. Files no row points at are not copied: they are crash leftovers.
 */
export const migrateFiles = async (
  db: Db,
  from: FileStore,
  to: FileStore,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<FilesMigration> => {
  const rows = await db.selectFrom('stored_files').select(['id', 'storage_key', 'sha256']).execute()
  const result: FilesMigration = { verified: 0, missing: [], mismatched: [] }
  let next = 0
  let done = 0
  const copyNext = async (): Promise<void> => {
    const row = rows[next++]
    if (!row) return
    const bytes = await from.get(row.storage_key).catch((error: unknown) => {
      if (error instanceof StoredFileMissingError) return undefined
      throw error
    })
    if (!bytes) result.missing.push(row.id)
    else if (sha256(bytes) !== row.sha256) result.mismatched.push(row.id)
    else {
      await to.putAt(row.storage_key, bytes)
      if (sha256(await to.get(row.storage_key)) === row.sha256) result.verified++
      else result.mismatched.push(row.id)
    }
    onProgress(++done, rows.length)
    return copyNext()
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, copyNext))
  return result
}
