import { unitIn } from '../normalise/address'
import type { RoleProfile } from './role-scorer'

/** Words that say a value belongs to the tenant or to the landlord's side. */
// Plain-language leases call the tenant 'you' and the landlord's side 'we', 'us' or 'me'.
const TENANT = String.raw`tenants?|lessees?|residents?|co-?tenants?|renters?|you|your`
const LANDLORD_SIDE = String.raw`landlords?|lessors?|owners?|housing\s+provider|manag\w*|agents?|office|maintenance|emergency|zelle|leasing|broker|fax|company|c\/o|board|tribunal|ministry|toll|we|us|our|me`

export const TENANT_CONTACT: RoleProfile = {
  cues: new RegExp(String.raw`\b(?:${TENANT})\b`, 'i'),
  against: new RegExp(String.raw`\b(?:${LANDLORD_SIDE})\b`, 'i'),
  party: 'tenant',
  otherParties: ['landlord', 'agent'],
}

const PREMISES_WORDS = String.raw`premises|property|dwelling|apartment|residence|home|house|unit|rooms?|bedrooms?|lot|home\s+site|located|situated|known\s+as|described\s+as|rents?|leases?|rental|community|real\s+property`
const NOTICE_WORDS = String.raw`notices?|mail(?:ed|ing)?|landlord|lessor|owner|office|manag\w*|agent|housing\s+provider|c\/o|correspondence`
const PAYMENT_WORDS = String.raw`remit\w*|payments?|paid|payable|pay|checks?|cheques?|money\s+orders?|lockbox|order\s+of`

const OFFICE_UNIT = new RegExp(String.raw`^(?:suite|ste\.?)\b`, 'i')

export const PREMISES: RoleProfile = {
  cues: new RegExp(String.raw`\b(?:${PREMISES_WORDS})\b`, 'i'),
  against: new RegExp(String.raw`\b(?:${NOTICE_WORDS}|${PAYMENT_WORDS})\b`, 'i'),
  otherParties: ['landlord', 'agent'],
  // A suite is an office's; an apartment, a room, a lot or a floor is a home's.
  valueSays: (address) => {
    const unit = unitIn(address)
    return unit === undefined ? 0 : OFFICE_UNIT.test(unit) ? -1 : 1
  },
}

export const NOTICE_ADDRESS: RoleProfile = {
  cues: new RegExp(String.raw`\b(?:${NOTICE_WORDS})\b`, 'i'),
  against: new RegExp(
    String.raw`\b(?:premises|dwelling|residence|home|house|apartment|located|situated|known\s+as|described\s+as|tenants?|lessees?|residents?)\b`,
    'i',
  ),
  party: 'landlord',
  otherParties: ['tenant'],
}

export const PAYMENT_ADDRESS: RoleProfile = {
  cues: new RegExp(String.raw`\b(?:${PAYMENT_WORDS})\b`, 'i'),
  against: new RegExp(
    String.raw`\b(?:notices?|premises|dwelling|residence|located|situated|known\s+as)\b`,
    'i',
  ),
}

export const START_DATE: RoleProfile = {
  cues: /\b(?:begin\w*|commenc\w*|start\w*|from|effective|move[-\s]?in|starts)\b/i,
  against:
    /\b(?:end\w*|terminat\w*|expir\w*|through|until|to|thru|dated|made|entered|signed|date\s+of\s+(?:this\s+)?lease|signature)\b/i,
}

export const END_DATE: RoleProfile = {
  cues: /\b(?:end\w*|terminat\w*|expir\w*|finish\w*|conclud\w*|through|until|thru|to)\b/i,
  against:
    /\b(?:begin\w*|commenc\w*|start\w*|from|effective|move[-\s]?in|dated|made|entered|signed|due)\b/i,
}

export const SECURITY_DEPOSIT: RoleProfile = {
  cues: /\b(?:security|deposit(?:ed|s)?|bond|damage\s+deposit|security\s+deposit)\b/i,
  against: /\b(?:rent|fee|charge|pet|key|late|returned|nsf|total|prorat\w*)\b/i,
}

export const MONTHLY_RENT: RoleProfile = {
  cues: /\b(?:rent|per\s+month|monthly|each\s+month|a\s+month|pays?)\b/i,
  against: /\b(?:deposit|security|fee|charge|late|returned|nsf|total|prorat\w*|pet|key)\b/i,
}

const ELSEWHERE_DAYS = String.raw`notices?|notify|terminat\w*|vacate\w*|repairs?|abandon\w*|holdover|renew\w*|inspect\w*|written`

export const GRACE_PERIOD: RoleProfile = {
  cues: /\b(?:grace|late|later|past\s+due|overdue|not\s+(?:been\s+)?(?:received|paid)|after\s+(?:the\s+)?(?:due|it\s+is\s+due))\b/i,
  against: new RegExp(
    // A cap on daily late charges ('not to exceed fifteen days') counts days of fees, not days of grace.
    String.raw`\b(?:guests?|visit\w*|stay\w*|deposit|refund\w*|returned|exceed\w*|daily|per\s+day|${ELSEWHERE_DAYS})\b`,
    'i',
  ),
  sameSentence: true,
}

export const GUEST_STAY: RoleProfile = {
  cues: /\b(?:guests?|visitors?|visit\w*|stay\w*|spend|overnight|in\s+a\s+row|consecutive|not\s+on\s+this\s+lease|not\s+named)\b/i,
  against: new RegExp(
    String.raw`\b(?:late|grace|deposit|refund\w*|returned|rent|${ELSEWHERE_DAYS})\b`,
    'i',
  ),
  sameSentence: true,
}

export const DEPOSIT_RETURN: RoleProfile = {
  cues: /\b(?:deposit|refund\w*|return\w*|send\s+it\s+back|move\s+out|moves?\s+out|vacat\w*|surrender\w*|itemi[sz]ed|deductions?)\b/i,
  against: /\b(?:late|grace|guests?|visit\w*|notices?|terminat\w*|repairs?|renew\w*)\b/i,
  sameSentence: true,
}

export const RENT_DUE_DAY: RoleProfile = {
  cues: /\b(?:due|payable|by|on\s+or\s+before|in\s+advance|rent|each\s+month|of\s+the\s+month|every\s+month)\b/i,
  against:
    /\b(?:late|grace|after|fee|charge|deposit|notices?|terminat\w*|vacat\w*|received\s+after)\b/i,
  sameSentence: true,
}

export const LATE_FEE_PERCENT: RoleProfile = {
  cues: /\b(?:late|grace|charge|fee|penalty|overdue|past\s+due|not\s+(?:been\s+)?received)\b/i,
  against: /\b(?:increase\w*|interest|commission|deposit|occupancy|humidity|tax\w*)\b/i,
  sameSentence: true,
}
