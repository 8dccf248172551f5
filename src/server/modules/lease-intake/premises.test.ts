import { describe, expect, it } from 'vitest'
import { splitPremises } from './premises'

describe('splitPremises', () => {
  it('parts a US premises line into street, unit, city, state and ZIP', () => {
    expect(splitPremises('1418 Columbia Road NW, Apt 304, Washington, DC 20009')).toEqual({
      full: '1418 Columbia Road NW, Apt 304, Washington, DC 20009',
      streetWithUnit: '1418 Columbia Road NW, Apt 304',
      street: '1418 Columbia Road NW',
      unit: '304',
      city: 'Washington',
      state: 'DC',
      zipCode: '20009',
    })
  })

  it('reads a city written with its state, ZIP+4, # units and no unit at all', () => {
    expect(splitPremises('2150 Cedar Ridge Dr #2B, Austin TX 78745-1234')).toMatchObject({
      street: '2150 Cedar Ridge Dr',
      unit: '2B',
      city: 'Austin',
      state: 'TX',
      zipCode: '78745-1234',
    })
    expect(splitPremises('12 Oak St.,  Springfield, IL 62701')).toMatchObject({
      street: '12 Oak St.',
      unit: null,
      city: 'Springfield',
      zipCode: '62701',
    })
  })

  it('reads a Canadian postal code and province', () => {
    expect(
      splitPremises('55 Queen Street East, Unit 1204, Toronto, Ontario M5C 1R6'),
    ).toMatchObject({
      street: '55 Queen Street East',
      unit: '1204',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5C 1R6',
    })
  })

  it('reads a unit written before its street, and rooms, lots and floors as units', () => {
    expect(splitPremises('Suite 305, 1215 17 Avenue SW, Calgary, AB T2T 0B6')).toMatchObject({
      streetWithUnit: '1215 17 Avenue SW, Suite 305',
      street: '1215 17 Avenue SW',
      unit: '305',
      city: 'Calgary',
      state: 'AB',
      zipCode: 'T2T 0B6',
    })
    expect(
      splitPremises('2841 Caniff Street, Upper Unit, Hamtramck, Michigan 48212'),
    ).toMatchObject({
      street: '2841 Caniff Street',
      unit: 'Upper Unit',
      city: 'Hamtramck',
    })
    expect(splitPremises('Lot 17, 900 Pine Hollow Road, Fayetteville, NC 28306')).toMatchObject({
      street: '900 Pine Hollow Road',
      unit: 'Lot 17',
    })
  })

  it('keeps a line it cannot part as the street', () => {
    expect(splitPremises('12 Oak Street')).toMatchObject({
      street: '12 Oak Street',
      unit: null,
      city: null,
    })
    expect(splitPremises('Suite 4, Harbour Building')).toMatchObject({
      street: 'Suite 4, Harbour Building',
      city: null,
    })
  })
})
