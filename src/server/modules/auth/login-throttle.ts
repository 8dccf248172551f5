import type { Db } from '../../db/database'
import { AppError } from '../../http/errors'

/*
 * Failed sign-ins are counted in a sliding window under two keys that can refuse a sign-in: the
 * account together with the client's address, and the client's address alone. An account is never
 * locked as such, so a stranger guessing someone's password locks out only themselves: the owner,
 * signing in from a client that has not been failing, still gets in with the right password.
 * A third count, the account across all clients, only decides when its owner is told by email.
 * The counts live in the database, so every app server on one database enforces the same limits
 * (docs/decisions/0040-login-throttle-per-account-and-client.md).
 */

export type ThrottleLimits = {
  /** Failures one client may make on one account in the window. */
  perAccountAndClient: number
  /** Failures one client may make in the window, across accounts (guessing many accounts). */
  perClient: number
  /** Failures on one account from anywhere in the window that make its owner hear of it. */
  alertAfter: number
  windowMs: number
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccountAndClient: 5,
  perClient: 30,
  alertAfter: 20,
  windowMs: 15 * 60 * 1000,
}

/** Only one alert per account in this long, however long an attack goes on. */
const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000

/** An admin username or a tenant email, case-folded, with its role: 'tenant:ana@example.com'. */
export type Account = string

const clientKey = (client: string) => `client:${client}`
// An address holds no space, so the client and the account cannot run into each other.
const accountAndClientKey = (account: Account, client: string) =>
  `account+client:${client} ${account}`
const accountKey = (account: Account) => `account:${account}`

export type LoginThrottle = {
  /** Rejects with a 429 when the client has used up its failures, on this account or overall. */
  check: (client: string, account: Account, now?: Date) => Promise<void>
  /**
   * Counts a failure and answers whether the account's owner should now be told: true once, when
   * the account's failures from anywhere reach alertAfter, at most once a day per account.
   */
  recordFailure: (client: string, account: Account, now?: Date) => Promise<boolean>
  /** The right password clears this client's failures on the account, not the client's own. */
  recordSuccess: (client: string, account: Account) => Promise<void>
}

export const createLoginThrottle = (
  db: Db,
  limits: ThrottleLimits = DEFAULT_THROTTLE,
): LoginThrottle => {
  const since = (now: Date) => new Date(now.getTime() - limits.windowMs).toISOString()

  /** The failures of a key in the window, oldest first, only as many as the limit needs. */
  const recent = (key: string, now: Date, limit: number) =>
    db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('key', '=', key)
      .where('failed_at', '>', since(now))
      .orderBy('failed_at', 'desc')
      .limit(limit)
      .execute()

  const refuseWhenSpent = async (key: string, limit: number, now: Date) => {
    const failures = await recent(key, now, limit)
    if (failures.length < limit) return
    // Free again once the limit-th most recent failure leaves the window.
    const oldest = new Date(failures[failures.length - 1]?.failed_at ?? now).getTime()
    const minutes = Math.max(1, Math.ceil((oldest + limits.windowMs - now.getTime()) / 60_000))
    throw new AppError(
      429,
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    )
  }

  const countSince = async (key: string, from: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('key', '=', key)
      .where('failed_at', '>', from)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** Claims the day's alert for the account; false when one was sent within the interval. */
  const claimAlert = async (account: Account, now: Date) => {
    const cutoff = new Date(now.getTime() - ALERT_INTERVAL_MS).toISOString()
    const renewed = await db
      .updateTable('login_alerts')
      .set({ sent_at: now.toISOString() })
      .where('account', '=', account)
      .where('sent_at', '<=', cutoff)
      .returning('account')
      .executeTakeFirst()
    if (renewed) return true
    const inserted = await db
      .insertInto('login_alerts')
      .values({ account, sent_at: now.toISOString() })
      .onConflict((oc) => oc.column('account').doNothing())
      .returning('account')
      .executeTakeFirst()
    return inserted !== undefined
  }

  return {
    check: async (client, account, now = new Date()) => {
      await refuseWhenSpent(accountAndClientKey(account, client), limits.perAccountAndClient, now)
      await refuseWhenSpent(clientKey(client), limits.perClient, now)
    },
    recordFailure: async (client, account, now = new Date()) => {
      const failedAt = now.toISOString()
      await db
        .insertInto('login_failures')
        .values([
          { key: accountAndClientKey(account, client), failed_at: failedAt },
          { key: clientKey(client), failed_at: failedAt },
          { key: accountKey(account), failed_at: failedAt },
        ])
        .execute()
      // Failures that left the window count for nothing; dropping them keeps the table small.
      await db.deleteFrom('login_failures').where('failed_at', '<=', since(now)).execute()
      if ((await countSince(accountKey(account), since(now))) < limits.alertAfter) return false
      return claimAlert(account, now)
    },
    recordSuccess: async (client, account) => {
      await db
        .deleteFrom('login_failures')
        .where('key', '=', accountAndClientKey(account, client))
        .execute()
    },
  }
}
