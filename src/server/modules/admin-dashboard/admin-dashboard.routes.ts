import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminDashboardSchema } from '../../../shared/schemas/admin-dashboard'
import { dataVersionOf, requireAdmin } from '../../http/authenticate'
import { createDashboardCache } from './admin-dashboard-cache'
import { getAdminDashboard } from './admin-dashboard.queries'

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Summing a year of payments costs ~15 ms at 120,000 payments; kept until the next write to the
  // database by any server (decisions 0402 and 1401).
  const dashboard = createDashboardCache((now) => getAdminDashboard(app.db, now))
  app.get(
    '/api/admin/dashboard',
    { schema: { response: { 200: AdminDashboardSchema } }, onRequest: requireAdmin },
    (request) => dashboard(dataVersionOf(request)),
  )
}
