import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { multipartBody } from '../../../../tests/multipart'
import type { TestContext } from '../../../../tests/test-app'
import { runQueuedJobs } from '../../jobs/run-jobs'

/** Helpers the lease-intake API tests share: fixture PDFs, the upload call, the job run. */

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tests/fixtures/leases',
)

export const fixturePdf = (name: string): Buffer => readFileSync(path.join(fixtures, name))

/** The 10-page DC lease: Marcus Bell and Danielle Okafor at 1418 Columbia Road NW, Apt 304. */
export const DC_LEASE = 'dc_housing_provider_lease.pdf'

export const uploadIntake = async (
  ctx: TestContext,
  headers: Record<string, string>,
  bytes: Uint8Array,
  filename = 'Lease.pdf',
) => {
  const body = await multipartBody({}, [
    { field: 'document', filename, bytes, type: 'application/pdf' },
  ])
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/lease-intake/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

export const runJobs = (ctx: TestContext) => runQueuedJobs(ctx.db, ctx.app.jobHandlers)

export const getIntake = async (ctx: TestContext, headers: Record<string, string>, id: string) =>
  (await ctx.app.inject({ url: `/api/admin/lease-intake/${id}`, headers })).json()

/** An intake of the given fixture, read and waiting for review. */
export const extractedIntake = async (
  ctx: TestContext,
  headers: Record<string, string>,
  name = DC_LEASE,
) => {
  const uploaded = await uploadIntake(ctx, headers, fixturePdf(name), name)
  await runJobs(ctx)
  return getIntake(ctx, headers, uploaded.json().id)
}

/** One page showing a 7,000 × 7,000 grey image (49 megapixels, over the 40 MP cap) in 50 KB. */
export const oversizedImagePdf = async () => {
  const pdf = await PDFDocument.create()
  const side = 7000
  const image = pdf.context.register(
    PDFRawStream.of(
      pdf.context.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
      deflateSync(Buffer.alloc(side * side), { level: 9 }),
    ),
  )
  const page = pdf.addPage([612, 792])
  page.node.setXObject(PDFName.of('Im0'), image)
  page.node.set(
    PDFName.of('Contents'),
    pdf.context.register(pdf.context.stream('q 612 0 0 792 0 0 cm /Im0 Do Q')),
  )
  return pdf.save()
}
