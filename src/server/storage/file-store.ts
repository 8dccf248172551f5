import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asStorageError } from './storage-full'

/**
 * Where the bytes of stored files live. Nothing outside a FileStore touches the disk
 * path, so a shared bucket for several servers can replace the local folder behind this type.
 */
export type FileStore = {
  /**
   * Names where the bytes live (this machine's folder, or a bucket), so that work needing a file
   * goes only to a server that reaches the same store.
   */
  id: string
  /**
   * Saves bytes under a new random key and returns the key. A failed write leaves nothing behind;
   * a full store rejects with asStorageError's 507.
   */
  put: (bytes: Uint8Array) => Promise<string>
  /** Saves bytes under a key chosen earlier (a restored backup, files:migrate), replacing any. */
  putAt: (key: string, bytes: Uint8Array) => Promise<void>
  /**
   * Rejects with StoredFileMissingError when no file has the key; any other failure (a disk or
   * network error) may pass, and is worth trying again.
   */
  get: (key: string) => Promise<Buffer>
  /** Removing a key that is already gone is not an error. */
  delete: (key: string) => Promise<void>
  /** Every key with its last change (unfinished writes too), for housekeeping of files no row points at. */
  list: () => Promise<{ key: string; modifiedAt: Date }[]>
}

/** The key names no file in the store: gone for good, unlike a failure to reach the store. */
export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file has the key ${key}`)
  }
}

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/
/**
 * A write in progress, renamed to its key once complete. A crash in between leaves it behind:
 * `list` names it like any key no row points at, so the housekeeping at start removes it.
 */
const UNFINISHED_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}\.partial$/

export const createLocalFileStore = (root: string): FileStore => {
  const pathOf = (key: string, options: { unfinished?: boolean } = {}) => {
    // Keys are ours, but a corrupted row must never lead outside the folder.
    const isValid =
      KEY_PATTERN.test(key) || (options.unfinished === true && UNFINISHED_PATTERN.test(key))
    if (!isValid) throw new Error('Invalid storage key')
    return path.join(root, key)
  }
  const putAt = async (key: string, bytes: Uint8Array) => {
    const target = pathOf(key)
    // Write then rename, so a crash never leaves a half-written file under a real key.
    const temporary = `${target}.partial`
    try {
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(temporary, bytes)
      await fs.rename(temporary, target)
    } catch (error) {
      // A write that fails part-way (a full disk) must not leave its bytes to fill it further.
      await fs.rm(temporary, { force: true })
      throw asStorageError(error)
    }
  }
  return {
    id: `local:${os.hostname()}:${root}`,
    put: async (bytes) => {
      const name = randomBytes(16).toString('hex')
      const key = `${name.slice(0, 2)}/${name}`
      await putAt(key, bytes)
      return key
    },
    putAt,
    // Async, so a bad key is a rejected promise like any other failure, never a throw.
    get: async (key) =>
      fs.readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissingError(key) : error
      }),
    delete: async (key) => fs.rm(pathOf(key, { unfinished: true }), { force: true }),
    list: async () => {
      const dirs = await fs.readdir(root).catch(() => [] as string[])
      const nested = await Promise.all(
        dirs.map(async (dir) =>
          (await fs.readdir(path.join(root, dir)).catch(() => [] as string[])).map(
            (f) => `${dir}/${f}`,
          ),
        ),
      )
      const keys = nested
        .flat()
        .filter((key) => KEY_PATTERN.test(key) || UNFINISHED_PATTERN.test(key))
      // A file may vanish between readdir and stat (another server's rename or delete): skip it.
      const listed = await Promise.all(
        keys.map(async (key) => {
          const stat = await fs.stat(pathOf(key, { unfinished: true })).catch(() => undefined)
          return stat ? { key, modifiedAt: stat.mtime } : undefined
        }),
      )
      return listed.filter((file) => file !== undefined)
    },
  }
}
