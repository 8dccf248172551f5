import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminDashboardSchema } from '../../../shared/schemas/admin-dashboard'
import { requireAdmin } from '../../http/authenticate'
import { getAdminDashboard } from './admin-dashboard.queries'

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    { schema: { response: { 200: AdminDashboardSchema } }, onRequest: requireAdmin },
    () => getAdminDashboard(app.db),
  )
}
