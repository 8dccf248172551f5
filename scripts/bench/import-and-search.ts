import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as XLSX from '@e965/xlsx'
import pg from 'pg'
import { launch } from '../lib/launch'

/*
 * Issue 4's speed targets for the tenant import and the tenant list, measured against a real
 * server in its own process (so its memory is the server's alone, read from /proc):
 *  - a 10,000-row .xlsx parses and validates in < 2 s and imports in < 5 s;
 *  - the server's memory grows by < 200 MB doing so (peak RSS over the RSS before the upload);
 *  - the tenant list and its search answer in < 50 ms at 10,000 tenants (median of 30 after 5 warm-ups).
 * SQLite always; PostgreSQL too with BENCH_DATABASE_URL: a database named hearth_bench_import_search
 * is created beside it (dropped first if it exists) for the server under test.
 */
const ROWS = 10_000
const RUNS = 30
const WARM_UP = 5
const ADMIN = { username: 'bench', password: 'bench-admin-password' }
/** A database of its own: the server migrates it as it would a fresh install. */
const PG_DATABASE = 'hearth_bench_import_search'

/** Started by the benchmark below as the server under test: no client, no demo, its own data folder. */
if (process.env.BENCH_ROLE === 'server') {
  await launch(process.env, undefined, {
    buildClient: false,
    clientDir: path.join(os.tmpdir(), 'hearth-bench-no-client'),
  })
} else {
  await main()
}

async function main() {
  const file = landlordWorkbook()
  console.log(
    `Tenant import and search: a ${ROWS.toLocaleString('en-US')}-row .xlsx of ${(file.length / 1024).toFixed(0)} KB`,
  )
  const results = [await benchmark('SQLite', {}, file)]
  const postgresUrl = process.env.BENCH_DATABASE_URL
  if (postgresUrl) {
    const url = new URL(postgresUrl)
    url.pathname = `/${PG_DATABASE}`
    await recreateDatabase(postgresUrl)
    results.push(await benchmark('PostgreSQL', { DATABASE_URL: url.toString() }, file))
  }
  const failed = results.flat().filter((row) => !row.ok)
  if (failed.length) {
    console.log(`\nOver target: ${failed.map((row) => `${row.label} (${row.dialect})`).join(', ')}`)
    process.exitCode = 1
  }
}

type Result = {
  dialect: string
  label: string
  value: number
  unit: string
  target: number
  ok: boolean
}

/** The kind of file a landlord exports: their own headers, dates as Excel dates, money as text. */
function landlordWorkbook(): Buffer {
  const rows: (string | number)[][] = [
    [
      'Tenant Name',
      'E-mail Address',
      'Phone Number',
      'Property',
      'Property Address',
      'Unit Number',
      'Move In',
      'Lease End Date',
      'Monthly Rent',
      'Security Deposit',
    ],
  ]
  for (let i = 0; i < ROWS; i++) {
    const building = i % 200
    rows.push([
      `Bench${i} Tenant${i}`,
      `bench.tenant${i}@example.com`,
      `(555) ${String(i).padStart(7, '0')}`,
      `Building ${building}`,
      `${100 + building} Main St.`,
      `${(i % 40) + 1}`,
      46023 + (i % 300),
      46388 + (i % 300),
      `$${(1200 + (i % 50) * 10).toLocaleString('en-US')}.00`,
      1500,
    ])
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Tenants')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}

async function benchmark(
  dialect: string,
  env: Record<string, string>,
  file: Buffer,
): Promise<Result[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-import-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname], {
    env: {
      ...process.env,
      ...env,
      BENCH_ROLE: 'server',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(base, server)
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const headers = {
      authorization: `Bearer ${((await login.json()) as { sessionToken: string }).sessionToken}`,
    }
    await expectOk(await fetch(`${base}/api/admin/tenants?limit=1`, { headers }))

    const rssBefore = memory(server).rss
    const form = new FormData()
    form.append('excelFile', new Blob([new Uint8Array(file)]), 'tenants.xlsx')
    let start = performance.now()
    const parsed = (await expectOk(
      await fetch(`${base}/api/admin/tenants/upload-excel`, {
        method: 'POST',
        headers,
        body: form,
      }),
    ).then((res) => res.json())) as { tenants: unknown[]; summary: { validRows: number } }
    const parseMs = performance.now() - start
    if (parsed.summary.validRows !== ROWS)
      throw new Error(`Expected ${ROWS} valid rows, got ${parsed.summary.validRows}`)

    start = performance.now()
    const imported = (await expectOk(
      await fetch(`${base}/api/admin/tenants/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ tenants: parsed.tenants }),
      }),
    ).then((res) => res.json())) as { summary: { createdCount: number } }
    const importMs = performance.now() - start
    if (imported.summary.createdCount !== ROWS)
      throw new Error(`Imported ${imported.summary.createdCount} of ${ROWS}`)
    const growthMb = (memory(server).peak - rssBefore) / 1024

    const get = (url: string) => async () =>
      expectOk(await fetch(`${base}${url}`, { headers })).then((res) => res.text())
    const results: Result[] = [
      row(dialect, 'parse + validate 10,000-row .xlsx', parseMs, 'ms', 2000),
      row(dialect, 'import 10,000 tenants, leases, 200 properties', importMs, 'ms', 5000),
      row(dialect, 'server memory growth (peak RSS)', growthMb, 'MB', 200),
    ]
    for (const [label, url] of [
      ['list, first page of 50', '/api/admin/tenants?limit=50'],
      ['list, page 100 of 200', '/api/admin/tenants?limit=50&offset=5000'],
      ['search a name (q=tenant4242)', '/api/admin/tenants?q=tenant4242&limit=50'],
      ['search a property (q=building 17)', '/api/admin/tenants?q=building%2017&limit=50'],
      ['search phone digits (q=5550001234)', '/api/admin/tenants?q=5550001234&limit=50'],
      ['search with no match (q=zzzz)', '/api/admin/tenants?q=zzzz&limit=50'],
    ] as const) {
      results.push(row(dialect, `GET ${label}`, await median(get(url)), 'ms', 50))
    }
    results.push(
      row(
        dialect,
        'GET whole list (10,000, no paging; info)',
        await median(get('/api/admin/tenants')),
        'ms',
        Infinity,
      ),
    )
    print(dialect, results)
    return results
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

function row(dialect: string, label: string, value: number, unit: string, target: number): Result {
  return { dialect, label, value, unit, target, ok: value < target }
}

function print(dialect: string, results: Result[]) {
  console.log(`\n${dialect}`)
  console.log('measure'.padEnd(48), 'value'.padStart(9), '  target')
  for (const r of results) {
    const target = Number.isFinite(r.target)
      ? `${r.ok ? 'ok' : 'OVER'} (< ${r.target} ${r.unit})`
      : ''
    console.log(
      r.label.padEnd(48),
      `${r.value.toFixed(r.unit === 'ms' && r.value < 100 ? 1 : 0)} ${r.unit}`.padStart(9),
      ` ${target}`,
    )
  }
}

async function median(run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(RUNS / 2)] ?? 0
}

/** Resident and peak resident memory of the server process, in KB (Linux /proc). */
function memory(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

async function expectOk(res: Response) {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`)
  return res
}

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped (exit code ${server.exitCode}).`)
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The server did not start within 60 s.')
}

async function recreateDatabase(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop database if exists ${PG_DATABASE}`)
    await client.query(`create database ${PG_DATABASE}`)
  } finally {
    await client.end()
  }
}
