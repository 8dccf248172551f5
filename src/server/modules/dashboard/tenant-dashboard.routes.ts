import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardStatsSchema } from '../../../shared/schemas/dashboard'
import { requireTenant, tenantScopeOf } from '../../http/authenticate'
import { getDashboardStats } from './tenant-dashboard.service'

export const tenantDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    { schema: { response: { 200: DashboardStatsSchema } }, onRequest: requireTenant },
    (request) => getDashboardStats(app.db, tenantScopeOf(request), app.now()),
  )
}
