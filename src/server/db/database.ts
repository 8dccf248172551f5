import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely'
import pg from 'pg'
import { dumpPostgres } from './dump'
import type { Database } from './schema'

export type Db = Kysely<Database> | Transaction<Database>
export type DatabaseKind = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  kind: DatabaseKind
  close: () => Promise<void>
  /**
   * A consistent copy of the whole database in one file, taken while servers keep writing:
   * SQLite's online backup API, or pg_dump's custom format (db/dump.ts restores either). `read`
   * runs against that same copy, so what it reads is exactly what the file holds.
   */
  backupTo: <T>(file: string, read: (snapshot: Db) => Promise<T>) => Promise<T>
}

// COUNT and SUM come back from PostgreSQL as int8/numeric strings; our numbers all fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/** Distinct SQL texts kept prepared; `in (?, ?, …)` lists of every length would otherwise grow it without end. */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query anew, and compiling the SQL costs SQLite more than running most of
 * our indexed reads. The app issues a few hundred distinct texts, so each is prepared once and
 * reused (least recently used out first). Safe because Kysely runs one query at a time on the
 * connection and never streams here; SQLite re-prepares a statement itself after a schema change.
 */
const withStatementCache = (sqlite: SQLite.Database) => {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql)
      if (statement) statements.delete(sql)
      else statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value
        if (oldest !== undefined) statements.delete(oldest)
      }
      return statement
    },
  }
}

export const openSqlite = (file: string): DatabaseHandle => {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
  return {
    db,
    kind: 'sqlite',
    close: () => db.destroy(),
    backupTo: async (target, read) => {
      await sqlite.backup(target)
      // The copy itself is the snapshot: read it, not the live file that has moved on since.
      const copy = openSqlite(target)
      try {
        return await read(copy.db)
      } finally {
        await copy.close()
      }
    },
  }
}

export type PostgresOptions = { connectionString: string; searchPath?: string; max?: number }

export const openPostgres = ({
  connectionString,
  searchPath,
  max = 10,
}: PostgresOptions): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  // An idle connection that PostgreSQL ends (a restart, a terminated backend, a dropped test
  // database) is an 'error' event on the pool, which has already let that connection go and opens
  // a new one for the next query. Unheard, Node would throw it and stop the whole server.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    // One REPEATABLE READ transaction exports its snapshot to pg_dump and reads in it too, so the
    // dump and `read` see the same committed state, however much is written meanwhile.
    backupTo: (target, read) =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows } = await sql<{
            snapshot: string
          }>`select pg_export_snapshot() as snapshot`.execute(trx)
          await dumpPostgres(db, connectionString, target, {
            ...(searchPath ? { schema: searchPath } : {}),
            snapshot: rows[0]?.snapshot ?? '',
          })
          return read(trx)
        }),
  }
}

export const openDatabase = (options: {
  databaseUrl?: string | undefined
  dataDir: string
}): DatabaseHandle =>
  options.databaseUrl
    ? openPostgres({ connectionString: options.databaseUrl })
    : openSqlite(path.join(options.dataDir, 'hearth.db'))
