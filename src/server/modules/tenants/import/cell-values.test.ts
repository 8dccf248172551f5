import { describe, expect, it } from 'vitest'
import { readDate, readMoney, readText, splitFullName } from './cell-values'
import { fieldOfHeader, mapColumns, missingColumns } from './columns'

describe('reading import cells', () => {
  it('reads dates as MM/DD/YYYY, M/D/YY, YYYY-MM-DD, and serial numbers from 1900 or 1904', () => {
    expect(readDate('03/01/2026', false)).toEqual({ value: '2026-03-01' })
    expect(readDate('3/1/26', false)).toEqual({ value: '2026-03-01' })
    expect(readDate('2026-03-01', false)).toEqual({ value: '2026-03-01' })
    expect(readDate('2026/3/1', false)).toEqual({ value: '2026-03-01' })
    expect(readDate('03-01-2026', false)).toEqual({ value: '2026-03-01' })
    expect(readDate('1/15/2026 0:00', false)).toEqual({ value: '2026-01-15' })
    expect(readDate('2026-01-15T00:00:00Z', false)).toEqual({ value: '2026-01-15' })
    expect(readDate(46037, false)).toEqual({ value: '2026-01-15' })
    expect(readDate(46037.75, false)).toEqual({ value: '2026-01-15' })
    expect(readDate('46037', false)).toEqual({ value: '2026-01-15' })
    expect(readDate(44575, true)).toEqual({ value: '2026-01-15' })
    expect(readDate(null, false)).toEqual({ value: null })
    expect(readDate('  ', false)).toEqual({ value: null })
  })

  it('says why a date is not one, and refuses formulas', () => {
    expect(readDate('02/30/2026', false).error).toBe(
      "'02/30/2026' is not a date; use MM/DD/YYYY or YYYY-MM-DD",
    )
    expect(readDate('31/12/2026', false).error).toContain('is not a date')
    expect(readDate('next month', false).error).toContain('is not a date')
    expect(readDate(12, false).error).toContain('is not a date')
    expect(readDate('=TODAY()', false).error).toBe(
      "holds a formula ('=TODAY()'); type the date itself",
    )
  })

  it('reads amounts as numbers, $1,850.00, 1 850 and USD 1850, rounding float noise only', () => {
    expect(readMoney(1850)).toEqual({ value: 1850 })
    expect(readMoney('$1,850.00')).toEqual({ value: 1850 })
    expect(readMoney('1 850.5')).toEqual({ value: 1850.5 })
    expect(readMoney('USD 1850')).toEqual({ value: 1850 })
    expect(readMoney(1850.0000000001)).toEqual({ value: 1850 })
    expect(readMoney('')).toEqual({ value: null })
  })

  it('refuses negative, oversized, over-precise and non-numeric amounts with a reason', () => {
    expect(readMoney('-100').error).toBe("cannot be negative ('-100')")
    expect(readMoney('($100.00)').error).toBe("cannot be negative ('($100.00)')")
    expect(readMoney(-5).error).toContain('cannot be negative')
    expect(readMoney('2000000').error).toBe('cannot be over $1,000,000')
    expect(readMoney('18.505').error).toBe("'18.505' has more than 2 decimals")
    expect(readMoney('abc').error).toBe("'abc' is not an amount; use a number such as 1850.00")
    expect(readMoney('=A1*2').error).toBe("holds a formula ('=A1*2'); type the amount itself")
  })

  it('reads text trimmed and numbers typed into text columns without exponent or grouping', () => {
    expect(readText('  Maria ')).toBe('Maria')
    expect(readText(5552013344)).toBe('5552013344')
    expect(readText(101)).toBe('101')
    expect(readText('   ')).toBeNull()
    expect(readText("=cmd|' /C calc'!A0")).toBe("=cmd|' /C calc'!A0")
  })

  it('splits a single Tenant Name into first and last name', () => {
    expect(splitFullName('Maria Garcia')).toEqual({ firstName: 'Maria', lastName: 'Garcia' })
    expect(splitFullName('Garcia, Maria')).toEqual({ firstName: 'Maria', lastName: 'Garcia' })
    expect(splitFullName('Maria de la Cruz')).toEqual({
      firstName: 'Maria',
      lastName: 'de la Cruz',
    })
    expect(splitFullName('Cher')).toBeNull()
  })
})

describe('mapping spreadsheet headers', () => {
  it("accepts the field names and the headers landlords' tools export", () => {
    const expected: Record<string, string> = {
      'First Name': 'firstName',
      FirstName: 'firstName',
      first_name: 'firstName',
      'First name*': 'firstName',
      LastName: 'lastName',
      'Tenant Name': 'fullName',
      Email: 'email',
      'E-mail Address': 'email',
      'Phone (10 digits)': 'phone',
      'Lease Start [MM/DD/YYYY]': 'leaseStart',
      Phone: 'phone',
      'Unit number': 'unit',
      UnitNumber: 'unit',
      Property: 'propertyName',
      propertyName: 'propertyName',
      propertyAddress: 'propertyAddress',
      LeaseStartDate: 'leaseStart',
      'Lease Start': 'leaseStart',
      MoveIn: 'leaseStart',
      leaseEnd: 'leaseEnd',
      'Move Out': 'leaseEnd',
      Rent: 'rent',
      'Monthly Rent': 'rent',
      'Security Deposit': 'securityDeposit',
      securityDeposit: 'securityDeposit',
    }
    for (const [header, field] of Object.entries(expected)) {
      expect(fieldOfHeader(header), header).toBe(field)
    }
  })

  it('lists the columns it leaves out, and keeps the first of two columns for one field', () => {
    const map = mapColumns(['Email', 'First Name', 'Last Name', 'Pet Deposit', 'E-mail', ''])
    expect(map.columns.email).toEqual({ index: 0, header: 'Email' })
    expect(map.ignored).toEqual(['Pet Deposit', 'E-mail'])
  })

  it('names the columns a file lacks to name a tenant', () => {
    expect(missingColumns(mapColumns(['Tenant Name', 'Email']))).toBeUndefined()
    expect(missingColumns(mapColumns(['First Name', 'Last Name', 'Email']))).toBeUndefined()
    expect(missingColumns(mapColumns(['First Name', 'Phone']))).toMatch(
      /^The spreadsheet has no Last Name and Email column\./,
    )
    expect(missingColumns(mapColumns(['Foo']))).toMatch(
      /^The spreadsheet has no First Name, Last Name and Email column\./,
    )
  })
})
