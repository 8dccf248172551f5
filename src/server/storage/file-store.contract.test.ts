import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../../../scripts/lib/s3-test-server'
import { createLocalFileStore, StoredFileMissingError, type FileStore } from './file-store'
import { createS3FileStore } from './s3-file-store'

type StoreUnderTest = { store: FileStore; close: () => Promise<void> }

const openLocal = async (): Promise<StoreUnderTest> => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-store-'))
  return {
    store: createLocalFileStore(root),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  }
}

let s3Server: S3TestServer | undefined
const openS3 = async (): Promise<StoreUnderTest> => {
  s3Server ??= await startS3TestServer()
  // A prefix of its own per store, so the stores of one run never see each other's objects.
  const prefix = `run-${Math.random().toString(16).slice(2)}/`
  return {
    store: createS3FileStore({
      kind: 's3',
      bucket: s3Server.bucket,
      prefix,
      endpoint: s3Server.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }),
    close: async () => undefined,
  }
}

afterAll(async () => {
  await s3Server?.close()
})

describe.each([
  ['the local folder', openLocal],
  ['an S3-compatible bucket', openS3],
])('the file store contract on %s', (_name, open) => {
  let subject: StoreUnderTest
  beforeAll(async () => {
    subject = await open()
  })
  afterAll(() => subject.close())

  it('gives back exactly the bytes it was given, under a new key each time', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)
    const first = await subject.store.put(bytes)
    const second = await subject.store.put(bytes)
    expect(first).not.toBe(second)
    expect(first).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}$/)
    expect(Buffer.compare(await subject.store.get(first), Buffer.from(bytes))).toBe(0)
  })

  it('writes under a given key, replacing what was there', async () => {
    const key = `ab/${'c'.repeat(32)}`
    await subject.store.putAt(key, Buffer.from('first'))
    await subject.store.putAt(key, Buffer.from('second'))
    expect((await subject.store.get(key)).toString()).toBe('second')
    expect((await subject.store.list()).filter((file) => file.key === key)).toHaveLength(1)
  })

  it('stores an empty file', async () => {
    const key = await subject.store.put(new Uint8Array())
    expect((await subject.store.get(key)).length).toBe(0)
  })

  it('lists what it holds with a modification time, and forgets what it deleted', async () => {
    const before = Date.now()
    const key = await subject.store.put(Buffer.from('listed'))
    const listed = (await subject.store.list()).find((file) => file.key === key)
    expect(listed).toBeDefined()
    // Object stores keep whole seconds.
    expect(listed?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    await subject.store.delete(key)
    expect((await subject.store.list()).some((file) => file.key === key)).toBe(false)
    await expect(subject.store.get(key)).rejects.toThrow(StoredFileMissingError)
  })

  it('treats deleting a key that is already gone as done', async () => {
    const key = await subject.store.put(Buffer.from('twice'))
    await subject.store.delete(key)
    await expect(subject.store.delete(key)).resolves.toBeUndefined()
  })

  it('refuses keys that could reach outside its own files', async () => {
    for (const key of ['../etc/passwd', 'ab/../../x', '/absolute', 'AB/' + 'A'.repeat(32)]) {
      await expect(subject.store.get(key)).rejects.toThrow('Invalid storage key')
      await expect(subject.store.delete(key)).rejects.toThrow('Invalid storage key')
    }
  })

  it('keeps many files apart and lists every one of them (more than one listing page)', async () => {
    const keys: string[] = []
    for (let batch = 0; batch < 1100; batch += 50) {
      const puts = Array.from({ length: 50 }, (_, i) =>
        subject.store.put(Buffer.from(`file ${batch + i}`)),
      )
      keys.push(...(await Promise.all(puts)))
    }
    const listed = new Set((await subject.store.list()).map((file) => file.key))
    expect(keys.every((key) => listed.has(key))).toBe(true)
    expect((await subject.store.get(keys[1099] ?? '')).toString()).toBe('file 1099')
  }, 60_000)
})
