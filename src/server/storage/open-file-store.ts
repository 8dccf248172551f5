import type { FileStoreConfig } from '../config'
import { createLocalFileStore, type FileStore } from './file-store'
import { createS3FileStore } from './s3-file-store'

/** The store the configuration names: the local folder by default, or an S3-compatible bucket. */
export const openFileStore = (config: FileStoreConfig): FileStore =>
  config.kind === 's3' ? createS3FileStore(config) : createLocalFileStore(config.root)
