import { findMoney, parseMoney } from '../normalise/money'
import { lineConfidence, pick, type Candidate, type RuleContext } from './context'
import { ANOTHER_LEASE } from './another-lease'
import { findLabelled } from './labels'

/**
 * A label's value is the amount it opens with, at most after a few words ('$1,495.00, due on …', 'Eight Hundred
 * Dollars ($800.00)'). A sentence that only mentions an amount further on ('Rent is late if … A late fee of
 * $50.00 …') is not the value of its first word.
 */
const plausible = (min: number, max: number) => (v: string) => {
  const mention = findMoney(v)[0]
  const amount = mention?.value ?? parseMoney(v)
  const before = v.slice(0, mention?.index ?? 0)
  return (
    amount !== null &&
    amount >= min &&
    amount <= max &&
    !/[.;]\s/.test(before) &&
    // The amount in words before its figure ('One Thousand One Hundred Fifty and 00/100 Dollars ($1,150.00)').
    (before.split(/\s+/).filter(Boolean).length <= 8 || /\bdollars\s*\(\s*$/i.test(before))
  )
}

const labelledAmounts = (
  ctx: RuleContext,
  label: string,
  min: number,
  max: number,
  what: string,
  base = 0.9,
): Candidate<number>[] =>
  findLabelled(ctx, label, plausible(min, max), { below: true }).map((hit) => ({
    value: parseMoney(hit.value)!,
    confidence: lineConfidence(
      hit.line,
      hit.how === 'below' || hit.how === 'above' ? base - 0.06 : base,
    ),
    source: `${what} (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))

/**
 * Amounts in the prose whose nearby words say what they are: `before` must match the text just before the
 * amount (within its sentence), or `after` the text just after it. `unless` rules out look-alikes.
 */
const proseAmounts = (
  ctx: RuleContext,
  spec: { before?: RegExp; after?: RegExp; unless?: RegExp; min: number; max: number },
  confidence: number,
  what: string,
): Candidate<number>[] =>
  findMoney(ctx.prose).flatMap((m) => {
    const sentenceStart = Math.max(ctx.prose.lastIndexOf('. ', m.index) + 1, m.index - 90)
    const before = ctx.prose.slice(sentenceStart, m.index)
    const after = ctx.prose.slice(m.end, m.end + 60)
    const matches = (spec.before?.test(before) ?? false) || (spec.after?.test(after) ?? false)
    if (!matches || spec.unless?.test(before) || m.value < spec.min || m.value > spec.max) return []
    return [{ value: m.value, confidence, source: what }]
  })

const PAREN = String.raw`(?:\s*\([^)]{0,40}\))?`

// An addendum that changes the rent states the rent from then on: 'Section 3.1 is amended so that the monthly rent is
// one thousand seven hundred eighty dollars ($1,780.00)', 'the rent is reduced to $1,200.00'.
const AMENDED_RENT =
  /\b(?:amended|changed|reduced|lowered)\b[^.;$]{0,60}?\brent\s+(?:is|shall\s+be|will\s+be|of|to)\s*(?:[A-Za-z -]{3,80}\s*\()?$/i

export const monthlyRentRule = (ctx: RuleContext): Candidate<number> | null =>
  pick([
    ...proseAmounts(
      ctx,
      { before: AMENDED_RENT, min: 50, max: 100_000 },
      0.92,
      'rent as an addendum amends it',
    ),
    // What the tenant pays each month is the total of base rent and the services charged with it ('Total Rent
    // (Lawful Rent)' after 'Base rent', 'Parking'); a bare 'Total Rent' may be the whole term's, so it is not read.
    ...labelledAmounts(
      ctx,
      String.raw`total\s+monthly\s+rent|total\s+rent\s*\(\s*lawful\s+rent\s*\)|lawful\s+rent`,
      50,
      100_000,
      'total rent field',
      0.92,
    ),
    ...labelledAmounts(
      ctx,
      String.raw`monthly\s+(?:base\s+)?rent(?:\s+amount)?|monthly\s+rate(?:\s*\(\s*rent\s*\))?|(?:space|lot|site|pad)\s+rent|rent\s+amount|(?:base|basic)\s+(?:monthly\s+)?rent(?:\s+for\s+the\s+(?:rental\s+)?unit)?|rent\s+per\s+month|monthly\s+(?:rental\s+)?(?:installment|payment)|(?<!(?:yearly|annual|prorated|partial|pet|parking|garage|storage)\s)rent(?!\s+(?:credit|increase|concession|abatement|reduction|discount|rebate)s?\b)`,
      50,
      100_000,
      'rent field',
    ),
    ...proseAmounts(
      ctx,
      {
        before:
          /(?:monthly\s+(?:base\s+)?rent(?:al)?(?:\s+(?:payment|amount))?\s+(?:of|is|shall\s+be|will\s+be|in\s+the\s+(?:sum|amount)\s+of|amount\s+of|equal\s+to)|monthly\s+installments?\s+of|rent\s+(?:of|is|shall\s+be|will\s+be|in\s+the\s+(?:sum|amount)\s+of)|pay\s+(?:to\s+[\w\s]{2,30}?\s+)?(?:as\s+)?(?:monthly\s+)?rent\s+(?:the\s+sum\s+of\s+)?|rent\s+(?:for\s+the\s+premises\s+)?(?:shall\s+be|is))\s*(?:the\s+sum\s+of\s+)?(?:[A-Za-z -]{3,80}\s*\()?$/i,
        after: new RegExp(
          String.raw`^${PAREN}\s*(?:per|each|every|a|\/)\s*(?:calendar\s+)?(?:month|mo\b)`,
          'i',
        ),
        // A yearly sum is the rent of a year; the lease gives the monthly installment after it. Services billed by
        // the month (housekeeping, internet) are not rent. The rent of
        // another lease ('under the lease dated August 1, 2026, at $1,725.00 per month', the master lease of a
        // sublease) is not this one's, nor is a cap on a charge ('… for each additional day, up to $100.00 a month').
        unless: new RegExp(
          String.raw`\b(?:total|late|fee|deposit|pet|parking|penalty|increase|utilit|storage|charge|fine|prorat|partial|yearly|annual|housekeep|cleaning|laundry|internet|cable|${ANOTHER_LEASE})\w*\b[^$]*$|\b(?:up\s+to|not\s+to\s+exceed|a\s+maximum\s+of|at\s+most|capped\s+at)\s*$`,
          'i',
        ),
        min: 50,
        max: 100_000,
      },
      0.86,
      'rent clause',
    ),
  ])

export const securityDepositRule = (ctx: RuleContext): Candidate<number> | null =>
  pick([
    ...labelledAmounts(
      ctx,
      String.raw`security\s+deposit(?:\s+amount)?|(?<!pet\s)(?<!key\s)(?:rent\s+|damage\s+)?deposit(?:\s+amount)?`,
      1,
      200_000,
      'deposit field',
    ),
    ...proseAmounts(
      ctx,
      {
        before:
          /(?:(?:security|rent|damage)\s+deposit\s+(?:of|in\s+the\s+(?:sum|amount)\s+of|amount\s+of|is|shall\s+be|will\s+be|equal\s+to|totaling)|deposit\s+with\s+[\w\s]{2,30}?\s+the\s+sum\s+of|(?:security\s+)?deposit\s+of)\s*(?:[A-Za-z -]{3,80}\s*\()?$/i,
        after: new RegExp(
          String.raw`^${PAREN}\s*(?:as\s+(?:a|the)\s+)?(?:security|rent|damage)\s+deposit`,
          'i',
        ),
        unless:
          /\b(?:pet|key|parking|storage|remote|water|utility|gas|electric(?:ity)?)\s+deposit[^$]*$/i,
        min: 1,
        max: 200_000,
      },
      0.86,
      'deposit clause',
    ),
  ])

const ADDS_UP = /\([^)]*\b(?:and|plus)\b[^)]*\)/
const sumOf = (text: string) => text.slice(text.lastIndexOf('=') + 1)

export const totalMoveInRule = (ctx: RuleContext): Candidate<number> | null =>
  pick([
    ...labelledAmounts(
      ctx,
      // 'Total payable before possession', 'Total to be paid at signing', 'Total due before keys are released', 'Total
      // due on or before the Beginning Date', and what is due at signing with what it adds up ('Due at signing (first
      // installment and deposit)').
      String.raw`total\s+(?:move[-\s]?in(?:\s+(?:cost|costs|amount|charges|funds))?|(?:amount\s+)?(?:due|paid|payable|to\s+be\s+paid)\s+(?:at\s+or\s+before|on\s+or\s+before|at|before|upon|on|prior\s+to)\s+(?:move[-\s]?in|signing|lease\s+signing|occupancy|(?:taking\s+)?possession|(?:the\s+)?keys(?:\s+are\s+(?:released|handed\s+over))?|(?:the\s+)?(?:beginning|start|commencement)\s+date))|move[-\s]?in\s+(?:total|costs?|funds\s+due(?:\s+before\s+(?:keys|occupancy|move[-\s]?in))?)|total\s+due\s+at\s+signing|due\s+at\s+(?:lease\s+)?signing\s*\([^)]*\b(?:and|plus)\b[^)]*\)`,
      1,
      500_000,
      'move-in total field',
    ),
    // 'Due at signing | $1,970.00 (first month’s rent and security deposit)': the sum says what it adds up. 'Due at
    // move-in | $1,763.33' is the total, and so is the sum after the items it adds up ('Prorated rent ($714.67) +
    // security deposit ($400.00) = $1,114.67').
    ...[
      ...findLabelled(
        ctx,
        String.raw`due\s+at\s+(?:lease\s+)?signing`,
        (v) => plausible(1, 500_000)(v) && ADDS_UP.test(v),
        { below: true },
      ),
      ...findLabelled(
        ctx,
        String.raw`due\s+at\s+move[-\s]?in`,
        (v) => plausible(1, 500_000)(sumOf(v)) && !/\+/.test(sumOf(v)),
        { below: true },
      ),
    ].map((hit) => ({
      value: parseMoney(sumOf(hit.value))!,
      confidence: lineConfidence(hit.line, 0.84),
      source: `move-in total field (page ${hit.line.page})`,
      quote: { text: hit.value, line: hit.line },
    })),
    // 'the total of move-in costs is …', 'the first month's rent and the damage deposit, a total of $2,650.00', 'the
    // rent for the first partial month and the security deposit, a total of …'.
    ...proseAmounts(
      ctx,
      {
        // '… plus the first month's rent $1,050.00: $2,100.00 in all, paid before we give you the keys'.
        after:
          /^\s*(?:in\s+all|in\s+total)\b,?[^.;$]{0,40}?\b(?:before|at|upon|on)\s+(?:\w+\s+){0,4}?(?:keys|move[-\s]?in|moving\s+in|signing|occupancy|possession)\b/i,
        before:
          /\btotal\s+(?:of\s+)?(?:all\s+)?(?:move[-\s]?in\s+(?:costs?|charges|funds)|(?:funds|amount|sum)\s+due\s+(?:at|before|upon|prior\s+to)\s+(?:move[-\s]?in|signing|occupancy))[^$]{0,30}$|\b(?:(?:first\s+month['’]?s\s+rent|rent\s+for\s+the\s+first\s+partial\s+month)\s+and\s+the\s+(?:security\s+|damage\s+)?deposit|(?:security\s+|damage\s+)?deposit\s+and\s+the\s+first\s+month['’]?s\s+rent)[^.$]{0,30}?\ba\s+total\s+of\s*$/i,
        min: 1,
        max: 500_000,
      },
      0.84,
      'move-in clause',
    ),
  ])

export const proratedRentRule = (ctx: RuleContext): Candidate<number> | null =>
  pick([
    ...labelledAmounts(
      ctx,
      // A row may give the days it covers before its amount ('Prorated rent, 06/20/2027 to end of month | $462.00',
      // 'Prorated rent from 11/15/2027 | $584.00', 'Prorated rent, June 15 through June 30, 2027 (16 days) | $1,306.67',
      // 'Prorated rent 2027-06-15 to 2027-06-30 (16 of 30 days) | $600.00', 'Prorated rent (June 15–June 30) |
      // $1,032.00'); a schedule may call it 'Rent for the first (part) month'.
      String.raw`pro-?rated\s+(?:first\s+month['’]?s?\s+)?rent(?:,?\s+[^\t$]{1,40}?\bto\s+(?:the\s+)?(?:month\s+end|end\s+of\s+(?:the\s+|that\s+)?month)|,?\s+[^\t$]{1,40}?\b(?:through|thru|to|until)\s+[^\t$]{0,30}?\d{4}(?:-\d{2}-\d{2})?\)?(?:\s*\([^\t$()]{1,30}\))?|\s+(?:from|for)\s+[^\t$]{1,40}|\s*\([^\t$()]{1,40}\))?|pro-?rated\s+first\s+month|partial\s+(?:month['’]?s?\s+|first\s+month['’]?s?\s+)?rent|partial\s+(?:first\s+)?month|first\s+month['’]?s?\s+pro-?rated\s+rent|rent\s+for\s+the\s+(?:first\s+)?\(?\s*part(?:ial)?\s*\)?\s+month|rent\s+for\s+the\s+(?:first\s+)?partial\s+period(?:,?\s+[^\t$]{1,40}?\b(?:through|thru|to|until)\s+[^\t$]{1,30}?\d{4})?`,
      0,
      100_000,
      'prorated rent field',
    ),
    ...proseAmounts(
      ctx,
      {
        before:
          // 'prorated rent of …', 'Rent for August 16(, 2027) through August 31, 2027 is …', 'Rent for the period
          // 08/15/2027 through 08/31/2027 is …', 'Rent for the first 19 days, to the end of the first month, is …'
          // (part of one month: the same month at both ends).
          /\b(?:pro-?rated|partial)\s+(?:first\s+month['’]?s?\s+|month['’]?s?\s+)?rent\s+(?:of|in\s+the\s+amount\s+of|is|shall\s+be|will\s+be|amount\s+of|totaling)?\s*$|\brent\s+for\s+([A-Z][a-z]+)\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\s+(?:through|thru|to|-|–)\s+\1\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\s+(?:is|will\s+be|shall\s+be)\s*$|\brent\s+for\s+(?:the\s+period\s+(?:from\s+)?)?(\d{1,2})\/\d{1,2}\/(\d{4})\s+(?:through|thru|to|-|–)\s+\2\/\d{1,2}\/\3\s+(?:is|will\s+be|shall\s+be)\s*$|\brent\s+for\s+the\s+first\s+\d{1,2}\s+days\b[^.$]{0,40}?\b(?:is|will\s+be|shall\s+be)\s*$|\b(?:is|are|will\s+be|shall\s+be)\s+pro-?rated\s+(?:to|at)\s*$|\bpart(?:ial)?[-\s]month\b[^.$]{0,60}?\b(?:is|will\s+be|shall\s+be)\s+(?:[^$.;]{3,80}\(\s*)?$/i,
        min: 0,
        max: 100_000,
      },
      0.85,
      'prorated rent clause',
    ),
  ])
