import { describe, expect, it } from 'vitest'
import { apiErrorFrom } from '@/lib/api-error'
import { checkImportFile, deleteFailureMessage, validationSummary } from './messages'

describe('import dialog messages', () => {
  it('refuses a file by its extension and size', () => {
    expect(checkImportFile({ name: 'tenants.XLSX', size: 100 })).toBeNull()
    expect(checkImportFile({ name: 'old.xls', size: 100 })).toBeNull()
    expect(checkImportFile({ name: 'list.csv', size: 10_485_760 })).toBeNull()
    expect(checkImportFile({ name: 'list.csv', size: 10_485_761 })).toBe(
      'File size must be less than 10MB',
    )
    expect(checkImportFile({ name: 'list.numbers', size: 1 })).toBe(
      'Please select an Excel (.xlsx, .xls) or CSV file',
    )
    expect(checkImportFile({ name: 'xlsx', size: 1 })).toBe(
      'Please select an Excel (.xlsx, .xls) or CSV file',
    )
  })

  it('lists the first 5 row errors and counts the rest', () => {
    const errors = Array.from({ length: 8 }, (_, i) => ({
      row: i + 2,
      errors: ['Email is missing', 'Rent cannot be negative'],
    }))
    expect(validationSummary(errors)).toEqual({
      heading: 'Found 8 validation errors in the uploaded file.',
      lines: [2, 3, 4, 5, 6].map((row) => `Row ${row}: Email is missing, Rent cannot be negative`),
      more: '... and 3 more errors',
    })
    expect(validationSummary(errors.slice(0, 5)).more).toBeNull()
  })
})

describe('delete failure text', () => {
  it("uses the server's error, else its details, else 'HTTP {status}: Failed to delete tenant'", () => {
    expect(deleteFailureMessage(apiErrorFrom(502, '', 'Bad Gateway'))).toBe('Bad Gateway')
    expect(deleteFailureMessage(apiErrorFrom(404, '', '{"error":"Tenant not found."}'))).toBe(
      'Tenant not found.',
    )
    expect(
      deleteFailureMessage(apiErrorFrom(409, '', '{"details":"Still has an open payment"}')),
    ).toBe('Still has an open payment')
    expect(deleteFailureMessage(apiErrorFrom(500, 'Internal Server Error', ''))).toBe(
      'HTTP 500: Failed to delete tenant',
    )
    expect(deleteFailureMessage(apiErrorFrom(502, '', '{}'))).toBe(
      'HTTP 502: Failed to delete tenant',
    )
    expect(deleteFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to delete tenant')
  })
})
