import { z } from 'zod'
import { unitInAddress } from '../../../../shared/address'
import { todayIso } from '../../../../shared/dates'
import {
  bringsLease,
  IMPORT_PREVIEW_SIZE,
  ImportTenantSchema,
  type ImportParseResult,
  type ImportTenant,
  type ImportValidationError,
} from '../../../../shared/schemas/tenant-import'
import { AppError } from '../../../http/errors'
import { readBalance, readDate, readMoney, readText, splitFullName, type Read } from './cell-values'
import { coTenantGroupErrors } from './co-tenant-groups'
import {
  FIELD_LABELS,
  mapColumns,
  missingColumns,
  type ColumnMap,
  type ImportField,
} from './columns'
import type { ReaderPool } from '../../../readers/reader-pool'
import { HEADER_ONLY, type Cell, type SheetRow } from './read-sheet'
import { readSheetInReader } from './read-sheet-in-reader'
import { detectSpreadsheet } from './spreadsheet-file'

const EmailSchema = z.email()

const TEXT_LIMITS: Partial<Record<ImportField, number>> = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  unit: 40,
  propertyName: 200,
  propertyAddress: 300,
  city: 120,
  state: 60,
  zipCode: 20,
}

const LEASE_STATUS_WORDS: Record<string, 'active' | 'pending' | 'ended'> = {
  active: 'active',
  current: 'active',
  holdover: 'active',
  pending: 'pending',
  future: 'pending',
  upcoming: 'pending',
  ended: 'ended',
  expired: 'ended',
  past: 'ended',
  former: 'ended',
}

const readLeaseStatus = (value: string | null, label: string, errors: string[]) => {
  if (!value) return null
  const status = LEASE_STATUS_WORDS[value.toLowerCase()]
  if (!status) errors.push(`${label} '${value}' is not one of active, pending or ended`)
  return status ?? null
}

type RowResult = { tenant: ImportTenant } | { errors: string[] }

const parseRow = (row: SheetRow, map: ColumnMap, date1904: boolean, today: string): RowResult => {
  const errors: string[] = []
  const label = (field: ImportField) => map.columns[field]?.header ?? FIELD_LABELS[field]
  const cell = (field: ImportField): Cell => {
    const column = map.columns[field]
    return column ? (row.cells[column.index] ?? null) : null
  }
  const text = (field: ImportField) => {
    const value = readText(cell(field))
    const limit = TEXT_LIMITS[field]
    if (value && limit && value.length > limit) {
      errors.push(`${label(field)} is longer than ${limit} characters`)
      return null
    }
    return value
  }
  const read = <T>(field: ImportField, result: Read<T>): T | null => {
    if (result.error) errors.push(`${label(field)} ${result.error}`)
    return result.value ?? null
  }

  let firstName = text('firstName')
  let lastName = text('lastName')
  const fullName = text('fullName')
  if (!firstName || !lastName) {
    const split = fullName ? splitFullName(fullName) : null
    if (split) {
      firstName ||= split.firstName
      lastName ||= split.lastName
    } else if (fullName) {
      errors.push(`${label('fullName')} '${fullName}' needs a first and a last name`)
    } else if (map.columns.firstName || map.columns.lastName) {
      if (!firstName) errors.push(`${label('firstName')} is missing`)
      if (!lastName) errors.push(`${label('lastName')} is missing`)
    } else {
      errors.push(`${label('fullName')} is missing`)
    }
  }

  const rawEmail = text('email')
  const email = rawEmail?.toLowerCase() ?? null
  if (!email) errors.push(`${label('email')} is missing`)
  else if (!EmailSchema.safeParse(email).success)
    errors.push(`${label('email')} '${rawEmail}' is not a valid email address`)

  const propertyAddress = text('propertyAddress')
  let leaseStart = read('leaseStart', readDate(cell('leaseStart'), date1904))
  const leaseEnd = read('leaseEnd', readDate(cell('leaseEnd'), date1904))
  const tenant = {
    row: row.rowNumber,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    email: email ?? '',
    phone: text('phone'),
    unit: text('unit') ?? unitInAddress(propertyAddress) ?? null,
    propertyName: text('propertyName'),
    propertyAddress,
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
    leaseStart,
    leaseEnd,
    rent: read('rent', readMoney(cell('rent'))),
    securityDeposit: read('securityDeposit', readMoney(cell('securityDeposit'))),
    // Left out when the sheet has no such value, so a row reads as the template's columns.
    openingBalance: read('openingBalance', readBalance(cell('openingBalance'))) ?? undefined,
    leaseStatus: readLeaseStatus(text('leaseStatus'), label('leaseStatus'), errors) ?? undefined,
  }
  if (errors.length) return { errors }

  if (!leaseStart && bringsLease(tenant)) leaseStart = tenant.leaseStart = today
  if (leaseStart && leaseEnd && leaseEnd <= leaseStart) {
    const start = map.columns.leaseStart
      ? label('leaseStart')
      : `the import day (${today}), when the lease starts without ${label('leaseStart')}`
    return { errors: [`${label('leaseEnd')} must be after ${start}`] }
  }
  // The shared schema is what the import endpoint checks; a row that passes here passes there.
  const checked = ImportTenantSchema.safeParse(tenant)
  if (!checked.success)
    return {
      errors: checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    }
  return { tenant: checked.data }
}

/**
 * POST /api/admin/tenants/upload-excel: reads the spreadsheet and checks every row, writing
 * nothing. Valid rows come back as tenants ready to import; the others as 'Row N' errors with the
 * row number the spreadsheet shows.
 */
/** What the file alone tells; which rows the import will skip needs the database. */
type ParsedSpreadsheet = Omit<ImportParseResult, 'summary'> & {
  summary: Omit<ImportParseResult['summary'], 'skippedRows'>
}

export const parseTenantSpreadsheet = async (
  readers: ReaderPool,
  bytes: Buffer,
  now = new Date(),
): Promise<ParsedSpreadsheet> => {
  const kind = await detectSpreadsheet(bytes)
  const sheet = await readSheetInReader(readers, bytes, kind)
  const map = mapColumns(sheet.header)
  const missing = missingColumns(map)
  if (missing) throw new AppError(400, missing)
  if (!sheet.rows.length) throw new AppError(400, HEADER_ONLY)

  const today = todayIso(now)
  const parsed: ImportTenant[] = []
  const validationErrors: ImportValidationError[] = []
  for (const row of sheet.rows) {
    const result = parseRow(row, map, sheet.date1904, today)
    if ('tenant' in result) parsed.push(result.tenant)
    else validationErrors.push({ row: row.rowNumber, errors: result.errors })
  }
  // Rows for one unit must agree to become one lease; the rows that do not are left out.
  const groupErrors = coTenantGroupErrors(parsed)
  const tenants = parsed.filter((tenant) => !groupErrors.has(tenant))
  for (const [tenant, message] of groupErrors)
    validationErrors.push({ row: tenant.row ?? 0, errors: [message] })
  validationErrors.sort((a, b) => a.row - b.row)
  return {
    tenants,
    preview: tenants.slice(0, IMPORT_PREVIEW_SIZE),
    validationErrors,
    summary: {
      totalRows: sheet.rows.length,
      validRows: tenants.length,
      invalidRows: validationErrors.length,
    },
    columns: {
      mapped: Object.entries(map.columns).map(([field, column]) => ({
        header: column.header,
        field,
      })),
      ignored: map.ignored,
    },
  }
}
