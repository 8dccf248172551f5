import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OkSchema } from '../../../shared/schemas/common'
import { NotificationSchema } from '../../../shared/schemas/notification'
import { requireTenant, tenantScopeOf } from '../../http/authenticate'
import { listNotifications, markAllNotificationsRead } from './notifications.queries'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    { schema: { response: { 200: z.array(NotificationSchema) } }, onRequest: requireTenant },
    (request) => listNotifications(app.db, tenantScopeOf(request)),
  )

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: OkSchema } }, onRequest: requireTenant },
    async (request) => {
      await markAllNotificationsRead(app.db, tenantScopeOf(request))
      return { success: true as const }
    },
  )
}
