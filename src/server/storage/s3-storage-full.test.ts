import { S3ServiceException } from '@aws-sdk/client-s3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startS3TestServer, type S3TestServer } from '../../../scripts/lib/s3-test-server'
import { pngImage } from '../../../tests/images'
import { reportMaintenanceRequest } from '../../../tests/maintenance-requests'
import { startS3FaultProxy, type S3FaultProxy } from '../../../tests/s3-fault-proxy'
import { signInNewTenant } from '../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { createS3FileStore, isS3StorageFull } from './s3-file-store'
import { STORAGE_FULL } from './storage-full'

const serviceError = (code: string, status: number, message = 'failed') =>
  new S3ServiceException({
    name: code,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
    message,
  })

describe('which S3 errors mean the store is full', () => {
  it.each([
    ['MinIO full drives', serviceError('XMinioStorageFull', 507)],
    ['MinIO bucket quota', serviceError('XMinioAdminBucketQuotaExceeded', 400)],
    ['a quota (Ceph RGW and others)', serviceError('QuotaExceeded', 403)],
    ['any 507 Insufficient Storage', serviceError('UnknownError', 507)],
    [
      "Backblaze B2's storage cap",
      serviceError('AccessDenied', 403, 'Cannot upload files, storage cap exceeded.'),
    ],
    [
      'MinIO on a disk that filled mid-write',
      serviceError('InternalError', 500, 'cause(no space left on device)'),
    ],
    [
      'an EntityTooLarge about the account quota',
      serviceError('EntityTooLarge', 400, 'Storage quota exceeded for this account'),
    ],
  ])('%s', (_name, error) => {
    expect(isS3StorageFull(error)).toBe(true)
  })

  it.each([
    ['a missing key', serviceError('NoSuchKey', 404)],
    ['refused credentials', serviceError('AccessDenied', 403, 'Access Denied')],
    [
      'an object over the size limit',
      serviceError('EntityTooLarge', 400, 'Your proposed upload exceeds the maximum allowed size'),
    ],
    [
      'a transient server error',
      serviceError('InternalError', 500, 'We encountered an internal error.'),
    ],
    ['a plain network error', new Error('socket hang up')],
  ])('not %s', (_name, error) => {
    expect(isS3StorageFull(error)).toBe(false)
  })
})

let s3: S3TestServer
let proxy: S3FaultProxy
beforeAll(async () => {
  s3 = await startS3TestServer()
  proxy = await startS3FaultProxy(s3.endpoint)
})
afterAll(async () => {
  await proxy.close()
  await s3.close()
})
afterEach(() => proxy.setPutMode('pass'))

/** A store through the failing proxy, and one that lists the bucket directly to see what is really there. */
const storesOnOnePrefix = () => {
  const prefix = `run-${Math.random().toString(16).slice(2)}/`
  const options = {
    kind: 's3' as const,
    bucket: s3.bucket,
    prefix,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  }
  return {
    store: createS3FileStore({ ...options, endpoint: proxy.endpoint }),
    bucket: createS3FileStore({ ...options, endpoint: s3.endpoint }),
  }
}

describe('the S3 file store when the bucket is full', () => {
  it('rejects with the 507 sentence, stores nothing, and writes again once there is room', async () => {
    const { store, bucket } = storesOnOnePrefix()
    proxy.setPutMode('full')
    const error = await store
      .put(pngImage(1, 1, { padding: 4096 }))
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 507, message: STORAGE_FULL })
    expect(await bucket.list()).toEqual([])

    proxy.setPutMode('pass')
    const key = await store.put(Buffer.from('room again'))
    expect((await bucket.get(key)).toString()).toBe('room again')
  })

  it('removes an object whose upload was stored but never answered', async () => {
    const { store, bucket } = storesOnOnePrefix()
    proxy.setPutMode('lost-answer')
    await expect(store.put(Buffer.from('half done'))).rejects.toThrow()
    expect(await bucket.list()).toEqual([])
  })
})

describe.each(testDialects)('uploads to a full bucket on %s', (dialect) => {
  let ctx: TestContext
  let stores: ReturnType<typeof storesOnOnePrefix>
  beforeEach(async () => {
    stores = storesOnOnePrefix()
    ctx = await createTestApp(dialect, { storage: stores.store })
  })
  afterEach(() => ctx.close())

  const report = (cookies: Record<string, string>) =>
    reportMaintenanceRequest(ctx.app, cookies, [
      {
        field: 'files',
        filename: 'sink.png',
        bytes: pngImage(1, 1, { padding: 20 * 1024 }),
        type: 'image/png',
      },
    ])

  it('answers 507 with the sentence, keeps no row and no object, and takes the next upload', async () => {
    const { cookies } = await signInNewTenant(ctx.app, ctx.db)
    proxy.setPutMode('full')
    const full = await report(cookies)
    expect(full.statusCode).toBe(507)
    expect(full.json().error).toBe(STORAGE_FULL)
    expect(await ctx.db.selectFrom('maintenance_requests').select('id').execute()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').select('id').execute()).toEqual([])
    expect(await stores.bucket.list()).toEqual([])

    proxy.setPutMode('pass')
    const next = await report(cookies)
    expect(next.statusCode).toBe(201)
    expect(await stores.bucket.list()).toHaveLength(1)
  })
})
