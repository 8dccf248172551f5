import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** How many counts a server makes between two sweeps of ended windows. */
const SWEEP_EVERY = 500

/** What the plugin hands `child` for a route with its own limit (its types leave routeInfo out). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * @fastify/rate-limit's counts kept in the database instead of one process's memory, so a limit
 * of N a minute is N for the whole fleet, not N per server. Each count is one upsert that starts
 * a new window when the last one has ended; ended windows are swept now and then.
 */
export const databaseRateLimitStore = (db: Kysely<Database>): FastifyRateLimitStoreCtor => {
  let untilSweep = SWEEP_EVERY
  const sweep = () => {
    untilSweep = SWEEP_EVERY
    // Housekeeping only: a failed sweep is retried with the next one.
    db.deleteFrom('rate_limit_hits')
      .where('window_ends_at', '<', Date.now())
      .execute()
      .catch(() => undefined)
  }

  const count = async (key: string, timeWindow: number) => {
    const now = Date.now()
    if (--untilSweep <= 0) sweep()
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, window_ends_at: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_hits.window_ends_at', '<=', now)
          return {
            hits: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('rate_limit_hits.hits', '+', eb.lit(1)))
              .end(),
            window_ends_at: eb
              .case()
              .when(ended)
              .then(now + timeWindow)
              .else(eb.ref('rate_limit_hits.window_ends_at'))
              .end(),
          }
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow()
    return { current: row.hits, ttl: Number(row.window_ends_at) - now }
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string

    /** The plugin passes its options first; a route's store passes its own key prefix second. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix
    }

    incr(...[clientKey, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>) {
      count(`${this.prefix}${clientKey}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    // Each route with its own limit counts apart, as the plugin's own stores do.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method = '', url = '' } = (options as ChildOptions).routeInfo ?? {}
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${[method].flat().join(',')} ${url} `,
      )
    }
  }
}
