import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertLease, insertTenant } from '../../../../tests/factories'
import { EXE_BYTES, multipartBody, PNG_BYTES, type FormFile } from '../../../../tests/multipart'
import { BLANK_PDF } from '../../../../tests/pdf-bytes'
import { signInNewAdmin } from '../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../tests/test-app'
import { testDialects } from '../../../../tests/test-database'

const PDF_BYTES = BLANK_PDF
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

describe.each(testDialects)('lease documents on %s', (dialect) => {
  let ctx: TestContext
  let headers: Record<string, string>
  let leaseId: string
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    headers = (await signInNewAdmin(ctx.app, ctx.db)).headers
    const tenant = await insertTenant(ctx.db)
    leaseId = (await insertLease(ctx.db, { tenant_id: tenant.id })).id
  })
  afterEach(() => ctx.close())

  const upload = async (fields: Record<string, string>, files: FormFile[], lease = leaseId) => {
    const body = await multipartBody(fields, files)
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease}/documents`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    })
  }
  const pdf = (filename = 'Lease – Unit 2B.pdf', bytes: Uint8Array = PDF_BYTES): FormFile => ({
    field: 'document',
    filename,
    bytes,
    type: 'application/pdf',
  })
  const documents = (lease = leaseId) =>
    ctx.app.inject({ url: `/api/admin/leases/${lease}/documents`, headers })
  const nothingStored = async () => {
    expect(await ctx.db.selectFrom('lease_documents').selectAll().execute()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').selectAll().execute()).toEqual([])
    expect(await ctx.app.storage.list()).toEqual([])
  }

  it('uploads a PDF as a lease agreement by default and lists it newest first', async () => {
    const first = await upload({}, [pdf()])
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      leaseId,
      filename: 'Lease – Unit 2B.pdf',
      documentType: 'lease_agreement',
      sizeBytes: PDF_BYTES.length,
    })
    const second = await upload({ documentType: 'inspection_report' }, [
      pdf('Move-in inspection.pdf'),
    ])
    expect(second.json().documentType).toBe('inspection_report')
    const listed = await documents()
    expect(listed.statusCode).toBe(200)
    expect(listed.json().map((d: { filename: string }) => d.filename)).toEqual([
      'Move-in inspection.pdf',
      'Lease – Unit 2B.pdf',
    ])
  })

  it('downloads a document under its filename with safe headers', async () => {
    const { id } = (await upload({ documentType: 'addendum' }, [pdf('Pet addendum.pdf')])).json()
    const res = await ctx.app.inject({
      url: `/api/admin/leases/${leaseId}/documents/${id}/download`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Pet addendum.pdf"; filename*=UTF-8''Pet%20addendum.pdf`,
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses a file that is not a PDF by its content, whatever its name, and stores nothing', async () => {
    const renamed = await upload({}, [pdf('lease.pdf', EXE_BYTES)])
    expect(renamed.statusCode).toBe(415)
    expect(renamed.json().error).toBe('Lease documents must be PDF files.')
    expect(
      (
        await upload({}, [
          { field: 'document', filename: 'scan.png', bytes: PNG_BYTES, type: 'image/png' },
        ])
      ).statusCode,
    ).toBe(415)
    await nothingStored()
  })

  it('refuses a document over 10 MB with a 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload({}, [pdf('huge.pdf', big)])
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('Lease documents must be 10 MB or smaller.')
    await nothingStored()
  })

  it('refuses an unknown document type and a missing file with field-level 400s', async () => {
    const type = await upload({ documentType: 'receipt' }, [pdf()])
    expect(type.statusCode).toBe(400)
    expect(type.json().details.fields.documentType).toBe(
      'Choose lease_agreement, addendum, inspection_report or other',
    )
    const none = await upload({ documentType: 'other' }, [])
    expect(none.statusCode).toBe(400)
    expect(none.json().details.fields.document).toBe('Choose a PDF file to upload')
    await nothingStored()
  })

  it('answers 404 for an unknown lease and for a document asked for under another lease', async () => {
    expect((await upload({}, [pdf()], UNKNOWN_ID)).statusCode).toBe(404)
    expect((await documents(UNKNOWN_ID)).statusCode).toBe(404)
    const { id } = (await upload({}, [pdf()])).json()
    const other = await insertLease(ctx.db, { tenant_id: (await insertTenant(ctx.db)).id })
    const download = await ctx.app.inject({
      url: `/api/admin/leases/${other.id}/documents/${id}/download`,
      headers,
    })
    expect(download.statusCode).toBe(404)
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/leases/${other.id}/documents/${id}`,
      headers,
    })
    expect(remove.statusCode).toBe(404)
    expect(await ctx.app.storage.list()).toHaveLength(1)
  })

  it('deletes the row, the file row and the bytes', async () => {
    const { id } = (await upload({}, [pdf()])).json()
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/leases/${leaseId}/documents/${id}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    await nothingStored()
    expect((await documents()).json()).toEqual([])
  })

  it('keeps a file a lease intake shares with the document it became', async () => {
    const { id } = (await upload({}, [pdf('Signed lease.pdf')])).json()
    const document = await ctx.db
      .selectFrom('lease_documents')
      .select('file_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await ctx.db
      .insertInto('document_intakes')
      .values({
        id: crypto.randomUUID(),
        original_name: 'Signed lease.pdf',
        file_id: document.file_id,
        status: 'finalized',
        extracted_json: null,
        confidence_score: 0.9,
        error_message: null,
        tenant_id: null,
        lease_id: leaseId,
        created_by_admin_id: null,
        created_at: new Date().toISOString(),
        processed_at: null,
        finalized_at: null,
      })
      .execute()
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/leases/${leaseId}/documents/${id}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    expect(await ctx.db.selectFrom('lease_documents').selectAll().execute()).toEqual([])
    expect(await ctx.db.selectFrom('stored_files').selectAll().execute()).toHaveLength(1)
    expect(await ctx.app.storage.list()).toHaveLength(1)
  })

  it('refuses strangers before reading their upload', async () => {
    const body = await multipartBody({}, [pdf()])
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/leases/${leaseId}/documents`,
      headers: body.headers,
      payload: body.payload,
    })
    expect(res.statusCode).toBe(401)
    await nothingStored()
  })
})
