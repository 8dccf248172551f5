import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema, ListQuerySchema } from '../../../shared/schemas/common'
import {
  FinalizeIntakeBodySchema,
  FinalizeIntakeResultSchema,
  LeaseIntakeSchema,
} from '../../../shared/schemas/lease-intake'
import { adminIdOf, requireAdmin } from '../../http/authenticate'
import { AppError } from '../../http/errors'
import { readMultipart } from '../../http/multipart'
import { finalizeIntake } from './finalize'
import { getIntake, listIntakes } from './intake.queries'
import { createIntake, INTAKE_FILE_RULE, retryIntake } from './intake.service'

const NO_FILE = 'Choose a PDF file to upload'

/** The lease-intake calls; every one needs an admin. */
export const leaseIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body parsing: a stranger uploads nothing and learns nothing about the rules.
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/api/admin/lease-intake',
    { schema: { querystring: ListQuerySchema, response: { 200: z.array(LeaseIntakeSchema) } } },
    async (request, reply) => {
      const { items, total } = await listIntakes(app.db, request.query)
      reply.header('X-Total-Count', String(total))
      return items
    },
  )

  app.get(
    '/api/admin/lease-intake/:id',
    { schema: { params: IdParamsSchema, response: { 200: LeaseIntakeSchema } } },
    (request) => getIntake(app.db, request.params.id),
  )

  app.post(
    '/api/admin/lease-intake/upload',
    { config: { idempotent: true }, schema: { response: { 201: LeaseIntakeSchema } } },
    async (request, reply) => {
      const form = await readMultipart(request, { document: INTAKE_FILE_RULE })
      const [upload] = form.files
      if (!upload)
        throw new AppError(400, `document: ${NO_FILE}`, { fields: { document: NO_FILE } })
      const intake = await createIntake(app.db, app.storage, {
        upload,
        adminId: adminIdOf(request),
      })
      app.nudgeJobs()
      return reply.status(201).send(intake)
    },
  )

  app.post(
    '/api/admin/lease-intake/:id/retry',
    { schema: { params: IdParamsSchema, response: { 200: LeaseIntakeSchema } } },
    async (request) => {
      const intake = await retryIntake(app.db, app.storage, request.params.id)
      app.nudgeJobs()
      return intake
    },
  )

  app.post(
    '/api/admin/lease-intake/:id/finalize',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: FinalizeIntakeBodySchema,
        response: { 200: FinalizeIntakeResultSchema },
      },
    },
    async (request) => {
      const result = await finalizeIntake(
        app.db,
        {
          intakeId: request.params.id,
          body: request.body,
          adminId: adminIdOf(request),
          publicUrl: app.config.publicUrl,
        },
        request.log,
      )
      // The invite also goes out by mail (the outbox job): send it now rather than at the next poll.
      app.nudgeJobs()
      return result
    },
  )
}
