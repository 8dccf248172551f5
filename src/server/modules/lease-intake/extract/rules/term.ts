import { AMENDING } from './amendments'
import { ANOTHER_LEASE } from './another-lease'
import type { LeaseType } from '../../../../../shared/schemas/lease-intake'
import { findDates, parseDate, type DateMention } from '../normalise/dates'
import { NUMBER_WORDS, ordinalToNumber, ORDINAL_WORD, wordsToNumber } from '../normalise/numbers'
import { lineConfidence, pick, type Candidate, type RuleContext } from './context'
import { findLabelled, lastTick, opensWithTick } from './labels'

export type TermDates = {
  start: Candidate<string> | null
  end: Candidate<string> | null
  /** How the lease words the end of the term, e.g. 'terminating on January 14, 2025'. */
  endText: Candidate<string> | null
}

const HINT_BEFORE = String.raw`\s*:?\s*(?:date\s*)?(?:\((?:yyyy|mm|dd|month|day)[^)]{0,20}\)\s*)?(?:the\s+)?$`
const START_BEFORE = new RegExp(
  // 'begins at 12:00 noon on September 1, 2027', as the end's 'ends at 11:00 a.m. on …'.
  String.raw`\b(?:commenc\w*|begin\w*|start\w*|effective|from|starting\s+from)\s*(?:on|at\s+[\w:. ]{0,20}\s+on|from|date(?:\s+(?:of|is))?)?${HINT_BEFORE}`,
  'i',
)
const END_BEFORE = new RegExp(
  String.raw`\b(?:terminat\w*|end(?:s|ing)?|expir\w*|conclud\w*)\s*(?:on|at\s+[\w:. ]{0,20}\s+on|date(?:\s+(?:of|is))?)?${HINT_BEFORE}`,
  'i',
)
const RANGE_END_BEFORE = new RegExp(
  String.raw`^[\s,]*(?:and\s+)?(?:to|through|thru|until|till|-|–)\s+(?:and\s+including\s+)?(?:the\s+)?$`,
  'i',
)
const ABOUT_ANOTHER_LEASE = new RegExp(ANOTHER_LEASE, 'i')
const NOT_A_TERM_DATE =
  /\b(?:entered\s+into|dated|made|signed|executed|created|this)\W+(?:on\s+|as\s+of\s+)?(?:the\s+)?$/i

const proseDates = (ctx: RuleContext) => {
  const mentions = findDates(ctx.prose, ctx.dateOrder)
  const before = (m: DateMention, chars = 60) =>
    ctx.prose.slice(Math.max(0, m.index - chars), m.index)
  // The dates of another lease (the one a renewal replaces, a sublease's master lease) are not this term's.
  const ofThisLease = (m: DateMention) => {
    return !ABOUT_ANOTHER_LEASE.test(sentenceUpTo(ctx.prose, m.index))
  }
  const starts = mentions.filter(
    (m) => START_BEFORE.test(before(m)) && !NOT_A_TERM_DATE.test(before(m, 30)) && ofThisLease(m),
  )
  const ends = mentions.filter((m) => {
    if (!ofThisLease(m)) return false
    if (END_BEFORE.test(before(m))) return true
    // '... from June 1, 2023, to May 31, 2024': 'to' marks an end only right after a start date.
    return starts.some(
      (s) =>
        s.end <= m.index &&
        m.index - s.end < 25 &&
        RANGE_END_BEFORE.test(ctx.prose.slice(s.end, m.index)),
    )
  })
  return { starts, ends }
}

const endPhrase = (ctx: RuleContext, m: DateMention): string => {
  const before = ctx.prose.slice(Math.max(0, m.index - 60), m.index)
  const anchor =
    /\b(?:terminat\w*|end(?:s|ing)?|expir\w*|conclud\w*|to|through|thru|until)\b[^.;]*$/i.exec(
      before,
    )
  const phrase = (anchor ? before.slice(anchor.index) : '') + m.text
  return phrase
    .replace(/\s*date\s*\((?:yyyy|mm|dd)[^)]*\)/i, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const addMonths = (iso: string, months: number): string => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const end = new Date(Date.UTC(year, month - 1 + months, day - 1))
  return end.toISOString().slice(0, 10)
}

const TERM_MONTHS = new RegExp(
  String.raw`\bterm\b[^.]{0,60}?\b(?:(${NUMBER_WORDS})\s*\(\s*(\d{1,3})\s*\)|(\d{1,3})|(${NUMBER_WORDS}))\s*[-\s]?(months?|years?)\b`,
  'i',
)

/** The term's length in months, from 'a term of twelve (12) months' or 'for one year'. */
export const termMonths = (ctx: RuleContext): number | null => {
  const m = TERM_MONTHS.exec(ctx.prose)
  if (!m) return null
  const count = Number(m[2] ?? m[3] ?? NaN) || wordsToNumber(m[1] ?? m[4] ?? '')
  if (!count) return null
  return /^year/i.test(m[5] ?? '') ? count * 12 : count
}

const END_LABEL = String.raw`end\s+date\s+of\s+(?:the\s+)?(?:fixed\s+)?(?:term|tenancy|lease)|(?:lease\s+|tenancy\s+|term\s+|rental\s+)?(?:end(?:s|ing)?|termination|expiration|expiry)(?:\s+date)?|move[-\s]?out(?:\s+date)?|(?:lease|term|tenancy)\s+(?:ends|expires|terminates)(?:\s+on)?|last\s+night|departure(?:\s+date)?|last\s+day\s+of\s+(?:the\s+)?(?:tenancy|term|lease|rental)`
// An end date field that says there is none ('Lease End Date | None — month-to-month', 'DEPARTURE DATE | open — month
// to month'), or a lease that 'has no end date'.
const NO_END_VALUE = /^(?:none|n\/a|open|no\s+(?:fixed\s+)?end|month[-\s]to[-\s]month|periodic)\b/i
const NO_END_SAID = /\b(?:has|with)\s+no\s+(?:fixed\s+)?end(?:ing)?\s+date\b/i

/**
 * Whether the lease says its term has no end: a date read from the words around it (a prorated month's 'through
 * 2027-10-31') is then no end date.
 */
export const statesNoEnd = (ctx: RuleContext): boolean =>
  NO_END_SAID.test(ctx.prose) ||
  findLabelled(ctx, END_LABEL, (v) => NO_END_VALUE.test(v), { below: true }).length > 0

export const termDatesRule = (ctx: RuleContext): TermDates => {
  const accept = (v: string) => parseDate(v, ctx.dateOrder) !== null
  const labelled = (label: string, what: string) =>
    findLabelled(ctx, label, accept, { below: true }).map((hit) => ({
      value: parseDate(hit.value, ctx.dateOrder)!,
      confidence: lineConfidence(hit.line, hit.how === 'below' ? 0.84 : 0.9),
      source: `${what} (page ${hit.line.page})`,
      quote: { text: hit.value, line: hit.line },
      text: hit.value,
    }))
  // A room rental's 'First night' and 'Last night', a furnished suite's 'Arrival date' and 'Departure date', are
  // the term's first and last days.
  const startLabels = labelled(
    String.raw`(?:lease\s+|tenancy\s+|term\s+|rental\s+)?(?:start(?:s|ing)?|commencement|beginning|begins?)(?:\s+date)?|move[-\s]?in(?:\s+date)?|(?:lease|term|tenancy)\s+(?:begins|commences|starts)(?:\s+on)?|(?:this\s+)?tenancy\s+starts\s+on|date\s+of\s+commencement|first\s+night|arrival(?:\s+date)?|first\s+day\s+of\s+(?:the\s+)?(?:tenancy|term|lease|rental)`,
    'start date field',
  )
  const endLabels = labelled(END_LABEL, 'end date field')
  const { starts, ends } = proseDates(ctx)
  // An end date a rider or addendum sets replaces the one the lease wrote.
  const amendedEnd = ends.find((m) => AMENDING.test(sentenceUpTo(ctx.prose, m.index)))
  const start = pick([
    ...startLabels,
    ...starts.slice(0, 1).map((m) => ({ value: m.iso, confidence: 0.86, source: 'term clause' })),
  ])
  const endCandidates: (Candidate<string> & { text: string })[] = [
    ...endLabels,
    ...(amendedEnd ? [amendedEnd] : ends.slice(0, 1)).map((m) => ({
      value: m.iso,
      confidence: 0.86,
      source: m === amendedEnd ? 'end date as amended' : 'term clause',
      text: endPhrase(ctx, m),
    })),
  ]
  const months = termMonths(ctx)
  if (endCandidates.length === 0 && start && months) {
    endCandidates.push({
      value: addMonths(start.value, months),
      confidence: 0.7,
      source: `start date plus a ${months}-month term`,
      text: '',
    })
  }
  const end = pick(endCandidates)
  const endSource = endCandidates.find((c) => c.value === end?.value && c.text !== '')
  return {
    start,
    end,
    endText:
      end && endSource
        ? { value: endSource.text, confidence: end.confidence, source: endSource.source }
        : null,
  }
}

// A tenancy at will runs from one rent period to the next, as a month-to-month one does, and so does Quebec's lease
// of indeterminate term.
const MONTHLY =
  /month[-\s]to[-\s]month|monthly\s+tenancy|periodic\s+tenancy|tenancy\s+at\s+will|indetermin(?:ate|ed)[-\s](?:term|duration)/i
const FIXED = /fixed[-\s](?:term|length)|term\s+lease|definite\s+term/i

/**
 * A mark that opens a cell ticks the type named right after it: 'X Periodic (month to month)', 'X For a fixed term',
 * but not 'X Lease continues month to month unless …', an option for after the term.
 */
const MARK_THEN_TYPE =
  /^(?:[^:]*:)?\s*[xX✓✔]\s+(?:(?:for|a|an|the|periodic|tenancy|lease|term)\s+|\(\s*)*$/i
const typeAfterOpeningMark = (text: string): LeaseType | null => {
  if (!opensWithTick(text)) return null
  const named = [
    { match: MONTHLY.exec(text), type: 'month-to-month' as const },
    { match: FIXED.exec(text), type: 'fixed-term' as const },
  ]
    .filter((n) => n.match !== null)
    .sort((a, b) => a.match!.index - b.match!.index)[0]
  return named && MARK_THEN_TYPE.test(text.slice(0, named.match!.index)) ? named.type : null
}

/** A form's ticked box next to 'Fixed Term' or 'Month-to-Month'. */
const checkedType = (ctx: RuleContext): Candidate<LeaseType>[] =>
  ctx.lines.flatMap((line) =>
    line.cells.flatMap((cell, i) => {
      const type: LeaseType | null = MONTHLY.test(cell.text)
        ? 'month-to-month'
        : FIXED.test(cell.text)
          ? 'fixed-term'
          : null
      if (!type) return []
      const mark = MONTHLY.exec(cell.text) ?? FIXED.exec(cell.text)
      const ticked =
        lastTick(`${line.cells[i - 1]?.text ?? ''} ${cell.text.slice(0, mark?.index ?? 0)}`) ===
        'ticked'
      const value = ticked ? type : typeAfterOpeningMark(cell.text)
      if (!value) return []
      return [
        {
          value,
          confidence: lineConfidence(line, 0.92),
          source: `ticked box (page ${line.page})`,
        },
      ]
    }),
  )

const SENTENCES_MONTHLY =
  /\b(?:this|the)\s+(?:lease|agreement|tenancy|rental\s+agreement)\s+(?:is|shall\s+be|will\s+be|creates)\s+(?:on\s+)?(?:a\s+)?month[-\s]to[-\s]month|\bmonth[-\s]to[-\s]month\s+(?:tenancy|basis|rental\s+agreement|agreement|lease)\s+(?:beginning|commencing|starting|that\s+(?:begins|starts))|^\s*month[-\s]to[-\s]month\s+(?:rental|lease|tenancy)\s+agreement|\bthis\s+is\s+a\s+tenancy\s+at\s+will\b/i
const CONVERTS =
  /\b(?:renew|convert|continu|thereafter|holdover|hold\s+over|expir|end\s+of\s+the\s+(?:lease\s+)?term|after\s+the\s+term|unless|fails?\s+to)/i

// 'It goes month by month until one of us gives notice.'
const MONTHLY_MENTION =
  /\bmonth[-\s]to[-\s]month\b|\bfrom\s+month\s+to\s+month\b|\bmonth\s+by\s+month\b|\bmonthly\s+(?:tenancy|periodic\s+tenancy)\b|\btenancy\s+at\s+will\b/i

/** Fixed-term or month-to-month: a ticked box, how the term is worded, or an end date. */
export const leaseTypeRule = (
  ctx: RuleContext,
  hasEndDate: boolean,
  hasStartDate = false,
): Candidate<LeaseType> | null => {
  const candidates = checkedType(ctx)
  for (const sentence of ctx.prose.split(/(?<=[.;:])\s+/)) {
    if (
      SENTENCES_MONTHLY.test(sentence) &&
      !CONVERTS.test(sentence.slice(0, sentence.search(/month[-\s]to[-\s]month/i)))
    ) {
      candidates.push({ value: 'month-to-month', confidence: 0.88, source: 'term clause' })
      break
    }
  }
  // Any other mention of a monthly tenancy, in a lease that starts but has no end date, is most likely its
  // kind; with an end date it would be what the lease turns into after the term, and a blank form only
  // offers it as a choice.
  if (candidates.length === 0 && hasStartDate && !hasEndDate && MONTHLY_MENTION.test(ctx.prose))
    candidates.push({
      value: 'month-to-month',
      confidence: 0.72,
      source: 'monthly tenancy mentioned',
    })
  if (hasEndDate)
    candidates.push({ value: 'fixed-term', confidence: 0.84, source: 'the term has an end date' })
  else if (
    /\bfixed[-\s]term\s+(?:lease|tenancy|of)\b|\bfor\s+a\s+(?:fixed\s+)?term\s+of\b/i.test(
      ctx.prose,
    ) &&
    termMonths(ctx)
  ) {
    candidates.push({ value: 'fixed-term', confidence: 0.8, source: 'term clause' })
  }
  return pick(candidates)
}

// 'payable on or before the first (1st) day of each month', 'payable in advance no later than the first (1st) day
// of each month'.
const DUE_DAY = new RegExp(
  String.raw`\b(?:due|paid|payable|pay|made)\b(?:[^.;]|\.\d){0,100}?\b((?:on\s+(?:or\s+before\s+)?|no\s+later\s+than\s+)the\s+(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?\s*(?:\(\s*or\s+(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})\s*\)\s*|\([^)]{0,40}\)\s*)?(?:day\s+)?of\s+(?:each|every|the|each\s+calendar)(?:\s+(?:calendar\s+)?month)?)`,
  'i',
)

// 'payable … on the 5th day of each month', 'due the 1st of the month', 'a month, due on the 5th.': an
// ordinal after a word of paying, further from it than DUE_DAY allows or without 'of each month'.
const DUE_ORDINAL = new RegExp(
  String.raw`\b(?:due|payable|paid|pay)\b(?:[^.;]|\.\d){0,140}?\b((?:on\s+)?(?:or\s+before\s+)?the\s+(\d{1,2}(?:st|nd|rd|th)|${ORDINAL_WORD})(?:\s+day)?(?:\s+of\s+(?:each|every|the)(?:\s+calendar)?\s+month)?)(?=\s*[.,;)]|\s+(?:and|in|at|by|to)\b)`,
  'i',
)

// The day a rent-due cell opens with: '1st', 'the fifth', 'on or before the first (1st) day …'. A number with a full
// stop and a word after it numbers the next item ('11. Payee, place and means of payment').
const LEADING_DAY =
  /^(?:(?:on|by)\s+)?(?:or\s+before\s+|no\s+later\s+than\s+)?(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)?|[a-z-]+)\b(?!\.\s)/i

const leadingDay = (value: string): number | null =>
  ordinalToNumber(LEADING_DAY.exec(value)?.[1] ?? '')

export type RentDue = { day: Candidate<number> | null; description: Candidate<string> | null }

// Rent due on the day of the month the tenancy began: 'due on the same calendar day as the move-in date each month'.
const SAME_DAY_AS_START =
  /\b(?:on|by)\s+the\s+same\s+(?:calendar\s+)?day(?:\s+of\s+the\s+month)?\s+as\s+the\s+(?:move-?in|start(?:ing)?|commencement|beginning)\s+date(?:\s+(?:of\s+)?(?:each|every)\s+month)?/i

/** The day of the month rent is due, and the words that say so; `start` is the tenancy's first day (ISO). */
export const rentDueRule = (ctx: RuleContext, start: string | null = null): RentDue => {
  const labelled = findLabelled(
    ctx,
    String.raw`rent\s+(?:is\s+)?due(?:\s+(?:on|date|day))?|(?:rent\s+)?due\s+date|payment\s+due(?:\s+(?:date|day|on))?|rent\s+payment\s+date`,
    (v) => leadingDay(v) !== null,
    { below: true },
  ).map((hit) => {
    const day = leadingDay(hit.value)!
    return {
      day,
      // 'the 1st of each month and is late after the 3rd': the description ends with the month.
      text: /^.*?\bmonth\b/i.exec(hit.value)?.[0] ?? hit.value,
      confidence: lineConfidence(hit.line, 0.88),
      source: `rent due field (page ${hit.line.page})`,
      quote: { text: hit.value, line: hit.line },
    }
  })
  // The due day an amendment sets ('is amended so that rent is payable on … the fifteenth day of each month,
  // … instead of on the first day') replaces the lease's own.
  const clauses = [...ctx.prose.matchAll(new RegExp(DUE_DAY.source, 'gi'))]
  const clause =
    clauses.find((m) => AMENDING.test(sentenceAround(ctx.prose, m.index, m[0].length))) ??
    clauses[0]
  // A form's printed day with its alternative filled in ('on the 1st (or 5th) day'): the parties chose the
  // alternative.
  const clauseDay = clause ? ordinalToNumber(clause[3] ?? clause[2] ?? '') : null
  let all = [
    ...labelled,
    ...(clause && clauseDay
      ? [
          {
            day: clauseDay,
            text: (clause[1] ?? '').replace(
              /\s*\((?!or\s+[a-z0-9]+\s*\)|\s*\d{1,2}(?:st|nd|rd|th)\s*\))[^)]*\)/g,
              '',
            ),
            confidence: 0.87,
            source: 'rent clause',
          },
        ]
      : []),
  ]
  const loose = all.length === 0 ? DUE_ORDINAL.exec(ctx.prose) : null
  const looseDay = loose ? ordinalToNumber(loose[2] ?? '') : null
  if (loose && looseDay)
    all.push({
      day: looseDay,
      text: (loose[1] ?? '').trim(),
      confidence: 0.78,
      source: 'ordinal after a word of paying',
    })
  const sameDay = all.length === 0 && start ? SAME_DAY_AS_START.exec(ctx.prose) : null
  if (sameDay && start)
    all.push({
      day: Number(start.slice(8, 10)),
      text: sameDay[0],
      confidence: 0.8,
      source: 'due on the day the tenancy began',
    })
  all = all.filter((c) => c.day >= 1 && c.day <= 31)
  const day = pick(all.map((c) => ({ value: c.day, confidence: c.confidence, source: c.source })))
  const described = all.find((c) => c.day === day?.value)
  return {
    day,
    description:
      described && day
        ? {
            value: described.text.replace(/\s+/g, ' ').trim(),
            confidence: day.confidence,
            source: described.source,
          }
        : null,
  }
}

/** The words of a sentence before a place in the text: from the last full stop before it. */
const sentenceUpTo = (text: string, index: number): string =>
  text.slice(text.lastIndexOf('. ', index) + 1, index)

const sentenceAround = (text: string, index: number, length: number): string => {
  const end = text.indexOf('. ', index + length)
  return sentenceUpTo(text, index) + text.slice(index, end === -1 ? undefined : end)
}
