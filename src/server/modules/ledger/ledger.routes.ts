import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIso } from '../../../shared/dates'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  OneOffEntryBodySchema,
  PropertyFeesBodySchema,
  PostedEntrySchema,
  RecurringChargeBodySchema,
  RecurringChargeSchema,
  SentReminderSchema,
  UpdateRecurringChargeBodySchema,
} from '../../../shared/schemas/ledger'
import { adminIdOf, requireAdmin } from '../../http/authenticate'
import {
  addOneOffEntry,
  chargePropertyFees,
  createRecurringCharge,
  listRecurringCharges,
  updateRecurringCharge,
  voidEntry,
  waiveLateFee,
} from './ledger-entries.service'
import { ledgerEntriesCsv } from './ledger-entries-csv'
import { listSentReminders } from './sent-reminders.queries'

/** The admin's hand on the books: recurring charges, one-off entries, voids, waivers, reminders sent. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/api/admin/leases/:id/recurring-charges',
    { schema: { params: IdParamsSchema, response: { 200: z.array(RecurringChargeSchema) } } },
    (request) => listRecurringCharges(app.db, request.params.id),
  )

  app.post(
    '/api/admin/leases/:id/recurring-charges',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: RecurringChargeBodySchema,
        response: { 201: RecurringChargeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRecurringCharge(app.db, request.params.id, request.body, app.now())),
  )

  app.post(
    '/api/admin/leases/:id/recurring-charges/property-fees',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: PropertyFeesBodySchema,
        response: { 201: z.array(RecurringChargeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await chargePropertyFees(app.db, request.params.id, request.body.startDate, app.now()),
        ),
  )

  app.put(
    '/api/admin/recurring-charges/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateRecurringChargeBodySchema,
        response: { 200: RecurringChargeSchema },
      },
    },
    (request) => updateRecurringCharge(app.db, request.params.id, request.body.endDate, app.now()),
  )

  app.post(
    '/api/admin/leases/:id/ledger-entries',
    {
      config: { idempotent: true },
      schema: {
        params: IdParamsSchema,
        body: OneOffEntryBodySchema,
        response: { 201: PostedEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addOneOffEntry(
            app.db,
            request.params.id,
            request.body,
            adminIdOf(request),
            app.now(),
          ),
        ),
  )

  app.post(
    '/api/admin/ledger-entries/:id/void',
    { schema: { params: IdParamsSchema, response: { 200: PostedEntrySchema } } },
    (request) => voidEntry(app.db, request.params.id, app.now()),
  )

  app.post(
    '/api/admin/ledger-entries/:id/waive',
    {
      config: { idempotent: true },
      schema: { params: IdParamsSchema, response: { 201: PostedEntrySchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await waiveLateFee(app.db, request.params.id, adminIdOf(request), app.now())),
  )

  app.get('/api/admin/ledger-entries/export.csv', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="ledger-entries-${todayIso()}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(await ledgerEntriesCsv(app.db)),
  )

  app.get(
    '/api/admin/tenants/:id/sent-reminders',
    { schema: { params: IdParamsSchema, response: { 200: z.array(SentReminderSchema) } } },
    (request) => listSentReminders(app.db, request.params.id),
  )
}
