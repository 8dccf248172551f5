import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * A real, tiny filesystem (tmpfs) to fill up: the only honest way to see what a full disk does to
 * a write. Mounting needs root, as the test and CI machines run; elsewhere the mount fails loudly.
 */
export const mountSmallDisk = async (sizeKb: number) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-small-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir])
  const filler = path.join(dir, 'filler')
  const gap = path.join(dir, 'gap')
  const listFiles = async (): Promise<string[]> => {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((name) => name !== 'filler' && name !== 'gap')
      .sort()
  }
  return {
    dir,
    /** Fills the disk but for `freeKb`, so a larger write fails part-way through. */
    fill: async (freeKb = 0) => {
      await fs.writeFile(gap, Buffer.alloc(freeKb * 1024))
      await fs.writeFile(filler, Buffer.alloc(sizeKb * 1024)).catch((error: { code?: string }) => {
        if (error.code !== 'ENOSPC') throw error
      })
      await fs.rm(gap, { force: true })
    },
    free: () => fs.rm(filler, { force: true }),
    /** Every file on the disk besides the filler: what writes left behind. */
    listFiles,
    unmount: async () => {
      execFileSync('umount', [dir])
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}
