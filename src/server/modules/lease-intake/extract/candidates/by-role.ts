import { isPostOfficeBox } from '../normalise/address'
import { sameWording } from '../normalise/similarity'
import { lineConfidence, type Candidate, type RuleContext } from '../rules/context'
import { CAP_BEFORE_SHARE, SHARE_OVER_THRESHOLD } from '../rules/fees'
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
  /** The end date of a span as the lease writes it ('August 31, 2028'). */
  endDateText: Candidate<string> | null
  securityDeposit: Candidate<number> | null
  monthlyRent: Candidate<number> | null
  gracePeriodDays: Candidate<number> | null
  maxGuestStayDays: Candidate<number> | null
  depositReturnDays: Candidate<number> | null
  rentDueDay: Candidate<number> | null
  lateFeePercentage: Candidate<number> | null
}

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

/** One field's question to the role scorer: the values of its kind that may answer it, and its cue profile. */
export type RoleQuestion<T> = {
  mentions: Mention<T>[]
  profile: RoleProfile
  what: string
  same?: (a: T, b: T) => boolean
}

// The written end date is read with the end date, not asked of its own.
export type RoleQuestions = {
  [K in Exclude<keyof RoleReadings, 'endDateText'>]: RoleQuestion<
    RoleReadings[K] extends Candidate<infer T> | null ? T : never
  >
}

/**
 * Every field's candidates and profile, as the readings below score them. Exported so that another scorer
 * (scripts/scorer/, a trained one tried against these hand weights) is measured on exactly the same values.
 */
export const roleQuestions = (flow: Flow): RoleQuestions => {
  const phones = phoneMentions(flow)
  const addresses = addressMentions(flow)
  const dates = dateMentions(flow)
  const money = moneyMentions(flow)
  const days = dayCountMentions(flow)
  return {
    tenantPhone: { mentions: phones, profile: TENANT_CONTACT, what: 'phone near the tenant' },
    tenantEmail: {
      mentions: emailMentions(flow),
      profile: TENANT_CONTACT,
      what: 'email near the tenant',
    },
    // A post office box is never a home.
    premisesAddress: {
      mentions: addresses.filter((a) => !isPostOfficeBox(a.value)),
      profile: PREMISES,
      what: 'address of the premises',
      same: sameWording,
    },
    mailingAddress: {
      mentions: addresses,
      profile: NOTICE_ADDRESS,
      what: 'landlord notice address',
      same: sameWording,
    },
    paymentAddress: {
      mentions: addresses,
      profile: PAYMENT_ADDRESS,
      what: 'payment address',
      same: sameWording,
    },
    startDate: { mentions: dates, profile: START_DATE, what: 'start date by context' },
    endDate: { mentions: dates, profile: END_DATE, what: 'end date by context' },
    securityDeposit: {
      mentions: money,
      profile: SECURITY_DEPOSIT,
      what: 'deposit amount by context',
    },
    monthlyRent: { mentions: money, profile: MONTHLY_RENT, what: 'rent amount by context' },
    gracePeriodDays: {
      mentions: within(1, 15)(days),
      profile: GRACE_PERIOD,
      what: 'grace period by context',
    },
    maxGuestStayDays: {
      mentions: within(1, 90)(days),
      profile: GUEST_STAY,
      what: 'guest stay by context',
    },
    depositReturnDays: {
      mentions: within(1, 90)(days),
      profile: DEPOSIT_RETURN,
      what: 'deposit return days by context',
    },
    rentDueDay: {
      mentions: within(1, 28)(dayOfMonthMentions(flow)),
      profile: RENT_DUE_DAY,
      what: 'rent due day by context',
    },
    lateFeePercentage: {
      mentions: within(
        1,
        25,
      )(percentMentions(flow)).filter(
        (m) =>
          !SHARE_OVER_THRESHOLD.test(flow.text.slice(m.end, m.end + 80).split(/[.;]\s/)[0] ?? '') &&
          !CAP_BEFORE_SHARE.test(flow.text.slice(Math.max(0, m.start - 80), m.start)),
      ),
      profile: LATE_FEE_PERCENT,
      what: 'late fee by context',
    },
  }
}

const answer = <T>(flow: Flow, question: RoleQuestion<T>): Candidate<T> | null =>
  read(flow, question.mentions, question.profile, question.what, question.same)

export const readByRole = (ctx: RuleContext): RoleReadings => {
  const flow = buildFlow(ctx)
  const q = roleQuestions(flow)
  const range = dateRanges(flow, q.startDate.mentions)[0]
  const spanned = (mention: Mention<string> | undefined, what: string) => {
    const line = mention ? flow.lines[lineAt(flow, mention.start)] : undefined
    return mention && line
      ? { value: mention.value, confidence: lineConfidence(line, ROLE_READING_MAX), source: what }
      : null
  }
  const spannedEnd = spanned(range?.end, 'last date of a span')
  return {
    tenantPhone: answer(flow, q.tenantPhone),
    tenantEmail: answer(flow, q.tenantEmail),
    premisesAddress: answer(flow, q.premisesAddress),
    mailingAddress: answer(flow, q.mailingAddress),
    paymentAddress: answer(flow, q.paymentAddress),
    startDate: spanned(range?.start, 'first date of a span') ?? answer(flow, q.startDate),
    endDate: spannedEnd ?? answer(flow, q.endDate),
    endDateText:
      spannedEnd && range
        ? { ...spannedEnd, value: flow.text.slice(range.end.start, range.end.end) }
        : null,
    securityDeposit: answer(flow, q.securityDeposit),
    monthlyRent: answer(flow, q.monthlyRent),
    gracePeriodDays: answer(flow, q.gracePeriodDays),
    maxGuestStayDays: answer(flow, q.maxGuestStayDays),
    depositReturnDays: answer(flow, q.depositReturnDays),
    rentDueDay: answer(flow, q.rentDueDay),
    lateFeePercentage: answer(flow, q.lateFeePercentage),
  }
}
