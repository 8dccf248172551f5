import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  AdminMaintenanceQuerySchema,
  AdminMaintenanceRequestSchema,
  CreateMaintenanceBodySchema,
  CreateNoteBodySchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MaintenanceNoteSchema,
  MaintenanceRequestDetailSchema,
  MaintenanceRequestSchema,
  RatingBodySchema,
  UpdateMaintenanceBodySchema,
} from '../../../shared/schemas/maintenance'
import { adminIdOf, requireAdmin, requireTenant, tenantScopeOf } from '../../http/authenticate'
import { validationError } from '../../http/errors'
import { readMultipart, type FileRule } from '../../http/multipart'
import { IMAGE_TYPES } from '../../storage/sniff'
import {
  getAdminRequest,
  getTenantRequest,
  getTenantRequestDetail,
  listAdminRequests,
  listTenantRequests,
} from './maintenance.queries'
import {
  addMaintenanceNote,
  createMaintenanceRequest,
  rateMaintenanceRequest,
  updateMaintenanceRequest,
} from './maintenance.service'

const PHOTO_RULE: FileRule = {
  maxBytes: MAX_PHOTO_BYTES,
  maxCount: MAX_PHOTOS,
  types: IMAGE_TYPES,
  typeError: 'Photos must be JPG, PNG, GIF or WebP images.',
  sizeError: 'Each photo must be 10 MB or smaller.',
}

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/maintenance',
    { schema: { response: { 200: z.array(MaintenanceRequestSchema) } }, onRequest: requireTenant },
    (request) => listTenantRequests(app.db, tenantScopeOf(request)),
  )

  app.post(
    '/api/maintenance',
    {
      config: { idempotent: true },
      schema: { response: { 201: MaintenanceRequestSchema } },
      onRequest: requireTenant,
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request)
      const { fields, files } = await readMultipart(request, { files: PHOTO_RULE })
      const body = CreateMaintenanceBodySchema.safeParse(fields)
      if (!body.success) throw validationError(body.error)
      const id = await createMaintenanceRequest(app.db, app.storage, scope, body.data, files)
      return reply.status(201).send(await getTenantRequest(app.db, scope, id))
    },
  )

  app.get(
    '/api/maintenance/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: MaintenanceRequestDetailSchema } },
      onRequest: requireTenant,
    },
    (request) => getTenantRequestDetail(app.db, tenantScopeOf(request), request.params.id),
  )

  app.post(
    '/api/maintenance/:id/rating',
    {
      schema: {
        params: IdParamsSchema,
        body: RatingBodySchema,
        response: { 200: MaintenanceRequestSchema },
      },
      onRequest: requireTenant,
    },
    async (request) => {
      const scope = tenantScopeOf(request)
      await rateMaintenanceRequest(app.db, scope, request.params.id, request.body.rating)
      return getTenantRequest(app.db, scope, request.params.id)
    },
  )

  app.get(
    '/api/admin/maintenance',
    {
      schema: {
        querystring: AdminMaintenanceQuerySchema,
        response: { 200: z.array(AdminMaintenanceRequestSchema) },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { requests, total } = await listAdminRequests(app.db, request.query)
      reply.header('X-Total-Count', String(total))
      return requests
    },
  )

  app.put(
    '/api/admin/maintenance/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateMaintenanceBodySchema,
        response: { 200: AdminMaintenanceRequestSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      await updateMaintenanceRequest(app.db, request.params.id, request.body, app.config.publicUrl)
      app.nudgeJobs()
      return getAdminRequest(app.db, request.params.id)
    },
  )

  app.post(
    '/api/admin/maintenance/:id/notes',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: CreateNoteBodySchema,
        response: { 201: MaintenanceNoteSchema },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const note = await addMaintenanceNote(
        app.db,
        { requestId: request.params.id, ...request.body, adminId: adminIdOf(request) },
        app.config.publicUrl,
      )
      app.nudgeJobs()
      return reply.status(201).send(note)
    },
  )
}
