import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * A reader process loads its module as one plain-JavaScript file, bundled from the TypeScript
 * sources with every import of the project's own: loading them one by one through tsx's loader
 * took about a second of CPU in every reader process, more than most reads. Packages stay imports
 * and load from node_modules as they are.
 *
 * The bundle is named by a hash of its contents and written where Node finds the project's
 * packages from (node_modules/.cache), so servers, tests and older or newer versions of the code
 * on one machine each load the bundle of their own sources, and writing one is atomic.
 */
const BUNDLE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/hearth-readers/', import.meta.url),
)

/** Bundles of a reader not loaded for this long belong to sources that have changed since. */
const STALE_MS = 24 * 60 * 60 * 1000

const bundles = new Map<string, Promise<string>>()

const writeBundle = async (source: URL): Promise<string> => {
  const entry = fileURLToPath(source)
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    packages: 'external',
    write: false,
    logLevel: 'silent',
  })
  const code = outputFiles[0]?.contents
  if (!code) throw new Error(`Bundling ${entry} gave no output`)
  const name = path.basename(entry, path.extname(entry))
  const file = path.join(
    BUNDLE_DIR,
    `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  )
  fs.mkdirSync(BUNDLE_DIR, { recursive: true })
  if (fs.existsSync(file)) {
    const now = new Date()
    fs.utimesSync(file, now, now)
  } else {
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
  }
  const sameReader = new RegExp(`^${name.replace(/\W/g, '\\$&')}-[0-9a-f]{16}\\.mjs`)
  for (const other of fs.readdirSync(BUNDLE_DIR)) {
    const otherPath = path.join(BUNDLE_DIR, other)
    if (!sameReader.test(other) || otherPath === file) continue
    const modified = fs.statSync(otherPath, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (Date.now() - modified > STALE_MS) fs.rmSync(otherPath, { force: true })
  }
  return file
}

/**
 * The path of the bundle of a reader module, made once per process (a few hundred milliseconds),
 * and again if it has since been removed.
 */
export const readerBundle = async (source: URL): Promise<string> => {
  const made = bundles.get(source.href)
  if (made) {
    const file = await made.catch(() => undefined)
    if (file && fs.existsSync(file)) return file
  }
  const making = writeBundle(source)
  bundles.set(source.href, making)
  return making
}
