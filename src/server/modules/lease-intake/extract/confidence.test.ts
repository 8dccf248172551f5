import { describe, expect, it } from 'vitest'
import { CORE_FIELDS, documentConfidence } from './confidence'
import type { FieldName, FieldResults } from './fields'

const FIELDS: readonly FieldName[] = CORE_FIELDS

/** A read lease whose key fields are all sure, with the given fields left empty. */
const readWithout = (...empty: FieldName[]): FieldResults =>
  Object.fromEntries(
    FIELDS.map((name) => [
      name,
      empty.includes(name)
        ? { value: null, confidence: 0, source: 'not found', evidence: null }
        : { value: 'x', confidence: 0.95, source: 'field', evidence: null },
    ]),
  ) as unknown as FieldResults

describe('document confidence', () => {
  it('is High when every key field is sure and a party lets the home', () =>
    expect(documentConfidence(readWithout('managementCompany'))).toBeGreaterThanOrEqual(0.8))

  it('stays under High when neither a landlord nor an agent was read', () =>
    expect(documentConfidence(readWithout('housingProvider', 'managementCompany'))).toBeLessThan(
      0.8,
    ))

  it('stays under High when the lease says where rent is paid but no payee was read', () => {
    expect(documentConfidence(readWithout('paymentRecipient'))).toBeLessThan(0.8)
    expect(
      documentConfidence(readWithout('paymentRecipient', 'paymentAddress')),
    ).toBeGreaterThanOrEqual(0.8)
  })
})
