import { lineConfidence, type Candidate, type RuleContext } from '../rules/context'
import { SHARE_OVER_THRESHOLD } from '../rules/fees'
import { buildFlow, lineAt, type Flow } from './flow'
import {
  addressMentions,
  dateMentions,
  dateRanges,
  dayCountMentions,
  dayOfMonthMentions,
  emailMentions,
  moneyMentions,
  percentMentions,
  phoneMentions,
  type Mention,
} from './mentions'
import {
  DEPOSIT_RETURN,
  END_DATE,
  GRACE_PERIOD,
  GUEST_STAY,
  LATE_FEE_PERCENT,
  MONTHLY_RENT,
  NOTICE_ADDRESS,
  PAYMENT_ADDRESS,
  PREMISES,
  RENT_DUE_DAY,
  SECURITY_DEPOSIT,
  START_DATE,
  TENANT_CONTACT,
} from './profiles'
import { bestByRole, ROLE_READING_MAX, scoreMentions, type RoleProfile } from './role-scorer'

/**
 * Second readings of fields by value and role: every value of the field's kind in the document, scored by
 * the words around it. The label and clause rules answer first; these fill what they leave empty, for
 * leases whose wording no rule knows.
 */
export type RoleReadings = {
  tenantPhone: Candidate<string> | null
  tenantEmail: Candidate<string> | null
  premisesAddress: Candidate<string> | null
  mailingAddress: Candidate<string> | null
  paymentAddress: Candidate<string> | null
  startDate: Candidate<string> | null
  endDate: Candidate<string> | null
  securityDeposit: Candidate<number> | null
  monthlyRent: Candidate<number> | null
  gracePeriodDays: Candidate<number> | null
  maxGuestStayDays: Candidate<number> | null
  depositReturnDays: Candidate<number> | null
  rentDueDay: Candidate<number> | null
  lateFeePercentage: Candidate<number> | null
}

export const sameAddress = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '')

const read = <T>(
  flow: Flow,
  mentions: Mention<T>[],
  profile: RoleProfile,
  what: string,
  same?: (a: T, b: T) => boolean,
): Candidate<T> | null => {
  const scored = scoreMentions(flow, mentions, profile)
  const best = bestByRole(scored, what, same)
  if (!best) return null
  const line = flow.lines[scored.find((m) => m.value === best.value)?.line ?? 0]
  return line ? { ...best, confidence: lineConfidence(line, best.confidence) } : best
}

/**
 * Values a term can take in a residential lease; a count outside them is some other count (a 90-day notice is
 * no grace period, a 2% rise no late fee), so it is never offered for the term.
 */
const within =
  (low: number, high: number) =>
  (mentions: Mention<number>[]): Mention<number>[] =>
    mentions.filter((m) => m.value >= low && m.value <= high)

export const readByRole = (ctx: RuleContext): RoleReadings => {
  const flow = buildFlow(ctx)
  const phones = phoneMentions(flow)
  const addresses = addressMentions(flow)
  const dates = dateMentions(flow)
  const money = moneyMentions(flow)
  const days = dayCountMentions(flow)
  const range = dateRanges(flow, dates)[0]
  const spanned = (mention: Mention<string> | undefined, what: string) => {
    const line = mention ? flow.lines[lineAt(flow, mention.start)] : undefined
    return mention && line
      ? { value: mention.value, confidence: lineConfidence(line, ROLE_READING_MAX), source: what }
      : null
  }
  return {
    tenantPhone: read(flow, phones, TENANT_CONTACT, 'phone near the tenant'),
    tenantEmail: read(flow, emailMentions(flow), TENANT_CONTACT, 'email near the tenant'),
    // A post office box is never a home.
    premisesAddress: read(
      flow,
      addresses.filter((a) => !/^p\.?\s?o\.?\s+box\b/i.test(a.value)),
      PREMISES,
      'address of the premises',
      sameAddress,
    ),
    mailingAddress: read(flow, addresses, NOTICE_ADDRESS, 'landlord notice address', sameAddress),
    paymentAddress: read(flow, addresses, PAYMENT_ADDRESS, 'payment address', sameAddress),
    startDate:
      spanned(range?.start, 'first date of a span') ??
      read(flow, dates, START_DATE, 'start date by context'),
    endDate:
      spanned(range?.end, 'last date of a span') ??
      read(flow, dates, END_DATE, 'end date by context'),
    securityDeposit: read(flow, money, SECURITY_DEPOSIT, 'deposit amount by context'),
    monthlyRent: read(flow, money, MONTHLY_RENT, 'rent amount by context'),
    gracePeriodDays: read(flow, within(1, 15)(days), GRACE_PERIOD, 'grace period by context'),
    maxGuestStayDays: read(flow, within(1, 90)(days), GUEST_STAY, 'guest stay by context'),
    depositReturnDays: read(
      flow,
      within(1, 90)(days),
      DEPOSIT_RETURN,
      'deposit return days by context',
    ),
    rentDueDay: read(
      flow,
      within(1, 28)(dayOfMonthMentions(flow)),
      RENT_DUE_DAY,
      'rent due day by context',
    ),
    lateFeePercentage: read(
      flow,
      within(
        1,
        25,
      )(percentMentions(flow)).filter(
        (m) =>
          !SHARE_OVER_THRESHOLD.test(flow.text.slice(m.end, m.end + 80).split(/[.;]\s/)[0] ?? ''),
      ),
      LATE_FEE_PERCENT,
      'late fee by context',
    ),
  }
}
