import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema, PublicConfigSchema } from '../../../shared/schemas/config'
import { DEMO_CREDENTIALS } from '../../db/seed/demo-seed'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, () => ({
    status: 'ok' as const,
    database: app.databaseKind,
  }))

  // Credentials reach the client only in demo mode, where they are printed on the sign-in page anyway.
  app.get('/api/config', { schema: { response: { 200: PublicConfigSchema } } }, () =>
    app.config.demo ? { demo: true, demoCredentials: DEMO_CREDENTIALS } : { demo: false },
  )
}
