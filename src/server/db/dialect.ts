import { SqliteAdapter } from 'kysely'
import type { Db } from './database'

/** Whether `db` is SQLite: for the few reads that use a structure only SQLite has (FTS5). */
export const isSqlite = (db: Db): boolean => db.getExecutor().adapter instanceof SqliteAdapter
