import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  CreatePaymentFieldsSchema,
  EmailReceiptResponseSchema,
  PaymentInstructionsSchema,
  PaymentSchema,
} from '../../../shared/schemas/payments'
import { requireSession, requireTenant, sessionOf, tenantScopeOf } from '../../http/authenticate'
import { validationError } from '../../http/errors'
import { megabytes, readMultipart, type FileRule } from '../../http/multipart'
import { sendFile } from '../../http/send-file'
import { IMAGE_OR_PDF_TYPES } from '../../storage/sniff'
import type { SessionUser } from '../auth/sessions'
import { getPaymentInstructions } from './payment-instructions'
import { getTenantPayment, listTenantPayments } from './payments.queries'
import { buildReceipt, createTenantPayment, emailReceipt } from './payments.service'

const PROOF_RULE: FileRule = {
  maxBytes: megabytes(10),
  maxCount: 1,
  types: IMAGE_OR_PDF_TYPES,
  typeError: 'The proof of payment must be an image (JPG, PNG, GIF or WebP) or a PDF.',
  sizeError: 'The proof of payment must be 10 MB or smaller.',
}

/** A tenant reaches only their own payments; an admin every payment. */
const scopeOf = (session: SessionUser) =>
  session.role === 'tenant' ? { tenantId: session.tenantId } : null

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments',
    { schema: { response: { 200: z.array(PaymentSchema) } }, onRequest: requireTenant },
    (request) => listTenantPayments(app.db, tenantScopeOf(request)),
  )

  app.post(
    '/api/payments',
    {
      config: { idempotent: true },
      schema: { response: { 201: PaymentSchema } },
      onRequest: requireTenant,
    },
    async (request, reply) => {
      const scope = tenantScopeOf(request)
      const { fields, files } = await readMultipart(request, { proofFile: PROOF_RULE })
      const form = CreatePaymentFieldsSchema.safeParse(fields)
      if (!form.success) throw validationError(form.error)
      const id = await createTenantPayment(app.db, app.storage, scope, form.data, files[0])
      return reply.status(201).send(await getTenantPayment(app.db, scope, id))
    },
  )

  app.get(
    '/api/payments/instructions',
    { schema: { response: { 200: PaymentInstructionsSchema } }, onRequest: requireTenant },
    (request) => getPaymentInstructions(app.db, tenantScopeOf(request)),
  )

  app.get(
    '/api/payments/:id/receipt',
    { schema: { params: IdParamsSchema }, onRequest: requireSession },
    async (request, reply) => {
      const receipt = await buildReceipt(app.db, request.params.id, scopeOf(sessionOf(request)))
      return sendFile(
        reply,
        { bytes: receipt.bytes, contentType: 'application/pdf', filename: receipt.filename },
        'attachment',
      )
    },
  )

  app.post(
    '/api/payments/:id/email-receipt',
    {
      schema: { params: IdParamsSchema, response: { 200: EmailReceiptResponseSchema } },
      onRequest: requireSession,
      // Each press mails the tenant; a stuck key should not fill their inbox.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const to = await emailReceipt(app.db, request.params.id, scopeOf(sessionOf(request)))
      app.nudgeJobs()
      return { success: true as const, to }
    },
  )
}
