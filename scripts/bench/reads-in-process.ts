import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DefaultQueryExecutor, sql, type CompiledQuery } from 'kysely'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openPostgres, openSqlite, type DatabaseHandle } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrate'
import { ensureAdmin } from '../../src/server/modules/admins/ensure-admin'
import { hashPassword } from '../../src/server/modules/auth/password'
import { createThrowawayDatabase } from '../lib/postgres-admin'
import { ISSUE_SIZE, seedLargePortfolio } from './lib/large-portfolio'

/*
 * `npx tsx scripts/bench/reads-in-process.ts [--only=<text>,…] [--requests=N]`: what each read
 * of the benchmark costs inside one process, without HTTP sockets or a second process: the
 * server's CPU per request (app.inject, the same hooks, schemas and session check), the
 * statements it runs and the time each took. It seeds the benchmark's portfolio (SQLite in a
 * temporary folder, or a throwaway PostgreSQL database beside DATABASE_URL's), dropped at the end.
 * Read its figures beside `npm run bench`'s cpu ms/req: this one leaves out the socket and the
 * HTTP parser, so it names where a read's time goes, not what a client sees.
 */
const args = process.argv.slice(2)
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean)
const REQUESTS = Number(args.find((arg) => arg.startsWith('--requests='))?.slice(11) ?? 2000)
/** As many requests in flight as the benchmark's connections; 1 times each statement alone. */
const IN_FLIGHT = Number(args.find((arg) => arg.startsWith('--in-flight='))?.slice(12) ?? 50)
const PASSWORD = 'in-process-password'
const ADMIN = { username: 'bench', password: 'bench-admin-password' }

/** Every statement any Kysely instance runs passes here: counted and timed by its SQL text. */
type Timing = { count: number; ms: number }
const statements = new Map<string, Timing>()
const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as {
  executeQuery: (query: CompiledQuery, queryId: unknown) => Promise<unknown>
}
const executeQuery = base.executeQuery
base.executeQuery = async function (this: unknown, query, queryId) {
  const start = performance.now()
  try {
    return await executeQuery.call(this, query, queryId)
  } finally {
    const timing = statements.get(query.sql) ?? { count: 0, ms: 0 }
    timing.count += 1
    timing.ms += performance.now() - start
    statements.set(query.sql, timing)
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-reads-'))
const postgresUrl = process.env.DATABASE_URL
const throwaway = postgresUrl
  ? await createThrowawayDatabase(postgresUrl, 'hearth_reads')
  : undefined
const handle: DatabaseHandle = throwaway
  ? openPostgres({ connectionString: throwaway.url })
  : openSqlite(path.join(dataDir, 'hearth.db'))
try {
  const seedStart = performance.now()
  await migrateToLatest(handle.db)
  await seedLargePortfolio(handle.db, ISSUE_SIZE)
  const tenants = await handle.db
    .selectFrom('tenants')
    .select(['id', 'email'])
    .orderBy('email')
    .limit(40)
    .execute()
  await handle.db
    .updateTable('tenants')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where(
      'id',
      'in',
      tenants.map((tenant) => tenant.id),
    )
    .execute()
  if (handle.kind === 'postgres') await sql`vacuum analyze`.execute(handle.db)
  await ensureAdmin(handle.db, { ...ADMIN, dataDir })
  console.log(`${handle.kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`)

  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
  })
  const app = await buildApp({ config, db: handle.db, databaseKind: handle.kind })
  const signIn = async (url: string, body: object) => {
    const res = await app.inject({ method: 'POST', url, payload: body })
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return (res.json() as { sessionToken: string }).sessionToken
  }
  const adminToken = await signIn('/api/admin/login', ADMIN)
  const tenantTokens: string[] = []
  for (const tenant of tenants)
    tenantTokens.push(
      await signIn('/api/tenant/login', { email: tenant.email, password: PASSWORD }),
    )

  let turn = 0
  const reads: { label: string; next: () => { url: string; token: string } }[] = [
    {
      label: 'tenant GET /api/dashboard/stats',
      next: () => ({
        url: '/api/dashboard/stats',
        token: tenantTokens[turn % tenantTokens.length]!,
      }),
    },
    {
      label: 'tenant GET /api/payments',
      next: () => ({ url: '/api/payments', token: tenantTokens[turn % tenantTokens.length]! }),
    },
    {
      label: 'admin GET /api/admin/dashboard',
      next: () => ({ url: '/api/admin/dashboard', token: adminToken }),
    },
    {
      label: 'admin tenant search',
      next: () => ({
        url: `/api/admin/tenants?limit=12&offset=0&q=tenant${((turn % 100) * 97) % ISSUE_SIZE.tenants}`,
        token: adminToken,
      }),
    },
    {
      label: 'admin lease page',
      next: () => ({
        url: `/api/admin/leases?limit=50&offset=${(turn % 200) * 50}`,
        token: adminToken,
      }),
    },
  ]
  for (const read of reads) {
    if (only && !only.some((text) => read.label.includes(text))) continue
    const run = async (count: number) => {
      const pending = new Set<Promise<void>>()
      for (let i = 0; i < count; i++) {
        turn += 1
        const { url, token } = read.next()
        const request = app
          .inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
          .then((res) => {
            if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
          })
          .finally(() => pending.delete(request))
        pending.add(request)
        if (pending.size >= IN_FLIGHT) await Promise.race(pending)
      }
      await Promise.all(pending)
    }
    await run(Math.min(500, REQUESTS))
    statements.clear()
    const cpuBefore = process.cpuUsage()
    const start = performance.now()
    await run(REQUESTS)
    const wallMs = performance.now() - start
    const cpu = process.cpuUsage(cpuBefore)
    const cpuMs = (cpu.user + cpu.system) / 1000 / REQUESTS
    const perRequest = [...statements.values()].reduce((sum, t) => sum + t.count, 0) / REQUESTS
    console.log(
      `\n${read.label}: ${cpuMs.toFixed(3)} cpu ms/req, ${(wallMs / REQUESTS).toFixed(3)} wall ms/req, ${perRequest.toFixed(1)} statements/req, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
    )
    const slowest = [...statements.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)
    for (const [text, timing] of slowest)
      console.log(
        `  ${(timing.count / REQUESTS).toFixed(2)}× ${(timing.ms / timing.count).toFixed(3)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`,
      )
  }
  await app.close()
} finally {
  await handle.close()
  await throwaway?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
