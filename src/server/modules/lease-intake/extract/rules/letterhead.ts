import { cityLine, looksLikeAddress, tidyAddress } from '../normalise/address'
import { isCompanyName, parsePartyName } from '../normalise/names'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { lineConfidence, type Candidate, type RuleContext } from './context'

// The lease speaks of its agent by the defined word alone: 'made by the Agent', 'Remit to the Agent'.
const THE_AGENT = /\b(?:the|its)\s+(?:Agent|Manager)\b(?!\s*(?:for|of)\b)/g

// Words every company name may share ('Properties', 'LLC'), which say nothing about whose name it is.
const COMMON_WORDS =
  /^(?:the|of|and|llc|l\.l\.c\.?|inc\.?|lp|ltd\.?|co\.?|company|properties|property|management|group|rentals?|realty|homes|housing|trust)$/i

const sharesAWord = (a: string, b: string): boolean => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word.length > 1 && !COMMON_WORDS.test(word))
  const other = new Set(words(b))
  return words(a).some((word) => other.has(word))
}

// A title in capitals ('RESIDENTIAL LEASE OR MONTH-TO-MONTH RENTAL AGREEMENT') reads like a company's name.
const TITLE = /\b(?:lease|agreement|tenancy|addendum|contract|form)\b/i

/**
 * The company heading the first page, with its address: the one who wrote the lease. The letterhead opens the page,
 * or follows the office's street line set above it; its address is on the next line, beside the name ('Mail: P.O.
 * Box 740, …') or on the line above.
 */
const letterheadCompany = (ctx: RuleContext) => {
  const top = ctx.lines.slice(0, 3).filter((line) => line.page === 1)
  for (const [index, head] of top.entries()) {
    const name = parsePartyName(head.cells[0]?.text ?? '')
    if (!name || !name.includes(' ') || !isCompanyName(name) || TITLE.test(name)) continue
    // The address line may go on with a telephone, office hours or a website after its ZIP code.
    const address = [
      top[index + 1]?.cells[0]?.text,
      ...head.cells.slice(1).map((cell) => cell.text.replace(/^[A-Za-z ]{1,20}:\s*/, '')),
      top[index - 1]?.cells[0]?.text,
    ]
      .map((text) => cityLine(text ?? ''))
      .find(looksLikeAddress)
    return address ? { name, line: head, address } : null
  }
  return null
}

/**
 * The managing agent a lease does not name in its text but on its letterhead. Either the lease calls it only
 * 'the Agent' ('This lease is made by the Agent, on behalf of the Owner'), or it names a landlord who is not the
 * company on the letterhead: a manager writes its owners' leases on its own paper. Read by position alone, it
 * stays under High.
 */
export const letterheadAgent = (
  ctx: RuleContext,
  landlord: string | null,
): Candidate<string> | null => {
  const letterhead = letterheadCompany(ctx)
  if (!letterhead) return null
  const { name, line } = letterhead
  if ([...ctx.prose.matchAll(THE_AGENT)].length >= 2)
    return {
      value: name,
      confidence: lineConfidence(line, ROLE_READING_MAX - 0.06),
      source: 'letterhead of the agent the lease names only as the Agent',
      quote: { text: line.text, line },
    }
  if (!landlord || sharesAWord(name, landlord)) return null
  return {
    value: name,
    confidence: lineConfidence(line, ROLE_READING_MAX - 0.1),
    source: 'letterhead of a company other than the landlord',
    quote: { text: line.text, line },
  }
}

// A lease that speaks of a landlord, an owner or an agent at all may hold its landlord elsewhere ('the owner is
// glad to offer you a renewal'), and its letterhead may be the agent's.
const SPEAKS_OF_A_PARTY = /\b(?:landlord|owner|lessor|agent|manager)s?\b/i

/**
 * The landlord of a lease written between 'we' and 'you', which never speaks of a landlord, owner or agent: the
 * company on whose letterhead it is written. Read by position alone, it stays under High.
 */
export const letterheadLandlord = (ctx: RuleContext): Candidate<string> | null => {
  const letterhead = SPEAKS_OF_A_PARTY.test(ctx.prose) ? null : letterheadCompany(ctx)
  return (
    letterhead && {
      value: letterhead.name,
      confidence: lineConfidence(letterhead.line, ROLE_READING_MAX - 0.1),
      source: 'letterhead of a lease that names no landlord',
      quote: { text: letterhead.line.text, line: letterhead.line },
    }
  )
}

/** A letterhead's address line in postal form: its parts parted by commas instead of bullets or bars. */
export const letterheadAddress = (line: string): string =>
  tidyAddress([cityLine(line).replace(/\s*[•·|]\s*/g, ', ')])

// 'Your rent, deposit and notices come to us', 'Send all notices to our office': the writer of a we/you lease.
const NOTICES_TO_WRITER =
  /\bnotices?\b[^.;]{0,40}?\b(?:come|go|are\s+(?:sent|given|delivered|mailed)|(?:should|must|shall)\s+be\s+(?:sent|given|delivered|mailed)|send)\s+(?:(?:all\s+)?notices?\s+)?to\s+(?:us|our\s+office)\b/i

/**
 * Where a lease written in the first person takes notices 'to us' without writing an address: the address on the
 * letterhead of the company that wrote it, its parts parted by commas instead of the letterhead's bullets.
 */
export const letterheadNoticeAddress = (ctx: RuleContext): Candidate<string> | null => {
  const letterhead = NOTICES_TO_WRITER.test(ctx.prose) ? letterheadCompany(ctx) : null
  const line = ctx.lines[1]
  return letterhead && line
    ? {
        value: letterheadAddress(letterhead.address),
        confidence: lineConfidence(line, ROLE_READING_MAX),
        source: 'letterhead address of the writer notices go to',
        quote: { text: line.text, line },
      }
    : null
}
