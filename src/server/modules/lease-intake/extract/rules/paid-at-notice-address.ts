import { buildFlow } from '../candidates/flow'
import { isPostOfficeBox } from '../normalise/address'
import { addressMentions } from '../candidates/mentions'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { sentencesWith, type Candidate, type RuleContext } from './context'

const PARTY = String.raw`(?:landlord|lessor|owner|housing\s+provider|(?:property\s+)?manager|management|(?:managing\s+)?agent)`

// Rent paid where notices go, said without writing the address again: 'mailed to Landlord at the notice address
// below', 'delivered to Lessor at the Lessor address above', 'by money order mailed to Landlord's mailing
// address', 'brought to the owner's postal address in section 1', 'mailed to me at my home address above', 'mailed to the address at the top of this letter', 'All notices and rent payments must be delivered
// to this address'. 'The address of the Premises' is not one: the address must be a party's or be pointed at.
const AT_NOTICE_ADDRESS = new RegExp(
  [
    String.raw`\b(?:at|to)\s+(?:the\s+|(?:my|our)\s+(?:home\s+|office\s+)?)?(?:${PARTY}(?:['’]s)?\s+)?(?:mailing\s+|postal\s+|notices?\s+)?address(?:\s+(?:stated|given|shown|listed|printed|written|set\s+(?:out|forth)|in\s+the\s+box))?\s+(?:above|below|at\s+the\s+(?:top|head)\b|for\s+notices|on\s+(?:the\s+first\s+)?page)`,
    String.raw`\b(?:at|to)\s+(?:the\s+)?${PARTY}['’]s?\s+(?:mailing\s+|postal\s+|notices?\s+)?address\b`,
    String.raw`\b(?:at|to)\s+the\s+notices?\s+address\b`,
    String.raw`\bnotices\s+and\s+(?:rent\s+)?payments\b[^.]{0,40}\bto\s+this\s+address`,
  ].join('|'),
  'i',
)

// Rent paid at a party's office ('at the office of Property Manager', 'at the Manager's office', 'at the
// Management office') is paid where that party takes its mail; an office at the property ('at the leasing
// office', 'bring a money order to the leasing office') has its own address, which a lease may or may not give.
const AT_PARTY_OFFICE = new RegExp(
  String.raw`\bat\s+(?:the\s+)?(?:office\s+of\s+(?:the\s+)?${PARTY}|${PARTY}['’]?s?\s+office)\b`,
  'i',
)
const AT_OFFICE = /\b(?:at|to)\s+(?:the\s+)?(?:[a-z]+['’]?s?\s+)?office\b/i

// Where a lease gives an office's own address: 'the leasing office at 1650 Kapiolani Boulevard, …', 'Office: …',
// a letterhead's 'Leasing Office · 1400 Riverfront Parkway'.
const OFFICE_BEFORE =
  /\b(?<!post\s)office\b(?:\s+(?:is\s+)?(?:located\s+)?(?:at|in))?\s*[:·|–-]?\s*$/i

const PAYING = /\b(?:pa(?:y|id|yable|yments?)|remit\w*|mailed|delivered)\b/i
// A sentence about a late charge, a fee or the deposit says where that goes, not the rent.
const ABOUT_OTHER = /\b(?:late|fees?|deposit|returned|nsf|non-?sufficient)\b/i

const officeAddress = (ctx: RuleContext): string | null => {
  const flow = buildFlow(ctx)
  return (
    addressMentions(flow).find((m) =>
      OFFICE_BEFORE.test(flow.text.slice(Math.max(0, m.start - 40), m.start)),
    )?.value ?? null
  )
}

/**
 * The payment address when the lease says rent is paid where it has already given an address: at the address
 * notices go to (or the party's own address, which is where notices go), or at an office: the office's own
 * address where the lease gives one, else, for a party's office, the notice address when that is a street
 * address. Read from the surroundings, so under High.
 */
export const paidAtNoticeAddress = (
  ctx: RuleContext,
  notices: Candidate<string> | null,
): Candidate<string> | null => {
  const sentences = sentencesWith(
    ctx,
    /\b(?:rent\w*|payments?|pay|checks?|money\s+orders?)\b/i,
  ).filter((s) => PAYING.test(s) && !ABOUT_OTHER.test(s))
  const confidence = Math.min(notices?.confidence ?? 1, ROLE_READING_MAX - 0.02)
  if (sentences.some((s) => AT_OFFICE.test(s))) {
    const office = officeAddress(ctx)
    if (office) return { value: office, confidence, source: 'rent paid at the office' }
  }
  if (!notices) return null
  // An office is a place: a P.O. box that takes the party's mail is not where its office stands.
  const atOffice = !isPostOfficeBox(notices.value) && sentences.some((s) => AT_PARTY_OFFICE.test(s))
  if (!atOffice && !sentences.some((s) => AT_NOTICE_ADDRESS.test(s))) return null
  return { value: notices.value, confidence, source: 'rent paid at the notice address' }
}
