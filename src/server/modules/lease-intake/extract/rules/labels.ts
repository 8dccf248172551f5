import type { Line } from '../document'
import type { RuleContext } from './context'

/** A value found next to a label, and how it sat relative to the label. */
export type LabelledValue = {
  value: string
  line: Line
  lineIndex: number
  how: 'same-cell' | 'next-cell' | 'below' | 'above'
}

/** Underscores, dot leaders, empty brackets or check boxes: the marks of a blank waiting to be filled. */
const BLANK = /^(?:[\s$]*(?:_{2,}|\.{4,}|-{4,}|\[\s*\]|\(\s*\)|☐|□))/
const ONLY_NOISE = /^[\s$:*.,;()\-–—/]*$/

export const isBlank = (text: string): boolean => BLANK.test(text) || ONLY_NOISE.test(text)

/**
 * Hints a form prints beside a blank, not values: '(e.g., unit 1)', 'Date (yyyy/mm/dd)', '(if applicable)',
 * '(incl. unit no.)'.
 */
const HINT =
  /^(?:date\s*)?\((?:e\.g\.|i\.e\.|incl(?:\.|uding)|if\b|yyyy|mm|dd|optional|print|specify|week|month|last|first)[^)]*\)\s*|^date\s*$/i

/**
 * Text that is itself a label (so the blank before it is empty): it ends with a colon, or it is a short run of
 * form words ('City / Town', 'Phone (work)', 'E-mail'). Words that also begin names ('Grace', 'Park')
 * are left out: the value parsers refuse labels anyway.
 */
export const isLabelLike = (text: string): boolean => {
  const t = text.trim()
  if (t === '' || /:\s*$/.test(t) || HINT.test(t)) return true
  // A caption that ends waiting for its value ('DELIVER OR MAIL PAYMENTS TO') is no value.
  if (/^[A-Z][A-Z ,/'’-]+\s(?:TO|OF|FOR|BY|AT|IN)$/.test(t)) return true
  if (/\d/.test(t) || /@/.test(t)) return false
  // 'First Name', 'Street Number', 'Postal Code': a short caption ending in a form noun.
  if (
    t.split(/\s+/).length <= 4 &&
    /\b(?:name|address|date|number|phone|e-?mail|code|signature|town)s?(?:\(s\))?$/i.test(t)
  )
    return true
  // A bilingual form's caption in French ('LESSOR | Locateur', 'Entre les soussignés').
  if (FRENCH_CAPTION.test(t)) return true
  return (
    t.split(/\s+/).length <= 6 &&
    /^(?:\d+[.)]\s*)?(?:the\s+)?(?:tenant|renters?|landlord|lessee|lessor|owner|name|print|signature|date|address|street|city|community|state|zip|province|postal|apt|unit|phone|tel|telephone|cell|e-?mail|fax|rent|deposit|term|start|end|amount|security|monthly|total|parking|premises|property|mailing|co-tenant|occupants?|agent|manager|managing\s+agent|management\s+(?:company|firm)|superintendent|sub-?(?:tenant|lessee|lessor)s?|emergency|next of kin|initials|witness|guarantor|bedrooms|bathrooms|payment|payable)\b/i.test(
      t,
    )
  )
}

const FRENCH_CAPTION =
  /^(?:locat(?:eur|aire)s?|propriétaires?|mandataires?|entre\s+les\s+soussignés|loyer|durée\s+du\s+bail|description\s+du\s+logement)$/i

// OCR reads a caption's colon as a semicolon ('TENANT; Marisol Benavente-Ocampo', 'Co-tenant; Ruben Acevedo Lind').
const OCR_COLON = /(?<=^[A-Za-z][\w '’()-]{0,30});(?=\s)/

/**
 * The words after a label that only lengthen its caption: a few words, no figures, no sentence's full stop or
 * colon ('(Lessor)', 'ACCEPTED', '/ agent authorized to collect rent and receive notices').
 */
const isCaptionTail = (text: string): boolean =>
  // A form's remark in capitals may run longer ('RENTER(S) — EACH RENTER SIGNS BELOW AND IS LIABLE FOR THE WHOLE RENT').
  text.split(/\s+/).length <= (/\p{Ll}/u.test(text) ? 10 : 16) &&
  // What a bracket says of the box ('(LAST, FIRST)', read by OCR as '(LAST. FIRST)') is no sentence.
  !/[\d:;]|\.(?:\s|$)/.test(text.replace(/\([^()]*\)/g, '')) &&
  // 'Expiration date of present lease', 'Deposit for pets': a tail that starts with a preposition says the
  // caption labels something else.
  !/^(?:of|for|to|from|by|in|on|at|per|under|after|before)\b/i.test(text)

// A company's legal form ends its name, it opens no caption ('… Management, LLC Office:').
const NEXT_CAPTION = /\s+(?!(?:LLC|Inc|Ltd|LLP|LP|Corp)\b)(?=[A-Z][A-Za-z'’ /()-]{1,30}:\s)/

const CHARGED =
  /^(?:monthly|weekly|yearly|annual(?:ly)?|once|one[-\s]time|per\s+month|each\s+month|recurring|(?:non-?)?refundable)$/i

const ANOTHER_PARTY = /^(?:agent|manager|attorney|representative|broker|guarantor)s?\b/i

const CAPTION_TO_COLON = /^\s*([^:;.\n]{1,50}?):\s+(\S.*)$/
// A form line that runs a value on into the next caption without its colon ('Mélanie Cyr telephone 506-555-0186',
// 'Gestion Clé d’Or Ltée office Suite 204, …'): the caption word before its own value ends the value.
const INLINE_CAPTION =
  /\s+(?:telephone|phone|tel\.|e-?mail|fax|cell|mobile|office(?:\s+hours)?)\s+(?=[\d(+]|[\w.+-]+@|(?:suite|unit|apt\.?)\s).*$/i

/**
 * Where a value written after a label ends: at the next 'Label:' in the same cell. The label is the fewest
 * words before the colon that read as one, with the caption words before them ('1860 N 200 W Unit:' → 'Unit',
 * 'Jo Roe Phone:' → 'Phone', 'Acme LLC. Property Address:' → 'Property Address', 'May 2. Date of this
 * agreement:' → 'Date of this agreement'); otherwise the capitalised words before it.
 */
const cutAtNextLabel = (text: string): string => {
  const value = text.split(/\s{2,}/)[0] ?? ''
  // A caption may end the line, its value on the next ('… Strata Plan KAS3310. Included:').
  for (const colon of value.matchAll(/:(?=\s|$)/g)) {
    const before = value.slice(0, colon.index)
    const words = [...before.matchAll(/\S+/g)]
    for (let k = words.length - 1; k >= Math.max(1, words.length - 5); k--) {
      const caption = before.slice(words[k]!.index)
      // A caption has no comma: 'Property Management, LLC Office:' ends a company's name before 'Office:'.
      if (!/^[A-Z]/.test(caption) || caption.includes(',') || !isLabelLike(caption)) continue
      // A caption word before it belongs to the same label ('Property Address:'), a name does not ('Jo Roe Phone:'),
      // nor does the street word that ends an address before another box ('5680 Inglis Street Apt./Unit:').
      while (
        k > 1 &&
        /^[A-Z]/.test(words[k - 1]![0]) &&
        isLabelLike(words[k - 1]![0]) &&
        !(
          /^street$/i.test(words[k - 1]![0]) && !/^(?:address|name|number|no\b)/i.test(words[k]![0])
        )
      )
        k--
      return value.slice(0, words[k]!.index).trim()
    }
    const fallback = NEXT_CAPTION.exec(`${before}: `)
    // At the line's end, a caption follows a finished sentence ('KAS3310. Included:'); 'Remit all rent to Acme
    // Rentals LP at:' ends on the words that lead to an address below.
    const atEnd = colon.index === value.length - 1
    if (fallback && (!atEnd || /[.;,]$/.test(value.slice(0, fallback.index))))
      return value.slice(0, fallback.index).trim()
  }
  return value
}

// A numbered item before a label: '1.', '(b)', 'A1', '3.2'. A run-in heading ends with a full stop. OCR may
// read a speck before a label as a quotation mark ('"Telephone:').
// A form's qualifier belongs to its caption: 'Landlord's agent for management, if any:'.
const labelPattern = (label: string, runIn: boolean) =>
  new RegExp(
    String.raw`(?:^|(?<=[\s("“‘']))(?:\(?[a-z0-9]{1,2}[.)]\s*|[a-z]\d{1,2}\s+|\d{1,2}(?:\.\d{1,2})+\s+)?(?:${label})(?:\s*\*|\s*\(s\)|,\s*if\s+(?:any|applicable))?\s*(?::|-|–|—|${runIn ? String.raw`(?<runIn>\.(?=\s))|` : ''}\s|$)`,
    'i',
  )

const WHAT_TO_WRITE =
  /:\s*(?:(?:full\s+)?(?:legal\s+)?(?:name|address|telephone|phone|e-?mail|fax)s?(?:\s*(?:,|and|or|\/)\s*|\s*$))+$/i

// A unit in brackets between label and colon ('Grace Period (days):') belongs to the label.
const BRACKET_BEFORE_COLON = /^\s*\([^)]{1,40}\)\s*:/
// Dot leaders run from a caption to its entry ('(A) Owner ........ Jo Roe'); with nothing after them they are a
// blank.
const DOT_LEADER = /^\s*(?:\.{3,}|…+)[\s.…]*(?=[^\s.…_])/
const stripLeading = (text: string) =>
  text
    .replace(BRACKET_BEFORE_COLON, '')
    .replace(DOT_LEADER, '')
    .replace(/^[\s:*\-–—]+/, '')

/**
 * Finds every place a label appears and the value written after it: later in the same cell, in the next cell
 * of the same row, or (with `below`) in the cell directly under it when a form stacks value under label.
 * A label with an empty blank yields nothing: the next row's text is taken only if it passes `accept` and
 * does not read as another label. Mid-cell labels need a colon, so a clause mentioning 'rent' is not a label.
 */
export const findLabelled = (
  ctx: RuleContext,
  label: string,
  accept: (value: string) => boolean,
  options: {
    below?: boolean
    where?: (lineIndex: number) => boolean
    /** A value in the label's own cell needs a colon or dash after the label ('Landlord: X', not 'Landlord Duties'). */
    separated?: boolean
    /** Read down a table column: every row under the label that passes `accept`. */
    column?: boolean
    /**
     * A run-in heading labels the rest of its line ('Premises. 1320 Martin Street, Apt 207, …') when that rest
     * passes this test as well as `accept`: after a heading the rest is often a sentence that only mentions
     * the value ('Premises. Landlord leases to Tenant the dwelling at …').
     */
    runIn?: (value: string) => boolean
  } = {},
): LabelledValue[] => {
  const pattern = labelPattern(label, options.runIn !== undefined)
  const contents = contentsLines(ctx)
  // A value ending on a comma goes on ('Magnolia Keys Property Management,' over 'LLC').
  const complete = (value: string) => accept(value) && !/,$/.test(value)
  const found: LabelledValue[] = []
  ctx.lines.forEach((line, lineIndex) => {
    if (options.where && !options.where(lineIndex)) return
    if (contents.has(lineIndex)) return
    line.cells.forEach((cell, cellIndex) => {
      const text = line.source === 'ocr' ? cell.text.replace(OCR_COLON, ':') : cell.text
      const match = pattern.exec(text)
      if (!match) return
      // At the start of the cell, after at most a list marker ('c) ', '1. ', 'SECTION 1. ') or, read by OCR, a
      // speck ('. OWNER (UPSTAIRS)', '‘Security deposit').
      const atStart =
        /^\s*(?:(?:section|article|part|item)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?$/i.test(
          text.slice(0, match.index),
        ) ||
        (line.source === 'ocr' && /^\s*[^\p{L}\d\s(]{1,2}\s*$/u.test(text.slice(0, match.index)))
      const rest = text.slice(match.index + match[0].length)
      if (!atStart && !/[:]\s*$/.test(match[0])) return
      if (atStart && cellIndex === 0 && continuesSentence(ctx, lineIndex, match[0])) return
      // 'Agent for Owner:', 'Attorney for Landlord:', 'Occupants who are not residents:': a label after 'for',
      // 'of' or a word of exclusion is the object of a longer caption that names someone else.
      if (
        !atStart &&
        /\b(?:for|of|not|than|besides|except)\s+(?:the\s+)?$/i.test(text.slice(0, match.index))
      )
        return
      // A caption that runs on to its colon ('Property manager acting for the landlord (if any): Acme Ltd.', a
      // bilingual 'Tenant 1 / Locataire 1: Jo Roe'): the value follows the colon.
      const runOnCaption =
        atStart && !/[:\-–—]\s*$/.test(match[0]) ? CAPTION_TO_COLON.exec(rest) : null
      // A caption word after the label names another box ('Street address:', 'Landlord's agent (if any):').
      const tail = runOnCaption?.[1]?.trim() ?? ''
      const usesRunOn =
        runOnCaption !== null &&
        (tail.startsWith('/') ||
          (isCaptionTail(tail) && /\S\s+\S/.test(tail) && !isLabelLike(tail.split(/\s+/)[0]!)))
      const sameCell = cutAtNextLabel(stripLeading(usesRunOn ? runOnCaption[2]! : rest))
        .replace(INLINE_CAPTION, '')
        .replace(HINT, '')
        .trim()
      if (options.runIn && match.groups?.runIn) {
        if (accept(sameCell) && options.runIn(sameCell))
          found.push({ value: sameCell, line, lineIndex, how: 'same-cell' })
        return
      }
      if (sameCell !== '' && !isBlank(sameCell)) {
        // 'Property manager (if any): Acme' is separated by its colon after the bracketed hint, '(A) Owner ......
        // Acme' by its dot leader.
        const separated =
          /[:\-–—]\s*$/.test(match[0]) ||
          BRACKET_BEFORE_COLON.test(rest) ||
          DOT_LEADER.test(rest) ||
          usesRunOn
        // A tail opening with a slash names the same box another way ('Province / State', 'Landlord/Owner'):
        // it is the caption's, not the value.
        const altCaption = sameCell.startsWith('/')
        if (
          !altCaption &&
          !isLabelLike(sameCell) &&
          (separated || !options.separated) &&
          accept(sameCell)
        ) {
          found.push({ value: sameCell, line, lineIndex, how: 'same-cell' })
          return
        }
        // The rest of a caption that opens its cell ('Owner of record (Lessor)', 'PAYMENT METHODS ACCEPTED')
        // is not its value: the value stands beside or under the whole caption. After a colon, or after a
        // label inside a line of text, what follows is the value or a sentence. A caption named another way
        // after a slash may run on to a colon and the list of what to write ('Agent / property manager acting
        // for the landlord (if any): name, address, telephone'): the value stands under it too.
        const listsWhatToWrite = altCaption && WHAT_TO_WRITE.test(sameCell)
        // 'Landlord's agent', 'Owner's attorney': a caption that goes on to another party is that party's box.
        if (atStart && ANOTHER_PARTY.test(sameCell)) return
        if (!listsWhatToWrite && (!atStart || /:/.test(match[0]) || !isCaptionTail(sameCell)))
          return
      }
      if (sameCell !== '' && isBlank(sameCell) && !ONLY_NOISE.test(sameCell)) return
      // OCR may read a speck or a rule between caption and value as a cell of its own (' : ', ' ] '). A value too
      // wide for its cell wraps onto the next row ('Dana Whitcomb and Russell' over 'Whitcomb'): where the first row
      // alone is no value, the two rows together may be.
      const after = line.cells.slice(cellIndex + 1).filter((c) => !ONLY_NOISE.test(c.text))
      const next = after[0]
      // A table may put how often or how it is charged between the caption and its value ('Base rent | Monthly |
      // $1,045.00').
      const beyond = after[1]?.text.trim()
      if (next && beyond !== undefined && CHARGED.test(next.text.trim()) && accept(beyond)) {
        found.push({ value: beyond, line, lineIndex, how: 'next-cell' })
        return
      }
      if (next) {
        const value = next.text.replace(HINT, '').trim()
        if (!isBlank(value) && !isLabelLike(value)) {
          const wrapped = complete(value) ? null : wrappedBelow(ctx, lineIndex, next, value)
          const whole = wrapped === null ? value : `${value} ${wrapped}`
          if (accept(whole)) {
            found.push({ value: whole, line, lineIndex, how: 'next-cell' })
            return
          }
        }
        // A row of labels over a row of values ('Last Name | First Name' over 'Doe | John') reads downwards;
        // below() checks that what it finds there is not another label.
        if (isBlank(value) && !ONLY_NOISE.test(value)) return
      }
      // A bracket the caption's cell leaves open is a value it wraps onto the rows below ('Agent for Owner
      // (Prairie' over 'Crest Residential'): what stands under the caption is that value's broken end.
      if (!options.below || /\([^)]*$/.test(sameCell)) return
      // A form that prints its captions under the rule the value is typed on reads upwards; where what stands
      // above is no value of the field, the caption may head its value after all.
      const above = captionUnderValue(ctx, lineIndex) ? valueAbove(ctx, lineIndex, cell) : null
      if (above !== null && accept(above.value)) {
        found.push({ ...above, line: ctx.lines[above.lineIndex]!, how: 'above' })
        return
      }
      // A column header over several rows ('Name' over one tenant per row) gives one value per row.
      // A column's values are written alike: a row in capitals under names in mixed case is the next caption row.
      let capitals: boolean | undefined
      for (let row = lineIndex; row < lineIndex + (options.column ? 12 : 1); row++) {
        const below = valueBelow(ctx, row, cell)
        if (below === null) break
        const wrapped = complete(below) ? null : wrappedBelow(ctx, row + 1, cell, below)
        const value = wrapped === null ? below : `${below} ${wrapped}`
        if (!accept(value)) break
        const inCapitals = !/\p{Ll}/u.test(value)
        if (capitals !== undefined && capitals !== inCapitals) break
        capitals = inCapitals
        found.push({ value, line: ctx.lines[row + 1]!, lineIndex: row + 1, how: 'below' })
        if (wrapped !== null) row++
      }
    })
  })
  return found
}

const CONTENTS_HEADING = /^(?:table\s+of\s+)?contents$/i
const PAGE_NUMBER = /^(?:.*?\.{3,}\s*)?\d{1,3}$/
const contentsOf = new WeakMap<RuleContext, Set<number>>()

/**
 * The entries of a table of contents ('Article 5. Security deposit | 2', 'Rent ........ 3'): captions with their
 * page numbers, none of them a value.
 */
const contentsLines = (ctx: RuleContext): Set<number> => {
  const known = contentsOf.get(ctx)
  if (known) return known
  const entries = new Set<number>()
  let page = -1
  ctx.lines.forEach((line, i) => {
    if (CONTENTS_HEADING.test(line.text.trim())) page = line.page
    else if (line.page === page && PAGE_NUMBER.test(line.cells.at(-1)?.text.trim() ?? ''))
      entries.add(i)
  })
  contentsOf.set(ctx, entries)
  return entries
}

/**
 * A lower-case word opening a line that goes on from a sentence on the line before ('… and a pet' / 'deposit of
 * $400.00') is a word of that sentence, not a label; a label is capitalised or followed by its colon.
 */
const continuesSentence = (ctx: RuleContext, lineIndex: number, label: string): boolean => {
  const before = ctx.lines[lineIndex - 1]
  if (!before || before.page !== ctx.lines[lineIndex]!.page || /[:\-–—]\s*$/.test(label))
    return false
  return /^\s*[a-z]/.test(label) && /\b[a-z]+$/.test(before.text.trimEnd())
}

/**
 * The cell under a label in a stacked form ('Last Name' over 'Doe'): on the next line of the same page, close
 * below, overlapping the label horizontally, and not a label itself. A hint row ('Date (yyyy/mm/dd) | 2023-01-01')
 * gives the value beside the hint.
 */
const valueBelow = (
  ctx: RuleContext,
  lineIndex: number,
  labelCell: { x0: number; x1: number },
): string | null => {
  const line = ctx.lines[lineIndex]!
  const next = ctx.lines[lineIndex + 1]
  if (!next || next.page !== line.page) return null
  if (next.source !== 'form' && next.y - line.y > 2.6 * Math.max(line.height, next.height))
    return null
  const first = next.cells[0]
  if (first && HINT.test(first.text) && next.cells[1]) {
    const value = next.cells[1].text.trim()
    return isBlank(value) || isLabelLike(value) ? null : value
  }
  const under = next.cells.find((cell) => cell.x0 < labelCell.x1 && cell.x1 > labelCell.x0)
  if (!under) return null
  const value = under.text.replace(HINT, '').trim()
  return isBlank(value) || isLabelLike(value) ? null : value
}

const words = (text: string) => text.trim().split(/\s+/).length

/**
 * A caption printed under the rule its value is typed on ('Prairie Sentinel Rentals, LLC' over 'LANDLORD (OWNER) —
 * full legal name'): in smaller type than the line above it, and nearer to that line than to the one below, which
 * is the next value over its own caption.
 */
const captionUnderValue = (ctx: RuleContext, lineIndex: number): boolean => {
  const line = ctx.lines[lineIndex]!
  const above = ctx.lines[lineIndex - 1]
  const below = ctx.lines[lineIndex + 1]
  if (!above || above.page !== line.page || line.source === 'form' || above.source === 'form')
    return false
  const gapAbove = line.y - (above.y + above.height)
  const gapBelow = below?.page === line.page ? below.y - (line.y + line.height) : Infinity
  // OCR's line heights vary too much from line to line to tell type sizes apart: there the gaps alone decide.
  const smaller = line.source === 'ocr' || line.height < 0.8 * above.height
  return smaller && gapAbove < line.height && gapAbove < 0.6 * gapBelow
}

/**
 * The value over a caption printed under it: the cells above overlapping the caption, on the line above and, when
 * that line is the wrapped end of the row over it ('Magic City Property Management,' over 'Inc.'), on that row too.
 */
const valueAbove = (
  ctx: RuleContext,
  lineIndex: number,
  caption: { x0: number; x1: number },
): { value: string; lineIndex: number } | null => {
  const line = ctx.lines[lineIndex - 1]!
  const before = ctx.lines[lineIndex - 2]
  const wrapsOnto =
    before !== undefined &&
    before.page === line.page &&
    line.y - (before.y + before.height) < 0.5 * line.height
  const rows = wrapsOnto ? [lineIndex - 2, lineIndex - 1] : [lineIndex - 1]
  const cells = rows.flatMap(
    (row) =>
      ctx.lines[row]?.cells.filter((cell) => cell.x0 < caption.x1 && cell.x1 > caption.x0) ?? [],
  )
  const value = cells
    .map((cell) => cell.text.trim())
    .join(' ')
    .trim()
  if (cells.length === 0 || isBlank(value) || isLabelLike(value)) return null
  return { value, lineIndex: rows[0]! }
}

/**
 * The end of a cell's value wrapped onto the next row: a few words, the only text on that row, under the cell. A
 * longer row under a caption is the value itself, and a sentence ('… the following real property: Address: …') is
 * no cell's value.
 */
const wrappedBelow = (
  ctx: RuleContext,
  lineIndex: number,
  cell: { x0: number; x1: number },
  start: string,
): string | null => {
  if (ctx.lines[lineIndex + 1]?.cells.length !== 1 || words(start) > 8 || /[:;.]\s/.test(start))
    return null
  const end = valueBelow(ctx, lineIndex, cell)
  return end !== null && words(end) <= 3 ? end : null
}

// Ticked: [x] (x) ☒ ☑ ✓ ✔, and OCR's reading of a ticked box, 'v|'. Empty: [ ] ( ) ☐ □.
const MARK = /\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|☒|☑|✓|✔|\|?[vV]\/?\||\[\s*\]|\(\s*\)|☐|□/g

/** The state of the last check box in a text (the one nearest what follows it), or null if it has none. */
export const lastTick = (text: string): 'ticked' | 'empty' | null => {
  const mark = [...text.replace(/\[\s+\]/g, '[]').matchAll(MARK)].at(-1)?.[0]
  if (mark === undefined) return null
  return /^(?:\[\s*\]|\(\s*\)|☐|□)$/.test(mark) ? 'empty' : 'ticked'
}

/**
 * A cell that opens with a mark ticks what it names, however it words it: 'X Bank or cashier's check', 'X Periodic
 * (month to month)', and so does a mark after the caption's colon ('Rent may be paid by: X Interac e-Transfer').
 */
export const opensWithTick = (cell: string): boolean => /^(?:[^:]*:)?\s*[xX✓✔]\s/.test(cell)
