import { ORDINAL_WORD, ordinalToNumber } from '../normalise/numbers'
import {
  DAY_COUNT,
  dayCountFromMatch,
  MONTH_COUNT,
  parseDayCount,
  parseStayCount,
  WEEK_COUNT,
} from '../normalise/quantities'
import { lineConfidence, pick, sentencesWith, type Candidate, type RuleContext } from './context'
import { findLabelled } from './labels'

const GUEST_LIMIT = new RegExp(
  String.raw`(?:more\s+than|longer\s+than|in\s+excess\s+of|exceed(?:ing)?|maximum\s+of|up\s+to|no\s+more\s+than|not\s+more\s+than|over|beyond)\s+${DAY_COUNT}`,
  'i',
)

/** How long a guest may stay: 'No guest may stay more than fourteen (14) consecutive days'. */
export const guestLimitRule = (ctx: RuleContext): Candidate<number> | null => {
  const caption = String.raw`(?:max(?:imum)?\.?\s+)?guest\s+(?:stay|limit|policy)(?:\s+limit)?`
  const labelled = [
    ...findLabelled(
      ctx,
      String.raw`${caption}|guests?\s+may\s+stay`,
      (v) => parseStayCount(v) !== null,
      { below: true },
    ),
    // A caption that gives the unit ('MAX GUEST STAY (DAYS)', 'GUEST DAYS IN ANY 30-DAY PERIOD') holds a bare number.
    ...findLabelled(
      ctx,
      String.raw`${caption}\s*\(\s*days\s*\)|guest\s+(?:days|nights)\s+in\s+any\s+\d{1,3}-day\s+period`,
      (v) => /^\d{1,3}$/.test(v.trim()),
      {
        below: true,
      },
    ),
  ].map((hit) => ({
    value: parseStayCount(hit.value) ?? Number(hit.value.trim()),
    confidence: lineConfidence(hit.line, 0.88),
    source: `guest field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  const clauses = sentencesWith(ctx, /\bguests?\b/i).flatMap((sentence) => {
    if (/_{3,}/.test(sentence)) return []
    const m = GUEST_LIMIT.exec(sentence)
    const days = m ? dayCountFromMatch(m) : null
    return days !== null && days > 0 && days <= 365
      ? [{ value: days, confidence: 0.84, source: 'guest clause' }]
      : []
  })
  return pick([...labelled, ...clauses.slice(0, 1)])
}

export type DepositReturn = { days: Candidate<number> | null; condition: Candidate<string> | null }

const RETURN_WITHIN = new RegExp(
  String.raw`\b(?:return(?:ed)?|refund(?:ed)?|repa(?:y|id))\b[^.]{0,120}?\bwithin\s+${DAY_COUNT}`,
  'i',
)
// 'Within 21 days after Resident vacates, Owner shall ... return any remaining portion of the deposit'
const WITHIN_RETURN = new RegExp(
  String.raw`\bwithin\s+${DAY_COUNT}[^.]{0,160}?\b(?:return|refund|repa(?:y|id))`,
  'i',
)

// 'No later than 14 days after Tenant vacates, Landlord shall furnish an itemized statement …', 'Within 45 days
// after termination, Owner shall give … the balance of the deposit': a deadline in a sentence about giving
// the deposit back, whatever verb the lease uses.
const DEADLINE = new RegExp(
  String.raw`\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+${DAY_COUNT}`,
  'i',
)
// 'not later than the thirtieth day after Tenant surrenders', 'on or before the thirty-first (31st) day after'.
const ORDINAL_DEADLINE = new RegExp(
  String.raw`\b(?:(?:no|not)\s+later\s+than|on\s+or\s+before)\s+the\s+(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?\s+day\s+(?:after|following|from)`,
  'i',
)
const GIVING_BACK = /\b(?:return|refund|itemi[sz]ed|statement|balance|remaining\s+portion)/i

// 'shall return the security deposit … within one (1) month after the termination': a month counts as the 30
// days deposit laws count, a conversion the landlord is asked to confirm (under High).
const RETURN_WITHIN_MONTHS = new RegExp(
  String.raw`\b(?:return(?:ed)?|refund(?:ed)?)\b[^.]{0,160}?\bwithin\s+${MONTH_COUNT}`,
  'i',
)

// 'return the security deposit … within two weeks after the tenancy ends': a week is seven days, exactly.
const RETURN_WITHIN_WEEKS = new RegExp(
  String.raw`\b(?:return(?:ed)?|refund(?:ed)?|repa(?:y|id))\b[^.;]{0,160}?\bwithin\s+${WEEK_COUNT}`,
  'i',
)

const MOVING_OUT =
  /\b(?:vacat|move[-\s]?out|moving\s+out|surrender|terminat|end\s+of\s+the\s+(?:lease|tenancy|term))/i

/** When and on what terms the deposit comes back, from the deposit clause. */
export const depositReturnRule = (ctx: RuleContext): DepositReturn => {
  for (const sentence of sentencesWith(ctx, /\b(?:deposit|security)\b/i)) {
    // Another deposit's own sentence is not the security deposit's ('must repay the security deposit and any pet
    // damage deposit … within 15 days' is).
    if (
      /_{3,}/.test(sentence) ||
      (/\b(?:pet|key|holding)\s+deposit\b/i.test(sentence) &&
        !/\bsecurity\s+deposit\b/i.test(sentence))
    )
      continue
    // The condition is the sentence from its deadline on, as one line without its closing stop.
    const conditionFrom = (start: number): Candidate<string> => ({
      value: sentence
        .slice(start)
        .replace(/\s+/g, ' ')
        .replace(/[.;]\s*$/, '')
        .trim(),
      confidence: 0.75,
      source: 'deposit clause',
    })
    // The first deadline the sentence states is the one for giving the deposit back: in 'Within 45 days …
    // return the deposit or give notice …; any balance will be refunded within 30 days after that notice' the
    // later one follows another step.
    const returnWithin = RETURN_WITHIN.exec(sentence)
    const withinReturn = WITHIN_RETURN.exec(sentence)
    const deadlineAt = (found: RegExpExecArray) =>
      found.index + found[0].toLowerCase().lastIndexOf('within')
    const m =
      (returnWithin && withinReturn
        ? deadlineAt(withinReturn) < deadlineAt(returnWithin)
          ? withinReturn
          : returnWithin
        : (returnWithin ?? withinReturn)) ??
      (GIVING_BACK.test(sentence) || MOVING_OUT.test(sentence) ? DEADLINE.exec(sentence) : null)
    // A deadline in weeks before the first in days is the one for giving the deposit back.
    const inWeeks = RETURN_WITHIN_WEEKS.exec(sentence)
    const weeks = inWeeks ? dayCountFromMatch(inWeeks) : null
    if (inWeeks && weeks !== null && (!m || deadlineAt(inWeeks) < deadlineAt(m)))
      return {
        days: { value: weeks * 7, confidence: 0.84, source: 'deposit clause, in weeks' },
        condition: conditionFrom(deadlineAt(inWeeks)),
      }
    const ordinal = m ? null : ORDINAL_DEADLINE.exec(sentence)
    const nthDay = ordinal && GIVING_BACK.test(sentence) ? ordinalToNumber(ordinal[1] ?? '') : null
    if (ordinal && nthDay !== null)
      return {
        days: { value: nthDay, confidence: 0.84, source: 'deposit clause' },
        condition: conditionFrom(ordinal.index),
      }
    const inMonths = m ? null : RETURN_WITHIN_MONTHS.exec(sentence)
    if (inMonths) {
      const months = dayCountFromMatch(inMonths)
      if (months === null) continue
      return {
        days: { value: months * 30, confidence: 0.78, source: 'deposit clause, in months' },
        condition: conditionFrom(inMonths.index),
      }
    }
    const days = m ? dayCountFromMatch(m) : null
    if (!m || days === null) continue
    return {
      days: { value: days, confidence: 0.86, source: 'deposit clause' },
      condition: conditionFrom(m.index),
    }
  }
  // 'DEPOSIT REFUNDED WITHIN ____ DAYS' over '30': the caption's blank filled in the box under it.
  const filled = findLabelled(
    ctx,
    String.raw`(?:security\s+)?deposit\s+(?:will\s+be\s+)?(?:returned|refunded)\s+within\s+_{2,}\s*days`,
    (v) => /^\d{1,3}$/.test(v.trim()),
    { below: true },
  ).map((hit) => ({ ...hit, value: `${hit.value.trim()} days` }))
  const labelled = findLabelled(
    ctx,
    String.raw`(?:security\s+)?deposit\s+(?:will\s+be\s+)?(?:returned|refunded)(?:\s+within)?|(?:security\s+)?deposit\s+(?:return|refund)(?:\s+(?:period|deadline|timeline|timing))?|(?:return|refund)\s+of\s+(?:the\s+)?(?:security\s+)?deposit`,
    (v) => parseDayCount(v) !== null,
    { below: true },
  )
  const hit = labelled[0] ?? filled[0]
  return {
    days: hit
      ? {
          value: parseDayCount(hit.value)!,
          confidence: lineConfidence(hit.line, 0.86),
          source: `deposit return field (page ${hit.line.page})`,
          quote: { text: hit.value, line: hit.line },
        }
      : null,
    condition: null,
  }
}
