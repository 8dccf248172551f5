import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  DepositDispositionBodySchema,
  DISPOSITION_FIELD,
  deductionPhotoField,
} from '../../src/shared/schemas/deposits'
import { UploadLeaseDocumentFieldsSchema } from '../../src/shared/schemas/leases'
import { CreateMaintenanceBodySchema } from '../../src/shared/schemas/maintenance'
import { CreatePaymentFieldsSchema } from '../../src/shared/schemas/payments'
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES } from '../multipart'
import { testDialects } from '../test-database'
import {
  ANSWER_MS,
  describeRequest,
  fillParams,
  FUZZ_OPTIONS,
  FILE_FUZZ_TIMEOUT,
  idsForParam,
  listRoutes,
  paramNames,
  roleFor,
  routeFuzzDatabase,
  routeName,
  sendChecked,
  statusTally,
} from './fuzz-routes'
import { hostileFilename, hostileString, HOSTILE_TEXT } from './hostile'
import { applyMutation, mutationFor, toJsonSchema, valueFor } from './schema-arbitrary'
import { takeSnapshot } from './snapshot'
import { keepSessionsAlive, PDF_BYTES } from './world'

const CSV = Buffer.from(
  'first_name,last_name,email\n<img src=x onerror=alert(1)>,"=cmd|\' /C calc\'!A0",a@b.co\n',
)

/**
 * The multipart routes parse their text fields with zod inside the handler, so the route table
 * holds no body schema for them: this list gives each its fields and file parts. A write route
 * with no body schema must be here or in BODILESS, so a new upload route cannot slip past.
 */
const MULTIPART: Record<string, { fields?: z.ZodType; files: string[]; accepted: () => Buffer }> = {
  'POST /api/maintenance': {
    fields: CreateMaintenanceBodySchema,
    files: ['files'],
    accepted: () => PNG_BYTES,
  },
  'POST /api/payments': {
    fields: CreatePaymentFieldsSchema,
    files: ['proofFile'],
    accepted: () => JPEG_BYTES,
  },
  'POST /api/admin/leases/:id/documents': {
    fields: UploadLeaseDocumentFieldsSchema,
    files: ['document'],
    accepted: () => PDF_BYTES,
  },
  'POST /api/admin/lease-intake/upload': { files: ['document'], accepted: () => PDF_BYTES },
  'POST /api/admin/tenants/upload-excel': { files: ['excelFile'], accepted: () => CSV },
  // The disposition travels as JSON in one text field, each deduction's photo in a field of its own.
  'POST /api/admin/leases/:id/deposit/disposition': {
    fields: z.object({ [DISPOSITION_FIELD]: DepositDispositionBodySchema }),
    files: [deductionPhotoField(0), deductionPhotoField(1)],
    accepted: () => JPEG_BYTES,
  },
}

/** Writes that take no body at all (their input is the path and the session). */
const BODILESS = new Set([
  'POST /api/admin/logout',
  'POST /api/tenant/logout',
  'POST /api/admin/tenants/:id/invite',
  'POST /api/admin/tenants/:id/sign-out',
  'POST /api/notifications/read-all',
  'POST /api/admin/leases/:id/end',
  'POST /api/payments/:id/email-receipt',
  'POST /api/admin/lease-intake/:id/retry',
  'POST /api/admin/ledger-entries/:id/void',
  'POST /api/admin/ledger-entries/:id/waive',
])

const routes = await listRoutes()

/** File contents, most of them not what their name and claimed type say. */
const fileBytes = fc.oneof(
  fc.constantFrom(PNG_BYTES, JPEG_BYTES, PDF_BYTES, EXE_BYTES, CSV, Buffer.alloc(0)),
  fc.constantFrom(
    Buffer.from('<html><script>alert(1)</script></html>'),
    Buffer.concat([PNG_BYTES, Buffer.from('<script>alert(1)</script>')]),
    Buffer.from('PK\u0003\u0004not really a zip'),
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
    Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(50)),
  ),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
)

const claimedType = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/csv',
  'application/x-msdownload',
  'text/html',
  '',
  'image/png\r\nX-Evil: 1',
)

type Part = { name: string; value: Buffer; filename?: string; type?: string }

/** A multipart body written by hand, so hostile names and filenames reach the parser unescaped. */
const encode = (parts: Part[], boundary: string) =>
  Buffer.concat([
    ...parts.flatMap((part) => {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
      const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`}\r\n`
      return [Buffer.from(head, 'utf8'), part.value, Buffer.from('\r\n')]
    }),
    Buffer.from(`--${boundary}--\r\n`),
  ])

type Input = {
  params: Record<string, string>
  parts: Part[]
  damage: 'none' | 'truncate' | 'wrong-boundary' | 'no-boundary' | 'as-json'
}

const inputFor = (
  route: (typeof routes)[number],
  byTable: Record<string, string[]>,
): fc.Arbitrary<Input> => {
  const ids = Object.values(byTable).flat()
  const spec = MULTIPART[routeName(route)] ?? { files: [], accepted: () => Buffer.alloc(0) }
  const fieldsSchema = toJsonSchema(spec.fields)
  const params = fc.record(
    Object.fromEntries(
      paramNames(route.url).map((name) => [
        name,
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...idsForParam(route.url, name, byTable)) },
          { weight: 1, arbitrary: hostileString },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>
  const shapedFields = fieldsSchema
    ? fc
        .tuple(valueFor(fieldsSchema, ids), fc.option(mutationFor(fieldsSchema), { freq: 2 }))
        .map(([value, mutation]) => (mutation ? applyMutation(value, mutation) : value))
    : fc.constant({})
  const fieldParts = shapedFields.map((value) =>
    Object.entries((value ?? {}) as Record<string, unknown>).map(([name, item]): Part => ({
      name,
      value: Buffer.from(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''), 'utf8'),
    })),
  )
  const extraField = fc.record({
    name: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'files[]',
      'id',
      'tenantId',
      'x'.repeat(300),
      ...HOSTILE_TEXT.slice(0, 6),
    ),
    value: hostileString.map((text) => Buffer.from(text, 'utf8')),
  })
  const filePart = fc.record({
    name: fc.constantFrom(
      ...spec.files,
      ...spec.files,
      ...spec.files,
      'other',
      '__proto__',
      'files[]',
    ),
    // Often the right kind of file, so the hostile name and fields reach storage.
    value: fc.oneof(
      { weight: 3, arbitrary: fc.constant(spec.accepted()) },
      { weight: 2, arbitrary: fileBytes },
    ),
    filename: hostileFilename,
    type: claimedType,
  })
  return fc.record({
    params,
    parts: fc
      .tuple(
        fieldParts,
        fc.array(extraField, { maxLength: 2 }),
        fc.array(filePart, { maxLength: 3 }),
      )
      .map(([fields, extras, files]) => [...fields, ...extras, ...files]),
    damage: fc.constantFrom(
      'none',
      'none',
      'none',
      'none',
      'none',
      'none',
      'truncate',
      'wrong-boundary',
      'no-boundary',
      'as-json',
    ),
  })
}

const requestFor = (input: Input) => {
  const boundary = '----hearthfuzz7d3a'
  const body = encode(input.parts, boundary)
  switch (input.damage) {
    case 'truncate':
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: body.subarray(0, Math.floor(body.length / 2)),
      }
    case 'wrong-boundary':
      return { contentType: 'multipart/form-data; boundary=other', payload: body }
    case 'no-boundary':
      return { contentType: 'multipart/form-data', payload: body }
    case 'as-json':
      return { contentType: 'application/json', payload: body }
    default:
      return { contentType: `multipart/form-data; boundary=${boundary}`, payload: body }
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what a stored name must not keep
const UNSAFE_NAME = /[/\\\u0000-\u001f]/
const STORED_KEY = /^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}$/

describe('the multipart route list', () => {
  it('names every write route that has no body schema, so none goes unfuzzed', () => {
    const unlisted = routes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => !(route.schema as { body?: unknown } | undefined)?.body)
      .map(routeName)
      .filter((name) => !(name in MULTIPART) && !BODILESS.has(name))
    expect(unlisted).toEqual([])
    for (const name of Object.keys(MULTIPART)) expect(routes.map(routeName)).toContain(name)
  })
})

describe.each(testDialects)(
  'every multipart route under hostile forms and files on %s',
  (dialect) => {
    const database = routeFuzzDatabase(dialect)

    const multipartRoutes = routes.filter((route) => routeName(route) in MULTIPART)
    it.each(multipartRoutes.map((route) => [routeName(route), route] as const))(
      '%s: no 5xx, 4xx changes nothing, stored names are clean',
      async (_, route) => {
        const world = await database.freshWorld()
        const { ctx, tables, ids } = world
        let sessions = world.sessions
        const statuses = statusTally(route)
        await fc.assert(
          fc.asyncProperty(inputFor(route, ids), async (input) => {
            sessions = await keepSessionsAlive(ctx, sessions)
            const url = fillParams(route.url, input.params)
            const { contentType, payload } = requestFor(input)
            const described = describeRequest(
              'POST',
              url,
              contentType,
              payload.subarray(0, 400).toString('latin1'),
            )
            const res = await sendChecked(
              ctx,
              tables,
              {
                method: 'POST',
                url,
                headers: { ...sessions[roleFor(route.url)], 'content-type': contentType },
                payload,
              },
              described,
              ANSWER_MS.file,
            )
            statuses.count(res.statusCode)
            // Whatever a client named its file, the bytes live under a random key and the name kept is a bare name.
            const after = await takeSnapshot(ctx, tables)
            expect(
              after.files.filter((file) => !STORED_KEY.test(file)),
              described,
            ).toEqual([])
            const names = await ctx.db.selectFrom('stored_files').select('original_name').execute()
            for (const { original_name } of names)
              expect(original_name, described).not.toMatch(UNSAFE_NAME)
          }),
          FUZZ_OPTIONS,
        )
        statuses.expectPastAuthentication()
      },
      FILE_FUZZ_TIMEOUT,
    )
  },
)
