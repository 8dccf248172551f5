import { randomBytes } from 'node:crypto'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { FileStoreConfig } from '../config'
import { StoredFileMissingError, type FileStore } from './file-store'

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/

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
    await client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    )
  }
  return {
    id: `s3:${config.endpoint ?? 'aws'}/${config.bucket}/${config.prefix}`,
    put: async (bytes) => {
      const name = randomBytes(16).toString('hex')
      const key = `${name.slice(0, 2)}/${name}`
      await putAt(key, bytes)
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
