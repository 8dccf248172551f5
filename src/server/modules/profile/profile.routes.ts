import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  EmergencyContactBodySchema,
  EmergencyContactSchema,
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesBodySchema,
  UpdateProfileBodySchema,
} from '../../../shared/schemas/profile'
import { TenantSchema } from '../../../shared/schemas/tenant'
import { requireTenant, tenantScopeOf } from '../../http/authenticate'
import {
  createEmergencyContact,
  deleteEmergencyContact,
  getCurrentTenant,
  getNotificationPreferences,
  listEmergencyContacts,
  updateCurrentTenant,
  updateEmergencyContact,
  updateNotificationPreferences,
} from './profile.service'

/** The tenant's own profile, emergency contacts and notification preferences. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenants/current',
    { schema: { response: { 200: TenantSchema } }, onRequest: requireTenant },
    (request) => getCurrentTenant(app.db, tenantScopeOf(request)),
  )

  app.put(
    '/api/tenants/current',
    {
      schema: { body: UpdateProfileBodySchema, response: { 200: TenantSchema } },
      onRequest: requireTenant,
    },
    (request) => updateCurrentTenant(app.db, tenantScopeOf(request), request.body),
  )

  app.get(
    '/api/emergency-contacts',
    { schema: { response: { 200: z.array(EmergencyContactSchema) } }, onRequest: requireTenant },
    (request) => listEmergencyContacts(app.db, tenantScopeOf(request)),
  )

  app.post(
    '/api/emergency-contacts',
    {
      config: { idempotent: true },
      schema: { body: EmergencyContactBodySchema, response: { 201: EmergencyContactSchema } },
      onRequest: requireTenant,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createEmergencyContact(app.db, tenantScopeOf(request), request.body)),
  )

  app.put(
    '/api/emergency-contacts/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: EmergencyContactBodySchema,
        response: { 200: EmergencyContactSchema },
      },
      onRequest: requireTenant,
    },
    (request) =>
      updateEmergencyContact(app.db, tenantScopeOf(request), request.params.id, request.body),
  )

  app.delete(
    '/api/emergency-contacts/:id',
    { schema: { params: IdParamsSchema }, onRequest: requireTenant },
    async (request, reply) => {
      await deleteEmergencyContact(app.db, tenantScopeOf(request), request.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/notification-preferences',
    { schema: { response: { 200: NotificationPreferencesSchema } }, onRequest: requireTenant },
    (request) => getNotificationPreferences(app.db, tenantScopeOf(request)),
  )

  app.put(
    '/api/notification-preferences',
    {
      schema: {
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
      onRequest: requireTenant,
    },
    (request) => updateNotificationPreferences(app.db, tenantScopeOf(request), request.body),
  )
}
