import { randomBytes } from 'node:crypto'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { FileStoreConfig } from '../config'
import { AppError } from '../http/errors'
import { StoredFileMissingError, type FileStore } from './file-store'
import { asStorageError, STORAGE_FULL } from './storage-full'

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/

/**
 * Error codes S3-compatible providers answer when the bucket, the account or the disks behind
 * them have no room: MinIO's full drives and bucket quota, Ceph RGW's and others' quotas, storage
 * gateways out of capacity.
 */
const FULL_CODES = new Set([
  'XMinioStorageFull',
  'XMinioAdminBucketQuotaExceeded',
  'QuotaExceeded',
  'InsufficientStorage',
  'InsufficientCapacity',
])
/**
 * Providers that say "full" only in words, under a general code: Backblaze B2's storage cap
 * (AccessDenied), MinIO on a disk that filled mid-write (InternalError), an EntityTooLarge that
 * is about the account's capacity rather than the object's size.
 */
const FULL_MESSAGE = /no space left on device|storage cap exceeded|quota exceeded|storage is full/i

/**
 * True when an AWS SDK error means the store has no room. The SDK names the provider's error
 * code as `name` (and copies it to `Code`), and keeps the HTTP status in `$metadata`.
 */
export const isS3StorageFull = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const shape = error as {
    name?: unknown
    Code?: unknown
    message?: unknown
    $metadata?: { httpStatusCode?: unknown }
  }
  if (shape.$metadata?.httpStatusCode === 507) return true
  const codes = [shape.name, shape.Code].filter((code) => typeof code === 'string')
  if (codes.some((code) => FULL_CODES.has(code))) return true
  return (
    shape.$metadata !== undefined &&
    typeof shape.message === 'string' &&
    FULL_MESSAGE.test(shape.message)
  )
}

/** A failed write as the uploader hears it: a full bucket is the same 507 as a full disk. */
const asS3StorageError = (error: unknown): unknown =>
  isS3StorageFull(error) ? new AppError(507, STORAGE_FULL) : asStorageError(error)

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2), shared by every
 * server of a fleet. A PUT is atomic in S3: an object is visible whole or not at all, so unlike
 * the local folder no temporary name is needed and a server dying mid-upload leaves nothing.
 * Keys have the local store's shape, so `files:migrate` copies keys as they are.
 */
export const createS3FileStore = (config: S3Config, client = createS3Client(config)): FileStore => {
  const objectKey = (key: string) => {
    // Keys are ours, but a corrupted row must never reach another object of the bucket.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key')
    return `${config.prefix}${key}`
  }
  const putAt = async (key: string, bytes: Uint8Array) => {
    await client
      .send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      )
      .catch((error: unknown) => {
        throw asS3StorageError(error)
      })
  }
  return {
    id: `s3:${config.endpoint ?? 'aws'}/${config.bucket}/${config.prefix}`,
    put: async (bytes) => {
      const name = randomBytes(16).toString('hex')
      const key = `${name.slice(0, 2)}/${name}`
      try {
        await putAt(key, bytes)
      } catch (error) {
        // A PUT whose answer was lost (a dropped connection, a provider that stored the object
        // and then failed) may have left an object nobody will point at; the key is new, so
        // removing it can only remove that. If the store cannot be reached now, the sweep will.
        await client
          .send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
          .catch(() => undefined)
        throw error
      }
      return key
    },
    putAt,
    get: async (key) => {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
        .catch((error: Error) => {
          throw error.name === 'NoSuchKey' ? new StoredFileMissingError(key) : error
        })
      if (!answer.Body) throw new Error(`Stored file ${key} has no content`)
      return Buffer.from(await answer.Body.transformToByteArray())
    },
    // S3 answers a delete of a missing object with success, as the contract wants.
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
    },
    list: async () => {
      const files: { key: string; modifiedAt: Date }[] = []
      // The first version of the listing call, paged by the last key seen (Marker): every
      // S3-compatible server has it, while some (s3rver among them) fail to make version 2's
      // continuation tokens.
      let marker: string | undefined
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: config.bucket, Prefix: config.prefix, Marker: marker }),
        )
        const objects = page.Contents ?? []
        for (const object of objects) {
          const key = object.Key?.slice(config.prefix.length) ?? ''
          // Other objects under the prefix are not Hearth's to sweep.
          if (KEY_PATTERN.test(key))
            files.push({ key, modifiedAt: object.LastModified ?? new Date() })
        }
        marker = objects.at(-1)?.Key
        if (!page.IsTruncated || !marker) return files
      }
    },
  }
}

export const createS3Client = (config: S3Config) =>
  new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default checksums (aws-chunked CRC32 bodies) are AWS-only; several compatible
    // providers reject them, and the database row keeps each file's SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  })
