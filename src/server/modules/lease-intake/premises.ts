import { unitInAddress } from '../../../shared/address'
import { UNIT_DESIGNATION } from './extract/normalise/address'

/*
 * The premises address of a lease as one line ('1418 Columbia Road NW, Apt 304, Washington, DC
 * 20009') split into what a property row holds: street, city, state and ZIP apart, and the unit,
 * which belongs to the tenant, not to the building.
 */

export type Premises = {
  /** The whole line as the lease gives it. */
  full: string
  /** Street with its unit, e.g. '1418 Columbia Road NW, Apt 304'. */
  streetWithUnit: string
  /** Street without the unit: the building, a property's name and address. */
  street: string
  unit: string | null
  city: string | null
  state: string | null
  zipCode: string | null
}

// 'DC 20009', 'Washington DC 20009', 'TX 78745-1234', 'Ontario M1P 4G1'.
const CITY_LINE =
  /^(?:(.+?)\s+)?([A-Za-z]{2}|[A-Za-z][A-Za-z.]+(?: [A-Za-z.]+)?)\.?\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/
const TRAILING_UNIT = /(?:[\s,]*(?:\b(?:apt|apartment|unit|suite|ste)\.?|#)\s*#?\s*[a-z0-9-]+)\s*$/i

// A part of the line that is a unit and nothing else: 'Suite 305', '#214', 'Room 2', 'Lot 17', 'Upper Unit'.
const UNIT_PART = new RegExp(`^${UNIT_DESIGNATION}$`, 'i')
// Apartments, units and suites are known by their number alone ('Apt 304' is unit '304'); a room, a lot or a
// floor keeps its word ('Room 2', 'Upper Unit').
const unitName = (part: string) => unitInAddress(part) ?? part

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '')

export const splitPremises = (address: string): Premises => {
  const full = tidy(address)
  const parts = full.split(',').map(tidy).filter(Boolean)
  let city: string | null = null
  let state: string | null = null
  let zipCode: string | null = null
  const cityLine = parts.length > 1 ? CITY_LINE.exec(parts[parts.length - 1] ?? '') : null
  if (cityLine) {
    parts.pop()
    state = cityLine[2] ?? null
    zipCode = cityLine[3]?.toUpperCase() ?? null
    // 'Washington DC 20009' carries its city; 'Washington, DC 20009' has it in the part before.
    city = cityLine[1] ?? (parts.length > 1 ? (parts.pop() ?? null) : null)
  }
  // A unit written before a numbered street ('Suite 305, 1215 17 Avenue SW') or after the street in a part of
  // its own ('…, Room 2') is the tenant's; the street is the building.
  const unitFirst = parts.length > 1 && UNIT_PART.test(parts[0]!) && /^\d/.test(parts[1]!)
  const unitLast = !unitFirst && parts.length > 1 && UNIT_PART.test(parts[parts.length - 1]!)
  if (unitFirst || unitLast) {
    const unitPart = (unitFirst ? parts.shift() : parts.pop())!
    const street = parts.join(', ')
    const streetWithUnit = `${street}, ${unitPart}`
    return { full, streetWithUnit, street, unit: unitName(unitPart), city, state, zipCode }
  }
  const streetWithUnit = parts.join(', ')
  const unit = unitInAddress(streetWithUnit) ?? null
  const street = unit ? tidy(streetWithUnit.replace(TRAILING_UNIT, '')) : streetWithUnit
  return { full, streetWithUnit, street: street || streetWithUnit, unit, city, state, zipCode }
}
