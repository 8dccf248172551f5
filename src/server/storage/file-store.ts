import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where the bytes of stored files live (DESIGN §4). Nothing outside a FileStore touches the disk
 * path, so a shared bucket for several servers can replace the local folder behind this type.
 */
export type FileStore = {
  /** Saves bytes under a new random key and returns the key. */
  put: (bytes: Uint8Array) => Promise<string>
  get: (key: string) => Promise<Buffer>
  /** Removing a key that is already gone is not an error. */
  delete: (key: string) => Promise<void>
  /** Every key with its last change, for housekeeping of files no row points at. */
  list: () => Promise<{ key: string; modifiedAt: Date }[]>
}

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/

export const createLocalFileStore = (root: string): FileStore => {
  const pathOf = (key: string) => {
    // Keys are ours, but a corrupted row must never lead outside the folder.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key')
    return path.join(root, key)
  }
  return {
    put: async (bytes) => {
      const name = randomBytes(16).toString('hex')
      const key = `${name.slice(0, 2)}/${name}`
      await fs.mkdir(path.join(root, name.slice(0, 2)), { recursive: true })
      // Write then rename, so a crash never leaves a half-written file under a real key.
      const temporary = `${pathOf(key)}.partial`
      await fs.writeFile(temporary, bytes, { flag: 'wx' })
      await fs.rename(temporary, pathOf(key))
      return key
    },
    get: (key) => fs.readFile(pathOf(key)),
    delete: (key) => fs.rm(pathOf(key), { force: true }),
    list: async () => {
      const dirs = await fs.readdir(root).catch(() => [] as string[])
      const nested = await Promise.all(
        dirs.map(async (dir) => (await fs.readdir(path.join(root, dir)).catch(() => [] as string[])).map((f) => `${dir}/${f}`)),
      )
      const keys = nested.flat().filter((key) => KEY_PATTERN.test(key))
      return Promise.all(keys.map(async (key) => ({ key, modifiedAt: (await fs.stat(pathOf(key))).mtime })))
    },
  }
}
