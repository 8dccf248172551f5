import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'

/** Long enough for any backup between renewals; a crashed backup's hold lapses this long after. */
const HOLD_MS = 15 * 60 * 1000
const RENEW_MS = 60 * 1000

/**
 * True while a backup runs. Its database copy may point at files whose rows have been deleted
 * since, and it copies those files after the copy is taken, so while a hold stands no server
 * removes stored bytes: deleted files' bytes stay for the orphan sweep to remove afterwards.
 */
export const isBackupHolding = async (db: Db, now = new Date()): Promise<boolean> =>
  (await db
    .selectFrom('backup_holds')
    .select('id')
    .where('expires_at', '>', now.toISOString())
    .limit(1)
    .executeTakeFirst()) !== undefined

/**
 * Runs `work` under a backup hold. The hold is committed before `work` starts, so any delete
 * that did not see it had committed before the backup's database copy was taken, and its rows
 * are not in the copy.
 */
export const withBackupHold = async <T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<T> => {
  const id = randomUUID()
  const expiry = () => new Date(Date.now() + HOLD_MS).toISOString()
  await db
    .insertInto('backup_holds')
    .values({ id, started_at: new Date().toISOString(), expires_at: expiry() })
    .execute()
  const renewal = setInterval(() => {
    void db
      .updateTable('backup_holds')
      .set({ expires_at: expiry() })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined)
  }, RENEW_MS)
  renewal.unref()
  try {
    return await work()
  } finally {
    clearInterval(renewal)
    await db.deleteFrom('backup_holds').where('id', '=', id).execute()
  }
}
