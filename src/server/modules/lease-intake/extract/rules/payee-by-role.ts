import { AGENT_ROLE, LANDLORD_ROLE } from '../candidates/party-roles'
import { ROLE_READING_MAX } from '../candidates/role-scorer'
import { sentencesWith, type Candidate, type RuleContext } from './context'

export type PayeeParties = { landlord: string | null; manager: string | null }

const AGENT = String.raw`manager\s*\/\s*agent|${AGENT_ROLE}|management|broker`
const ROLE = String.raw`${LANDLORD_ROLE}|${AGENT}`

// Who collects the rent, by the role the sentence gives them: the party rent is paid through ('by and through
// Property Manager'), the party it is paid or delivered to ('pay Owner the rent', 'mailed to Landlord', 'to
// the manager/agent'), or the office it is paid at ('at the Management office', 'at the leasing office').
const THROUGH = new RegExp(
  String.raw`\bthrough\s+(?:the\s+|its\s+|(?:landlord|owner|lessor)['’]s\s+)?(${AGENT})\b`,
  'i',
)
const TO = new RegExp(
  String.raw`\b(?:pay|pays|paid|payable|delivered|mailed|sent|remitted|to)\s+(?:to\s+)?(?:the\s+)?(${ROLE})\b(?!['’])`,
  'gi',
)
// Paid to a party's agent or at a party's own address or account ('payable to the landlord's agent', 'mailed to
// Landlord's mailing address'): the agent, or the party whose address it is. Rent paid only through a party's
// payment website has no payee a landlord writes a check to.
const POSSESSIVE = new RegExp(
  String.raw`\b(?:pay|pays|paid|payable|delivered|mailed|sent|remitted|to|at)\s+(?:to\s+)?(?:the\s+)?(?:${LANDLORD_ROLE})['’]s?\s+(?:(${AGENT})|(?:mailing\s+|notice\s+|own\s+)?(address|office|mailbox|account|residence))\b`,
  'gi',
)
const OFFICE = new RegExp(
  String.raw`\b(?:at|to)\s+(?:the\s+)?(?:(${ROLE})['’]s\s+|(leasing|management|rental|manager['’]s)\s+)?office(?:\s+of\s+(?:the\s+)?(${ROLE}))?`,
  'gi',
)
// Paid at or to an address the lease gives for the purpose or has just given ('at the address for rent payments',
// 'delivered to this address', 'mailed to the address above'): it is the office's, like an office without an owner.
const GIVEN_ADDRESS =
  /\b(?:at|to)\s+(?:the|this)\s+address(?:\s+(?:for\s+(?:rent\s+)?payments|(?:stated\s+|shown\s+|given\s+)?above|at\s+the\s+top\b))?(?!\s+(?:of|in|on|for)\s+(?:the\s+)?(?:tenant|resident|premises|unit))/gi

// A sentence about the rent itself, an amount a month, or the way it is paid ('Pay by check or money order made
// out to the landlord', 'Remit to the Agent'); one about a late charge, a fee or the deposit names who is owed that.
const ABOUT_RENT =
  /\brent\b|\bremit\b|\b(?:checks?|cheques?|money\s+orders?)\b|\$[\d,.]+\)?\s+(?:per|each|a|every)\s+month\b/i
const ABOUT_OTHER =
  /\b(?:late|fees?|charges?|deposit|refunds?|returned|nsf|non-?sufficient|utilit\w*|damages?|interest|repairs?)\b/i

// Where rent may not go says nothing of who is paid: 'no rent may be mailed or delivered to the office'.
const REFUSED = /\b(?:no|not|never|cannot)\b[^.,;]{0,50}$/i

// A payee the lease never names, only implies by the role rent goes to, is the least sure of the role readings:
// low enough that an intake resting on it is not badged High.
const IMPLIED_PAYEE = ROLE_READING_MAX - 0.04

const AGENT_ONLY = new RegExp(String.raw`^(?:${AGENT})$`, 'i')
const isAgent = (role: string) => AGENT_ONLY.test(role)

/**
 * The payee named by role in a sentence about paying rent, resolved to that party's name. An office without
 * an owner ('the leasing office') is the managing agent's when the lease has one, else the landlord's.
 */
export const payeeByRole = (ctx: RuleContext, parties: PayeeParties): Candidate<string> | null => {
  const resolve = (role: string | undefined): string | null =>
    role === undefined
      ? (parties.manager ?? parties.landlord)
      : isAgent(role.replace(/\s+/g, ' '))
        ? parties.manager
        : parties.landlord
  // Where each kind of match holds its role: TO first; OFFICE after 'of', before the office, or in its kind;
  // POSSESSIVE in the agent, or else it is the landlord's own place.
  const roles = (sentence: string) => [
    ...[...sentence.matchAll(TO)].map((m) => ({ index: m.index, role: m[1] })),
    ...[...sentence.matchAll(OFFICE)].map((m) => ({
      index: m.index,
      role: m[3] ?? m[1] ?? (m[2] && /^manag/i.test(m[2]) ? 'management' : undefined),
    })),
    ...[...sentence.matchAll(POSSESSIVE)].map((m) => ({
      index: m.index,
      role: m[1] ?? 'landlord',
    })),
    ...[...sentence.matchAll(GIVEN_ADDRESS)].map((m) => ({ index: m.index, role: undefined })),
  ]
  for (const whole of sentencesWith(ctx, ABOUT_RENT)) {
    // From the word of paying on: a heading run into the sentence ('5. Rent and charges') is not about it.
    const paying = /\b(?:pa(?:ys?|id|yable|yments?)|remit\w*|delivered|mailed)\b/i.exec(whole)
    const sentence = paying ? whole.slice(paying.index) : ''
    if (!paying || ABOUT_OTHER.test(sentence)) continue
    const through = THROUGH.exec(sentence)
    const named = roles(sentence)
      .filter((r) => !REFUSED.test(whole.slice(0, paying.index + r.index)))
      .sort((a, b) => a.index - b.index)[0]
    const value = through ? parties.manager : named ? resolve(named.role) : null
    if (value)
      return { value, confidence: IMPLIED_PAYEE, source: 'payee by the role rent is paid to' }
  }
  return null
}
