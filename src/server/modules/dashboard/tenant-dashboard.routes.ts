import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardStatsSchema } from '../../../shared/schemas/dashboard'
import { keptUntilWrite } from '../../db/kept-until-write'
import { dataVersionOf, requireTenant, tenantScopeOf } from '../../http/authenticate'
import { sendKeptJson, serialisedBySchema, type KeptJson } from '../../http/kept-json'
import { getDashboardStats } from './tenant-dashboard.service'

/** Tenant dashboards kept, at most this many characters of their JSON in all (~2 KB each). */
const KEPT_CHARACTERS = 4_000_000

export const tenantDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five statements a request: on PostgreSQL each is a round trip and a share of the database's
  // CPU. A tenant's dashboard is kept until the next write by any server: every table it reads
  // moves the data version (decision 1408). It is kept per tenant and per UTC day, the only part of
  // the clock it reads, so no tenant is ever served another's and a new day counts again.
  const kept = keptUntilWrite<KeptJson>({
    maxWeight: KEPT_CHARACTERS,
    weigh: (dashboard) => dashboard.json.length,
  })
  app.get(
    '/api/dashboard/stats',
    { schema: { response: { 200: DashboardStatsSchema } }, onRequest: requireTenant },
    async (request, reply) => {
      const scope = tenantScopeOf(request)
      const now = app.now()
      const key = `${scope.tenantId} ${now.toISOString().slice(0, 10)}`
      const dashboard = await kept(dataVersionOf(request), key, async () => ({
        json: serialisedBySchema(reply, await getDashboardStats(app.db, scope, now)),
      }))
      return sendKeptJson(reply, dashboard)
    },
  )
}
