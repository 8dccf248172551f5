import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParamsSchema } from '../../../shared/schemas/common'
import {
  deductionPhotoField,
  DepositDispositionBodySchema,
  DepositSchema,
  DISPOSITION_FIELD,
  MAX_DEDUCTION_PHOTO_BYTES,
  MAX_DEDUCTIONS,
} from '../../../shared/schemas/deposits'
import { adminIdOf, requireAdmin, requireTenant, tenantScopeOf } from '../../http/authenticate'
import { AppError, validationError } from '../../http/errors'
import { readMultipart, type FileRule } from '../../http/multipart'
import { sendFile } from '../../http/send-file'
import type { SniffedType } from '../../storage/sniff'
import { assertTenantLease, getLeaseDeposit, listTenantDeposits } from './deposits.queries'
import { buildDispositionLetter, recordDisposition } from './deposits.service'

// The letter prints each photo, and a PDF embeds JPG and PNG as they are.
const LETTER_IMAGE_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png']
const PHOTO_RULE: FileRule = {
  maxBytes: MAX_DEDUCTION_PHOTO_BYTES,
  maxCount: 1,
  types: LETTER_IMAGE_TYPES,
  typeError: 'Deduction photos must be JPG or PNG images.',
  sizeError: 'Each photo must be 10 MB or smaller.',
}
const PHOTO_RULES = Object.fromEntries(
  Array.from({ length: MAX_DEDUCTIONS }, (_, index) => [deductionPhotoField(index), PHOTO_RULE]),
)

const parseDisposition = (json: string | undefined) => {
  if (json === undefined)
    throw new AppError(400, `Send the disposition as JSON in the field "${DISPOSITION_FIELD}".`)
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new AppError(400, `The field "${DISPOSITION_FIELD}" is not valid JSON.`)
  }
  const body = DepositDispositionBodySchema.safeParse(value)
  if (!body.success) throw validationError(body.error)
  return body.data
}

/** Security deposits: held while the lease runs, settled with a letter at lease end. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/leases/:id/deposit',
    {
      schema: { params: IdParamsSchema, response: { 200: DepositSchema } },
      onRequest: requireAdmin,
    },
    (request) => getLeaseDeposit(app.db, request.params.id, 'admin'),
  )

  app.post(
    '/api/admin/leases/:id/deposit/disposition',
    {
      config: { idempotent: true },
      schema: { params: IdParamsSchema, response: { 201: DepositSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, PHOTO_RULES)
      const body = parseDisposition(fields[DISPOSITION_FIELD])
      await recordDisposition(app.db, app.storage, request.params.id, body, files, {
        adminId: adminIdOf(request),
        now: app.now(),
        publicUrl: app.config.publicUrl,
      })
      return reply.status(201).send(await getLeaseDeposit(app.db, request.params.id, 'admin'))
    },
  )

  app.get(
    '/api/admin/leases/:id/deposit/letter',
    { schema: { params: IdParamsSchema }, onRequest: requireAdmin },
    async (request, reply) => {
      const letter = await buildDispositionLetter(app.db, app.storage, request.params.id)
      return sendFile(reply, {
        ...letter,
        bytes: Buffer.from(letter.bytes),
        contentType: 'application/pdf',
      })
    },
  )

  app.get(
    '/api/deposits',
    { schema: { response: { 200: z.array(DepositSchema) } }, onRequest: requireTenant },
    (request) => listTenantDeposits(app.db, tenantScopeOf(request).tenantId),
  )

  app.get(
    '/api/deposits/:id/letter',
    { schema: { params: IdParamsSchema }, onRequest: requireTenant },
    async (request, reply) => {
      await assertTenantLease(app.db, tenantScopeOf(request).tenantId, request.params.id)
      const letter = await buildDispositionLetter(app.db, app.storage, request.params.id)
      return sendFile(reply, {
        ...letter,
        bytes: Buffer.from(letter.bytes),
        contentType: 'application/pdf',
      })
    },
  )
}
