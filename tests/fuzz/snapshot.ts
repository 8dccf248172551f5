import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import type { TestContext } from '../test-app'

/**
 * Everything a request could change: every table's rows (hashed, with counts to read in a
 * failure) and every file under the data folder except the database's own.
 */
export type Snapshot = { tables: Record<string, string>; files: string[] }

const DATABASE_FILE = /^hearth\.db(-wal|-shm|-journal)?$/

/**
 * The test's own tables. On PostgreSQL, Kysely's introspection reads every schema in the
 * database, where parallel test files create and drop theirs: it would list their tables too and
 * fail when one disappears mid-query, so only the current schema is read.
 */
export const tableNames = async (ctx: TestContext): Promise<string[]> =>
  (await allTableNames(ctx)).filter((name) => !BOOKKEEPING.has(name))

/**
 * Tables that are the server's bookkeeping rather than data: the request counts of the rate
 * limits move with every counted request, 4xx or not; a failed sign-in is recorded (and its owner
 * alerted) so the throttle holds across servers; and the dashboard's data version row must stay
 * (triggers move it with the data tables, which the snapshot already covers).
 */
const BOOKKEEPING = new Set(['rate_limit_hits', 'login_failures', 'login_alerts', 'data_version'])

const allTableNames = async (ctx: TestContext): Promise<string[]> => {
  // Plain tables only: an FTS5 index (a virtual table and its shadow tables) is derived from the
  // rows of a table the snapshot reads, as PostgreSQL's indexes are not tables at all.
  if (ctx.app.databaseKind !== 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_list
      where schema = 'main' and type = 'table'
        and name not glob 'sqlite_*' and name not glob 'kysely_*'
      order by name`.execute(ctx.db)
    return rows.map((row) => row.name)
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely\_%'
    order by table_name`.execute(ctx.db)
  return rows.map((row) => row.name)
}

export const takeSnapshot = async (ctx: TestContext, tables: string[]): Promise<Snapshot> => {
  const files = listFiles(ctx.config.dataDir)
  // PostgreSQL hashes in one round trip; SQLite is in process, where reading the rows is cheaper.
  if (ctx.app.databaseKind === 'postgres')
    return { tables: await hashInPostgres(ctx, tables), files }
  // The table names come from the database's own catalogue, never from input.
  const all = await Promise.all(
    tables.map((table) =>
      ctx.db
        .selectFrom(table as 'tenants')
        .selectAll()
        .execute(),
    ),
  )
  const hashes: Record<string, string> = {}
  tables.forEach((table, i) => {
    const rows = all[i] ?? []
    const lines = rows.map((row) => JSON.stringify(row)).sort()
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)
    hashes[table] = `${rows.length} rows ${hash}`
  })
  return { tables: hashes, files }
}

const hashInPostgres = async (ctx: TestContext, tables: string[]) => {
  const perTable = tables.map(
    (table) =>
      sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as hash from ${sql.table(table)} t`,
  )
  const { rows } = await sql<{
    name: string
    rows: number
    hash: string
  }>`${sql.join(perTable, sql` union all `)}`.execute(ctx.db)
  return Object.fromEntries(
    rows.map((row) => [row.name, `${row.rows} rows ${row.hash.slice(0, 16)}`]),
  )
}

/**
 * Empties every table and the uploads folder, so each route starts from the same small world
 * without paying for a fresh database (a migration per route takes seconds on PostgreSQL).
 */
export const emptyDatabase = async (ctx: TestContext, tables: string[]) => {
  if (ctx.app.databaseKind === 'postgres') {
    await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} cascade`.execute(
      ctx.db,
    )
  } else {
    await sql`pragma foreign_keys = off`.execute(ctx.db)
    for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(ctx.db)
    await sql`pragma foreign_keys = on`.execute(ctx.db)
  }
  fs.rmSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true, force: true })
}

/** Every row of every table and a copy of the uploads folder, to put back with restoreSaved. */
export type SavedData = { rows: Record<string, Record<string, unknown>[]>; uploads: string }

export const saveData = async (ctx: TestContext, tables: string[]): Promise<SavedData> => {
  const rows: SavedData['rows'] = {}
  for (const table of tables)
    rows[table] = await ctx.db
      .selectFrom(table as 'tenants')
      .selectAll()
      .execute()
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-fuzz-uploads-'))
  const from = path.join(ctx.config.dataDir, 'uploads')
  if (fs.existsSync(from)) fs.cpSync(from, uploads, { recursive: true })
  return { rows, uploads }
}

/**
 * Empties the database and puts the saved rows and files back: the same world as seeding it again,
 * without seeding's uploads, each of which starts a reader process. Foreign keys and triggers are
 * off while the rows go back, since the saved rows already are a consistent whole and tables come
 * in name order, not parent-first.
 */
export const restoreSaved = async (ctx: TestContext, tables: string[], saved: SavedData) => {
  await emptyDatabase(ctx, tables)
  const insertAll = async (db: TestContext['db']) => {
    for (const table of tables) {
      const rows = saved.rows[table] ?? []
      if (rows.length)
        await db
          .insertInto(table as 'tenants')
          .values(rows as never)
          .execute()
    }
  }
  if (ctx.app.databaseKind === 'postgres') {
    await ctx.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx)
      await insertAll(trx)
    })
  } else {
    await sql`pragma foreign_keys = off`.execute(ctx.db)
    await insertAll(ctx.db)
    await sql`pragma foreign_keys = on`.execute(ctx.db)
  }
  fs.cpSync(saved.uploads, path.join(ctx.config.dataDir, 'uploads'), { recursive: true })
}

const listFiles = (root: string): string[] => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!(dir === root && DATABASE_FILE.test(entry.name)))
        found.push(path.relative(root, full))
    }
  }
  walk(root)
  return found.sort()
}

/** Every id of the saved rows by table: params and id fields drawn from here reach real rows. */
export const knownIds = (rows: SavedData['rows']): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(rows).map(([table, tableRows]) => [
      table,
      tableRows.flatMap((row) => (typeof row.id === 'string' ? [row.id] : [])),
    ]),
  )
