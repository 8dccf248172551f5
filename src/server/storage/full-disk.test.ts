import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { pngImage } from '../../../tests/images'
import { reportMaintenanceRequest } from '../../../tests/maintenance-requests'
import { signInNewTenant } from '../../../tests/sessions'
import { mountSmallDisk } from '../../../tests/small-disk'
import { createLocalFileStore } from './file-store'
import { STORAGE_FULL } from './storage-full'

/** A PNG of about `kb` kilobytes. */
const photoOf = (kb: number) => pngImage(1, 1, { padding: kb * 1024 })

describe('the local file store on a full disk', () => {
  let disk: Awaited<ReturnType<typeof mountSmallDisk>>
  beforeEach(async () => {
    disk = await mountSmallDisk(256)
  })
  afterEach(() => disk.unmount())

  it('removes the partly written file when a write fails, and writes again once space returns', async () => {
    const store = createLocalFileStore(disk.dir)
    await disk.fill(16)
    const error = await store.put(photoOf(77)).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 507, message: STORAGE_FULL })
    expect(await disk.listFiles()).toEqual([])
    expect(await store.list()).toEqual([])

    await disk.free()
    const key = await store.put(photoOf(20))
    expect(await store.list()).toEqual([expect.objectContaining({ key })])
  })
})

describe.each(testDialects)('uploads on a full disk on %s', (dialect) => {
  let ctx: TestContext
  let disk: Awaited<ReturnType<typeof mountSmallDisk>>
  beforeEach(async () => {
    disk = await mountSmallDisk(256)
    ctx = await createTestApp(dialect, { storage: createLocalFileStore(disk.dir) })
  })
  afterEach(async () => {
    await ctx.close()
    await disk.unmount()
  })

  const report = (cookies: Record<string, string>, kb: number) =>
    reportMaintenanceRequest(ctx.app, cookies, [
      { field: 'files', filename: 'sink.png', bytes: photoOf(kb), type: 'image/png' },
    ])

  it("answers 507 with a sentence, keeps nothing, and takes the next upload once there's room", async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    await disk.fill(16)
    const full = await report(cookies, 77)
    expect(full.statusCode).toBe(507)
    expect(full.json().error).toBe(STORAGE_FULL)
    expect(await disk.listFiles()).toEqual([])
    expect(await ctx.db.selectFrom('maintenance_requests').select('id').execute()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').select('id').execute()).toEqual([])

    await disk.free()
    const next = await report(cookies, 20)
    expect(next.statusCode).toBe(201)
    expect(await disk.listFiles()).toHaveLength(1)
  })
})
