import { describe, expect, it } from 'vitest'
import { contextFrom } from '../test-document'
import { landlordByRole, tenantsByRole, widest } from './party-names'

const tenants = (text: string) => tenantsByRole(contextFrom(text))?.value.map((n) => n.full)

describe('party names by role', () => {
  it('reads names followed by their role, in any of the usual markers', () => {
    expect(tenants('The parties are Acme LLC (Landlord), and Jo Roe and Al Poe (Tenant).')).toEqual(
      ['Jo Roe', 'Al Poe'],
    )
    expect(
      tenants('Westbrook LLC does hereby lease unto Mia Chen, as tenant, the dwelling'),
    ).toEqual(['Mia Chen'])
    expect(
      tenants(
        'THIS LEASE is made between Acme LLC, hereinafter called the "Landlord", and Ray Ng, hereinafter called the "Tenant".',
      ),
    ).toEqual(['Ray Ng'])
    expect(
      tenants('Kim Lee and Ana Ruiz (the Tenant) rents from Bo Li (the Landlord) the home'),
    ).toEqual(['Kim Lee', 'Ana Ruiz'])
  })

  it('reads names under a tenant heading, captions and numbering dropped', () => {
    expect(tenants('TENANT 1\nPrint name: | Jordan Okonkwo\nSignature: ____')).toEqual([
      'Jordan Okonkwo',
    ])
    expect(
      tenants('Residents\n1. | ACHTERBERG, Desmond\n2. | CASTELLANOS, Ingrid\nOccupants:'),
    ).toEqual(['Desmond Achterberg', 'Ingrid Castellanos'])
  })

  it('reads last/first name boxes row by row under their captions', () =>
    expect(
      tenants('and Tenant(s)\nLast Name | First Name\nKowalczyk | Tomasz\nLindqvist | Colette'),
    ).toEqual(['Tomasz Kowalczyk', 'Colette Lindqvist']))

  it('finds no tenant in a blank form', () =>
    expect(
      tenants('Tenant(s): ____________________ ("Tenant")\nTENANT 1\nPrint name: ______'),
    ).toBeUndefined())

  it('reads the landlord by its role, before or after the name', () => {
    expect(
      landlordByRole(contextFrom('between Thornton Family Trust ("Landlord") and Jo Roe'))?.value,
    ).toBe('Thornton Family Trust')
    expect(
      landlordByRole(contextFrom('The Landlord, Everett Pemberton, leases to the Tenant'))?.value,
    ).toBe('Everett Pemberton')
  })

  it('prefers a wider list of tenants that holds every name of the narrower one', () => {
    const jo = { first: 'Jo', last: 'Roe', full: 'Jo Roe' }
    const al = { first: 'Al', last: 'Poe', full: 'Al Poe' }
    const narrow = { value: [jo], confidence: 0.9, source: 'notice block' }
    const wide = { value: [jo, al], confidence: 0.8, source: 'parties clause' }
    expect(widest(narrow, [wide])).toMatchObject({ value: [jo, al], confidence: 0.8 })
    const other = { value: [al], confidence: 0.8, source: 'elsewhere' }
    expect(widest(narrow, [other])).toBe(narrow)
  })
})
