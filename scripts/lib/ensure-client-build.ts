import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DEFAULT_CLIENT_DIR = path.join(root, 'dist/client')
const inputs = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json']

const newestMtime = (target: string): number => {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce(
      (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
      stat.mtimeMs,
    )
}

/**
 * Builds the client into `outDir` when it is missing or older than its sources, so `npm start`
 * works right after install. Browser-test runs build into their own folder, so parallel runs
 * never overwrite each other's build.
 */
export const ensureClientBuild = (outDir = DEFAULT_CLIENT_DIR) => {
  const builtAt =
    fs.statSync(path.join(outDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  const sourcesAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))))
  if (builtAt > sourcesAt) return
  console.log(builtAt ? 'The client build is out of date; rebuilding…' : 'Building the client…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('Building the client failed; see the output above.')
    process.exit(1)
  }
}
