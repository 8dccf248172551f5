import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * `npm run check`: types, lint (with the import zones) and formatting. The three are independent
 * and each is mostly one busy core, so they run at once and their outputs are printed one after
 * another when all have ended; the check fails if any of them failed.
 */
const CHECKS = [
  { name: 'tsc --noEmit', bin: 'typescript/bin/tsc', args: ['--noEmit'] },
  { name: 'eslint', bin: 'eslint/bin/eslint.js', args: ['.', '--max-warnings', '0'] },
  { name: 'prettier --check', bin: 'prettier/bin/prettier.cjs', args: ['--check', '.'] },
]

const run = (bin: string, args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', bin), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output += chunk.toString())
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }))
    child.on('close', (code) => resolve({ code, output }))
  })

const results = await Promise.all(CHECKS.map(({ bin, args }) => run(bin, args)))
let failed = 0
CHECKS.forEach(({ name }, index) => {
  const { code, output } = results[index] ?? { code: 1, output: '' }
  console.log(`\n── ${name}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`)
  if (output.trim()) console.log(output.trimEnd())
  if (code !== 0) failed++
})
if (failed) {
  console.error(`\n${failed} of ${CHECKS.length} checks failed.`)
  process.exit(1)
}
