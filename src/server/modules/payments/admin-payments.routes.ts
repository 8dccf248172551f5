import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIso } from '../../../shared/dates'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  AdminPaymentSchema,
  AdminPaymentsQuerySchema,
  RecordPaymentBodySchema,
  TenantLedgerSchema,
  UpdatePaymentBodySchema,
} from '../../../shared/schemas/payments'
import { adminIdOf, requireAdmin } from '../../http/authenticate'
import { getTenantLedger } from '../ledger/ledger.queries'
import { paymentsCsv } from './payments-csv'
import { getAdminPayment, iterateAdminPayments, listAdminPayments } from './payments.queries'
import { recordPayment, updatePaymentStatus } from './payments.service'

const ExportQuerySchema = AdminPaymentsQuerySchema.omit({ limit: true, offset: true })

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        querystring: AdminPaymentsQuerySchema,
        response: { 200: z.array(AdminPaymentSchema) },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { payments, total } = await listAdminPayments(app.db, request.query)
      reply.header('X-Total-Count', String(total))
      return payments
    },
  )

  app.get(
    '/api/admin/payments/export.csv',
    { schema: { querystring: ExportQuerySchema }, onRequest: requireAdmin },
    (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payments-${todayIso()}.csv"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(Readable.from(paymentsCsv(iterateAdminPayments(app.db, request.query)))),
  )

  app.post(
    '/api/admin/payments',
    {
      config: { idempotent: true },
      schema: { body: RecordPaymentBodySchema, response: { 201: AdminPaymentSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const id = await recordPayment(app.db, request.body, adminIdOf(request), app.config.publicUrl)
      app.nudgeJobs()
      return reply.status(201).send(await getAdminPayment(app.db, id))
    },
  )

  app.put(
    '/api/admin/payments/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdatePaymentBodySchema,
        response: { 200: AdminPaymentSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      await updatePaymentStatus(app.db, request.params.id, request.body, app.config.publicUrl)
      app.nudgeJobs()
      return getAdminPayment(app.db, request.params.id)
    },
  )

  app.get(
    '/api/admin/tenants/:id/ledger',
    {
      schema: { params: IdParamsSchema, response: { 200: TenantLedgerSchema } },
      onRequest: requireAdmin,
    },
    (request) => getTenantLedger(app.db, request.params.id, todayIso(app.now())),
  )
}
