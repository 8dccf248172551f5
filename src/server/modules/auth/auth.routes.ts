import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminLoginBodySchema,
  AdminLoginResponseSchema,
  AdminSchema,
  TenantLoginBodySchema,
  TenantLoginResponseSchema,
} from '../../../shared/schemas/auth'
import { OkSchema } from '../../../shared/schemas/common'
import { TenantSchema } from '../../../shared/schemas/tenant'
import {
  adminIdOf,
  clearSessionCookie,
  requireAdmin,
  requireTenant,
  setSessionCookie,
  tenantScopeOf,
} from '../../http/authenticate'
import { AppError } from '../../http/errors'
import { getAdmin } from '../admins/admin.queries'
import { getTenant } from '../tenants/tenant.queries'
import { loginAdmin, loginTenant } from './auth.service'
import { revokeSession } from './sessions'

// A coarse flood guard in front of the per-account throttle; failures are counted separately.
const loginRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: { body: AdminLoginBodySchema, response: { 200: AdminLoginResponseSchema } },
      config: loginRateLimit,
    },
    async (request, reply) => {
      const { session, admin } = await loginAdmin(
        { db: app.db, throttle: app.loginThrottle, address: request.ip },
        request.body,
      )
      setSessionCookie(reply, 'admin', session.token)
      return { sessionToken: session.token, admin }
    },
  )

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: OkSchema } }, onRequest: requireAdmin },
    async (request, reply) => {
      if (request.session) await revokeSession(app.db, request.session.sessionId)
      clearSessionCookie(reply, 'admin')
      return { success: true as const }
    },
  )

  app.get(
    '/api/admin/me',
    { schema: { response: { 200: AdminSchema } }, onRequest: requireAdmin },
    async (request) => {
      const admin = await getAdmin(app.db, adminIdOf(request))
      if (!admin) throw new AppError(401, 'Your session has ended. Please sign in again.')
      return admin
    },
  )

  app.post(
    '/api/tenant/login',
    {
      schema: { body: TenantLoginBodySchema, response: { 200: TenantLoginResponseSchema } },
      config: loginRateLimit,
    },
    async (request, reply) => {
      const { session, tenant } = await loginTenant(
        { db: app.db, throttle: app.loginThrottle, address: request.ip },
        request.body,
      )
      setSessionCookie(reply, 'tenant', session.token)
      return { sessionToken: session.token, tenant }
    },
  )

  app.post(
    '/api/tenant/logout',
    { schema: { response: { 200: OkSchema } }, onRequest: requireTenant },
    async (request, reply) => {
      if (request.session) await revokeSession(app.db, request.session.sessionId)
      clearSessionCookie(reply, 'tenant')
      return { success: true as const }
    },
  )

  app.get(
    '/api/tenant/me',
    { schema: { response: { 200: TenantSchema } }, onRequest: requireTenant },
    async (request) => {
      const tenant = await getTenant(app.db, tenantScopeOf(request).tenantId)
      if (!tenant) throw new AppError(401, 'Your session has ended. Please sign in again.')
      return tenant
    },
  )
}
