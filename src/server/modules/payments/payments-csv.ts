import type { AdminPayment } from '../../../shared/schemas/payments'

/*
 * The admin's CSV export (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so spreadsheet
 * programs read names with accents correctly).
 */

/**
 * A cell a spreadsheet could run as a formula (=, +, -, @, tab, carriage return at the start)
 * gets a leading apostrophe (OWASP "CSV injection"): tenants type the Zelle code, admins the
 * reasons, and neither should be able to plant a formula in the landlord's spreadsheet.
 */
export const escapeFormula = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

export const csvCell = (value: string | number | null): string => {
  if (value === null) return ''
  const text = typeof value === 'number' ? value.toFixed(2) : escapeFormula(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const HEADER = [
  'Date',
  'Tenant',
  'Unit',
  'Property',
  'Amount',
  'Method',
  'Period',
  'Status',
  'Zelle code',
  'Confirmed at',
  'Rejection reason',
  'Recorded by',
  'Payment id',
]

const rowOf = (p: AdminPayment) =>
  [
    p.createdAt,
    `${p.tenant.firstName} ${p.tenant.lastName}`,
    p.tenant.unit,
    p.tenant.propertyName,
    p.amount,
    p.method,
    p.period,
    p.status,
    p.zelleRef,
    p.confirmedAt,
    p.rejectionReason,
    p.recordedByAdmin ? 'admin' : 'tenant',
    p.id,
  ]
    .map(csvCell)
    .join(',')

/** The CSV text, batch by batch, for a streamed download. */
export async function* paymentsCsv(batches: AsyncIterable<AdminPayment[]>): AsyncGenerator<string> {
  yield `\uFEFF${HEADER.map(csvCell).join(',')}\r\n`
  for await (const batch of batches) yield batch.map((p) => `${rowOf(p)}\r\n`).join('')
}
