import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database'
import { queueMail } from '../mail/mail.service'
import type { MailAttachment } from '../mail/mail-transport'

/**
 * Which preference decides whether the news is also mailed (the tenant's notification preferences).
 * A notice (a letter the landlord owes the tenant, such as the deposit disposition) is always mailed.
 */
export type NotificationTopic = 'payments' | 'maintenance' | 'notice'

export type TenantNews = {
  tenantId: string
  topic: NotificationTopic
  kind: string
  title: string
  body: string
  link: string | null
  attachments?: MailAttachment[]
}

/**
 * Tells a tenant that something changed: a row for the header bell, and a mail when their
 * preferences ask for mail on that topic (defaults: both on). Runs in the caller's transaction.
 */
export const notifyTenant = async (
  db: Db,
  news: TenantNews,
  publicUrl: string,
  now = new Date(),
) => {
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      tenant_id: news.tenantId,
      kind: news.kind,
      title: news.title,
      body: news.body,
      link: news.link,
      read_at: null,
      created_at: now.toISOString(),
    })
    .execute()
  const tenant = await db
    .selectFrom('tenants')
    .leftJoin('notification_preferences as p', 'p.tenant_id', 'tenants.id')
    .select(['tenants.email', 'tenants.first_name', 'p.payment_reminders', 'p.maintenance_updates'])
    .where('tenants.id', '=', news.tenantId)
    .executeTakeFirst()
  if (!tenant) return
  const wantsMail =
    news.topic === 'notice' ||
    (news.topic === 'payments' ? tenant.payment_reminders !== 0 : tenant.maintenance_updates !== 0)
  if (!wantsMail) return
  const link = news.link ? `\n\nSee it in your portal: ${publicUrl}${news.link}` : ''
  await queueMail(
    db,
    {
      to: tenant.email,
      subject: news.title,
      text: `Hello ${tenant.first_name},\n\n${news.body}${link}\n\n— Hearth`,
      ...(news.attachments ? { attachments: news.attachments } : {}),
    },
    now,
  )
}
