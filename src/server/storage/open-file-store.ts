import type { FileStoreConfig } from '../config'
import { createLocalFileStore, type FileStore } from './file-store'

/**
 * The store the configuration names: the local folder by default, or an S3-compatible bucket.
 * The bucket's store, with the AWS SDK, is imported only when it is configured: loaded, the SDK
 * holds ~15 MB of every server's memory, which a server on the local folder never uses.
 */
export const openFileStore = async (config: FileStoreConfig): Promise<FileStore> =>
  config.kind === 's3'
    ? (await import('./s3-file-store')).createS3FileStore(config)
    : createLocalFileStore(config.root)
