import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import { AddUnitBodySchema, RenameUnitBodySchema, UnitSchema } from '../../../shared/schemas/units'
import { requireAdmin } from '../../http/authenticate'
import { addNamedUnit, listPropertyUnits, renameUnitOf } from './units.service'

/** A property's units: listed, added and renamed from the property screen; admins only. */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/api/admin/properties/:id/units',
    { schema: { params: IdParamsSchema, response: { 200: z.array(UnitSchema) } } },
    (request) => listPropertyUnits(app.db, request.params.id),
  )

  app.post(
    '/api/admin/properties/:id/units',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: AddUnitBodySchema,
        response: { 201: z.array(UnitSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNamedUnit(app.db, request.params.id, request.body.name)),
  )

  app.put(
    '/api/admin/units/:id',
    {
      schema: { params: IdParamsSchema, body: RenameUnitBodySchema, response: { 200: UnitSchema } },
    },
    (request) => renameUnitOf(app.db, request.params.id, request.body.name),
  )
}
