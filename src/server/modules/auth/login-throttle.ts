import { AppError } from '../../http/errors'

/*
 * Failed sign-ins are counted per address and per account in a sliding window. Only failures
 * count, so people who type their password right are never slowed down, and one attacker
 * cannot lock an account out for long. Kept in memory: a restart forgets, which is acceptable
 * for a single-process server (see docs/decisions/0003-login-rate-limits.md).
 */

export type ThrottleLimits = { perAddress: number; perAccount: number; windowMs: number }

export const DEFAULT_THROTTLE: ThrottleLimits = { perAddress: 20, perAccount: 5, windowMs: 15 * 60 * 1000 }

// Bounds memory under a flood of distinct usernames or addresses.
const MAX_KEYS = 50_000

export type LoginThrottle = {
  /** Throws 429 when either key has used up its failures. */
  check: (address: string, account: string, now?: number) => void
  recordFailure: (address: string, account: string, now?: number) => void
  recordSuccess: (account: string) => void
}

export const createLoginThrottle = (limits: ThrottleLimits = DEFAULT_THROTTLE): LoginThrottle => {
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs)
    if (times.length) failures.set(key, times)
    else failures.delete(key)
    return times
  }

  const refuse = (times: number[], limit: number, now: number) => {
    if (times.length < limit) return
    const oldest = times[times.length - limit] ?? now
    const minutes = Math.max(1, Math.ceil((oldest + limits.windowMs - now) / 60_000))
    throw new AppError(
      429,
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    )
  }

  const push = (key: string, now: number) => {
    if (failures.size >= MAX_KEYS && !failures.has(key)) {
      const oldestKey = failures.keys().next().value
      if (oldestKey !== undefined) failures.delete(oldestKey)
    }
    failures.set(key, [...recent(key, now), now])
  }

  return {
    check: (address, account, now = Date.now()) => {
      refuse(recent(`ip:${address}`, now), limits.perAddress, now)
      refuse(recent(`account:${account}`, now), limits.perAccount, now)
    },
    recordFailure: (address, account, now = Date.now()) => {
      push(`ip:${address}`, now)
      push(`account:${account}`, now)
    },
    recordSuccess: (account) => {
      failures.delete(`account:${account}`)
    },
  }
}
