import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readerBundle } from './reader-bundle'

const SLOW_LOADING = new URL('../../../tests/readers/slow-loading-reader.ts', import.meta.url)
const NEVER_LOADING = new URL('../../../tests/readers/never-loading-reader.ts', import.meta.url)
const BUNDLE_DIR = path.resolve('node_modules/.cache/hearth-readers')
const DAY_MS = 24 * 60 * 60 * 1000

/** What a plain `node`, with no loader, finds exported by a file. */
const exportsSeenByNode = (file: string) =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(`file://${file}`)}); console.log(Object.keys(m).join())`,
    ],
    { encoding: 'utf8' },
  ).trim()

describe('reader bundles', () => {
  it('bundles a reader and the TypeScript it imports into one file plain Node loads, named by its contents', async () => {
    const file = await readerBundle(SLOW_LOADING)
    expect(path.dirname(file)).toBe(BUNDLE_DIR)
    expect(path.basename(file)).toMatch(/^slow-loading-reader-[0-9a-f]{16}\.mjs$/)
    const code = fs.readFileSync(file, 'utf8')
    expect(code).toMatch(/input\.do === ["']allocate["']/)
    expect(code).not.toMatch(/from ["']\.\/test-reader/)
    expect(exportsSeenByNode(file)).toBe('read')
    expect(await readerBundle(SLOW_LOADING)).toBe(file)
  })

  it('makes a bundle again when it has been removed', async () => {
    const file = await readerBundle(SLOW_LOADING)
    fs.rmSync(file)
    expect(await readerBundle(SLOW_LOADING)).toBe(file)
    expect(fs.existsSync(file)).toBe(true)
  })

  it("removes a reader's bundles not loaded for a day, and keeps its recent ones and other readers'", async () => {
    fs.mkdirSync(BUNDLE_DIR, { recursive: true })
    const planted = (name: string, ageMs: number) => {
      const file = path.join(BUNDLE_DIR, name)
      fs.writeFileSync(file, 'export const read = () => null\n')
      const at = new Date(Date.now() - ageMs)
      fs.utimesSync(file, at, at)
      return file
    }
    const stale = planted('never-loading-reader-00000000000000aa.mjs', 2 * DAY_MS)
    const recent = planted('never-loading-reader-00000000000000bb.mjs', DAY_MS / 2)
    const otherReader = planted('never-loading-reader-two-00000000000000cc.mjs', 2 * DAY_MS)
    const file = await readerBundle(NEVER_LOADING)
    expect(fs.existsSync(file)).toBe(true)
    expect(fs.existsSync(stale)).toBe(false)
    expect(fs.existsSync(recent)).toBe(true)
    expect(fs.existsSync(otherReader)).toBe(true)
    fs.rmSync(recent)
    fs.rmSync(otherReader)
  })
})
