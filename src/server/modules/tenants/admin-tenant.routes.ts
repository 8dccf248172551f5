import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminTenantListQuerySchema,
  AdminTenantListSchema,
  AdminTenantSchema,
  SignOutTenantResponseSchema,
  UpdateAdminTenantBodySchema,
} from '../../../shared/schemas/admin-tenants'
import { IdParamsSchema } from '../../../shared/schemas/common'
import { requireAdmin } from '../../http/authenticate'
import { AppError } from '../../http/errors'
import { revokeTenantSessions } from '../auth/sessions'
import { getAdminTenant, listAdminTenants } from './admin-tenant.queries'
import { deleteAdminTenant, TENANT_NOT_FOUND, updateAdminTenant } from './admin-tenant.service'

/** Tenant management for admins: the list, one tenant, edit, sign out everywhere and delete. */
export const adminTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/tenants',
    {
      schema: { querystring: AdminTenantListQuerySchema, response: { 200: AdminTenantListSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { tenants, total } = await listAdminTenants(app.db, request.query)
      reply.header('X-Total-Count', String(total))
      return tenants
    },
  )

  app.get(
    '/api/admin/tenants/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: AdminTenantSchema } },
      onRequest: requireAdmin,
    },
    async (request) => {
      const tenant = await getAdminTenant(app.db, request.params.id)
      if (!tenant) throw new AppError(404, TENANT_NOT_FOUND)
      return tenant
    },
  )

  app.patch(
    '/api/admin/tenants/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateAdminTenantBodySchema,
        response: { 200: AdminTenantSchema },
      },
      onRequest: requireAdmin,
    },
    (request) => updateAdminTenant(app.db, request.params.id, request.body),
  )

  app.delete(
    '/api/admin/tenants/:id',
    { schema: { params: IdParamsSchema }, onRequest: requireAdmin },
    async (request, reply) => {
      await deleteAdminTenant(app.db, app.storage, request.params.id)
      return reply.status(204).send()
    },
  )

  // Ends every session of the tenant, for a lost phone or a shared computer left signed in.
  app.post(
    '/api/admin/tenants/:id/sign-out',
    {
      schema: { params: IdParamsSchema, response: { 200: SignOutTenantResponseSchema } },
      onRequest: requireAdmin,
    },
    async (request) => {
      const tenant = await getAdminTenant(app.db, request.params.id)
      if (!tenant) throw new AppError(404, TENANT_NOT_FOUND)
      return { endedSessions: await revokeTenantSessions(app.db, tenant.id) }
    },
  )
}
