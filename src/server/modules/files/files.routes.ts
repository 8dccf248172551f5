import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import { requireSession, sessionOf } from '../../http/authenticate'
import { sendFile } from '../../http/send-file'
import { readFileFor } from './files.service'

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:id',
    { schema: { params: IdParamsSchema }, onRequest: requireSession },
    async (request, reply) => {
      const file = await readFileFor(app.db, app.storage, sessionOf(request), request.params.id)
      return sendFile(reply, file)
    },
  )
}
