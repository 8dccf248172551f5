import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tablesReadBy, watchedTables } from '../../../../tests/data-version-triggers'
import { insertLease, insertProperty, insertTenant } from '../../../../tests/factories'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestFleet, type TestFleet } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { listAdminTenantRows } from './admin-tenant.queries'

describe.each(testDialects)('kept admin tenant lists and searches on %s', (dialect) => {
  let fleet: TestFleet
  let headers: Record<string, string>
  beforeEach(async () => {
    fleet = await createTestFleet(dialect)
    headers = (await signInNewAdmin(fleet.apps[0]!, fleet.db)).headers
  })
  afterEach(() => {
    vi.useRealTimers()
    return fleet.close()
  })

  const searchOn = async (server: number, q: string) => {
    const res = await fleet.apps[server]!.inject({
      url: `/api/admin/tenants?q=${q}&limit=12`,
      headers,
    })
    expect(res.statusCode, res.body).toBe(200)
    return { tenants: res.json(), total: res.headers['x-total-count'] }
  }
  const insertInvite = (tenantId: string, expiresAt: string) =>
    fleet.db
      .insertInto('tenant_invites')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        token_hash: randomUUID(),
        created_by_admin_id: null,
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: expiresAt,
        accepted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

  it('is kept only under triggers on every table a list or search reads', async () => {
    const tenant = await insertTenant(fleet.db, { first_name: 'Maria', last_name: 'Garcia' })
    await insertLease(fleet.db, {
      tenant_id: tenant.id,
      property_id: (await insertProperty(fleet.db, { name: 'Cedar Ridge' })).id,
    })
    const read = await tablesReadBy(
      fleet.db,
      [{}, { limit: 12, offset: 0 }, { q: 'garcia', limit: 12 }, { q: '555 01' }].map(
        (query) => (db) => listAdminTenantRows(db, query),
      ),
    )
    const watched = await watchedTables(fleet.db, dialect)
    for (const table of read.filter((name) => name !== 'tenant_search_index'))
      expect(watched, table).toContain(table)
    expect(read).toContain('tenant_invites')
  })

  it('serves a search on another server after a write as fresh as the write', async () => {
    const garcia = await insertTenant(fleet.db, { first_name: 'Maria', last_name: 'Garcia' })
    expect((await searchOn(1, 'garcia')).total).toBe('1')
    await insertTenant(fleet.db, { first_name: 'Luis', last_name: 'Garcia' })
    const after = await searchOn(1, 'garcia')
    expect(after.total).toBe('2')

    expect(after.tenants.find((t: { id: string }) => t.id === garcia.id).invitePending).toBe(false)
    const invite = await insertInvite(garcia.id, '2099-01-01T00:00:00.000Z')
    const invited = (await searchOn(1, 'garcia')).tenants
    expect(invited.find((t: { id: string }) => t.id === garcia.id).invitePending).toBe(true)

    await fleet.db
      .updateTable('tenant_invites')
      .set({ accepted_at: '2026-03-02T10:00:00.000Z' })
      .where('id', '=', invite.id)
      .execute()
    const accepted = (await searchOn(1, 'garcia')).tenants
    expect(accepted.find((t: { id: string }) => t.id === garcia.id).invitePending).toBe(false)
  })

  it('decides whether a kept invite still waits by the clock of each request', async () => {
    const tenant = await insertTenant(fleet.db, { first_name: 'Maria', last_name: 'Garcia' })
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000)
    await insertInvite(tenant.id, expiresAt.toISOString())
    expect((await searchOn(1, 'garcia')).tenants[0].invitePending).toBe(true)
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt.getTime() + 1000 })
    expect((await searchOn(1, 'garcia')).tenants[0].invitePending).toBe(false)
  })
})
