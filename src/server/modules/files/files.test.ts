import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { signInNewAdmin, signInNewTenant } from '../../../../tests/sessions'
import { removeOrphanedFiles, saveWithFiles } from './files.service'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe.each(testDialects)('stored files on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const storeFor = (tenantId: string) =>
    saveWithFiles(
      ctx.db,
      ctx.app.storage,
      [{ field: 'proof', filename: 'rent “proof”.png', bytes: PNG, contentType: 'image/png' }],
      { type: 'tenant', tenantId },
      async (_trx, files) => files[0]?.id ?? '',
    )

  it('serves a tenant their own file with safe headers, and admins every file', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const admin = await signInNewAdmin(ctx.app, ctx.db)
    const id = await storeFor(owner.tenant.id)
    const mine = await ctx.app.inject({ url: `/api/files/${id}`, cookies: owner.cookies })
    expect(mine.statusCode).toBe(200)
    expect(mine.rawPayload.equals(PNG)).toBe(true)
    expect(mine.headers['content-type']).toBe('image/png')
    expect(mine.headers['x-content-type-options']).toBe('nosniff')
    expect(mine.headers['content-disposition']).toContain(
      `filename*=UTF-8''rent%20%E2%80%9Cproof%E2%80%9D.png`,
    )
    expect(
      (await ctx.app.inject({ url: `/api/files/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200)
  })

  it('tells a file that is gone from a store that cannot be read right now', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const id = await storeFor(owner.tenant.id)
    const { storage_key } = await ctx.db
      .selectFrom('stored_files')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const file = path.join(ctx.config.dataDir, 'uploads', storage_key)
    // A disk error other than "no such file": the bytes may still be there.
    fs.rmSync(file)
    fs.mkdirSync(file)
    const unreadable = await ctx.app.inject({ url: `/api/files/${id}`, cookies: owner.cookies })
    expect(unreadable.statusCode).toBe(503)
    expect(unreadable.json().error).toBe(
      'Stored files cannot be read right now. Try again in a moment.',
    )
    fs.rmdirSync(file)
    const gone = await ctx.app.inject({ url: `/api/files/${id}`, cookies: owner.cookies })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error).toBe('This file is no longer available.')
  })

  it("hides one tenant's file from another tenant and from strangers", async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const other = await signInNewTenant(ctx.app, ctx.db)
    const id = await storeFor(owner.tenant.id)
    expect(
      (await ctx.app.inject({ url: `/api/files/${id}`, cookies: other.cookies })).statusCode,
    ).toBe(404)
    expect((await ctx.app.inject({ url: `/api/files/${id}` })).statusCode).toBe(401)
  })

  it('removes the bytes again when the record that needs them fails', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    const failing = saveWithFiles(
      ctx.db,
      ctx.app.storage,
      [{ field: 'proof', filename: 'a.png', bytes: PNG, contentType: 'image/png' }],
      { type: 'tenant', tenantId: owner.tenant.id },
      async () => {
        throw new Error('the payment could not be saved')
      },
    )
    await expect(failing).rejects.toThrow('the payment could not be saved')
    expect(await ctx.app.storage.list()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').selectAll().execute()).toEqual([])
  })

  it('removes bytes that no row points at, as a crash would leave them', async () => {
    const owner = await signInNewTenant(ctx.app, ctx.db)
    await storeFor(owner.tenant.id)
    await ctx.app.storage.put(PNG)
    expect(await removeOrphanedFiles(ctx.db, ctx.app.storage)).toBe(1)
    expect(await ctx.app.storage.list()).toHaveLength(1)
  })

  it('removes a write a crash cut off before it was complete', async () => {
    const unfinished = path.join(ctx.config.dataDir, 'uploads', 'ab', `${'c'.repeat(30)}ab.partial`)
    fs.mkdirSync(path.dirname(unfinished), { recursive: true })
    fs.writeFileSync(unfinished, PNG.subarray(0, 4))
    expect(await removeOrphanedFiles(ctx.db, ctx.app.storage)).toBe(1)
    expect(fs.existsSync(unfinished)).toBe(false)
  })
})
