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
  /** Every key with its last change (unfinished writes too), for housekeeping of files no row points at. */
  list: () => Promise<{ key: string; modifiedAt: Date }[]>
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
    delete: (key) => fs.rm(pathOf(key, { unfinished: true }), { force: true }),
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
