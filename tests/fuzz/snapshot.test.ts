import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertTenant } from '../factories'
import { createTestApp, type TestContext } from '../test-app'
import { testDialects } from '../test-database'
import { emptyDatabase, restoreSaved, saveData, tableNames, takeSnapshot } from './snapshot'
import { seedWorld } from './world'

/** The fuzz's "nothing changed" rests on the snapshot seeing every change; this proves it does. */
describe.each(testDialects)('the fuzz snapshot on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  it('sees a changed value, an added row, a removed row and a new file, and nothing else', async () => {
    const tables = await tableNames(ctx)
    expect(tables).toContain('tenants')
    const tenant = await insertTenant(ctx.db)
    const start = await takeSnapshot(ctx, tables)
    expect(await takeSnapshot(ctx, tables)).toEqual(start)

    await ctx.db
      .updateTable('tenants')
      .set({ first_name: 'Changed' })
      .where('id', '=', tenant.id)
      .execute()
    const changed = await takeSnapshot(ctx, tables)
    expect(changed.tables.tenants).not.toBe(start.tables.tenants)
    expect({ ...changed.tables, tenants: '' }).toEqual({ ...start.tables, tenants: '' })

    await insertTenant(ctx.db)
    expect((await takeSnapshot(ctx, tables)).tables.tenants).toMatch(/^2 rows /)
    await ctx.db.deleteFrom('tenants').execute()
    expect((await takeSnapshot(ctx, tables)).tables.tenants).toMatch(/^0 rows /)

    fs.mkdirSync(path.join(ctx.config.dataDir, 'uploads', 'ab'), { recursive: true })
    fs.writeFileSync(path.join(ctx.config.dataDir, 'uploads', 'ab', 'x.partial'), 'x')
    expect((await takeSnapshot(ctx, tables)).files).toEqual([
      path.join('uploads', 'ab', 'x.partial'),
    ])

    await emptyDatabase(ctx, tables)
    const empty = await takeSnapshot(ctx, tables)
    expect(empty.files).toEqual([])
    expect(Object.values(empty.tables).every((hash) => hash.startsWith('0 rows '))).toBe(true)
  })

  it('puts a seeded world back exactly, rows and files, after a route changed it', async () => {
    const tables = await tableNames(ctx)
    await seedWorld(ctx)
    const seeded = await takeSnapshot(ctx, tables)
    expect(seeded.files.length).toBeGreaterThan(0)
    const saved = await saveData(ctx, tables)

    await ctx.db.deleteFrom('maintenance_requests').execute()
    await insertTenant(ctx.db)
    fs.rmSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true })
    expect(await takeSnapshot(ctx, tables)).not.toEqual(seeded)

    await restoreSaved(ctx, tables, saved)
    expect(await takeSnapshot(ctx, tables)).toEqual(seeded)
    fs.rmSync(saved.uploads, { recursive: true })
  })
})
