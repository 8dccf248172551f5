import { sql } from 'kysely'
import type { DatabaseHandle } from './database'

/**
 * Runs a server's start-up writes (migrations, the demo seed, the first admin) while holding a
 * PostgreSQL advisory lock, so servers started at once on one database take turns: the second
 * finds the schema migrated and the data seeded instead of racing the first. The lock is a
 * session lock on one connection kept for the purpose; the work itself runs on the pool, and a
 * server that dies releases it with its connection. SQLite has one server process, nothing to order.
 */
export const withStartupLock = async <T>(
  handle: DatabaseHandle,
  run: () => Promise<T>,
): Promise<T> => {
  if (handle.kind === 'sqlite') return run()
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('hearth:start-up'))`.execute(connection)
    try {
      return await run()
    } finally {
      await sql`select pg_advisory_unlock(hashtext('hearth:start-up'))`.execute(connection)
    }
  })
}
