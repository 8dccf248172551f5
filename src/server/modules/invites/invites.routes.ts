import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AcceptInviteBodySchema,
  InviteLookupSchema,
  InviteTokenParamsSchema,
  TenantInviteSchema,
  TenantLoginResponseSchema,
} from '../../../shared/schemas/auth'
import { IdParamsSchema } from '../../../shared/schemas/common'
import { adminIdOf, requireAdmin, setSessionCookie } from '../../http/authenticate'
import { acceptInvite, createInvite, lookupInvite } from './invites.service'

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/tenants/:id/invite',
    {
      schema: { params: IdParamsSchema, response: { 200: TenantInviteSchema } },
      onRequest: requireAdmin,
    },
    async (request) => {
      const invite = await createInvite(app.db, {
        tenantId: request.params.id,
        adminId: adminIdOf(request),
        publicUrl: app.config.publicUrl,
      })
      app.nudgeJobs()
      return invite
    },
  )

  app.get(
    '/api/tenant/invite/:token',
    { schema: { params: InviteTokenParamsSchema, response: { 200: InviteLookupSchema } } },
    (request) => lookupInvite(app.db, request.params.token),
  )

  app.post(
    '/api/tenant/accept-invite',
    {
      schema: { body: AcceptInviteBodySchema, response: { 200: TenantLoginResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { session, tenant } = await acceptInvite(app.db, request.body)
      setSessionCookie(reply, 'tenant', session.token)
      return { sessionToken: session.token, tenant }
    },
  )
}
