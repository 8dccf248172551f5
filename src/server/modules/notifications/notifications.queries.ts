import type { Db } from '../../db/database'
import type { Notification } from '../../../shared/schemas/notification'
import type { TenantScope } from '../tenants/tenant-scope'

// The bell shows recent news, not an archive.
const LIST_LIMIT = 50

export const listNotifications = async (db: Db, scope: TenantScope): Promise<Notification[]> => {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMIT)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at,
    createdAt: row.created_at,
  }))
}

export const markAllNotificationsRead = async (db: Db, scope: TenantScope, now = new Date()) => {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('tenant_id', '=', scope.tenantId)
    .where('read_at', 'is', null)
    .execute()
}
