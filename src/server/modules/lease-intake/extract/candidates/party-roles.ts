import type { PersonName } from '../normalise/names'

/**
 * The words leases use for each party, shared by the readings of names by role and by block. A room let in
 * a home is let by its householder to a roomer; a sublease is let by the sublessor, who is the subtenant's
 * landlord, to the subtenant.
 */
export const ROOMER_OR_SUBTENANT = String.raw`roomers?|subtenants?|sublessees?`
export const HOUSEHOLDER_OR_SUBLESSOR = String.raw`householders?|sublessors?`
// A property manager's system calls the tenants who sign 'lease holders'; a student lease, 'roommates'.
export const TENANT_ROLE = String.raw`tenants?|lessees?|residents?|renters?|co-?tenants?|(?:co-?)?lease\s*holders?|roommates?|${ROOMER_OR_SUBTENANT}`
/**
 * A row a table of the household gives to someone who is not a tenant: 'Occupant (minor) | Dela Cruz, Noah', 'Amparo
 * Solís | Occupant — mother of resident', 'Guarantor | …', 'Live-in aide (not a Resident) | Rosalind Tafoya'. OCR may
 * read a speck before the role ('© Occupant (spouse)').
 */
export const NOT_A_TENANT_ROW =
  /^[^\p{L}\d\s]{0,2}\s*(?:(?:other\s+|additional\s+|authori[sz]ed\s+|permitted\s+)?occupants?|minor|child|guarantor|co-?signer|emergency|live-in\s+(?:aide|caregiver))\b/iu
export const LANDLORD_ROLE = String.raw`landlords?|lessors?|(?:unit\s+|property\s+|home\s+|park\s+|community\s+)?owners?|housing\s+providers?|${HOUSEHOLDER_OR_SUBLESSOR}`
export const AGENT_ROLE = String.raw`(?:managing\s+|leasing\s+|rental\s+)?agents?|(?:property\s+)?managers?|management\s+company|property\s+management\s+company`

/** Each person once, whatever the case of their name. */
export const uniqueNames = (names: PersonName[]): PersonName[] =>
  names.filter(
    (name, i) => names.findIndex((n) => n.full.toLowerCase() === name.full.toLowerCase()) === i,
  )
