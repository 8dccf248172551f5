import { describe, expect, it } from 'vitest'
import { extractFields } from '../fields'
import { documentFrom } from '../test-document'
import { withPartyAliases } from './party-aliases'

const lease = (source: 'text' | 'ocr' = 'text', tenantCaption = 'TRAVELLER (TENANT)') =>
  documentFrom(
    `
HOST (LANDLORD) | HOST ADDRESS FOR NOTICES
Laurel Cove Stays LLC | 41 Reems Creek Road, Weaverville, NC 28787
${tenantCaption} | MOBILE
Kelsey Abernathy-Moss | (406) 555-0172
4. Returned payments. Any payment returned by the bank costs the Traveller a $25.00 processing fee.
9. Notices. Notices to the Host go to the host address for notices above, and a copy to Blue Ridge Furnished Housing Co., 22 Haywood Street, Suite 410, Asheville, NC 28801.`,
    source,
  )

describe('parties a lease calls by words of its own', () => {
  it('reads the captions that give each word its role in brackets', () => {
    const fields = extractFields(lease())
    expect(fields.housingProvider.value).toBe('Laurel Cove Stays LLC')
    expect(fields.mailingAddress.value).toBe('41 Reems Creek Road, Weaverville, NC 28787')
    expect(fields.tenants.value?.map((n) => n.full)).toEqual(['Kelsey Abernathy-Moss'])
    expect(fields.tenantPhone.value).toBe('(406) 555-0172')
  })

  it("keeps the lease's own words in the clauses it quotes back", () =>
    expect(extractFields(lease()).nsfPolicy.value).toContain('costs the Traveller a $25.00'))

  it("reads OCR's square bracket and a speck before the caption", () =>
    expect(
      extractFields(lease('ocr', '© TRAVELLER (TENANT]')).tenants.value?.map((n) => n.full),
    ).toEqual(['Kelsey Abernathy-Moss']))

  it('leaves a lease without such captions as it is', () => {
    const doc = documentFrom('Landlord (Owner) | Jo Roe\nTenant | Al Poe')
    expect(withPartyAliases(doc)).toBe(doc)
  })
})
