import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database> | Transaction<Database>
export type DatabaseKind = 'sqlite' | 'postgres'

export type DatabaseHandle = {
  db: Kysely<Database>
  kind: DatabaseKind
  close: () => Promise<void>
}

// COUNT and SUM come back from PostgreSQL as int8/numeric strings; our numbers all fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

export const openSqlite = (file: string): DatabaseHandle => {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, kind: 'sqlite', close: () => db.destroy() }
}

export type PostgresOptions = { connectionString: string; searchPath?: string; max?: number }

export const openPostgres = ({ connectionString, searchPath, max = 10 }: PostgresOptions): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, kind: 'postgres', close: () => db.destroy() }
}

export const openDatabase = (options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle =>
  options.databaseUrl
    ? openPostgres({ connectionString: options.databaseUrl })
    : openSqlite(path.join(options.dataDir, 'hearth.db'))
