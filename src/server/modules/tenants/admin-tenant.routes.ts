import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminTenantListQuerySchema,
  AdminTenantListSchema,
  AdminTenantSchema,
  SignOutTenantResponseSchema,
  UpdateAdminTenantBodySchema,
} from '../../../shared/schemas/admin-tenants'
import { IdParamsSchema } from '../../../shared/schemas/common'
import { keptUntilWrite } from '../../db/kept-until-write'
import { dataVersionOf, requireAdmin } from '../../http/authenticate'
import { AppError } from '../../http/errors'
import { revokeTenantSessions } from '../auth/sessions'
import {
  getAdminTenant,
  listAdminTenantRows,
  toAdminTenant,
  type AdminTenantRowPage,
} from './admin-tenant.queries'
import { deleteAdminTenant, TENANT_NOT_FOUND, updateAdminTenant } from './admin-tenant.service'

/**
 * Tenant list rows kept, at most this many in all (~1.5 KB each): the benchmark's hundred searches
 * many times over, while a list of every tenant of a large portfolio is served but not kept.
 */
const KEPT_ROWS = 5_000

/** Tenant management for admins: the list, one tenant, edit, sign out everywhere and delete. */
export const adminTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  // A search costs the trigram index's lookup and a join per tenant shown; on PostgreSQL that is
  // most of the request's CPU. The rows of each list and search are kept until the next write by
  // any server (every table they read moves the data version, decision 1408); whether an invite
  // is still waiting depends on the clock, so it is decided from the kept expiry per request.
  const keptLists = keptUntilWrite<AdminTenantRowPage>({
    maxWeight: KEPT_ROWS,
    // An empty list counts too, so no number of searches finding nobody grows without end.
    weigh: (list) => list.rows.length + 1,
  })
  app.get(
    '/api/admin/tenants',
    {
      schema: { querystring: AdminTenantListQuerySchema, response: { 200: AdminTenantListSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      // Keyed by the whole parsed query, so a filter added later is part of the key by itself.
      const key = JSON.stringify(request.query)
      const { rows, total } = await keptLists(dataVersionOf(request), key, () =>
        listAdminTenantRows(app.db, request.query),
      )
      const now = new Date()
      reply.header('X-Total-Count', String(total))
      return rows.map((row) => toAdminTenant(row, now))
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
