import type { PersonName } from '../normalise/names'

/** The words leases use for each party, shared by the readings of names by role and by block. */
export const TENANT_ROLE = String.raw`tenants?|lessees?|residents?|co-?tenants?`
export const LANDLORD_ROLE = String.raw`landlords?|lessors?|owners?|housing\s+providers?`
export const AGENT_ROLE = String.raw`(?:managing\s+|leasing\s+|rental\s+)?agents?|(?:property\s+)?managers?|management\s+company|property\s+management\s+company`

/** Each person once, whatever the case of their name. */
export const uniqueNames = (names: PersonName[]): PersonName[] =>
  names.filter(
    (name, i) => names.findIndex((n) => n.full.toLowerCase() === name.full.toLowerCase()) === i,
  )
