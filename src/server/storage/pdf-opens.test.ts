import { describe, expect, it } from 'vitest'
import { multipartBody } from '../../../tests/multipart'
import { signInNewAdmin } from '../../../tests/sessions'
import { createTestApp } from '../../../tests/test-app'
import { testDialects } from '../../../tests/test-database'
import { PDF_BYTES } from '../../../tests/fuzz/world'
import type { ReaderPool, ReaderResult } from '../readers/reader-pool'

/** Readers that end every read the same way, as a bomb or a crashed reader would. */
const readersEnding = (result: ReaderResult<unknown>): ReaderPool => ({
  busy: 0,
  run: async <T>() => result as ReaderResult<T>,
  close: () => {},
})

describe.each(testDialects)('the PDF check of an upload on %s', (dialect) => {
  it.each([{ kind: 'timed-out' } as const, { kind: 'too-large' } as const])(
    'answers 413 "too large to read safely" when the check is %o, and stores nothing',
    async (result) => {
      const ctx = await createTestApp(dialect, { readers: readersEnding(result) })
      try {
        const { headers } = await signInNewAdmin(ctx.app, ctx.db)
        const body = await multipartBody({}, [
          { field: 'document', filename: 'lease.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
        ])
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/lease-intake/upload',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        })
        expect(res.statusCode).toBe(413)
        expect(res.json().error).toMatch(/^This PDF is too large to read safely\. /)
        expect(await ctx.db.selectFrom('document_intakes').select('id').execute()).toEqual([])
        expect(await ctx.db.selectFrom('stored_files').select('id').execute()).toEqual([])
      } finally {
        await ctx.close()
      }
    },
  )
})
