import { performance } from 'node:perf_hooks'
import { deflateRawSync } from 'node:zlib'
import * as XLSX from '@e965/xlsx'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertProperty, insertTenant } from '../../../../../tests/factories'
import { EXE_BYTES, multipartBody, PNG_BYTES } from '../../../../../tests/multipart'
import { signInNewAdmin, signInNewTenant } from '../../../../../tests/sessions'
import { createTestApp, type TestContext } from '../../../../../tests/test-app'
import { testDialects } from '../../../../../tests/test-database'
import { todayIso } from '../../../../shared/dates'
import type { ImportTenant } from '../../../../shared/schemas/tenant-import'
import { cellTooLong, EMPTY_FILE, HEADER_ONLY, TOO_MANY_COLUMNS, TOO_MANY_ROWS } from './read-sheet'
import { DAMAGED, PASSWORD_PROTECTED } from './spreadsheet-file'

type Row = (string | number | null)[]
type BookType = 'xlsx' | 'xls' | 'csv'

/** A real spreadsheet file, written by SheetJS the way Excel would save it. */
const spreadsheet = (
  rows: Row[],
  bookType: BookType = 'xlsx',
  edit?: (sheet: XLSX.WorkSheet) => void,
): Buffer => {
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  edit?.(sheet)
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Tenants')
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer
}

const CFB = (
  XLSX as unknown as {
    CFB: {
      utils: Record<string, (...args: unknown[]) => unknown>
      write: (...args: unknown[]) => Buffer
    }
  }
).CFB

/** What Excel writes for a workbook with a password: an OLE container holding the encrypted package. */
const passwordProtectedWorkbook = () => {
  const container = CFB.utils.cfb_new?.()
  CFB.utils.cfb_add?.(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]))
  CFB.utils.cfb_add?.(container, '/EncryptedPackage', Buffer.alloc(4096, 7))
  return CFB.write(container, { type: 'buffer' })
}

/** A minimal zip with one deflated entry; `claimedSize` lets it lie about how big the entry is. */
const zipWith = (name: string, content: Buffer, claimedSize = content.length) => {
  const data = deflateRawSync(content)
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(claimedSize, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(claimedSize, 24)
  central.writeUInt16LE(fileName.length, 28)
  const types = Buffer.from('[Content_Types].xml')
  const typesLocal = Buffer.alloc(30)
  typesLocal.writeUInt32LE(0x04034b50, 0)
  typesLocal.writeUInt16LE(types.length, 26)
  const typesCentral = Buffer.alloc(46)
  typesCentral.writeUInt32LE(0x02014b50, 0)
  typesCentral.writeUInt16LE(types.length, 28)
  const firstLength = local.length + fileName.length + data.length
  typesCentral.writeUInt32LE(firstLength, 42)
  const body = Buffer.concat([local, fileName, data, typesLocal, types])
  const directory = Buffer.concat([central, fileName, typesCentral, types])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(2, 8)
  end.writeUInt16LE(2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(body.length, 16)
  return Buffer.concat([body, directory, end])
}

const HEADER: Row = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Property',
  'Property Address',
  'Unit',
  'Lease Start',
  'Lease End',
  'Rent',
  'Security Deposit',
]

describe.each(testDialects)('tenant spreadsheet import on %s', (dialect) => {
  let ctx: TestContext
  let admin: Record<string, string>
  beforeEach(async () => {
    ctx = await createTestApp(dialect)
    admin = (await signInNewAdmin(ctx.app, ctx.db)).headers
  })
  afterEach(() => ctx.close())

  const upload = async (bytes: Buffer, filename = 'tenants.xlsx', field = 'excelFile') => {
    const body = await multipartBody({}, [{ field, filename, bytes }])
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/upload-excel',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    })
  }
  const importRows = (tenants: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/import',
      headers: admin,
      payload: { tenants },
    })
  const count = async (table: 'tenants' | 'leases' | 'properties') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  describe('POST /api/admin/tenants/upload-excel', () => {
    it('parses an .xlsx with landlord headers into tenants, a preview of 5, and a summary, writing nothing', async () => {
      const rows: Row[] = [
        [
          'Tenant Name',
          'E-mail Address',
          'Phone Number',
          'Property',
          'Unit Number',
          'Move In',
          'LeaseEndDate',
          'Monthly Rent',
          'Deposit',
          'Pet Deposit',
        ],
      ]
      for (let i = 1; i <= 7; i++)
        rows.push([
          `Tenant${i} Person`,
          `T${i}@Example.com`,
          5552010000 + i,
          'Cedar Ridge',
          `${i}A`,
          '03/01/2026',
          46446,
          '$1,850.00',
          1850,
          300,
        ])
      const res = await upload(spreadsheet(rows))
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.summary).toEqual({ totalRows: 7, validRows: 7, invalidRows: 0, skippedRows: 0 })
      expect(body.tenants).toHaveLength(7)
      expect(body.preview).toEqual(body.tenants.slice(0, 5))
      expect(body.validationErrors).toEqual([])
      expect(body.tenants[0]).toEqual({
        row: 2,
        firstName: 'Tenant1',
        lastName: 'Person',
        email: 't1@example.com',
        phone: '5552010001',
        unit: '1A',
        propertyName: 'Cedar Ridge',
        propertyAddress: null,
        city: null,
        state: null,
        zipCode: null,
        leaseStart: '2026-03-01',
        leaseEnd: '2027-02-28',
        rent: 1850,
        securityDeposit: 1850,
      })
      expect(body.columns.ignored).toEqual(['Pet Deposit'])
      expect(await count('tenants')).toBe(0)
    })

    it('reads the same rows from .xlsx, .xls and .csv files alike', async () => {
      const rows: Row[] = [
        HEADER,
        [
          'Ann',
          'Lee',
          'ann@example.com',
          '(555) 201-3344',
          'Oak Court',
          '12 Oak St.',
          '4',
          '2026-01-15',
          '01/14/2027',
          '$1,200.50',
          '1200.5',
        ],
      ]
      const results = await Promise.all(
        (['xlsx', 'xls', 'csv'] as const).map(async (type) =>
          (await upload(spreadsheet(rows, type), `t.${type}`)).json(),
        ),
      )
      for (const result of results) {
        expect(result.tenants).toEqual([
          expect.objectContaining({
            firstName: 'Ann',
            email: 'ann@example.com',
            phone: '(555) 201-3344',
            propertyAddress: '12 Oak St.',
            unit: '4',
            leaseStart: '2026-01-15',
            leaseEnd: '2027-01-14',
            rent: 1200.5,
            securityDeposit: 1200.5,
          }),
        ])
      }
    })

    it('lists each bad row by its spreadsheet row number with every problem, and keeps the good rows', async () => {
      const rows: Row[] = [
        HEADER,
        ['Good', 'Row', 'good@example.com', null, null, null, null, null, null, null, null],
        [null, 'NoFirst', 'bad-email', null, null, null, null, '13/45/2026', null, 'lots', null],
        [
          'Ends',
          'Early',
          'early@example.com',
          null,
          'Oak',
          null,
          null,
          '2026-06-01',
          '2026-05-01',
          -5,
          null,
        ],
      ]
      const body = (await upload(spreadsheet(rows, 'csv'), 't.csv')).json()
      expect(body.summary).toEqual({ totalRows: 3, validRows: 1, invalidRows: 2, skippedRows: 0 })
      expect(body.validationErrors).toEqual([
        {
          row: 3,
          errors: [
            'First Name is missing',
            "Email 'bad-email' is not a valid email address",
            "Lease Start '13/45/2026' is not a date; use MM/DD/YYYY or YYYY-MM-DD",
            "Rent 'lots' is not an amount; use a number such as 1850.00",
          ],
        },
        { row: 4, errors: ["Rent cannot be negative ('-5')"] },
      ])
    })

    it('stores formula cells and =cmd| text as text, never their computed value', async () => {
      const rows: Row[] = [
        ['First Name', 'Last Name', 'Email', 'Unit'],
        ["=cmd|' /C calc'!A0", 'Sheet', 'formula@example.com', null],
      ]
      const file = spreadsheet(rows, 'xlsx', (sheet) => {
        sheet.D2 = { t: 'n', f: 'SUM(100,1)', v: 101 }
      })
      const body = (await upload(file)).json()
      expect(body.tenants[0]).toMatchObject({
        firstName: "=cmd|' /C calc'!A0",
        unit: '=SUM(100,1)',
      })
      await importRows(body.tenants)
      const row = await ctx.db.selectFrom('tenants').selectAll().executeTakeFirstOrThrow()
      expect([row.first_name, row.unit]).toEqual(["=cmd|' /C calc'!A0", '=SUM(100,1)'])
    })

    it('starts a lease on the import day when a row names a property but no start date', async () => {
      const rows: Row[] = [
        HEADER,
        ['Co', 'Tenant', 'co@example.com', null, 'Oak Court', null, '2', null, null, null, null],
      ]
      const [tenant] = (await upload(spreadsheet(rows))).json().tenants
      expect(tenant.leaseStart).toBe(todayIso())
    })

    it('refuses an empty sheet, a header-only file and a file without name or email columns, each with its sentence', async () => {
      const empty = await upload(spreadsheet([]))
      expect(empty.statusCode).toBe(400)
      expect(empty.json().error).toBe(EMPTY_FILE)
      const headerOnly = await upload(spreadsheet([HEADER], 'csv'), 'h.csv')
      expect(headerOnly.json().error).toBe(HEADER_ONLY)
      const noEmail = await upload(
        spreadsheet([
          ['First Name', 'Last Name', 'Phone'],
          ['A', 'B', '1'],
        ]),
      )
      expect(noEmail.statusCode).toBe(400)
      expect(noEmail.json().error).toMatch(/^The spreadsheet has no Email column\./)
      const blankCsv = await upload(Buffer.from('\n\n , ,\n'), 'blank.csv')
      expect(blankCsv.json().error).toBe(EMPTY_FILE)
    })

    it('refuses files that are not spreadsheets by their content, whatever their name', async () => {
      for (const [bytes, name] of [
        [EXE_BYTES, 'tenants.xlsx'],
        [PNG_BYTES, 'tenants.csv'],
        [Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('text only')]), 'tenants.csv'],
        [zipWith('word/document.xml', Buffer.from('<w:document/>')), 'tenants.xlsx'],
      ] as const) {
        const res = await upload(bytes, name)
        expect(res.statusCode, name).toBe(415)
        expect(res.json().error).toBe('Please select an Excel (.xlsx, .xls) or CSV file.')
      }
    })

    it('says clearly when a workbook is password-protected or damaged', async () => {
      const locked = await upload(passwordProtectedWorkbook())
      expect(locked.statusCode).toBe(400)
      expect(locked.json().error).toBe(PASSWORD_PROTECTED)
      const good = spreadsheet([HEADER, ['A', 'B', 'a@example.com']])
      const truncated = await upload(good.subarray(0, good.length - 300))
      expect(truncated.statusCode).toBe(400)
      expect(truncated.json().error).toBe(DAMAGED)
      const corruptXls = spreadsheet([HEADER, ['A', 'B', 'a@example.com']], 'xls').subarray(0, 1200)
      expect((await upload(corruptXls, 't.xls')).json().error).toBe(DAMAGED)
    })

    it('refuses a zip bomb by its declared size and by what it really inflates to', async () => {
      const huge = Buffer.alloc(120 * 1024 * 1024)
      const declared = await upload(zipWith('xl/worksheets/sheet1.xml', huge))
      expect(declared.statusCode).toBe(400)
      expect(declared.json().error).toMatch(/too large once unpacked/)
      const lying = await upload(zipWith('xl/worksheets/sheet1.xml', huge, 1000))
      expect(lying.statusCode).toBe(400)
      expect(lying.json().error).toMatch(/too large once unpacked/)
    })

    it('refuses a small workbook whose shared strings unpack to 95 MB in under a second, the server answering meanwhile', async () => {
      // 3,000 different 32,000-character strings: 232 KB zipped in the wild, 96 MB unpacked.
      const rows: Row[] = [HEADER]
      for (let i = 0; i < 3_000; i++) rows.push([`${i}`.padEnd(32_000, 'x')])
      const bomb = spreadsheet(rows)
      expect(bomb.length).toBeLessThan(1024 * 1024)
      const started = performance.now()
      const answer = upload(bomb)
      const probed = performance.now()
      const health = await ctx.app.inject({ url: '/api/health' })
      expect(health.statusCode).toBe(200)
      expect(performance.now() - probed).toBeLessThan(100)
      const refused = await answer
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toMatch(/too large once unpacked \(over 60 MB\)/)
    })

    it('refuses absurd sheets with a sentence: a cell in column XFD, a 100,000-character cell', async () => {
      const wide = spreadsheet([HEADER, ['Ana', 'Diaz', 'ana@example.com']], 'xlsx', (sheet) => {
        sheet['XFD2'] = { t: 's', v: 'far away' }
        sheet['!ref'] = 'A1:XFD2'
      })
      const tooWide = await upload(wide)
      expect(tooWide.statusCode).toBe(413)
      expect(tooWide.json().error).toBe(TOO_MANY_COLUMNS)
      const long = `First Name,Last Name,Email\nAna,${'x'.repeat(100_000)},ana@example.com\n`
      const tooLong = await upload(Buffer.from(long), 'tenants.csv')
      expect(tooLong.statusCode).toBe(413)
      expect(tooLong.json().error).toBe(cellTooLong(2))
    })

    it('caps files at 10 MB and rows at 50,000', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)
      const tooBig = await upload(big, 'big.csv')
      expect(tooBig.statusCode).toBe(413)
      expect(tooBig.json().error).toBe('File size must be less than 10MB.')
      const lines = ['First Name,Last Name,Email']
      for (let i = 0; i <= 50_000; i++) lines.push(`A,B,a${i}@x.io`)
      const tooMany = await upload(Buffer.from(lines.join('\n')), 'many.csv')
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json().error).toBe(TOO_MANY_ROWS)
    })

    it('needs a file in the excelFile field, sent as multipart, by an admin', async () => {
      expect((await upload(spreadsheet([HEADER]), 't.xlsx', 'document')).statusCode).toBe(400)
      const empty = await multipartBody({ note: 'x' })
      const noFile = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenants/upload-excel',
        headers: { ...admin, ...empty.headers },
        payload: empty.payload,
      })
      expect(noFile.statusCode).toBe(400)
      expect(noFile.json().error).toBe('Choose a spreadsheet (.xlsx, .xls or .csv) to upload.')
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenants/upload-excel',
        headers: admin,
        payload: { a: 1 },
      })
      expect(json.statusCode).toBe(415)
      const tenant = await signInNewTenant(ctx.app, ctx.db)
      const body = await multipartBody({}, [
        { field: 'excelFile', filename: 't.csv', bytes: Buffer.from('Email\n') },
      ])
      const asTenant = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenants/upload-excel',
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      })
      expect(asTenant.statusCode).toBe(403)
    })
  })

  describe('POST /api/admin/tenants/import', () => {
    const tenant = (overrides: Partial<ImportTenant>): ImportTenant => ({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      ...overrides,
    })

    it('creates tenants, links leases to existing properties by normalized address or name, and creates new properties once', async () => {
      const cedar = await insertProperty(ctx.db, {
        name: 'Cedar Ridge Apartments',
        address: '2150 Cedar Ridge Dr.',
        normalized_address: '2150 cedar ridge drive',
      })
      const barton = await insertProperty(ctx.db, { name: 'Barton Oaks', address: null })
      const res = await importRows([
        tenant({
          email: 'A@Example.com',
          propertyAddress: '2150 Cedar Ridge Drive, Apt 1C',
          leaseStart: '2026-03-01',
          leaseEnd: '2027-02-28',
          rent: 1395,
          securityDeposit: 1395,
        }),
        tenant({
          email: 'b@example.com',
          propertyName: 'barton oaks',
          unit: '202',
          leaseStart: '2026-04-01',
        }),
        tenant({
          email: 'c@example.com',
          propertyName: 'Riverside Duplex',
          propertyAddress: '3408 Riverside Dr',
          city: 'Austin',
          state: 'TX',
          zipCode: '78741',
          unit: 'A',
          leaseStart: '2026-05-15',
          rent: 2100,
          securityDeposit: 2100,
        }),
        tenant({
          email: 'd@example.com',
          propertyName: 'Riverside Duplex',
          propertyAddress: '3408 Riverside Drive',
          unit: 'B',
          leaseStart: '2026-06-01',
        }),
        tenant({ email: 'e@example.com', phone: '(555) 1' }),
      ])
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        summary: { createdCount: 5, skippedCount: 0, leaseCount: 4, propertyCount: 1 },
        skippedRecords: [],
      })

      const leases = await ctx.db
        .selectFrom('leases')
        .innerJoin('tenants', 'tenants.id', 'leases.tenant_id')
        .select([
          'tenants.email',
          'tenants.unit',
          'leases.property_id',
          'leases.status',
          'leases.start_date',
          'leases.end_date',
          'leases.monthly_rent_cents',
          'leases.security_deposit_cents',
        ])
        .orderBy('tenants.email')
        .execute()
      const riverside = await ctx.db
        .selectFrom('properties')
        .selectAll()
        .where('name', '=', 'Riverside Duplex')
        .executeTakeFirstOrThrow()
      expect(leases).toEqual([
        {
          email: 'a@example.com',
          unit: '1C',
          property_id: cedar.id,
          status: 'active',
          start_date: '2026-03-01',
          end_date: '2027-02-28',
          monthly_rent_cents: 139_500,
          security_deposit_cents: 139_500,
        },
        {
          email: 'b@example.com',
          unit: '202',
          property_id: barton.id,
          status: 'active',
          start_date: '2026-04-01',
          end_date: null,
          monthly_rent_cents: 0,
          security_deposit_cents: 0,
        },
        {
          email: 'c@example.com',
          unit: 'A',
          property_id: riverside.id,
          status: 'active',
          start_date: '2026-05-15',
          end_date: null,
          monthly_rent_cents: 210_000,
          security_deposit_cents: 210_000,
        },
        {
          email: 'd@example.com',
          unit: 'B',
          property_id: riverside.id,
          status: 'active',
          start_date: '2026-06-01',
          end_date: null,
          monthly_rent_cents: 0,
          security_deposit_cents: 0,
        },
      ])
      expect(riverside).toMatchObject({
        address: '3408 Riverside Dr',
        normalized_address: '3408 riverside drive',
        city: 'Austin',
        state: 'TX',
        zip_code: '78741',
        total_units: 2,
        monthly_rent_cents: 210_000,
      })
      const list = (
        await ctx.app.inject({ url: '/api/admin/tenants?q=riverside', headers: admin })
      ).json()
      expect(list.map((t: { email: string }) => t.email).sort()).toEqual([
        'c@example.com',
        'd@example.com',
      ])
    })

    it('counts in the preview the rows the import will skip: an existing email and a repeat in the file', async () => {
      await insertTenant(ctx.db, { email: 'maria@example.com' })
      const res = await upload(
        Buffer.from(
          [
            'First Name,Last Name,Email',
            'Nora,New,new@example.com',
            'Maria,Again,MARIA@example.com',
            'Nora,Twice,new@example.com',
            'Omar,Other,omar@example.com',
          ].join('\n'),
        ),
        'tenants.csv',
      )
      expect(res.statusCode).toBe(200)
      expect(res.json().summary).toEqual({
        totalRows: 4,
        validRows: 4,
        invalidRows: 0,
        skippedRows: 2,
      })
    })

    it('skips rows whose email exists in the database or earlier in the list, with the reason', async () => {
      await insertTenant(ctx.db, { email: 'maria@example.com' })
      const res = await importRows([
        tenant({ email: 'new@example.com' }),
        tenant({ email: 'MARIA@example.com' }),
        tenant({ email: 'new@example.com', firstName: 'Twice' }),
      ])
      expect(res.json()).toEqual({
        summary: { createdCount: 1, skippedCount: 2, leaseCount: 0, propertyCount: 0 },
        skippedRecords: [
          { email: 'maria@example.com', reason: 'A tenant with this email already exists' },
          { email: 'new@example.com', reason: 'This email appears earlier in the file' },
        ],
      })
      expect(await count('tenants')).toBe(2)
    })

    it('is all or nothing: a failure while writing leases leaves no tenant or property behind', async () => {
      if (dialect === 'sqlite') {
        await sql`create trigger refuse_leases before insert on leases begin select raise(abort, 'refused'); end`.execute(
          ctx.db,
        )
      } else {
        await sql`create function refuse_leases() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
          ctx.db,
        )
        await sql`create trigger refuse_leases before insert on leases for each row execute function refuse_leases()`.execute(
          ctx.db,
        )
      }
      const res = await importRows([
        tenant({ email: 'one@example.com' }),
        tenant({ email: 'two@example.com', propertyName: 'New Place', leaseStart: '2026-01-01' }),
      ])
      expect(res.statusCode).toBe(500)
      expect([await count('tenants'), await count('properties'), await count('leases')]).toEqual([
        0, 0, 0,
      ])
    })

    it('refuses an empty list and invalid records with the field named, importing nothing', async () => {
      const empty = await importRows([])
      expect(empty.statusCode).toBe(400)
      expect(empty.json().error).toBe('tenants: There are no tenants to import')
      const bad = await importRows([
        tenant({ email: 'ok@example.com' }),
        { firstName: 'X', lastName: 'Y', email: 'nope' },
      ])
      expect(bad.statusCode).toBe(400)
      expect(bad.json().details.fields).toHaveProperty(['tenants.1.email'])
      const dates = await importRows([tenant({ leaseStart: '2026-05-01', leaseEnd: '2026-04-01' })])
      expect(dates.json().details.fields).toHaveProperty(['tenants.0.leaseEnd'])
      expect(await count('tenants')).toBe(0)
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/tenants/import',
        headers: admin,
        payload: {},
      })
      expect(missing.statusCode).toBe(400)
    })

    it('parses and imports a 10,000-row workbook in one go', async () => {
      const rows: Row[] = [HEADER]
      for (let i = 0; i < 10_000; i++) {
        rows.push([
          `First${i}`,
          `Last${i}`,
          `tenant${i}@example.com`,
          `(555) ${String(i).padStart(7, '0')}`,
          `Building-${i % 50}`,
          `${i % 50} Main St`,
          // One tenant per unit: rows for one unit would be co-tenants of one lease.
          `${i}`,
          '01/01/2026',
          '12/31/2026',
          '$1,500.00',
          1500,
        ])
      }
      const parsed = await upload(spreadsheet(rows))
      expect(parsed.json().summary).toEqual({
        totalRows: 10_000,
        validRows: 10_000,
        invalidRows: 0,
        skippedRows: 0,
      })
      const imported = await importRows(parsed.json().tenants)
      expect(imported.json().summary).toEqual({
        createdCount: 10_000,
        skippedCount: 0,
        leaseCount: 10_000,
        propertyCount: 50,
      })
      const page = await ctx.app.inject({
        url: '/api/admin/tenants?q=building-42&limit=10',
        headers: admin,
      })
      expect(page.headers['x-total-count']).toBe('200')
    }, 120_000)
  })

  describe('templates', () => {
    it('offers the sample as CSV and as an Excel workbook, and both import cleanly', async () => {
      const csv = await ctx.app.inject({
        url: '/api/admin/tenants/import-template.csv',
        headers: admin,
      })
      expect(csv.statusCode).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['content-disposition']).toContain(
        'attachment; filename="hearth-tenant-import-template.csv"',
      )
      expect(csv.body.split('\n')[0]).toBe(
        'First Name,Last Name,Email,Phone,Property,Property Address,City,State,Zip Code,Unit,Lease Start,Lease End,Rent,Security Deposit',
      )

      const xlsx = await ctx.app.inject({
        url: '/api/admin/tenants/import-template.xlsx',
        headers: admin,
      })
      expect(xlsx.statusCode).toBe(200)
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      const workbook = XLSX.read(xlsx.rawPayload, { type: 'buffer' })
      expect(workbook.SheetNames).toEqual(['Tenants', 'How to fill it in'])
      expect(workbook.Sheets.Tenants?.K2).toMatchObject({ t: 'n', w: '03/01/2026' })
      expect(workbook.Sheets.Tenants?.M2).toMatchObject({ t: 'n', v: 1395, w: '$1,395.00' })

      const fromCsv = (await upload(csv.rawPayload, 'template.csv')).json()
      const fromXlsx = (await upload(xlsx.rawPayload, 'template.xlsx')).json()
      expect(fromCsv.summary).toEqual({
        totalRows: 6,
        validRows: 6,
        invalidRows: 0,
        skippedRows: 0,
      })
      expect(fromXlsx.tenants).toEqual(fromCsv.tenants)
      expect(
        (await ctx.app.inject({ url: '/api/admin/tenants/import-template.xlsx' })).statusCode,
      ).toBe(401)
    })
  })
})
