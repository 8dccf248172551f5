import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'
import { verifyPassword } from '../auth/password'
import { ensureAdmin } from './ensure-admin'

describe.each(testDialects)('the first admin on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
  })
  afterEach(() => database.close())

  const admins = () => database.db.selectFrom('admins').selectAll().execute()

  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD, and no password file is written', async () => {
    const result = await ensureAdmin(database.db, {
      username: 'owner',
      password: 'owner-password-1',
      dataDir: database.dataDir,
    })
    expect(result).toEqual({ created: true, username: 'owner' })
    const [admin] = await admins()
    expect(admin?.username).toBe('owner')
    expect(await verifyPassword('owner-password-1', admin?.password_hash ?? '')).toBe(true)
    expect(fs.existsSync(path.join(database.dataDir, 'initial-admin-password'))).toBe(false)
  })

  it('is "admin" with a generated password, written once to DATA_DIR/initial-admin-password', async () => {
    const result = await ensureAdmin(database.db, { dataDir: database.dataDir })
    if (!result.created || !result.generatedPassword || !result.passwordFile)
      throw new Error('expected a generated password')
    expect(result.username).toBe('admin')
    expect(result.generatedPassword.length).toBeGreaterThanOrEqual(16)
    expect(fs.readFileSync(result.passwordFile, 'utf8').trim()).toBe(result.generatedPassword)
    expect(fs.statSync(result.passwordFile).mode & 0o777).toBe(0o600)
    const [admin] = await admins()
    expect(await verifyPassword(result.generatedPassword, admin?.password_hash ?? '')).toBe(true)
  })

  it('does nothing once an admin exists', async () => {
    await ensureAdmin(database.db, {
      username: 'owner',
      password: 'owner-password-1',
      dataDir: database.dataDir,
    })
    expect(
      await ensureAdmin(database.db, {
        username: 'other',
        password: 'other-password-1',
        dataDir: database.dataDir,
      }),
    ).toEqual({ created: false })
    expect(await admins()).toHaveLength(1)
  })

  it('creates exactly one admin when servers start at once on a new database', async () => {
    const options = { username: 'owner', password: 'owner-password-1', dataDir: database.dataDir }
    const results = await Promise.all([
      ensureAdmin(database.db, options),
      ensureAdmin(database.db, options),
    ])
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await admins()).toHaveLength(1)
  })

  it('prints and writes one generated password when servers start at once', async () => {
    const options = { dataDir: database.dataDir }
    const results = await Promise.all([
      ensureAdmin(database.db, options),
      ensureAdmin(database.db, options),
    ])
    const created = results.filter((result) => result.created)
    expect(created).toHaveLength(1)
    const [admin] = await admins()
    const generated = created[0]?.created ? (created[0].generatedPassword ?? '') : ''
    expect(await verifyPassword(generated, admin?.password_hash ?? '')).toBe(true)
  })
})
