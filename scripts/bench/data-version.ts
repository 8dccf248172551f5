import { sql } from 'kysely'
import pg from 'pg'
import { openPostgres } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrate'
import { insertProperty } from '../../tests/factories'
import { createThrowawayDatabase } from '../lib/postgres-admin'

/*
 * `npx tsx scripts/bench/data-version.ts`: the two ways servers of a fleet can learn that the
 * dashboard's data changed (decision 1401), measured on PostgreSQL (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database):
 *   - the counter row the triggers bump in each write's transaction, read on each dashboard request;
 *   - LISTEN/NOTIFY: a trigger notifies, each server listens and counts on its own.
 * It prints what each costs a write (inserts a second at 10 connections), what the counter costs a
 * read, and how long after a commit a listening server hears of it (the window in which it would
 * still serve the old figures).
 */
const WRITES = 2000
const CONNECTIONS = 10

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const database = await createThrowawayDatabase(serverUrl, 'hearth_bench_version')
const handle = openPostgres({ connectionString: database.url, max: CONNECTIONS })
const db = handle.db

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const writesPerSecond = async () => {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < WRITES) await insertProperty(db)
    }),
  )
  return Math.round(WRITES / ((performance.now() - started) / 1000))
}

const dropCounterTriggers = () =>
  sql`drop trigger properties_data_version on properties`.execute(db).then(() => undefined)

try {
  await migrateToLatest(db)
  await writesPerSecond() // warm-up

  const withCounter = await writesPerSecond()
  const reads: number[] = []
  for (let i = 0; i < 2000; i++) {
    const started = performance.now()
    await db.selectFrom('data_version').select('version').where('id', '=', 1).execute()
    reads.push(performance.now() - started)
  }

  await dropCounterTriggers()
  const bare = await writesPerSecond()

  await sql`create function bench_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('hearth_data', '');
  return null;
end $$`.execute(db)
  await sql`create trigger properties_notify after insert or update or delete on properties for each statement execute function bench_notify()`.execute(
    db,
  )
  const withNotify = await writesPerSecond()

  // How long after its commit another connection hears of a write.
  const listener = new pg.Client({ connectionString: database.url })
  await listener.connect()
  await listener.query('listen hearth_data')
  const delays: number[] = []
  for (let i = 0; i < 500; i++) {
    const heard = new Promise<number>((resolve) =>
      listener.once('notification', () => resolve(performance.now())),
    )
    await insertProperty(db)
    const committed = performance.now()
    delays.push(Math.max(0, (await heard) - committed))
  }
  await listener.end()

  console.log(`PostgreSQL, ${WRITES} single-row inserts over ${CONNECTIONS} connections:`)
  console.log(`  no trigger                 ${bare} writes/s`)
  console.log(`  counter row (migration 30) ${withCounter} writes/s`)
  console.log(`  NOTIFY trigger             ${withNotify} writes/s`)
  console.log(
    `  counter read               p50 ${percentile(reads, 50).toFixed(2)} ms, p99 ${percentile(reads, 99).toFixed(2)} ms`,
  )
  console.log(
    `  NOTIFY heard after commit  p50 ${percentile(delays, 50).toFixed(2)} ms, p99 ${percentile(delays, 99).toFixed(2)} ms, max ${Math.max(...delays).toFixed(2)} ms`,
  )
} finally {
  await handle.close()
  await database.drop()
}
