import { findMoney, parseMoney } from '../normalise/money'
import { ORDINAL_WORD, ordinalToNumber } from '../normalise/numbers'
import { DAY_COUNT, dayCountFromMatch, parseDayCount, parsePercent } from '../normalise/quantities'
import { lineConfidence, pick, sentencesWith, type Candidate, type RuleContext } from './context'
import { findLabelled } from './labels'

/** A late fee stated as a share of the rent: 'a late fee of five percent (5%) of the monthly rent'. */
/** A share of only part of the rent ('5% of the amount in excess of $500') is a formula, not a late fee rate. */
export const SHARE_OVER_THRESHOLD = /\bin\s+excess\s+of\b/i

/**
 * A share the law or the lease caps the fee at ('a late charge of not more than five percent (5%)', 'No late fee
 * will exceed the greater of $50.00 or five percent (5%)') is a limit, not the fee charged: the words of a cap
 * come before it in its sentence.
 */
export const CAP_BEFORE_SHARE =
  /\b(?:not\s+more\s+than|no\s+more\s+than|not\s+to\s+exceed|exceed(?:s|ing)?|maximum\s+of|up\s+to|limits?\s+(?:this|it|the\s+(?:fee|charge))\s+to)\b(?:[^.%]|\.(?=\d)){0,60}?$/i
const SHARE = /\d+(?:\.\d+)?\s*%|\bpercent\b/i

export const lateFeePercentRule = (ctx: RuleContext): Candidate<number> | null => {
  const labelled = findLabelled(
    ctx,
    String.raw`late\s+(?:rent\s+)?(?:fee|charge|payment\s+fee)`,
    (v) => parsePercent(v) !== null,
    { below: true },
  ).map((hit) => ({
    value: parsePercent(hit.value)!,
    confidence: lineConfidence(hit.line, 0.88),
    source: `late fee field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  const clauses = sentencesWith(ctx, /\blate\b/i)
    .filter(
      (s) => /\b(?:fee|charge|penalty)\b/i.test(s) && !/\binterest\b/i.test(s) && !/_{3,}/.test(s),
    )
    .filter(
      (s) => !SHARE_OVER_THRESHOLD.test(s) && !CAP_BEFORE_SHARE.test(s.slice(0, s.search(SHARE))),
    )
    .flatMap((s) => {
      const percent = parsePercent(s)
      return percent !== null && percent > 0 && percent <= 25
        ? [{ value: percent, confidence: 0.85, source: 'late fee clause' }]
        : []
    })
  return pick([...labelled, ...clauses.slice(0, 1)])
}

const DAY_OF_MONTH = String.raw`the\s*(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?`

/**
 * How a sentence says when rent is late. `ofMonth` marks a day of the month ('by the 5th') rather than a count
 * of days ('within 5 days').
 */
const GRACE_PATTERNS: {
  pattern: RegExp
  days: (m: RegExpExecArray) => number | null
  ofMonth?: boolean
}[] = [
  {
    // 'received on or after the 6th day', 'a late charge … beginning on the fourth (4th) day of the month': late
    // from that day, so rent may arrive the day before.
    pattern: new RegExp(
      String.raw`\b(?:(?:receive[sd]?|paid|made|delivered)\s+on\s+or\s+after|(?:beginning|starting|commencing)\s+(?:on\s+)?)\s*${DAY_OF_MONTH}(?:\s+(?:calendar\s+)?day)?`,
      'i',
    ),
    days: (m) => {
      const day = ordinalToNumber(m[1] ?? '')
      return day === null ? null : day - 1
    },
    ofMonth: true,
  },
  {
    // 'not received by 11:59 p.m. on the 3rd', 'by 5:00 p.m. on the third (3rd) day', 'paid after the fifth (5th)
    // day', 'unpaid after the 5th', 'delinquent after 11:59 p.m. on the 3rd', 'not paid by the end of the fifth
    // (5th) day', 'If you pay after the 5th', 'unpaid at the end of the fourth (4th) day', 'postmarked or delivered
    // no later than the third (3rd)', 'I give you until the fifth (5th)', 'a courtesy period through the fourth
    // (4th) day', 'has not reached us by the end of the third (3rd) day': the last day rent may arrive without a
    // fee, in any wording of paying or being late.
    pattern: new RegExp(
      String.raw`\b(?:receive[sd]?|reache[sd]|reach|pay|paid|made|delivered|postmarked|late|unpaid|outstanding|delinquent|give\s+you|period)\b[^.;]{0,40}?\b(?:after|by|at|on\s+or\s+before|no\s+later\s+than|until|till|through)\s+(?:the\s+(?:end|close)\s+of\s+(?:business\s+)?(?:on\s+)?)?(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?\s+(?:on\s+)?)?${DAY_OF_MONTH}(?:\s+(?:calendar\s+)?day)?(?:\s+of\s+(?:the|each|any)\s+(?:calendar\s+)?month)?\b`,
      'i',
    ),
    days: (m) => ordinalToNumber(m[1] ?? ''),
    ofMonth: true,
  },
  {
    // 'Rent is considered late if not received within three (3) days'
    pattern: new RegExp(
      String.raw`\b(?:late|unpaid|delinquent)\b[^.;]{0,40}?\bwithin\s+${DAY_COUNT}`,
      'i',
    ),
    days: (m) => dayCountFromMatch(m),
  },
  {
    pattern: new RegExp(
      String.raw`(?:grace|courtesy)\s+period\s+(?:of\s+|is\s+|shall\s+be\s+)?${DAY_COUNT}`,
      'i',
    ),
    days: (m) => dayCountFromMatch(m),
  },
  {
    pattern: new RegExp(String.raw`${DAY_COUNT}\s+(?:grace|courtesy)\s+period`, 'i'),
    days: (m) => dayCountFromMatch(m),
  },
  {
    // 'received after the 5th day of the month': the rent is late from the day after that day.
    pattern: new RegExp(
      String.raw`\b(?:received|paid|made|delivered)\s+after\s+${DAY_OF_MONTH}\s+day\s+of\s+(?:the|each|any)\s+(?:calendar\s+)?month`,
      'i',
    ),
    days: (m) => ordinalToNumber(m[1] ?? ''),
    ofMonth: true,
  },
  {
    // 'Rent ... is late after the 3rd': late from the day after.
    pattern: new RegExp(
      String.raw`\blate\s+(?:if\s+(?:not\s+)?(?:paid|received)\s+)?after\s+the\s+(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})\b`,
      'i',
    ),
    days: (m) => ordinalToNumber(m[1] ?? ''),
    ofMonth: true,
  },
  {
    pattern: new RegExp(
      String.raw`(?:more\s+than|over|within|after)\s+${DAY_COUNT}\s+(?:late|after\s+(?:the\s+|its\s+)?(?:due\s+date|date\s+(?:it\s+is\s+)?due|it\s+is\s+due|rent\s+is\s+due)|following\s+the\s+due\s+date|past\s+(?:the\s+)?due)`,
      'i',
    ),
    days: (m) => dayCountFromMatch(m),
  },
  {
    // 'not received within 7 days of the due date', 'within 5 days after the date on which it is originally
    // due', 'remain unpaid for three (3) days after it falls due', 'Rent unpaid five (5) days after it is due',
    // 'unpaid for the space of ten (10) days after the same shall become due'
    pattern: new RegExp(
      String.raw`(?:more\s+than|over|within|after|for|unpaid|outstanding)\s+(?:the\s+space\s+of\s+)?${DAY_COUNT}\s+(?:of|after|from|following|past)\s+(?:[^.]{0,50}?\b)?(?:due(?:\s+date)?|falls\s+due|become\s+due)\b`,
      'i',
    ),
    days: (m) => dayCountFromMatch(m),
  },
]

/** Days after the due date before a late fee applies. */
/**
 * The days rent may be late without a fee. Rent due on the 1st and late after 'the 5th' has five days; rent due
 * on the 15th and late after 'the 20th' has five too: a day of the month counts from a later due day.
 */
const POINTS_BACK =
  /^[^,;]{0,30}?\b(?:after\s+(?:that|which|this)(?:\s+(?:day|date|time))?|thereafter|otherwise)\b/i

export const gracePeriodRule = (
  ctx: RuleContext,
  dueDay: number | null = null,
): Candidate<number> | null => {
  const labelled = findLabelled(
    ctx,
    // A form's column of days late: 'CHARGED AFTER (DAYS)', 'AFTER (DAYS LATE)'.
    String.raw`grace\s+period|(?:charged\s+)?after\s*\(\s*days(?:\s+late)?\s*\)`,
    (v) => parseDayCount(v) !== null || /^\d{1,2}$/.test(v.trim()),
    { below: true },
  ).map((hit) => ({
    value: parseDayCount(hit.value) ?? Number(hit.value.trim()),
    confidence: lineConfidence(hit.line, 0.9),
    source: `grace period field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  // A form's caption with the blank its value fills, the value in the box under it: 'IF RENT IS NOT RECEIVED BY THE
  // ____ DAY' over '5th'.
  const deadlineBoxes = findLabelled(
    ctx,
    String.raw`if\s+rent\s+is\s+not\s+(?:received|paid)\s+by\s+the\s+_{2,}\s*day`,
    (v) => ordinalToNumber(v.trim()) !== null,
    { below: true },
  ).map((hit) => ({
    value: deadlineToGrace(ordinalToNumber(hit.value.trim())!, dueDay),
    confidence: lineConfidence(hit.line, 0.86),
    source: `late-rent deadline box (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  const clauses: Candidate<number>[] = []
  // No leading word boundary: OCR glues words ('alate charge'). A deadline may stand in the clause before the
  // charge it sets off: 'I give you until the fifth (5th) to pay; after that a $35.00 late charge is added', 'Rent
  // is timely if postmarked no later than the third (3rd) day. Rent arriving after that day is late'.
  // A charge for rent still unpaid is a late charge by another name: 'Rent still unpaid after the 2nd costs an
  // extra $10.00 a day'.
  const LATE =
    /(?:late|grace|courtesy|delinquent)\b|\bunpaid\s+(?:after|by|past)\b[^.;]*\b(?:fees?|charges?|costs?|penalty)\b/i
  const withCharge = ctx.sentences.flatMap((sentence, i) => {
    const next = ctx.sentences[i + 1] ?? ''
    if (LATE.test(sentence)) return [sentence]
    // The next clause opens by pointing back at the deadline; a 'thereafter' deep inside it points elsewhere.
    return POINTS_BACK.test(next) && LATE.test(next) ? [`${sentence} ${next}`] : []
  })
  for (const sentence of withCharge) {
    if (/_{3,}/.test(sentence)) continue
    for (const { pattern, days, ofMonth } of GRACE_PATTERNS) {
      const m = pattern.exec(sentence)
      const read = m ? days(m) : null
      // 'the fourth (4th) day of the rental period' counts from the due day already.
      const ofPeriod =
        m !== null &&
        /^\s*of\s+the\s+(?:rental\s+)?period/i.test(sentence.slice(m.index + m[0].length))
      const value = read !== null && ofMonth && !ofPeriod ? deadlineToGrace(read, dueDay) : read
      if (value !== null && value >= 0 && value <= 31) {
        clauses.push({ value, confidence: 0.84, source: 'late fee clause' })
        break
      }
    }
  }
  return pick([...labelled, ...deadlineBoxes, ...clauses.slice(0, 1)])
}

/** Rent late after a day of the month is late that many days after it falls due, when it falls due after the 1st. */
const deadlineToGrace = (day: number, dueDay: number | null): number =>
  dueDay !== null && dueDay > 1 && day > dueDay ? day - dueDay : day

export type NsfTerms = {
  first: Candidate<number> | null
  additional: Candidate<number> | null
  single: Candidate<number> | null
  policy: Candidate<string> | null
}

// 'a payment that your bank returns or refuses', 'a check that the bank does not honor' is a returned payment too.
const RETURNED =
  /\b(?:NSF|non-?sufficient|insufficient\s+funds|returned|dishono(?:u)?red|bounce[sd]?|stop[-\s]payment|(?:bank|institution)\s+(?:returns|refuses|rejects|does\s+not\s+honou?r))\b/i
// A late charge just before the amount, its figure in brackets after the words ('a late fee of thirty-five
// dollars ($35.00)') or alone.
const LATE_CHARGE_BEFORE =
  /\blate\s+(?:charges?|fees?)\s+(?:of\s+)?(?:(?:[a-z-]+\s+){1,5}dollars\s*\(\s*)?$/i
const UNFILLED_AMOUNT = /\$(?!\s*\d)/
const CAP_BEFORE =
  /(?:more\s+than|exceed|maximum(?:\s+of)?|up\s+to|not\s+to\s+exceed|limit(?:ed)?\s+(?:of|to))\s*$/i

/**
 * Returned-payment fees ('$35 for the first returned check and $50 for each one after') and the clause as
 * written. A legal cap ('cannot be more than $20.00') is not a fee.
 */
const NEAR = 100
const VERB =
  /\b(?:incurs?|costs?|is|are|was|be|will|shall|must|may|pays?|charged?|charges|applies|apply|bears?|results?)\b/i
const SIDE_CAPTION =
  /^(?:[A-Z]{2,}|[A-Z][a-z]+)(?:\s+[A-Za-z]+){0,2}\s+(?=(?:A|An|Any|Each|Every|If|The|Tenant|Resident|Lessee)\s)/
const LATER_TIER =
  /\b(?:additional|subsequent|thereafter|second|further|each\s+(?:additional|subsequent|later(?:\s+one)?|time\s+thereafter)|after\s+(?:that|the\s+first))\b/i
/** A fee-table row's tier written before its amount ('Returned payment — each later one | $50.00'). */
const LATER_TIER_BEFORE = new RegExp(String.raw`${LATER_TIER.source}[^$]{0,20}$`, 'i')

const CHARGE_STATED_ELSEWHERE =
  /\b(?:fee|charge)\b[^.;]{0,30}\b(?:in|under|at)\s+(?:item|section|paragraph|clause|exhibit|schedule|line)\s+[\dA-Z]/i

/**
 * These sentences grouped into clauses: runs that follow one another in the document without a sentence between.
 * A table row about the same fee elsewhere (a schedule on another page) is not the clause's.
 */
const clausesOf = (ctx: RuleContext, sentences: string[]): string[][] => {
  const clauses: string[][] = []
  let last = -1
  for (const sentence of sentences) {
    const index = ctx.sentences.indexOf(sentence, last + 1)
    if (clauses.length === 0 || index !== last + 1) clauses.push([])
    clauses.at(-1)!.push(sentence)
    last = index
  }
  return clauses
}

export const nsfRule = (ctx: RuleContext): NsfTerms => {
  // Keys or remotes 'not returned' at move-out are no returned payment. Payments in the plural are the topic
  // when the sentence charges for them ('Returned payments are charged $40.00 each.'); what happens after some
  // ('After two returned payments …') is not the policy.
  const sentences = sentencesWith(ctx, RETURNED).filter(
    (s) =>
      (/\b(?:check|cheque|payment|item|fee|charge|funds)\b/i.test(s) ||
        (/\b(?:checks|cheques|payments|items)\b/i.test(s) && findMoney(s).length > 0)) &&
      RETURNED.test(s.replace(/\bnot\s+returned\b/gi, '')),
  )
  let first: Candidate<number> | null = null
  let additional: Candidate<number> | null = null
  const singles: Candidate<number>[] = []
  for (const sentence of sentences) {
    // A row of form captions with their units ('RETURNED CHECK FEE ($)') read as prose runs into the row of
    // values under it; those values belong to the boxes, read by position (findLabelled), not to the caption.
    if (/_{3,}/.test(sentence) || /\(\s*(?:\$|%|days?)\s*\)/i.test(sentence)) continue
    // A '$' with no figure after it is a blank left unfilled ('Tenant shall pay $ for each dishonored check'):
    // the form offers a fee the parties did not set, so the sentence states none.
    if (UNFILLED_AMOUNT.test(sentence)) continue
    for (const m of findMoney(sentence)) {
      const before = sentence.slice(Math.max(0, m.index - 40), m.index)
      const after = sentence.slice(m.end, m.end + 50)
      // A late charge named in the same sentence ('an initial late charge of $75.00') is no returned-item fee.
      if (CAP_BEFORE.test(before) || LATE_CHARGE_BEFORE.test(before) || m.value > 500) continue
      // A table read as prose has no full stops, so its 'sentence' runs over rows: the fee is an amount
      // written near the words of a returned payment, not anywhere in that run.
      const near = sentence.slice(Math.max(0, m.index - NEAR), m.end + NEAR)
      if (!RETURNED.test(near)) continue
      // The tier word belongs to this amount only within its own clause: in '$25.00, and Lessor may thereafter
      // require certified funds' or '$75.00 and additional late charges' it speaks of something else.
      const ownClause = after.slice(0, 45).split(/,|\s+and\s+(?!\$)/)[0] ?? ''
      if (
        (LATER_TIER.test(ownClause) && !/\bfirst\b/i.test(after.slice(0, 25))) ||
        LATER_TIER_BEFORE.test(before)
      ) {
        additional ??= { value: m.value, confidence: 0.85, source: 'returned payment clause' }
      } else if (/\bfirst\b/i.test(after.slice(0, 40)) || /\bfirst\b[^$]{0,30}$/i.test(before)) {
        first ??= { value: m.value, confidence: 0.85, source: 'returned payment clause' }
      } else singles.push({ value: m.value, confidence: 0.84, source: 'returned payment clause' })
    }
  }
  // 'Additional' without a first fee is as often another charge on top ('plus any additional bank fees')
  // as the second tier of a tiered fee, so it is worth a look.
  if (additional && !first && singles.length === 0) additional = { ...additional, confidence: 0.7 }
  const labelled = findLabelled(
    ctx,
    String.raw`(?:NSF|returned\s+(?:check|cheque|payment)|non-?sufficient\s+funds)(?:\s*\/\s*returned\s+(?:check|cheque))?\s+(?:fee|charge)`,
    (v) => {
      const amount = parseMoney(v)
      return amount !== null && amount <= 500
    },
    { below: true },
  ).map((hit) => ({
    value: parseMoney(hit.value)!,
    confidence: lineConfidence(hit.line, 0.88),
    source: `NSF fee field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  const single = pick([...labelled, ...singles.slice(0, 1)])
  // A check-box list ('[ ] Returned cheque charges') names the topic but states no policy, and a run of
  // 'Label: value' rows without full stops reads as one long 'sentence' that is no policy either.
  // A policy is a whole sentence, ended or with its verb ('Dishonored payments incur a $25.00 fee.'), not a
  // table row ('Returned or reversed payment — each later one $50.00').
  // A fee written as 'Returned payment fee: $35.00.' belongs to the policy when a sentence of it goes on to say
  // more; alone it is a form's field.
  const words = (s: string) => s.split(/\s+/).length
  const whole = (s: string) => {
    const ended = /[.;]\s*$/.test(s)
    return (
      ((words(s) >= 8 && (ended || VERB.test(s))) || (words(s) >= 5 && ended && VERB.test(s))) &&
      words(s) <= 80 &&
      (s.match(/:/g) ?? []).length < 3
    )
  }
  const feeLine = (s: string) => words(s) < 8 && /\.\s*$/.test(s) && findMoney(s).length > 0
  const candidates = sentences.filter((s) => !/_{3,}|\[\s*\]|☐|□/.test(s))
  // A policy states what a returned payment costs, in figures or by pointing to where the lease states it ('the
  // returned-payment charge in Item 13'); sentences that only say what happens to one ('A check returned unpaid
  // will be treated as rent not paid') or leave its amount blank set no charge.
  const setsCharge = (s: string) => findMoney(s).length > 0 || CHARGE_STATED_ELSEWHERE.test(s)
  // The policy is one clause: the first whose written sentence sets the charge, before a table row that does.
  const clauses = clausesOf(
    ctx,
    candidates.filter((s) => whole(s) || (feeLine(s) && candidates.some(whole))),
  )
  const policySentences = (
    clauses.find((clause) => clause.some((s) => setsCharge(s) && /[.;]\s*$/.test(s))) ??
    clauses.find((clause) => clause.some(setsCharge)) ??
    []
  ).slice(0, 3)
  const statesCharge = policySentences.length > 0
  return {
    // 'A fee of $30.00 … and $50.00 for a second or later returned cheque': the fee without a tier is the first.
    first: first ?? single,
    additional,
    single: first || additional ? null : single,
    policy: statesCharge
      ? {
          // The clause's number or letter ('3.5', 'b)', '§ 6') is the document's, not the policy's.
          value: policySentences
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/^(?:§\s*)?(?:\(?\d{1,2}(?:\.\d{1,2})*[.)]?|\(?[a-z]\))\s+(?=[A-Z])/, '')
            // Nor is the caption of a side-labelled row ('NSF | A charge of $20.00 applies …') or a run-in
            // heading before an amount ('Dishonored check. $35.00 for each check …').
            .replace(SIDE_CAPTION, (caption) =>
              /\b(?:may|shall|will|must|is|are|pays?|charges?)\b/i.test(caption) ? caption : '',
            )
            .replace(/^[A-Z][a-z]+(?:\s+[a-z]+){0,3}\.\s+(?=\$)/, ''),
          confidence: 0.75,
          source: 'returned payment clause',
        }
      : null,
  }
}
