import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

describe.each(testDialects)('downloading a backup on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  it('gives an admin one archive of the database, its files and their checksums', async () => {
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const res = await ctx.app.inject({ url: '/api/admin/backup', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-tar')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hearth-backup-.+\.tar"$/,
    )
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-download-test-'))
    try {
      fs.writeFileSync(path.join(dir, 'backup.tar'), res.rawPayload)
      const listing = execFileSync('tar', ['-tf', path.join(dir, 'backup.tar')], {
        encoding: 'utf8',
      })
      expect(listing).toContain('./manifest.json')
      expect(listing).toContain(dialect === 'sqlite' ? './database.sqlite' : './database.pgdump')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/backup' })).statusCode).toBe(401)
    const tenant = await signInNewTenant(ctx.app, ctx.db)
    expect(
      (await ctx.app.inject({ url: '/api/admin/backup', headers: tenant.headers })).statusCode,
    ).toBe(403)
  })
})
