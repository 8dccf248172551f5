import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema, ListQuerySchema, OkSchema } from '../../../shared/schemas/common'
import {
  PropertyBodySchema,
  PropertySchema,
  PropertyUpdateBodySchema,
} from '../../../shared/schemas/properties'
import { requireAdmin } from '../../http/authenticate'
import { listProperties } from './properties.queries'
import { createProperty, deleteProperty, updateProperty } from './properties.service'

/** The property calls; every one needs an admin. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body parsing: a stranger learns nothing about the body's rules and uploads no file.
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/api/admin/properties',
    { schema: { querystring: ListQuerySchema, response: { 200: z.array(PropertySchema) } } },
    async (request, reply) => {
      const { items, total } = await listProperties(app.db, request.query)
      reply.header('X-Total-Count', String(total))
      return items
    },
  )

  app.post(
    '/api/admin/properties',
    {
      config: { idempotent: true },
      schema: { body: PropertyBodySchema, response: { 201: PropertySchema } },
    },
    async (request, reply) => reply.status(201).send(await createProperty(app.db, request.body)),
  )

  app.put(
    '/api/admin/properties/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: PropertyUpdateBodySchema,
        response: { 200: PropertySchema },
      },
    },
    (request) => updateProperty(app.db, request.params.id, request.body),
  )

  app.delete(
    '/api/admin/properties/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteProperty(app.db, request.params.id)
      return { success: true as const }
    },
  )
}
