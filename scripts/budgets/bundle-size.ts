import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * The front-end budget: the JavaScript a browser must fetch before it can draw /login and
 * /admin/login stays under 120 KB gzipped. Builds the client with Vite's manifest into a folder of
 * its own (or reads the build named by --dir), then for each sign-in page adds up the entry chunk,
 * the lazy page chunk the router loads before the first render, and every chunk either imports
 * statically. Also checks that every `import()` in the router is a chunk of its own and that the
 * entry's static closure holds no page. Prints a table; exits 1 when a check fails.
 *
 *   npm run check:budgets            build, then measure
 *   npm run check:budgets -- --dir dist/client   measure an existing build made with --manifest
 */

const BUDGET_BYTES = 120 * 1024
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const clientRoot = path.join(root, 'src/client')
const routerFile = path.join(clientRoot, 'app/router.tsx')

/** The pages measured and the route modules the router loads for them before it renders. */
const PAGES = [
  { url: '/login', routeModules: ['features/auth/tenant-login-page.tsx'] },
  { url: '/admin/login', routeModules: ['features/auth/admin-login-page.tsx'] },
]

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const argValue = (name: string) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const build = (outDir: string) => {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const args = [
    vite,
    'build',
    '--logLevel',
    'warn',
    '--manifest',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('vite build failed; see the output above')
}

const readManifest = (outDir: string): Manifest => {
  const file = path.join(outDir, '.vite/manifest.json')
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build with --manifest, or drop --dir`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
}

/** A manifest key and every chunk it imports statically, transitively. */
const staticClosure = (manifest: Manifest, keys: string[]): Set<string> => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return seen
}

/** Every module the router loads with import(), as manifest keys (paths under src/client). */
const routerDynamicImports = (): string[] => {
  const source = fs.readFileSync(routerFile, 'utf8')
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => {
    const specifier = match[1] ?? ''
    // `@/` is the client's import alias for src/client (tsconfig paths, vite resolve.alias).
    const absolute = specifier.startsWith('@/')
      ? path.join(clientRoot, specifier.slice(2))
      : path.resolve(path.dirname(routerFile), specifier)
    const withExtension = ['.tsx', '.ts']
      .map((ext) => absolute + ext)
      .find((file) => fs.existsSync(file))
    if (!withExtension) throw new Error(`router.tsx imports ${match[1]}, which does not exist`)
    return path.relative(clientRoot, withExtension).split(path.sep).join('/')
  })
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const main = () => {
  const givenDir = argValue('--dir')
  const outDir = givenDir ? path.resolve(givenDir) : path.join(root, 'dist/budgets')
  if (!givenDir) build(outDir)
  const manifest = readManifest(outDir)
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('the manifest has no entry chunk')

  const failures: string[] = []
  const sizes = new Map<string, { raw: number; gzip: number }>()
  const sizeOf = (key: string) => {
    let size = sizes.get(key)
    if (!size) {
      const bytes = fs.readFileSync(path.join(outDir, manifest[key]?.file ?? ''))
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
      sizes.set(key, size)
    }
    return size
  }

  // Every route is its own chunk, and none of them rides in the entry.
  const entryClosure = staticClosure(manifest, [entryKey])
  for (const module of new Set(routerDynamicImports())) {
    if (!manifest[module]?.isDynamicEntry) failures.push(`${module} is not a lazy chunk of its own`)
    if (entryClosure.has(module)) failures.push(`${module} is loaded with the entry chunk`)
  }

  console.log('Initial JavaScript before the first render (gzip -9):\n')
  for (const page of PAGES) {
    const closure = staticClosure(manifest, [entryKey, ...page.routeModules])
    const rows = [...closure]
      .filter((key) => manifest[key]?.file.endsWith('.js'))
      .map((key) => ({ file: manifest[key]?.file ?? key, ...sizeOf(key) }))
      .sort((a, b) => b.gzip - a.gzip)
    const total = rows.reduce((sum, row) => sum + row.gzip, 0)
    const raw = rows.reduce((sum, row) => sum + row.raw, 0)
    console.log(`${page.url}`)
    for (const row of rows)
      console.log(
        `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`,
      )
    const verdict = total < BUDGET_BYTES ? 'within' : 'OVER'
    console.log(
      `  ${'total'.padEnd(48)} ${kb(raw).padStart(10)} ${kb(total).padStart(10)}  ${verdict} the ${kb(BUDGET_BYTES)} budget\n`,
    )
    if (total >= BUDGET_BYTES)
      failures.push(
        `${page.url} loads ${kb(total)} of JavaScript gzipped (budget ${kb(BUDGET_BYTES)})`,
      )
  }

  if (failures.length > 0) {
    console.error(failures.map((failure) => `FAIL ${failure}`).join('\n'))
    process.exit(1)
  }
  console.log('Front-end bundle budget met.')
}

try {
  main()
} catch (error) {
  console.error(`bundle-size: ${(error as Error).message}`)
  process.exit(1)
}
