import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/*
 * `npm run bench`: runs every benchmark in scripts/bench/*.ts, one process each so their memory
 * and timings do not mix, lets each print its own figures, then prints one summary table.
 * A benchmark signals a missed target with a non-zero exit code.
 */
const here = path.dirname(new URL(import.meta.url).pathname)
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .sort()

const summary: { name: string; seconds: number; result: string }[] = []
for (const name of benches) {
  console.log(`\n=== ${name} ===`)
  const start = performance.now()
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, name)], {
    stdio: 'inherit',
    env: process.env,
  })
  const seconds = (performance.now() - start) / 1000
  summary.push({
    name,
    seconds,
    result: run.status === 0 ? 'ok' : `over target or failed (exit ${run.status ?? run.signal})`,
  })
}

console.log('\nbenchmark'.padEnd(32), 'seconds'.padStart(8), '  result')
for (const row of summary)
  console.log(row.name.padEnd(31), row.seconds.toFixed(1).padStart(8), ` ${row.result}`)
if (summary.some((row) => row.result !== 'ok')) process.exitCode = 1
