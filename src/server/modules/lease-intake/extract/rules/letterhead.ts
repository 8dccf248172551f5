import { cityLine, looksLikeAddress } from '../normalise/address'
import { isCompanyName, parsePartyName } from '../normalise/names'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { lineConfidence, type Candidate, type RuleContext } from './context'

// The lease speaks of its agent by the defined word alone: 'made by the Agent', 'Remit to the Agent'.
const THE_AGENT = /\b(?:the|its)\s+(?:Agent|Manager)\b(?!\s*(?:for|of)\b)/g

/**
 * The managing agent a lease never names in its text: it is written on the agent's own letterhead and then
 * called only 'the Agent' ('This lease is made by the Agent, on behalf of the Owner'). The company heading the
 * first page, with its address on the next line, is that agent. It is read by position alone, so it stays
 * under High.
 */
export const letterheadAgent = (ctx: RuleContext): Candidate<string> | null => {
  if ([...ctx.prose.matchAll(THE_AGENT)].length < 2) return null
  const [head, next] = ctx.lines
  if (!head || !next || head.page !== 1 || next.page !== 1) return null
  const name = parsePartyName(head.cells[0]?.text ?? '')
  // The address line may go on with a telephone or a website after its ZIP code.
  const address = cityLine(next.cells[0]?.text ?? '')
  if (!name || !isCompanyName(name) || !looksLikeAddress(address)) return null
  return {
    value: name,
    confidence: lineConfidence(head, ROLE_READING_MAX - 0.06),
    source: 'letterhead of the agent the lease names only as the Agent',
    quote: { text: head.text, line: head },
  }
}
