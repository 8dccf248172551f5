import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { signInNewTenant } from '../../../tests/sessions'
import { createTestFleet, type TestFleet } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'

/** Emailing a receipt is allowed 10 times a minute per client. */
const LIMIT = 10

describe.each(testDialects)('rate limits on %s', (dialect) => {
  let fleet: TestFleet
  let headers: Record<string, string>
  afterEach(() => fleet.close())

  const startFleet = async (env: NodeJS.ProcessEnv = {}) => {
    fleet = await createTestFleet(dialect, { env })
    headers = (await signInNewTenant(fleet.apps[0]!, fleet.db)).headers
  }

  const emailReceipt = (
    server: number,
    from: { remoteAddress?: string; forwardedFor?: string } = {},
  ) =>
    fleet.apps[server]!.inject({
      method: 'POST',
      url: `/api/payments/${randomUUID()}/email-receipt`,
      remoteAddress: from.remoteAddress ?? '127.0.0.1',
      headers: from.forwardedFor ? { ...headers, 'x-forwarded-for': from.forwardedFor } : headers,
    })

  /** Sends the limit's worth of requests, then one more, and answers that last status. */
  const statusAfterLimit = async (send: (i: number) => ReturnType<typeof emailReceipt>) => {
    for (let i = 0; i < LIMIT; i++) expect((await send(i)).statusCode).not.toBe(429)
    return (await send(LIMIT)).statusCode
  }

  it('holds across the servers of a fleet, not per server', async () => {
    await startFleet()
    expect(await statusAfterLimit((i) => emailReceipt(i % 2))).toBe(429)
  })

  it('counts each client apart behind a proxy named in TRUST_PROXY', async () => {
    await startFleet({ TRUST_PROXY: '127.0.0.1' })
    const fromClient = (i: number) => emailReceipt(0, { forwardedFor: `198.51.100.${i}` })
    expect(await statusAfterLimit(fromClient)).not.toBe(429)
    const sameClient = () => emailReceipt(0, { forwardedFor: '203.0.113.7' })
    expect(await statusAfterLimit(sameClient)).toBe(429)
  })

  it('ignores X-Forwarded-For when TRUST_PROXY is not set', async () => {
    await startFleet()
    const claimsToBeMany = (i: number) => emailReceipt(0, { forwardedFor: `198.51.100.${i}` })
    expect(await statusAfterLimit(claimsToBeMany)).toBe(429)
  })

  it('ignores X-Forwarded-For sent by an address that is not a trusted proxy', async () => {
    await startFleet({ TRUST_PROXY: '10.0.0.0/8' })
    const stranger = (i: number) =>
      emailReceipt(0, { remoteAddress: '203.0.113.9', forwardedFor: `198.51.100.${i}` })
    expect(await statusAfterLimit(stranger)).toBe(429)
  })

  it('trusts as many proxy hops as TRUST_PROXY counts', async () => {
    await startFleet({ TRUST_PROXY: '1' })
    const fromClient = (i: number) => emailReceipt(0, { forwardedFor: `198.51.100.${i}` })
    expect(await statusAfterLimit(fromClient)).not.toBe(429)
  })
})
