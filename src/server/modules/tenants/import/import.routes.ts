import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  ImportParseResultSchema,
  ImportResultSchema,
  ImportTenantsBodySchema,
} from '../../../../shared/schemas/tenant-import'
import { requireAdmin } from '../../../http/authenticate'
import { AppError } from '../../../http/errors'
import { formParts, partBytes } from '../../../http/multipart'
import { sendFile } from '../../../http/send-file'
import { importTenants, sortOutSkipped } from './import-tenants'
import { parseTenantSpreadsheet } from './parse-import'
import { buildTemplateXlsx, readTemplateCsv, TEMPLATE_NAME } from './template'

const FIELD = 'excelFile'

/** 50,000 tenants as JSON: far above the 1 MB every other JSON body gets. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024

/** The one file of the upload, capped at 10 MB while it streams in. */
const readSpreadsheetUpload = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart())
    throw new AppError(415, `Send the spreadsheet as multipart/form-data in the field "${FIELD}".`)
  let file: Buffer | undefined
  for await (const part of formParts(request, { fileSize: IMPORT_MAX_BYTES, files: 1 })) {
    if (part.type === 'field') continue
    if (part.fieldname !== FIELD) {
      await part.toBuffer().catch(() => undefined)
      throw new AppError(
        400,
        `This form takes the spreadsheet in the field "${FIELD}", not "${part.fieldname}".`,
      )
    }
    file = await partBytes(part).catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `${IMPORT_TOO_LARGE}.`)
      throw error
    })
  }
  if (!file?.length)
    throw new AppError(400, 'Choose a spreadsheet (.xlsx, .xls or .csv) to upload.')
  return file
}

/** The spreadsheet import: parse and check, then import, plus the templates. */
export const tenantImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/tenants/upload-excel',
    { schema: { response: { 200: ImportParseResultSchema } }, onRequest: requireAdmin },
    async (request) => {
      const parsed = await parseTenantSpreadsheet(app.readers, await readSpreadsheetUpload(request))
      const { skippedRecords } = await sortOutSkipped(app.db, parsed.tenants)
      return { ...parsed, summary: { ...parsed.summary, skippedRows: skippedRecords.length } }
    },
  )

  app.post(
    '/api/admin/tenants/import',
    {
      config: { idempotent: true },
      schema: { body: ImportTenantsBodySchema, response: { 200: ImportResultSchema } },
      onRequest: requireAdmin,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    (request) => importTenants(app.db, request.body.tenants),
  )

  app.get(
    '/api/admin/tenants/import-template.csv',
    { onRequest: requireAdmin },
    async (_request, reply) =>
      sendFile(
        reply,
        {
          bytes: await readTemplateCsv(),
          contentType: 'text/csv; charset=utf-8',
          filename: `${TEMPLATE_NAME}.csv`,
        },
        'attachment',
      ),
  )

  app.get(
    '/api/admin/tenants/import-template.xlsx',
    { onRequest: requireAdmin },
    async (_request, reply) =>
      sendFile(
        reply,
        {
          bytes: await buildTemplateXlsx(),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          filename: `${TEMPLATE_NAME}.xlsx`,
        },
        'attachment',
      ),
  )
}
