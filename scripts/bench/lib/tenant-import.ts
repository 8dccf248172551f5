import * as XLSX from '@e965/xlsx'
import type { Api } from './api'

export type ImportFigures = { rows: number; parseSeconds: number; importSeconds: number }

/**
 * The kind of file a landlord exports: their own headers, dates as Excel dates, money as text.
 * Emails and addresses are new to the seeded portfolio, so every row creates a tenant and a lease.
 */
const landlordWorkbook = (rows: number): Buffer => {
  const sheet: (string | number)[][] = [
    [
      'Tenant Name',
      'E-mail Address',
      'Phone Number',
      'Property',
      'Property Address',
      'Unit Number',
      'Move In',
      'Lease End Date',
      'Monthly Rent',
      'Security Deposit',
    ],
  ]
  for (let i = 0; i < rows; i++) {
    const building = i % 200
    sheet.push([
      `Imported${i} Tenant${i}`,
      `import.tenant${i}@example.com`,
      `(556) ${String(i).padStart(7, '0')}`,
      `Building ${building}`,
      `${100 + building} Import Avenue`,
      // One row per unit: rows naming one unit are co-tenants of one lease, which must agree.
      `${Math.floor(i / 200) + 1}`,
      46023 + (i % 300),
      46388 + (i % 300),
      `$${(1200 + (i % 50) * 10).toLocaleString('en-US')}.00`,
      1500,
    ])
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet), 'Tenants')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}

/** The admin's two steps through the real routes: upload and check the sheet, then import the rows. */
export const importSpreadsheet = async (admin: Api, rows: number): Promise<ImportFigures> => {
  const file = landlordWorkbook(rows)
  let start = performance.now()
  const parsed = await admin.upload<{ tenants: unknown[]; summary: { validRows: number } }>(
    '/api/admin/tenants/upload-excel',
    'excelFile',
    file,
    'tenants.xlsx',
  )
  const parseSeconds = (performance.now() - start) / 1000
  if (parsed.summary.validRows !== rows)
    throw new Error(`The import found ${parsed.summary.validRows} valid rows of ${rows}.`)
  start = performance.now()
  const imported = await admin.post<{ summary: { createdCount: number } }>(
    '/api/admin/tenants/import',
    { tenants: parsed.tenants },
  )
  const importSeconds = (performance.now() - start) / 1000
  if (imported.summary.createdCount !== rows)
    throw new Error(`The import created ${imported.summary.createdCount} tenants of ${rows}.`)
  return { rows, parseSeconds, importSeconds }
}
