import { describe, expect, it } from 'vitest'
import { normalizeAddress } from './address'

describe('normalizeAddress', () => {
  it('gives abbreviated and spelled-out street suffixes the same key', () => {
    expect(normalizeAddress('12 Oak St.')).toBe(normalizeAddress('12 Oak Street'))
    expect(normalizeAddress('2150 Cedar Ridge Dr.')).toBe('2150 cedar ridge drive')
    expect(normalizeAddress('4312 Willow Ln')).toBe(normalizeAddress('4312 willow lane'))
    expect(normalizeAddress('9 Elm Blvd')).toBe('9 elm boulevard')
  })

  it('spells out directions and ignores case, commas, periods and extra spaces', () => {
    expect(normalizeAddress('807 W. Oltorf St.')).toBe('807 west oltorf street')
    expect(normalizeAddress('  807   west OLTORF street, ')).toBe('807 west oltorf street')
  })

  it('reads every unit designator as "unit"', () => {
    const key = '9600 great hills trail unit 214'
    expect(normalizeAddress('9600 Great Hills Trail, Unit 214')).toBe(key)
    expect(normalizeAddress('9600 Great Hills Trl #214')).toBe(key)
    expect(normalizeAddress('9600 Great Hills Trl, Apt. #214')).toBe(key)
    expect(normalizeAddress('9600 Great Hills Trl Suite 214')).toBe(key)
  })

  it('keeps what tells addresses apart: numbers, hyphens and fractions', () => {
    expect(normalizeAddress('12 Oak St')).not.toBe(normalizeAddress('14 Oak St'))
    expect(normalizeAddress('12-B Oak St')).toBe('12-b oak street')
    expect(normalizeAddress('12 1/2 Oak St')).toBe('12 1/2 oak street')
  })

  it('drops accents and returns an empty key for an address without letters or digits', () => {
    expect(normalizeAddress('5 Calle Peñasco')).toBe('5 calle penasco')
    expect(normalizeAddress(' ., ')).toBe('')
  })
})

describe('normalizeAddress with dotted directions', () => {
  it('reads N.W. and N. W. as NW, and keeps S. Main as south main', () => {
    expect(normalizeAddress('1418 Columbia Rd. N.W.')).toBe(
      normalizeAddress('1418 Columbia Road NW'),
    )
    expect(normalizeAddress('1418 Columbia Rd N. W.')).toBe('1418 columbia road northwest')
    expect(normalizeAddress('12 S. Main St.')).toBe('12 south main street')
  })
})
