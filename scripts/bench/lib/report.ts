import os from 'node:os'
import type { ExtractionFigures } from './lease-extraction'
import { CONNECTIONS, type LoadResult } from './load'
import type { ImportFigures } from './tenant-import'

/** The performance targets on this 2-core machine, the tenant import's among them. */
export const TARGETS = {
  shareOfBare: 0.35,
  p99Ms: 50,
  loadRssMb: 250,
  importParseSeconds: 2,
  importSeconds: 5,
  importGrowthMb: 200,
}

export type EndpointRow = {
  label: string
  isAuthenticated: boolean
  load: LoadResult
}

export type Report = {
  database: string
  portfolio: string
  seedSeconds: number
  bare: LoadResult[]
  endpoints: EndpointRow[]
  tenantImport: (ImportFigures & { growthMb: number }) | undefined
  extraction: ExtractionFigures[]
  memory: { idleMb: number; loadPeakMb: number; lifetimePeakMb: number }
  seconds: number
}

const int = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => (value < 10 ? value.toFixed(1) : int(value))

/** The bare server was measured before and after Hearth; the mean is the reference. */
export const bareReference = (bare: LoadResult[]) =>
  bare.reduce((sum, run) => sum + run.requestsPerSecond, 0) / bare.length

/** Prints the one table and the figures beside it; returns the missed targets, named. */
export const printReport = (report: Report): string[] => {
  const misses: string[] = []
  const check = (isMet: boolean, miss: string) => {
    if (!isMet) misses.push(miss)
    return isMet ? 'ok' : 'MISSED'
  }
  const reference = bareReference(report.bare)
  console.log(
    `\nHearth under load: ${report.database}, ${report.portfolio} (seeded in ${report.seedSeconds.toFixed(0)} s)`,
  )
  console.log(
    `${CONNECTIONS} connections; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end\n`,
  )
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'cpu ms/req', 'targets']
  const widths = [44, 8, 7, 7, 8, 11, 0]
  const line = (cells: string[]) =>
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join(' ')
        .trimEnd(),
    )
  line(header)
  for (const [i, run] of report.bare.entries())
    line([
      `bare node:http, fixed JSON (${i === 0 ? 'before' : 'after'})`,
      int(run.requestsPerSecond),
      ms(run.p50Ms),
      ms(run.p99Ms),
      '',
      run.cpuMsPerRequest.toFixed(3),
      '',
    ])
  for (const row of report.endpoints) {
    const share = row.load.requestsPerSecond / reference
    const targets = [
      row.isAuthenticated
        ? `≥${TARGETS.shareOfBare * 100}% ${check(share >= TARGETS.shareOfBare, `${row.label}: ${(share * 100).toFixed(0)}% of bare req/s (target ≥ ${TARGETS.shareOfBare * 100}%)`)}`
        : '',
      `p99 ${check(row.load.p99Ms < TARGETS.p99Ms && !row.load.timeouts && row.load.requests > 0, `${row.label}: p99 ${ms(row.load.p99Ms)} ms${row.load.timeouts ? `, ${row.load.timeouts} requests unanswered after 10 s` : ''}${row.load.requests ? '' : ', no request answered in the run'} (target < ${TARGETS.p99Ms} ms)`)}`,
    ]
    line([
      row.label,
      int(row.load.requestsPerSecond),
      ms(row.load.p50Ms),
      ms(row.load.p99Ms),
      `${(share * 100).toFixed(0)}%`,
      row.load.cpuMsPerRequest.toFixed(3),
      targets.filter(Boolean).join(', '),
    ])
  }

  const imp = report.tenantImport
  if (imp) printImport(imp, check)
  if (report.extraction.length)
    console.log('\nLease extraction (upload to the intake route until the job has read it):')
  for (const run of report.extraction)
    console.log(
      run.failure
        ? `  ${run.label}: ${check(false, `${run.label}: the server gave up after ${run.seconds.toFixed(0)} s ("${run.failure}")`)}, "${run.failure}" after ${run.seconds.toFixed(0)} s`
        : `  ${run.label}: ${run.secondsPerPage.toFixed(2)} s/page (${run.seconds.toFixed(1)} s in all)`,
    )
  const mem = report.memory
  console.log('\nServer memory (resident set, /proc/<pid>/status):')
  console.log(
    `  idle ${int(mem.idleMb)} MB; under load (peak, sampled every 100 ms) ${int(mem.loadPeakMb)} MB ` +
      `(< ${TARGETS.loadRssMb} MB ${check(mem.loadPeakMb < TARGETS.loadRssMb, `memory under load ${int(mem.loadPeakMb)} MB (target < ${TARGETS.loadRssMb} MB)`)}); ` +
      `highest of the whole run${imp ? ', import and OCR included' : ''}: ${int(mem.lifetimePeakMb)} MB`,
  )
  console.log(`\nFinished in ${report.seconds.toFixed(0)} s.`)
  if (misses.length) {
    console.log(`\nTargets missed (${misses.length}):`)
    for (const miss of misses) console.log(`  - ${miss}`)
  } else console.log('\nEvery target met.')
  return misses
}

const printImport = (
  imp: ImportFigures & { growthMb: number },
  check: (isMet: boolean, miss: string) => string,
) => {
  console.log(
    `\n${int(imp.rows)}-row spreadsheet import (upload + check, then import, via the API):`,
  )
  console.log(
    `  upload + check ${imp.parseSeconds.toFixed(2)} s (< ${TARGETS.importParseSeconds} s ${check(imp.parseSeconds < TARGETS.importParseSeconds, `import check took ${imp.parseSeconds.toFixed(1)} s (target < ${TARGETS.importParseSeconds} s)`)}), ` +
      `import ${imp.importSeconds.toFixed(2)} s (< ${TARGETS.importSeconds} s ${check(imp.importSeconds < TARGETS.importSeconds, `import took ${imp.importSeconds.toFixed(1)} s (target < ${TARGETS.importSeconds} s)`)}), ` +
      `server memory +${int(imp.growthMb)} MB (< ${TARGETS.importGrowthMb} MB ${check(imp.growthMb < TARGETS.importGrowthMb, `import grew the server by ${int(imp.growthMb)} MB (target < ${TARGETS.importGrowthMb} MB)`)})`,
  )
}
