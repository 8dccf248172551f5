import { readFile } from 'node:fs/promises'
import * as XLSX from '@e965/xlsx'
import { readDate, readMoney } from './cell-values'

/**
 * The import templates: the demo's sample spreadsheet as CSV, and
 * the same rows as an Excel workbook built at request time, with real date and money cells and a
 * second sheet that documents every column.
 */
const SAMPLE_CSV = new URL('../../../db/seed/sample-tenants.csv', import.meta.url)

export const TEMPLATE_NAME = 'hearth-tenant-import-template'

export const readTemplateCsv = () => readFile(SAMPLE_CSV)

const DATE_COLUMNS = new Set(['Lease Start', 'Lease End'])
const MONEY_COLUMNS = new Set(['Rent', 'Security Deposit'])

const INSTRUCTIONS: string[][] = [
  ['Column', 'Required', 'Also accepted as', 'What to enter'],
  ['First Name', 'Yes*', 'FirstName, first_name, Given Name', 'The tenant’s first name.'],
  ['Last Name', 'Yes*', 'LastName, last_name, Surname', 'The tenant’s last name.'],
  [
    'Tenant Name',
    '*',
    'Name, Full Name, Tenant',
    '*Instead of First and Last Name: “Maria Garcia” or “Garcia, Maria”.',
  ],
  [
    'Email',
    'Yes',
    'E-mail, Email Address',
    'One tenant per address. Rows whose email is already in Hearth, or earlier in the file, are skipped.',
  ],
  ['Phone', 'No', 'Phone Number, Mobile, Cell', 'Any format, such as (555) 201-3344.'],
  [
    'Property',
    'No',
    'Property Name, Building',
    'Links the lease to the property with this address or name, or creates the property.',
  ],
  [
    'Property Address',
    'No',
    'Address, Street Address',
    '12 Oak St. and 12 Oak Street are the same property.',
  ],
  ['City, State, Zip Code', 'No', 'Postal Code, Zip', 'Used when the import creates the property.'],
  ['Unit', 'No', 'Unit Number, Apt, Suite', 'The unit inside the property, such as 2B.'],
  [
    'Lease Start',
    'No',
    'Start Date, Move In',
    'MM/DD/YYYY, YYYY-MM-DD or an Excel date. Left blank on a row with a property or rent: the import day.',
  ],
  ['Lease End', 'No', 'End Date, Move Out', 'Same formats. Blank means month to month.'],
  [
    'Rent',
    'No',
    'Monthly Rent, Rent Amount',
    '1850, 1850.00 or $1,850.00. Co-tenants on the same lease may leave it blank.',
  ],
  ['Security Deposit', 'No', 'Deposit', 'Same as rent.'],
  [
    'Balance',
    'No',
    'Opening Balance, Current Balance, Balance Due',
    'What the tenant owes on the import day; $0 when blank. (25.00) or -25 is a credit. Rent before the import day is not charged again.',
  ],
  [
    'Lease Status',
    'No',
    'Status',
    'active, pending or ended. Blank: a lease whose end has passed is imported as ended, any other as active.',
  ],
  [],
  [
    'Formulas are not calculated: a cell holding a formula is imported as its text, so type values, not formulas.',
  ],
  [
    'Up to 50,000 rows and 10 MB per file. Rows with mistakes are listed by row number and left out; the others can still be imported.',
  ],
]

/** Excel's serial day number of a date (1970-01-01 is day 25569). */
const toSerial = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000 + 25_569

/** The sample rows with dates and amounts as real Excel cells, the way landlords' sheets hold them. */
const tenantsSheet = (csv: string): XLSX.WorkSheet => {
  const parsed = XLSX.read(csv.replace(/^\uFEFF/, ''), { type: 'string', raw: true })
  const rows = XLSX.utils.sheet_to_json<string[]>(parsed.Sheets[parsed.SheetNames[0] ?? ''] ?? {}, {
    header: 1,
    raw: true,
    defval: '',
  })
  const [header = [], ...body] = rows
  const sheet = XLSX.utils.aoa_to_sheet([header])
  body.forEach((row, r) => {
    header.forEach((column, c) => {
      const text = String(row[c] ?? '')
      if (!text) return
      const address = XLSX.utils.encode_cell({ r: r + 1, c })
      const date = DATE_COLUMNS.has(column) ? readDate(text, false).value : null
      const money = MONEY_COLUMNS.has(column) ? readMoney(text).value : null
      if (date) sheet[address] = { t: 'n', v: toSerial(date), z: 'mm/dd/yyyy' }
      else if (money !== null && money !== undefined)
        sheet[address] = { t: 'n', v: money, z: '"$"#,##0.00' }
      // Everything else is text, so nothing in the template can turn into a formula.
      else sheet[address] = { t: 's', v: text }
    })
  })
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: body.length, c: Math.max(0, header.length - 1) },
  })
  sheet['!cols'] = header.map((column) => ({ wch: Math.max(12, column.length + 4) }))
  return sheet
}

export const buildTemplateXlsx = async (): Promise<Buffer> => {
  const workbook = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(
    workbook,
    tenantsSheet((await readTemplateCsv()).toString('utf8')),
    'Tenants',
  )
  const instructions = XLSX.utils.aoa_to_sheet(INSTRUCTIONS)
  instructions['!cols'] = [{ wch: 22 }, { wch: 10 }, { wch: 36 }, { wch: 100 }]
  XLSX.utils.book_append_sheet(workbook, instructions, 'How to fill it in')
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}
