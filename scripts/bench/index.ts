import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { apiAs, signInAdmin, signInTenant } from './lib/api'
import { startChildServer, type ChildServer } from './lib/child-server'
import { startFleet } from './lib/fleet'
import { createFreshDatabase, TENANT_PASSWORD, type FreshDatabase } from './lib/fresh-database'
import { ISSUE_SIZE, QUICK_SIZE } from './lib/large-portfolio'
import { extractThroughIntake, LEASE_PDFS, type ExtractionFigures } from './lib/lease-extraction'
import { peakWhile, rotate, runLoad, type LoadResult, type LoadTarget } from './lib/load'
import { printReport, type EndpointRow } from './lib/report'
import { waitForJobsDone } from './lib/start-up-jobs'
import { importSpreadsheet } from './lib/tenant-import'

/*
 * `npm run bench`: Hearth's speed on a large portfolio, read against a bare Node server in the same
 * run (docs/performance.md). Seeds a fresh database (SQLite in a temporary folder, or a new
 * PostgreSQL database beside DATABASE_URL's), starts the real server and the bare one as processes
 * of their own, waits for the ledger run the server starts with, drives both with autocannon,
 * then imports a spreadsheet and reads two leases through the API. Prints one table with each target met or MISSED.
 *
 *   --quick        a twentieth of the portfolio and 2-second runs: CI checks that it works
 *   --profile      the server writes a V8 CPU profile (--cpu-prof) into a folder named at the end
 *   --only=<text>  only the endpoints whose label holds <text> (several texts: comma-separated);
 *                  no import, no extraction
 *   --fleet        two servers behind HAProxy (deploy/haproxy.cfg) with their files in an
 *                  S3-compatible server on loopback, driven through the proxy; needs DATABASE_URL
 *
 * Exit code: 2 when something broke (a non-2xx answer, a server that died), 1 when a full run
 * missed a target, otherwise 0 (a quick run's figures are not held to the targets).
 */
const args = process.argv.slice(2)
const isQuick = args.includes('--quick')
const isProfiling = args.includes('--profile')
const isFleet = args.includes('--fleet')
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean)

const PLAN = isQuick
  ? { size: QUICK_SIZE, seconds: 2, warmUpSeconds: 0.5, signInTenants: 10, importRows: 500 }
  : { size: ISSUE_SIZE, seconds: 10, warmUpSeconds: 2, signInTenants: 40, importRows: 10_000 }
/** Ports 4100–4199 belong to the benchmark: the server under test, then the bare one. */
const PORT = Number(process.env.BENCH_PORT ?? 4100)
const ADMIN = { username: 'bench', password: 'bench-admin-password' }
/** The admin tenants page lists 12 a page; the lease page 50 (as the client asks). */
const TENANT_PAGE = 12
const LEASE_PAGE = 50

if (isFleet && !process.env.DATABASE_URL) {
  console.error('--fleet runs on PostgreSQL: set DATABASE_URL (see docs/performance.md).')
  process.exit(2)
}
if (isFleet && isProfiling) {
  console.error('--profile measures one server: leave out --fleet.')
  process.exit(2)
}

const started = performance.now()
const size = PLAN.size
console.log(
  `Seeding ${size.properties.toLocaleString('en-US')} properties, ${size.tenants.toLocaleString('en-US')} tenants with leases, ` +
    `${size.payments.toLocaleString('en-US')} payments and ${size.requests.toLocaleString('en-US')} maintenance requests…`,
)
const database = await createFreshDatabase({
  postgresUrl: process.env.DATABASE_URL,
  size,
  signInTenants: PLAN.signInTenants,
})
const profileDir = isProfiling
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-profile-'))
  : ''
const servers: ChildServer[] = []
let exitCode = 0
try {
  const bare = await startChildServer('bare', { port: PORT + 1, readyPath: '/' })
  servers.push(bare)
  const env = {
    ...database.env,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO: '',
  }
  const hearth = isFleet
    ? await startFleet({ port: PORT, workDir: database.dataDir, env })
    : await startChildServer('hearth', {
        port: PORT,
        readyPath: '/api/health',
        env: { ...env, DATA_DIR: database.dataDir },
        nodeArgs: isProfiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      })
  servers.push(hearth)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const watcher = database.open()
  const ledgerRunSeconds = await waitForJobsDone(watcher, 900).finally(() => watcher.close())
  console.log(`  the start-up ledger run ended ${ledgerRunSeconds.toFixed(1)} s after start + 1 s`)
  const idleMb = hearth.memory().rssMb

  const adminToken = await signInAdmin(hearth.base, ADMIN.username, ADMIN.password)
  const tenantTokens: string[] = []
  for (const email of database.tenantEmails)
    tenantTokens.push(await signInTenant(hearth.base, email, TENANT_PASSWORD))
  const asTenant = rotate(tenantTokens)
  const asAdmin = () => adminToken
  const searches = rotate(Array.from({ length: 100 }, (_, i) => `tenant${(i * 97) % size.tenants}`))
  const leaseOffsets = rotate(
    Array.from({ length: Math.ceil(size.tenants / LEASE_PAGE) }, (_, i) => i * LEASE_PAGE),
  )
  const targets: (LoadTarget & { isAuthenticated: boolean })[] = [
    { label: 'GET /api/health', nextPath: () => '/api/health', isAuthenticated: false },
    ...(
      [
        ['tenant GET /api/dashboard/stats', '/api/dashboard/stats'],
        ['tenant GET /api/payments', '/api/payments'],
        ['tenant GET /api/maintenance', '/api/maintenance'],
      ] as const
    ).map(([label, url]) => ({
      label,
      nextPath: () => url,
      nextToken: asTenant,
      isAuthenticated: true,
    })),
    {
      label: 'admin GET /api/admin/dashboard',
      nextPath: () => '/api/admin/dashboard',
      nextToken: asAdmin,
      isAuthenticated: true,
    },
    {
      label: `admin tenant search (?q=tenantN&limit=${TENANT_PAGE})`,
      nextPath: () => `/api/admin/tenants?limit=${TENANT_PAGE}&offset=0&q=${searches()}`,
      nextToken: asAdmin,
      isAuthenticated: true,
    },
    {
      label: `admin lease page (?limit=${LEASE_PAGE}&offset=…)`,
      nextPath: () => `/api/admin/leases?limit=${LEASE_PAGE}&offset=${leaseOffsets()}`,
      nextToken: asAdmin,
      isAuthenticated: true,
    },
  ].filter((target) => !only || only.some((text) => target.label.includes(text)))

  const measureBare = () =>
    runLoad(
      bare.base,
      { label: 'bare', nextPath: () => '/' },
      { ...PLAN, cpuSeconds: bare.cpuSeconds },
    )
  const bareRuns: LoadResult[] = [await measureBare()]
  const endpoints: EndpointRow[] = []
  let loadPeakMb = hearth.memory().rssMb
  for (const target of targets) {
    process.stdout.write(`  ${target.label}… `)
    const { value: load, peakRssMb } = await peakWhile(
      () => hearth.memory().rssMb,
      () => runLoad(hearth.base, target, { ...PLAN, cpuSeconds: hearth.cpuSeconds }),
    )
    loadPeakMb = Math.max(loadPeakMb, peakRssMb)
    console.log(`${Math.round(load.requestsPerSecond)} req/s`)
    if (load.failures.length) throw new Error(`${target.label}: ${load.failures.join(', ')}`)
    if (!hearth.isAlive()) throw new Error(`The server died during ${target.label}.`)
    endpoints.push({ label: target.label, isAuthenticated: target.isAuthenticated, load })
  }
  bareRuns.push(await measureBare())

  const admin = apiAs(hearth.base, adminToken)
  const extraction: ExtractionFigures[] = []
  let tenantImport
  if (!only) {
    console.log(`  importing ${PLAN.importRows.toLocaleString('en-US')} rows…`)
    const before = hearth.memory().rssMb
    const { value, peakRssMb } = await peakWhile(
      () => hearth.memory().rssMb,
      () => importSpreadsheet(admin, PLAN.importRows),
    )
    tenantImport = { ...value, growthMb: peakRssMb - before }
    console.log('  reading leases…')
    extraction.push(await extractThroughIntake(admin, LEASE_PDFS.text))
    extraction.push(
      await extractThroughIntake(admin, {
        ...LEASE_PDFS.scan,
        ...(isQuick ? { firstPages: 1 } : {}),
      }),
    )
  }
  if (!hearth.isAlive()) throw new Error('The server died.')

  const misses = printReport({
    database: isFleet
      ? `${database.label}, two servers behind HAProxy (files in s3rver)`
      : database.label,
    portfolio: `${size.properties.toLocaleString('en-US')} properties, ${size.tenants.toLocaleString('en-US')} tenants and leases, ${size.payments.toLocaleString('en-US')} payments, ${size.requests.toLocaleString('en-US')} requests with ${(size.requests * 2).toLocaleString('en-US')} notes`,
    seedSeconds: database.seedSeconds,
    bare: bareRuns,
    endpoints,
    tenantImport,
    extraction,
    memory: { idleMb, loadPeakMb, lifetimePeakMb: hearth.memory().peakMb },
    seconds: (performance.now() - started) / 1000,
  })
  if (misses.length && !isQuick && !only) exitCode = 1
} catch (error) {
  console.error(`\nThe benchmark broke: ${(error as Error).message}`)
  exitCode = 2
} finally {
  for (const server of servers.reverse()) await server.stop()
  await dropDatabase(database)
}
if (isProfiling)
  console.log(`\nCPU profile of the server: ${profileDir} (open it in Chrome DevTools)`)
process.exit(exitCode)

async function dropDatabase(fresh: FreshDatabase) {
  await fresh.drop().catch((error: Error) => {
    console.error(`Could not remove the benchmark database: ${error.message}`)
  })
}
