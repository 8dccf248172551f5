import { describe, expect, it } from 'vitest'
import { parseNameList } from '../normalise/names'
import { contextFrom } from '../test-document'
import { firstTenantsContact } from './tenant-contact'

const tenants = parseNameList('Marcus Oyelowo and Hana Oyelowo')!
const ctx = contextFrom(`
TENANT 1 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Marcus | (984) 555-0123
TENANT 2 (LAST, FIRST) | PHONE | E-MAIL
Oyelowo, Hana | hana.oyelowo@example.com`)
const reading = (value: string) => ({ value, confidence: 0.6, source: 'test' })

describe('the tenant contact', () => {
  it("is not another tenant's phone or e-mail written on that tenant's row", () =>
    expect(firstTenantsContact(ctx, reading('hana.oyelowo@example.com'), tenants)).toBeNull())

  it("is the first tenant's, on their row or anywhere no other tenant is named", () => {
    expect(firstTenantsContact(ctx, reading('(984) 555-0123'), tenants)?.value).toBe(
      '(984) 555-0123',
    )
    expect(
      firstTenantsContact(contextFrom('E-mail: jo@example.com'), reading('jo@example.com'), tenants)
        ?.value,
    ).toBe('jo@example.com')
  })
})
