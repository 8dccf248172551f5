import { NUMBER_WORD } from '../normalise/numbers'
import { findLabelled } from './labels'
import { lineConfidence, pick, type Candidate, type RuleContext } from './context'

/*
 * Office hours are read as a schedule: a run of days ('Mon–Fri', 'weekdays', 'Saturday mornings') and spans of
 * time ('9:00 a.m. to 5:00 p.m.', '8:30–16:30', '9 h to 17 h', 'from 8 until 5', 'nine o'clock in the forenoon
 * until five o'clock in the afternoon'), in any order, joined by commas, semicolons and 'and'. A schedule is an
 * office's hours when the words before it in its clause speak of hours, an office or its being open, and not of
 * quiet hours, amenities, moving, entry or emergencies, whose schedules look the same.
 */
const DAY_NAME = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\.?`
const DAY = String.raw`(?:weekdays|weekends?|daily|every\s+day|\bM\s*[–—-]\s*F\b|\b${DAY_NAME}(?:\s+(?:mornings?|afternoons?|evenings?))?)`
const DAYS = String.raw`(?:${DAY}(?:\s*(?:–|—|-|to|through|thru|and|&)\s*${DAY})?(?:\s+inclusive)?)`
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:a\.?\s?m\b\.?|p\.?\s?m\b\.?|h\b))?|noon|midnight|${NUMBER_WORD}\s+o['’]clock(?:\s+in\s+the\s+(?:forenoon|morning|afternoon|evening))?)`
const SPAN = String.raw`(?:(?:from|between(?:\s+the\s+hours\s+of)?)\s+)?${CLOCK}\s*(?:–|—|-|to|until|till|and)\s*${CLOCK}`
const CLOSED = String.raw`\((?:closed|except)[^)]{0,40}\)`
const ITEM = String.raw`(?:${SPAN}|${DAYS}(?:\s+by\s+appointment)?|${CLOSED})`
const JOIN = String.raw`(?:\s*[,;&]\s*|\s+and\s+|\s+on\s+|\s+)`
const SCHEDULE = new RegExp(String.raw`\b${ITEM}(?:${JOIN}${ITEM})*`, 'gi')

const HAS_SPAN = new RegExp(SPAN, 'i')
const HAS_DAY = new RegExp(DAYS, 'i')
// A span of bare numbers ('9–5') is a time only beside a day; alone it may be pages, units or a fee table's range.
const CLOCK_SPAN = /\d\s*(?:[ap]\.?\s?m\b|h\b)|\d[:.]\d{2}|noon|midnight|o['’]clock/i
const ENDS_WITH_DAY = new RegExp(String.raw`[,;]?\s*(?:and\s+)?${DAY}\s*$`, 'i')

const OFFICE = /\bhours\b|\bopen\b|\boffice\b|\bwindow\b|\bin\s+person\b/i
const OTHER_SCHEDULE =
  /\b(?:quiet|pool|fitness|gym|spa|amenit(?:y|ies)|laundry|moves?|moving|move-?(?:in|out)|enter|entry|access|emergenc(?:y|ies)|maintenance|guests?|visit(?:ors?|ing)?|noise|construction|showings?|parking|trash|garbage|elevator|deliver(?:y|ies))\b/i

// Where the clause holding a schedule begins: after a full stop that ends no 'a.m.' or 'p.m.', or after a semicolon
// ('… CO 81504; open Mon. through Fri.').
const CLAUSE_START = /(?<!\b[ap]\.m)(?:[.!?]\s+(?=[A-Z(])|;\s+)/g

const clauseBefore = (prose: string, at: number): string => {
  const before = prose.slice(Math.max(0, at - 160), at)
  let start = 0
  for (const m of before.matchAll(CLAUSE_START)) start = m.index + m[0].length
  return before.slice(start)
}

/** An office's schedule as written, without a closing stop (the stop of 'p.m.' stays). */
const tidy = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/(?<!\b[ap]\.m)[.;,]\s*$/i, '')
    .trim()

const schedules = (ctx: RuleContext): Candidate<string>[] =>
  [...ctx.prose.matchAll(SCHEDULE)].flatMap((m) => {
    let value = m[0]
    const after = ctx.prose.slice(m.index + value.length, m.index + value.length + 12)
    // 'Saturday 10:00 am – 4:00 pm Sunday Closed': the day a table marks closed is no part of the hours.
    if (/^\s*closed\b/i.test(after) && HAS_SPAN.test(value))
      value = value.replace(ENDS_WITH_DAY, '')
    const clause = clauseBefore(ctx.prose, m.index)
    const spans = HAS_SPAN.test(value) && (CLOCK_SPAN.test(value) || HAS_DAY.test(value))
    return spans && OFFICE.test(clause) && !OTHER_SCHEDULE.test(clause)
      ? [{ value: tidy(value), confidence: 0.82, source: 'office hours clause' }]
      : []
  })

const TIME_OR_DAY =
  /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\bnoon\b|\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b/i

/** When the office takes payments or calls, as written: 'Monday through Friday, 9:00 a.m. to 5:00 p.m.'. */
export const officeHoursRule = (ctx: RuleContext): Candidate<string> | null => {
  const written = schedules(ctx)
  const sameWords = (a: string, b: string) =>
    a.replace(/\W+/g, ' ').trim() === b.replace(/\W+/g, ' ').trim()
  // A caption's cell may hold only the days of a schedule whose times stand in the next cell: the whole schedule
  // read from the prose is the value, at the caption's confidence.
  const labelled = findLabelled(
    ctx,
    String.raw`(?:office|business|leasing\s+office)\s+hours|hours\s+of\s+operation`,
    (v) => TIME_OR_DAY.test(v),
    { below: true },
  ).map((hit) => {
    const cell = tidy(hit.value)
    const whole = written.find(
      (schedule) =>
        schedule.value.length > cell.length &&
        schedule.value.replace(/\W+/g, ' ').includes(cell.replace(/\W+/g, ' ').trim()),
    )
    return {
      value: whole?.value ?? cell,
      confidence: lineConfidence(hit.line, 0.88),
      source: `office hours field (page ${hit.line.page})`,
      quote: { text: hit.value, line: hit.line },
    }
  })
  return pick(
    [...labelled, ...(written.length > 0 ? written : heldHours(ctx)).slice(0, 1)],
    sameWords,
  )
}

// Hours that are no schedule of times ('Office hours are Monday through Friday, by appointment'): the clause after
// the words 'office hours', to its end.
const heldHours = (ctx: RuleContext): Candidate<string>[] =>
  [
    ...ctx.prose.matchAll(
      /\b(?:office|business)\s+hours\b\s*(?:are|of|is|:|,)?\s*(?:from\s+)?((?:[^.;]|\.(?=\s?m\b|m\.)|(?<=\b[ap])\.)+)/gi,
    ),
  ].flatMap((m) => {
    const value = tidy((m[1] ?? '').replace(/\s*\)$/, ''))
    return TIME_OR_DAY.test(value) && value.length <= 120
      ? [{ value, confidence: 0.82, source: 'office hours clause' }]
      : []
  })
