import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema, OkSchema } from '../../../shared/schemas/common'
import {
  CreateLeaseBodySchema,
  LeaseDocumentParamsSchema,
  LeaseDocumentSchema,
  LeaseListQuerySchema,
  LeaseSchema,
  UpdateLeaseBodySchema,
  UploadLeaseDocumentFieldsSchema,
} from '../../../shared/schemas/leases'
import { keptUntilWrite } from '../../db/kept-until-write'
import { adminIdOf, dataVersionOf, requireAdmin } from '../../http/authenticate'
import { AppError, validationError } from '../../http/errors'
import { sendKeptJson, serialisedBySchema, type KeptJson } from '../../http/kept-json'
import { readMultipart } from '../../http/multipart'
import { sendFile } from '../../http/send-file'
import {
  assertLeaseExists,
  deleteLeaseDocument,
  listLeaseDocuments,
  readLeaseDocument,
  uploadLeaseDocument,
} from './lease-documents.service'
import { LEASE_DOCUMENT_RULE } from './lease-document-rule'
import { listLeases } from './leases.queries'
import { createLease, endLease, updateLease } from './leases.service'

const NO_FILE = 'Choose a PDF file to upload'

/**
 * Lease pages kept, at most this many characters of their JSON in all: the whole list of the
 * benchmark's portfolio (10,000 leases, ~6.5 MB) about twice over.
 */
const KEPT_CHARACTERS = 16_000_000

/** The lease and lease-document calls; every one needs an admin. */
export const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body parsing: a stranger learns nothing about the body's rules and uploads no file.
  app.addHook('onRequest', requireAdmin)

  // A page costs ~2 ms of CPU (the list index walked to the offset, the count, the intakes and
  // co-tenants, the extracted data read), so pages are kept until the next write by any server:
  // every table a page reads moves the data version (migrations 0030 and 0082, decision 1401).
  // A page is kept as the JSON the route's LeaseSchema checked and wrote when it was computed: a
  // third of the objects' memory, and not serialised again for every request.
  const keptPages = keptUntilWrite<KeptJson & { total: number }>({
    maxWeight: KEPT_CHARACTERS,
    weigh: (page) => page.json.length,
  })
  app.get(
    '/api/admin/leases',
    { schema: { querystring: LeaseListQuerySchema, response: { 200: z.array(LeaseSchema) } } },
    async (request, reply) => {
      // Keyed by the whole parsed query, so a filter added later is part of the key by itself.
      const key = JSON.stringify(request.query)
      const page = await keptPages(dataVersionOf(request), key, async () => {
        const { items, total } = await listLeases(app.db, request.query)
        return { json: serialisedBySchema(reply, items), total }
      })
      reply.header('X-Total-Count', String(page.total))
      return sendKeptJson(reply, page)
    },
  )

  app.post(
    '/api/admin/leases',
    {
      config: { idempotent: true },
      schema: { body: CreateLeaseBodySchema, response: { 201: LeaseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createLease(app.db, request.body)),
  )

  app.put(
    '/api/admin/leases/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateLeaseBodySchema,
        response: { 200: LeaseSchema },
      },
    },
    (request) => updateLease(app.db, request.params.id, request.body),
  )

  app.post(
    '/api/admin/leases/:id/end',
    { schema: { params: IdParamsSchema, response: { 200: LeaseSchema } } },
    (request) => endLease(app.db, request.params.id),
  )

  app.get(
    '/api/admin/leases/:id/documents',
    { schema: { params: IdParamsSchema, response: { 200: z.array(LeaseDocumentSchema) } } },
    (request) => listLeaseDocuments(app.db, request.params.id),
  )

  app.post(
    '/api/admin/leases/:id/documents',
    {
      config: { idempotent: true },
      schema: { params: IdParamsSchema, response: { 201: LeaseDocumentSchema } },
    },
    async (request, reply) => {
      await assertLeaseExists(app.db, request.params.id)
      const form = await readMultipart(request, { document: LEASE_DOCUMENT_RULE })
      const fields = UploadLeaseDocumentFieldsSchema.safeParse(form.fields)
      if (!fields.success) throw validationError(fields.error)
      const [upload] = form.files
      if (!upload)
        throw new AppError(400, `document: ${NO_FILE}`, { fields: { document: NO_FILE } })
      const document = await uploadLeaseDocument(app.db, app.storage, {
        leaseId: request.params.id,
        adminId: adminIdOf(request),
        documentType: fields.data.documentType,
        upload,
      })
      return reply.status(201).send(document)
    },
  )

  app.get(
    '/api/admin/leases/:id/documents/:docId/download',
    { schema: { params: LeaseDocumentParamsSchema } },
    async (request, reply) => {
      const file = await readLeaseDocument(
        app.db,
        app.storage,
        request.params.id,
        request.params.docId,
      )
      return sendFile(reply, file, 'attachment')
    },
  )

  app.delete(
    '/api/admin/leases/:id/documents/:docId',
    { schema: { params: LeaseDocumentParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteLeaseDocument(app.db, app.storage, request.params.id, request.params.docId)
      return { success: true as const }
    },
  )
}
