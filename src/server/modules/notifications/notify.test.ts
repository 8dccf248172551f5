import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertTenant } from '../../../../tests/factories'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'
import { signInNewTenant } from '../../../../tests/sessions'
import { runQueuedJobs } from '../../jobs/run-jobs'
import { notifyTenant } from './notify'

describe.each(testDialects)('tenant notifications on %s', (dialect) => {
  let ctx: TestContext
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
  })
  afterEach(() => ctx.close())

  const news = (tenantId: string) => ({
    tenantId,
    topic: 'maintenance' as const,
    kind: 'maintenance_status',
    title: 'Maintenance update',
    body: 'Your request is now scheduled.',
    link: '/maintenance',
  })

  it('shows the news under the bell, marks it read, and mails it through the outbox', async () => {
    const { tenant, cookies } = await signInNewTenant(ctx.app, ctx.db)
    await notifyTenant(ctx.db, news(tenant.id), ctx.config.publicUrl)
    const list = await ctx.app.inject({ url: '/api/notifications', cookies })
    expect(list.json()).toMatchObject([
      { title: 'Maintenance update', readAt: null, link: '/maintenance' },
    ])
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', cookies })
    expect(
      (await ctx.app.inject({ url: '/api/notifications', cookies })).json()[0].readAt,
    ).not.toBeNull()

    expect(await runQueuedJobs(ctx.db, ctx.app.jobHandlers)).toBe(1)
    const mail = await ctx.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(mail).toMatchObject({
      to_address: tenant.email,
      subject: 'Maintenance update',
      status: 'logged',
    })
    expect(mail.body_text).toContain('http://localhost:3000/maintenance')
  })

  it('does not mail a tenant who turned that topic off, and never shows one tenant another’s news', async () => {
    const other = await signInNewTenant(ctx.app, ctx.db)
    const quiet = await insertTenant(ctx.db)
    await ctx.db
      .insertInto('notification_preferences')
      .values({
        tenant_id: quiet.id,
        payment_reminders: 1,
        maintenance_updates: 0,
        sms_notifications: 0,
        updated_at: new Date().toISOString(),
      })
      .execute()
    await notifyTenant(ctx.db, news(quiet.id), ctx.config.publicUrl)
    expect(await ctx.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
    expect(
      (await ctx.app.inject({ url: '/api/notifications', cookies: other.cookies })).json(),
    ).toEqual([])
  })
})
