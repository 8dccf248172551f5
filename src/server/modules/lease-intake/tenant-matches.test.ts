import { describe, expect, it } from 'vitest'
import { similarity } from './extract/normalise/similarity'
import { foldName, phoneKey, scoreTenant } from './tenant-matches'

const tenant = (overrides: Partial<Parameters<typeof scoreTenant>[1]> = {}) => ({
  id: 't1',
  first_name: 'Marcus',
  last_name: 'Bell',
  email: 'marcus.bell@example.com',
  phone: '(202) 555-0148',
  unit: '304',
  ...overrides,
})

const marcus = { first: 'Marcus', last: 'Bell' }

describe('tenant matching', () => {
  it('folds names and reads phones by their ten digits', () => {
    expect(foldName('  José  O’Neil-Smith ')).toBe('jose o neil smith')
    expect(phoneKey('+1 (202) 555-0148')).toBe('2025550148')
    expect(phoneKey('555-0148')).toBe('')
    expect(similarity('john smith', 'jon smith')).toBeCloseTo(0.9)
  })

  it('adds up name, email and phone as independent evidence', () => {
    const query = { people: [marcus], email: 'Marcus.Bell@example.com', phone: '202.555.0148' }
    expect(scoreTenant(query, tenant())).toMatchObject({
      confidence: 1,
      matchReasons: ['Name matches', 'Email matches', 'Phone matches'],
    })
    expect(scoreTenant({ people: [marcus], email: null, phone: null }, tenant())?.confidence).toBe(
      0.85,
    )
    expect(
      scoreTenant({ people: [], email: 'marcus.bell@example.com', phone: null }, tenant())
        ?.confidence,
    ).toBe(0.9)
    expect(
      scoreTenant({ people: [], email: null, phone: '2025550148' }, tenant())?.confidence,
    ).toBe(0.75)
  })

  it('grades names: the same (either order), similar, same last name and initial, same last name', () => {
    const score = (first: string, last: string) =>
      scoreTenant({ people: [{ first, last }], email: null, phone: null }, tenant())
    expect(score('Bell', 'Marcus')?.matchReasons).toEqual(['Name matches'])
    expect(score('Marcos', 'Bell')?.matchReasons).toEqual(['Similar name'])
    expect(score('Mark', 'Bell')).toMatchObject({
      confidence: 0.55,
      matchReasons: ['Same last name and first initial'],
    })
    expect(score('Nora', 'Bell')).toMatchObject({
      confidence: 0.35,
      matchReasons: ['Same last name'],
    })
    expect(score('Marcus', 'Okafor')).toBeUndefined()
  })

  it('takes the best name among several tenants of the lease', () => {
    const query = {
      people: [{ first: 'Danielle', last: 'Okafor' }, marcus],
      email: null,
      phone: null,
    }
    expect(scoreTenant(query, tenant())?.matchReasons).toEqual(['Name matches'])
  })
})
