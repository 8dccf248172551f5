import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { sentencesWith, type Candidate, type RuleContext } from './context'

// Rent paid where notices go, said without writing the address again: 'mailed to Landlord at the notice address
// below', 'All notices and rent payments must be delivered to this address', 'at the office of Lessor's agent at
// the address stated above'. An office named alone ('at the leasing office') may stand at another address than
// the one notices go to (a P.O. box), so it says nothing here.
const AT_NOTICE_ADDRESS =
  /\b(?:at|to)\s+the\s+(?:notices?\s+address|address\s+(?:stated\s+|given\s+|shown\s+)?(?:above|below|for\s+notices))|\bnotices\s+and\s+(?:rent\s+)?payments\b[^.]{0,40}\bto\s+this\s+address/i

const PAYING = /\b(?:pa(?:y|id|yable|yments?)|remit\w*|mailed|delivered)\b/i
// A sentence about a late charge, a fee or the deposit says where that goes, not the rent.
const ABOUT_OTHER = /\b(?:late|fees?|deposit|returned|nsf|non-?sufficient)\b/i

/**
 * The payment address when the lease says rent is paid at the address it gives for notices, or at the office
 * that address is: that address, read from the surroundings (so under High).
 */
export const paidAtNoticeAddress = (
  ctx: RuleContext,
  notices: Candidate<string> | null,
): Candidate<string> | null => {
  if (!notices) return null
  const said = sentencesWith(ctx, /\b(?:rent\w*|payments?)\b/i).some(
    (s) => PAYING.test(s) && !ABOUT_OTHER.test(s) && AT_NOTICE_ADDRESS.test(s),
  )
  return said
    ? {
        value: notices.value,
        confidence: Math.min(notices.confidence, ROLE_READING_MAX - 0.02),
        source: 'rent paid at the notice address',
      }
    : null
}
