import type { FieldEvidence } from '../../../../shared/schemas/lease-intake'
import type { LeaseDocument, Line } from './document'
import { findDates, type DateMention, type DateOrder } from './normalise/dates'
import { findMoney, type MoneyMention } from './normalise/money'
import type { PersonName } from './normalise/names'

/** The text a rule read a value from, and the line it sat on when the rule knows it. */
export type Quote = { text: string; line?: Line | undefined }

/** What kind of value a field holds, which decides how it is looked for in the document. */
export type ValueKind = 'money' | 'date' | 'days' | 'percent' | 'day-of-month' | 'text'

/** A stretch of one line's text (line.text offsets). */
type Span = { line: number; start: number; end: number }
type Token = Span & { norm: string }

const TOKEN = /[\p{L}\p{N}]+|%/gu

const tokensOf = (text: string): string[] =>
  [...text.toLowerCase().matchAll(TOKEN)].map((m) => m[0])

// A clause quoted whole would rarely survive line breaks and hyphenation; its opening words place it.
const ANCHOR_TOKENS = 10

const ordinal = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/**
 * Finds where an extracted value stands in the document, so the review can show it on its page: first the
 * text the rule read it from (on the rule's own line when known), then the value itself written the way a
 * lease writes it. Among several places, the one on the rule's line or page wins, then the first.
 */
export const createEvidenceFinder = (doc: LeaseDocument, dateOrder: DateOrder) => {
  const tokens: Token[] = doc.lines.flatMap((line, index) =>
    [...line.text.toLowerCase().matchAll(TOKEN)].map((m) => ({
      norm: m[0],
      line: index,
      start: m.index,
      end: m.index + m[0].length,
    })),
  )
  const lineIndex = new Map(doc.lines.map((line, index) => [line, index]))

  // Where each word occurs, so a phrase is looked for only where its first word stands.
  const starts = new Map<string, number[]>()
  tokens.forEach((token, index) => {
    const at = starts.get(token.norm)
    if (at) at.push(index)
    else starts.set(token.norm, [index])
  })

  /** Every place a run of words occurs, in document order, as the spans it covers line by line. */
  const findWords = (needle: string[], only?: (line: number) => boolean): Span[][] => {
    if (needle.length === 0) return []
    const found: Span[][] = []
    for (const i of starts.get(needle[0]!) ?? []) {
      if (only && !only(tokens[i]!.line)) continue
      if (!needle.every((word, k) => tokens[i + k]?.norm === word)) continue
      const spans: Span[] = []
      for (const token of tokens.slice(i, i + needle.length)) {
        const last = spans.at(-1)
        if (last && last.line === token.line) last.end = token.end
        else spans.push({ line: token.line, start: token.start, end: token.end })
      }
      found.push(spans)
    }
    return found
  }

  /** A phrase, or for a long one its opening words. */
  const findPhrase = (text: string, only?: (line: number) => boolean): Span[][] => {
    const words = tokensOf(text)
    const whole = findWords(words, only)
    return whole.length > 0 || words.length <= ANCHOR_TOKENS
      ? whole
      : findWords(words.slice(0, ANCHOR_TOKENS), only)
  }

  // Amounts and dates are read once per line, the first time a field of their kind is looked for.
  let moneyByLine: MoneyMention[][] | null = null
  let datesByLine: DateMention[][] | null = null
  const inLines = <M extends { index: number; end: number }>(
    mentions: M[][],
    keep: (mention: M) => boolean,
  ): Span[][] =>
    mentions.flatMap((inLine, line) =>
      inLine.filter(keep).map((m) => [{ line, start: m.index, end: m.end }]),
    )

  const valuePlaces = (value: unknown, kind: ValueKind): Span[][] => {
    if (value === null || value === undefined) return []
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) {
        const places =
          typeof item === 'object' && item !== null && 'full' in item
            ? personPlaces(item as PersonName)
            : valuePlaces(item, kind)
        if (places.length > 0) return places
      }
      return []
    }
    if (kind === 'money' && typeof value === 'number') {
      moneyByLine ??= doc.lines.map((line) => findMoney(line.text))
      const written = inLines(moneyByLine, (m) => m.value === value)
      return written.length > 0
        ? written
        : findPhrase(value.toFixed(2)).concat(findPhrase(String(value)))
    }
    if (kind === 'date' && typeof value === 'string') {
      datesByLine ??= doc.lines.map((line) => findDates(line.text, dateOrder))
      return inLines(datesByLine, (d) => d.iso === value)
    }
    if (kind === 'percent' && typeof value === 'number')
      return [...findPhrase(`${value} %`), ...findPhrase(`${value} percent`)]
    if (kind === 'days' && typeof value === 'number')
      return [...findPhrase(`${value} days`), ...findPhrase(`${value} day`)]
    if (kind === 'day-of-month' && typeof value === 'number') return findPhrase(ordinal(value))
    if (typeof value !== 'string') return []
    const whole = findPhrase(value)
    // An address set on two lines with a label between them: its street line alone places it.
    return whole.length > 0 ? whole : findPhrase(value.split(',')[0] ?? '')
  }

  const personPlaces = (person: PersonName): Span[][] => {
    for (const form of [person.full, `${person.last} ${person.first}`, person.last]) {
      const places = tokensOf(form).length > 0 ? findPhrase(form) : []
      if (places.length > 0) return places
    }
    return []
  }

  const toEvidence = (spans: Span[]): FieldEvidence => {
    const lines = spans.map((span) => doc.lines[span.line]!)
    const page = lines[0]!.page
    const size = doc.pageSizes[page - 1]
    const boxes = size
      ? spans.flatMap((span) => {
          const line = doc.lines[span.line]!
          if (line.page !== page) return []
          const x0 = xAt(line, span.start)
          const x1 = xAt(line, span.end)
          const pad = line.height * 0.15
          return [
            {
              x: round((x0 - pad) / size.width),
              y: round((line.y - pad) / size.height),
              width: round((x1 - x0 + 2 * pad) / size.width),
              height: round((line.height + 2 * pad) / size.height),
            },
          ]
        })
      : []
    return {
      page,
      text: lines.map((line) => line.cells.map((c) => c.text).join(' ')).join(' '),
      boxes,
    }
  }

  return (value: unknown, kind: ValueKind, quote?: Quote): FieldEvidence | null => {
    if (value === null) return null
    const home = quote?.line ? lineIndex.get(quote.line) : undefined
    if (quote && home !== undefined) {
      const onLine = findPhrase(quote.text, (line) => line === home)
      if (onLine[0]) return toEvidence(onLine[0])
    }
    const places = [...(quote ? findPhrase(quote.text) : []), ...valuePlaces(value, kind)]
    if (places.length === 0) return null
    const homePage = quote?.line?.page
    const rank = (spans: Span[]) =>
      spans.some((s) => s.line === home) ? 0 : doc.lines[spans[0]!.line]!.page === homePage ? 1 : 2
    const best = places.reduce((a, b) => (rank(b) < rank(a) ? b : a))
    return toEvidence(best)
  }
}

export type EvidenceFinder = ReturnType<typeof createEvidenceFinder>

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000

// How wide a character is set, roughly, against a lower-case letter: a dot leader ('(M) Payee ........ Acme')
// or a run of spaces takes far less of its cell than its count of characters says.
const charWidth = (ch: string): number =>
  /[.,:;'’|!il\s]/.test(ch) ? 0.35 : /[MW@%]/.test(ch) ? 1.45 : /[A-Z0-9$]/.test(ch) ? 1.15 : 1
const widthOf = (text: string): number => [...text].reduce((sum, ch) => sum + charWidth(ch), 0)

/** Where a character of a line's text sits across the page: cells are placed, letters inside them by their width. */
const xAt = (line: Line, offset: number): number => {
  let start = 0
  for (const cell of line.cells) {
    const end = start + cell.text.length
    if (offset <= end) {
      const whole = widthOf(cell.text)
      const share =
        whole === 0 ? 0 : widthOf(cell.text.slice(0, Math.max(0, offset - start))) / whole
      return cell.x0 + (cell.x1 - cell.x0) * share
    }
    start = end + 1
  }
  return line.cells.at(-1)?.x1 ?? 0
}
