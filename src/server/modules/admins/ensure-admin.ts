import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../../db/database'
import { hashPassword } from '../auth/password'

export type EnsureAdminResult =
  | { created: false }
  | { created: true; username: string; generatedPassword?: string; passwordFile?: string }

/**
 * On a database with no admin, creates the first one: from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * 'admin' with a random password that the caller prints once and that is written to
 * DATA_DIR/initial-admin-password (mode 0600) so a headless install can read it.
 */
export const ensureAdmin = async (
  db: Db,
  options: { username?: string | undefined; password?: string | undefined; dataDir: string },
): Promise<EnsureAdminResult> => {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  if (existing) return { created: false }
  const username = options.username ?? 'admin'
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url')
  const password = options.password ?? generatedPassword ?? ''
  const now = new Date().toISOString()
  // Servers starting together on a new database all find no admin; the first insert wins and
  // the others change nothing (rather than dying on the unique username).
  const inserted = await db
    .insertInto('admins')
    .values({
      id: randomUUID(),
      username,
      password_hash: await hashPassword(password),
      first_name: 'Admin',
      last_name: '',
      role: 'Administrator',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst()
  if (!Number(inserted.numInsertedOrUpdatedRows)) return { created: false }
  if (!generatedPassword) return { created: true, username }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const passwordFile = path.join(options.dataDir, 'initial-admin-password')
  fs.writeFileSync(passwordFile, `${generatedPassword}\n`, { mode: 0o600 })
  return { created: true, username, generatedPassword, passwordFile }
}
