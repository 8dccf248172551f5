import { similarity } from '../normalise/similarity'
import { parseEmail, parsePhone } from '../normalise/contact'
import { naturalOrder, parseInitialledName, parsePartyName } from '../normalise/names'
import {
  firstMethodIndex,
  isUnambiguousMethod,
  methodIndex,
  paymentMethodsIn,
} from '../normalise/payment-methods'
import { lineConfidence, pick, sentencesWith, type Candidate, type RuleContext } from './context'
import { findLabelled, lastTick, opensWithTick } from './labels'

// Who a cheque is written to: 'made out to', 'write the checks out to', 'write your checks to'.
const MADE_OUT_TO = String.raw`(?:made|make|write|written|drawn)\s+(?:(?:the|your|all|any|its|their)\s+)?(?:(?:checks?|cheques?|payments?|money\s+orders?)\s+)?out\s+to|(?:write|make)\s+(?:(?:the|your|all|any)\s+)?(?:checks?|cheques?|money\s+orders?)\s+to`

// A mark before a method, in its own cell or its own: 'X | Venmo' and 'X personal check' are ticked, '__ |
// Check' left empty.
const loneMark = (cell: string): 'ticked' | 'empty' | null =>
  /^[xX✓✔]$/.test(cell.trim()) ? 'ticked' : /^_{2,}$/.test(cell.trim()) ? 'empty' : null
// A column of answers after them: 'Money order | Yes', 'Zelle | No'.
const answer = (cell: string | undefined): 'ticked' | 'empty' | null =>
  cell === undefined
    ? null
    : /^yes$/i.test(cell.trim())
      ? 'ticked'
      : /^no$/i.test(cell.trim())
        ? 'empty'
        : null

// A bracketed box as a scan reads it: '[X]' ticked; '[ ]', '[]', '[J', '[J]', '[3' empty (Tesseract's readings of
// an empty box).
const BRACKET_BOX = /\[\s*(?:([xX✓✔])|[J31lI|]?)\s*\]?/g

/**
 * Several boxes in a row of one line ('[3 Personal check [X] Cashier's check [J] Cash'): each mark ticks or leaves
 * the methods written after it, up to the next mark. Null for a line with fewer than two boxes.
 */
const rowOfBoxes = (text: string): { methods: string[]; boxed: boolean } | null => {
  const marks = [...text.matchAll(BRACKET_BOX)]
  if (marks.length < 2) return null
  const boxes = marks.map((mark, i) => ({
    ticked: mark[1] !== undefined,
    methods: paymentMethodsIn(text.slice(mark.index + mark[0].length, marks[i + 1]?.index)),
  }))
  return {
    methods: boxes.flatMap((box) => (box.ticked ? box.methods : [])),
    boxed: boxes.some((box) => box.methods.length > 0),
  }
}

/** Methods on lines that carry check boxes: only ticked ones count, and a form with none ticked gives none. */
const boxedMethods = (
  ctx: RuleContext,
): { methods: string[]; line: RuleContext['lines'][number] }[] =>
  ctx.lines.flatMap((line) => {
    const row = rowOfBoxes(line.text)
    if (row) return row.boxed ? [{ methods: row.methods, line }] : []
    const found: string[] = []
    let boxed = false
    line.cells.forEach((cell, i) => {
      const methods = paymentMethodsIn(cell.text)
      if (methods.length === 0) return
      // A box can straddle two cells ('[' | '] Cash'), so the marks before the method are read with the cell before.
      const before = `${i > 0 ? line.cells[i - 1]!.text : ''} ${cell.text.slice(0, firstMethodIndex(cell.text))}`
      const tick =
        loneMark(cell.text.slice(0, firstMethodIndex(cell.text))) ??
        (opensWithTick(cell.text) ? 'ticked' : null) ??
        (i > 0 ? loneMark(line.cells[i - 1]!.text) : null) ??
        answer(line.cells[i + 1]?.text) ??
        lastTick(before)
      if (tick === null) return
      boxed = true
      if (tick === 'ticked') found.push(...methods)
    })
    return boxed ? [{ methods: found, line }] : []
  })

// 'Cash will not be accepted', 'Cash is never accepted', 'Cash and personal checks are not accepted', 'cash is not acceptable', and the
// short 'checks are accepted; cash is not.': a refusal whose subject is the method, alone or in a list.
const NEGATED_AFTER =
  /^\S+(?:\s+\S+)?(?:(?:\s*,\s*|\s+(?:and|or|nor)\s+)\S+(?:\s+\S+)?)*\s+(?:(?:is|are|will|shall|may)\s+(?:not|never)|cannot|can\s+not)\s+(?:be\s+)?accepted|^\S+(?:\s+\S+)?\s+(?:is|are)\s+(?:not\s+acceptable|prohibited)|^\S+(?:\s+\S+)?\s+(?:is|are)\s+not\s*(?:[.;,]|$)/i
// A refusal reaches the methods after it in its clause: 'paid to the Sublessor, not to the Landlord: by Zelle'
// refuses no method, nor does one closed by a bracket or turned by 'or' ('(card payments are not offered), or mail
// a check').
const NEGATED =
  /\b(?:no|not|cannot|(?:can|won|don|doesn)['’]t|never|nor|except|other\s+than|without)\b(?:(?!,\s*(?:or|but)\b)[^.;:)]){0,30}$/i

// A sentence about paying: a word of paying or taking, or rent itself. Methods named elsewhere in such words
// as 'check' and 'cash' ('check the smoke alarms', 'cash value') are not ways to pay.
const PAYING = new RegExp(
  String.raw`\b(?:pay|pays|paying|paid|payable|payments?|remit(?:s|ted)?|accept(?:s|ed)?|acceptable|takes?|${MADE_OUT_TO}|rent|deliver(?:ed)?|mail(?:ed)?)\b`,
  'i',
)
// A deposit's refund, an application's fee or what is due at signing is paid some way of its own, not the rent's
// ('The balance of the deposit will be refunded by check', 'The $55.00 screening fee is paid by credit card', 'Total
// due at signing | $1,790.00 | Certified funds or money order').
const OTHER_PAYMENT =
  /\b(?:refund(?:ed|s)?|application|screening)\b|\b(?:due|paid)\s+(?:at|before|upon)\s+(?:signing|move-?in)\b/i
// A returned payment's clause names what is required after it, not what is accepted now.
const RETURNED = /\b(?:returned|NSF|non-?sufficient|dishono|bounced?)/i

/** The methods a sentence accepts: those it names, less those it refuses. */
const acceptedIn = (sentence: string, named = paymentMethodsIn(sentence)): string[] =>
  named.filter((method) => {
    const at = methodIndex(sentence, method)
    return !(
      at >= 0 &&
      (NEGATED.test(sentence.slice(Math.max(0, at - 40), at)) ||
        NEGATED_AFTER.test(sentence.slice(at)))
    )
  })

const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+/)

const PROSE_LINE = 60

/** Accepted ways to pay rent: ticked boxes, a 'Payment Methods' field, or the sentences naming them. */
export const paymentMethodsRule = (ctx: RuleContext): Candidate<string[]> | null => {
  const candidates: Candidate<string[]>[] = []
  const boxed = boxedMethods(ctx)
  if (boxed.length > 0) {
    const methods = [...new Set(boxed.flatMap((b) => b.methods))]
    // Where the form offers boxes, the ticks are the answer; a label or clause elsewhere cannot add to them.
    return methods.length > 0
      ? {
          value: methods,
          confidence: lineConfidence(boxed[0]!.line, 0.88),
          source: `ticked boxes (page ${boxed[0]!.line.page})`,
        }
      : null
  }
  const labelled = findLabelled(
    ctx,
    String.raw`(?:accepted\s+|acceptable\s+)?(?:payment\s+methods?|methods?\s+of\s+payment|forms?\s+of\s+payment)|rent\s+will\s+be\s+paid\s+using\s+the\s+following\s+methods?|rent\s+(?:may|can|shall)\s+be\s+paid\s+by`,
    (v) => paymentMethodsIn(v).length > 0,
    { below: true },
  )
  for (const hit of labelled) {
    // 'Rent may be paid by ACH debit if …' inside running text is a clause, which may name more methods in
    // its next sentences: the clause reading below reads it whole.
    // A clause's number in a cell of its own ('4. | Rent shall be paid by …', '3.2 | …') makes it no row of fields.
    const cells = hit.line.cells.filter(
      (cell) => !/^\d{1,3}(?:\.\d{1,3})*[.)]?$/.test(cell.text.trim()),
    )
    if (cells.length === 1 && hit.line.text.length >= PROSE_LINE) continue
    const methods = [...new Set(sentencesOf(hit.value).flatMap((s) => acceptedIn(s)))]
    if (methods.length > 0)
      candidates.push({
        value: methods,
        confidence: lineConfidence(hit.line, 0.9),
        source: `payment method field (page ${hit.line.page})`,
        quote: { text: hit.value, line: hit.line },
      })
  }
  if (candidates.length === 0) {
    // A list under a run-in heading of paying ('Accepted. ResidentPay in the portal (…); AutoPay (…); …') is about
    // paying to its end, though its items name no word of it; under 'Not accepted.' it lists refused methods.
    let heading: 'accepted' | 'refused' | null = null
    const methods = new Set(
      sentencesWith(ctx, /./).flatMap((s) => {
        const underHeading = heading
        heading =
          underHeading && /;\s*$/.test(s)
            ? underHeading
            : s.trim().split(/\s+/).length <= 3 && PAYING.test(s)
              ? /\b(?:not|no|never)\b/i.test(s)
                ? 'refused'
                : 'accepted'
              : null
        if (
          underHeading === 'refused' ||
          RETURNED.test(s) ||
          (OTHER_PAYMENT.test(s) && !/\brent\b/i.test(s)) ||
          /_{3,}|☐|\[\s*\]/.test(s)
        )
          return []
        const named = paymentMethodsIn(s)
        return underHeading === 'accepted' || PAYING.test(s) || named.some(isUnambiguousMethod)
          ? acceptedIn(s, named)
          : []
      }),
    )
    // Just under High: prose names methods in passing, and the list is right only when it is whole.
    if (methods.size > 0)
      candidates.push({ value: [...methods], confidence: 0.76, source: 'payment clause' })
  }
  return pick(candidates, (a, b) => [...a].sort().join() === [...b].sort().join())
}

// A person written last name first ('SZYMANSKI, Bartholomew') is paid under their name in natural order. A
// cheque may be made out to an initial and a surname ('E. Thibodeaux-Ware'), which is no party's name elsewhere
// in a lease (a list marker before a heading looks the same) but is after the words of paying.
// Money held 'in trust' for the landlord is paid to the agent under that name: 'Humber Arm Property Ltd., in trust'.
const IN_TRUST = /,?\s+in\s+trust$/i
const payeeName = (raw: string): string | null => {
  const trust = IN_TRUST.exec(raw.trim())
  if (trust) {
    const name = payeeName(raw.trim().slice(0, trust.index))
    return name && `${name}, in trust`
  }
  const party = parsePartyName(raw)
  return party ? naturalOrder(party) : parseInitialledName(raw)
}

// 'the Landlord' standing alone (or before an address), not the subject of a sentence ('The landlord must ...').
// 'me' and 'us' in a lease are the side that wrote it: the landlord.
const PARTY_REFERENCE =
  /^(?:the\s+)?(landlord|lessor|owner|housing\s+provider|agent|manager|management(?:\s+company)?|property\s+manager|me|us|the\s+undersigned)\b\s*(?:$|[,.;(]|\s+(?:at|c\/o|by|in|via|or|on)\b)/i

// A full stop inside a name: an initial's ('Harlan Q. Bettencourt', 'L.L.C.') or an abbreviation's ('Acme Co.').
export const NAME_STOP = String.raw`(?<=\b[A-Z]|\b(?:Inc|Co|Corp|Ltd|Jr|Sr|St|Bros|Mgmt))\.`

// The words that say who rent is paid to ('made payable to', 'remit rent to:', 'e-Transfers and receipts are in the
// name of'), then the payee, read ahead of the match: 'rent shall be paid to the Community office by check payable
// to "Pines MHC"' holds a second anchor inside the first one's reading.
const PAYEE_CLAUSE = new RegExp(
  String.raw`\b(?:payable\s+to(?:\s+the\s+order\s+of)?|(?:e-?transfers?|cheques?|checks?|money\s+orders?|payments?)(?:\s+and\s+\w+)?\s+(?:are|is|(?:must|should|shall)\s+be)\s+(?:made\s+|written\s+|issued\s+)?in\s+the\s+name\s+of|to\s+the\s+order\s+of|(?:drawn|made|payable|issued)\s+in\s+fav(?:o)?ur\s+of|(?:payments?|rent)\s+(?:shall|must|will|is\s+to|are\s+to)\s+be\s+(?:made|paid|delivered|remitted|mailed|sent)\s+(?:payable\s+)?to|${MADE_OUT_TO}|pay\s+(?:all\s+)?rent\s+to|make\s+(?:all\s+)?(?:rent\s+)?payments\s+to|remit(?:\s+(?:all\s+)?(?:rent|payments?))?\s+to\s*:)\s+(?=(["“]?)((?:the\s+)?(?:said\s+)?(?:[A-Z]|\d+\s+(?=[A-Z]))(?:[^.;:"”()]|${NAME_STOP}){1,70}))`,
  'gi',
)

// Who the payee is, set off before the name: 'to my husband, Teodor Vasile', 'to the new owner, Harrow Lane LLC',
// 'to the head tenant, Orla Byrne'.
const SET_OFF = String.raw`(?:the|my|our|your|its|their)\s+(?:\p{Ll}[\p{Ll}'’-]*\s+){0,2}\p{Ll}[\p{Ll}'’-]*\s*,\s*(?=\p{Lu})`
const APPOSITION = new RegExp(String.raw`^\s*${SET_OFF}`, 'u')

const EITHER_PERSON =
  /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'’-]+)?\s+or\s+\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}'’-]+(?=[\s,.;]|$)/u

// 'to Acme LLC', 'to the order of Jo Roe', 'to me'.
const TO_PARTY = new RegExp(
  String.raw`\bto\s+(?:the\s+order\s+of\s+)?["“]?(?=(?:the\s+)?[A-Z]|(?:me|us)\b|${SET_OFF})((?:[^.;:"”()]|${NAME_STOP}){1,70})`,
  'gu',
)

// A fee or a deposit paid to someone else: 'pay the $25 profile fee, payable to Happy Tails Pet Screening, Inc.',
// 'APPLICATION FEE: $45.00 per adult applicant, payable to …', 'the security deposit … by check payable to "Arbour
// Trust Company"'. The sentence before the payee speaks of a fee or a deposit and not of rent.
const forAFee = (before: string): boolean => {
  // A decimal point ('$400.00 by cheque payable to') ends no sentence; only the sentence's last words are read.
  const near = before.slice(-400)
  const sentence = near.slice(near.search(/(?:[^.;:]|\.(?=\d))*$/))
  // The heading is a capitalised caption before the last colon: only the few words before that colon are searched.
  const colon = before.lastIndexOf(':')
  const caption =
    colon < 0
      ? null
      : /\b[A-Z]{3,}(?:\s+[A-Z]{3,})*\s*$/.exec(before.slice(Math.max(0, colon - 200), colon))
  const heading = caption ? caption[0] + before.slice(colon) : ''
  // A remark in brackets ('(… or credit card with the processor's convenience fee)') is not what is paid.
  const said = `${heading} ${sentence}`.replace(/\([^()]*\)/g, '')
  return /\b(?:fee|charge|deposit)s?\b/i.test(said) && !/\b(?:rent|payments?)\b/i.test(said)
}

/** The disclosure of who takes the rent ('Person authorized to collect rent: Jo Roe, 12 Main St, …'). */
export const RENT_COLLECTOR = String.raw`(?:person|agent|party)\s+authori[sz]ed\s+to\s+(?:collect|receive|accept)\s+(?:the\s+)?rent`

/** Who rent is paid to; 'the Landlord' is resolved to the landlord's name. */
export const recipientRule = (
  ctx: RuleContext,
  parties: { landlord: string | null; manager: string | null },
): Candidate<string> | null => {
  const resolveOne = (written: string): string | null => {
    // 'Landlord's agent, Acme LLC, at …': the name set off after the role is the payee.
    // 'me, Gordon Tellefsen' and 'the said Lessor' likewise.
    const raw = written
      .replace(
        /^\s*(?:the\s+)?(?:(?:landlord|owner|lessor)['’]s\s+)?(?:managing\s+|property\s+)?(?:agent|manager|landlord|owner|lessor|me|us)\s*,\s*(?=[A-Z])/i,
        '',
      )
      .replace(/^\s*(?:the\s+)?said\s+/i, '')
      .replace(APPOSITION, '')
    const reference = PARTY_REFERENCE.exec(raw.trim())
    if (reference) {
      const word = (reference[1] ?? '').toLowerCase()
      return /agent|manag/.test(word) ? parties.manager : parties.landlord
    }
    // Either of two people may be paid: 'payable to Everett or June Thibodeau', 'to Lorne Hiebert or Gail Hiebert'.
    const either = EITHER_PERSON.exec(raw.trim())
    if (either) return either[0]
    // The payee ends where the sentence goes on: a word joining a clause, a comma before an address or before
    // a word in lower case ('made out to Jo Roe, a money order, or …', 'to Jo Roe as follows'). 'and' between
    // two first names of one surname ('Lorenz and Ottilie Duchateau') and 'at' before a capitalised word ('The
    // Lofts at Riverbend') belong to the name, unless the word opens an address ('… Ltée at Suite 204').
    const clause =
      raw.split(
        /\s+(?:by|on|in(?!\s+trust\b)|via|through|or|for|to|as|each|every|before|within|under|upon|may|shall|will|must|can|should|is|are|mailed|sent|delivered|given|left|placed|dropped)(?:\s+|\s*:|$)|,\s+(?:at|by|on|located)\b|,\s+(?=\d|p\.?(?:\s?o\b|$))/i,
      )[0] ?? ''
    return payeeName(
      clause.split(
        /\s+and(?!\s+\p{Lu}\p{Ll}+\s+\p{Lu})(?:\s+|$)|\s+at(?!\s+(?!(?:Suite|Unit|Apt|Apartment|Room|Floor|Building)\b)\p{Lu}\p{Ll})(?:\s+|\s*:|$)|,\s+(?=\p{Ll})(?!in\s+trust\b)/u,
      )[0] ?? '',
    )
  }
  // A full stop after an initial or 'Inc.' may also end the sentence ('payable to Acme, Inc. Rent may be paid
  // by …'): the whole text first, then up to each full stop, longest first.
  const resolve = (written: string): string | null => {
    const stops = [...written.matchAll(/\.(?=\s)/g)].map((m) => written.slice(0, m.index + 1))
    for (const reading of [written, ...stops.reverse()]) {
      const payee = resolveOne(reading)
      if (payee) return payee
    }
    return null
  }
  const labelled = findLabelled(
    ctx,
    String.raw`(?:rent\s+)?(?:is\s+|shall\s+be\s+)?payable\s+to|(?:checks?|cheques?|payments?|money\s+orders?)\s+(?:shall\s+be\s+)?(?:made\s+)?payable\s+to|make\s+(?:all\s+)?(?:checks?|cheques?|payments?)\s+payable\s+to|pay\s+(?:rent\s+)?to(?:\s+the\s+order\s+of)?|payee(?:\s+(?:for|on|of)\s+(?:checks?|cheques?|payments?|rent))?|payment\s+recipient|remit(?:\s+(?:all\s+)?(?:rent|payments?))?\s+to|${RENT_COLLECTOR}`,
    (v) => resolve(v) !== null,
    { below: true },
  ).map((hit) => ({
    value: resolve(hit.value)!,
    confidence: lineConfidence(hit.line, 0.88),
    source: `payee field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  const clauses: Candidate<string>[] = []
  for (const m of ctx.prose.matchAll(PAYEE_CLAUSE)) {
    const written = m[2] ?? ''
    // Quotation marks around the payee bound its name, whatever words it holds ('payable to "BCRM – Rollins
    // Field"'). Otherwise the pattern is case-blind for its anchor words; the payee itself must start with a
    // capital.
    const quoted =
      m[1] !== '' &&
      /^["”]/.test(ctx.prose.slice(m.index + m[0].length + (m[1] ?? '').length + written.length)) &&
      !/\d/.test(written) &&
      !PARTY_REFERENCE.test(written.trim())
    const value = forAFee(ctx.prose.slice(0, m.index))
      ? null
      : quoted
        ? written.trim()
        : /^(?:(?:the\s+)?(?:said\s+)?(?:[A-Z]|\d)|(?:me|us)\b)/.test(
              written.replace(APPOSITION, ''),
            )
          ? resolve(written)
          : null
    if (value)
      clauses.push({
        value,
        confidence: PARTY_REFERENCE.test(written) ? 0.8 : 0.84,
        source: 'payment clause',
      })
  }
  // Looser: any word of paying followed by 'to' and a party ('Tenant shall remit rent each month to Acme
  // Properties LLC', 'checks delivered to the Landlord'), in a sentence about rent or payments.
  const loose: Candidate<string>[] = []
  if (labelled.length === 0 && clauses.length === 0) {
    for (const sentence of sentencesWith(ctx, /\b(?:rent|payments?)\b/i)) {
      if (/\b(?:returned|NSF|non-?sufficient|dishono|notices?)\b/i.test(sentence)) continue
      const paying =
        /\b(?:pay|pays|paid|payable|remit|remitted|deliver|delivered|mail|mailed|send|sent|made|write|written|tender|tendered)\b/i.exec(
          sentence,
        )
      // Every 'to …' after the word of paying, nearest first: 'remit all amounts due to Landlord under this
      // lease to Acme LLC at …' names its payee at the second.
      const value = paying
        ? ([...sentence.slice(paying.index).matchAll(TO_PARTY)]
            .map((m) => resolve(m[1] ?? ''))
            .find((party) => party !== null) ?? null)
        : null
      if (value) {
        loose.push({ value, confidence: 0.72, source: 'word of paying followed by a party' })
        break
      }
    }
  }
  const payee = pick(
    [...labelled, ...clauses.slice(0, 1), ...loose],
    (a, b) => a.toLowerCase() === b.toLowerCase(),
  )
  // OCR may misread a letter of a party's name ('Tuscarawas Street Realty Manageinent'): the payee is that party,
  // as the lease spells it more often.
  const times = (name: string) => ctx.prose.split(name).length - 1
  const party = [parties.manager, parties.landlord].find(
    (name) =>
      name &&
      payee &&
      name !== payee.value &&
      similarity(name, payee.value) >= 0.9 &&
      times(name) > times(payee.value),
  )
  return payee && party ? { ...payee, value: party } : payee
}

export const bankAccountRule = (ctx: RuleContext): Candidate<string> | null => {
  const digits = (v: string) =>
    /(?<![\d(-])(?:[xX*•]{2,}[\s-]?)?(\d[\d\s-]{2,20}\d)(?![\d)])/
      .exec(v)?.[1]
      ?.replace(/[\s-]/g, '') ?? null
  const accept = (v: string) => {
    const d = digits(v)
    return d !== null && d.length >= 4 && d.length <= 17 && parsePhone(v) === null
  }
  const hits = findLabelled(
    ctx,
    String.raw`(?:bank\s+)?(?:checking\s+|savings\s+)?account\s+(?:number|no\.?|#)|acct\.?\s*(?:number|no\.?|#)`,
    accept,
    { below: true },
  )
  // 'to the Agent's client trust account …, routing no. 121 301 578, account no. 0093-514207, with …': the number
  // after its caption in running text, which may wrap to the next line.
  // An account the deposit is held in takes no rent; a direct deposit is a way of paying, not that deposit.
  const clauses = [...ctx.prose.matchAll(ACCOUNT_IN_TEXT)].flatMap((m) => {
    const sentence =
      ctx.prose
        .slice(Math.max(0, m.index - 200), m.index)
        .split(/\.\s+(?=[A-Z])/)
        .at(-1) ?? ''
    const written = m[1] ?? m[2] ?? ''
    const value =
      accept(written) && !/(?<!\bdirect\s)\bdeposit\b/i.test(sentence) ? digits(written) : null
    return value
      ? [{ value, confidence: 0.84, source: 'account number in the payment clause' }]
      : []
  })
  return pick([
    ...hits.map((hit) => ({
      value: digits(hit.value)!,
      confidence: lineConfidence(hit.line, 0.88),
      source: `account number field (page ${hit.line.page})`,
      quote: { text: hit.value, line: hit.line },
    })),
    ...clauses.slice(0, 1),
  ])
}

// 'account number 0093-514207' (whose number may wrap), and 'routing 091900318, account 4410029385', whose bare
// caption counts only beside a routing number and whose number stops at its last figure.
const ACCOUNT_IN_TEXT =
  /(?<!routing\s|transit\s|institution\s)\baccount\s+(?:(?:number|no\.?|#)\s*:?\s*(\d[\d\s-]{2,20}\d)|(?<=\brouting\s+(?:no\.?\s+|number\s+)?\d{9},?\s+account\s+)(\d[\d-]{2,20}\d))(?![\d-])/gi
export const zelleRule = (ctx: RuleContext): Candidate<string> | null => {
  const contact = (v: string) => parseEmail(v) ?? parsePhone(v)
  const labelled = findLabelled(
    ctx,
    String.raw`zelle(?:\s+(?:number|phone|e-?mail|id|to|account|recipient|address))?`,
    (v) => contact(v) !== null,
    { below: true },
  ).map((hit) => ({
    value: contact(hit.value)!,
    confidence: lineConfidence(hit.line, 0.9),
    source: `Zelle field (page ${hit.line.page})`,
    quote: { text: hit.value, line: hit.line },
  }))
  // 'Zelle to jo@roe.com', 'by Zelle to the Landlord's number (684) 555-0159': the first contact after it in its
  // clause.
  const clauses = [
    ...ctx.prose.matchAll(
      /\bzelle\b[^.;]{0,60}?(?:to|at|:|number|using)\s*((?:[^.;]|\.(?=\w)){0,60})/gi,
    ),
  ].flatMap((m) => {
    const value = contact(m[1] ?? '')
    return value ? [{ value, confidence: 0.84, source: 'Zelle clause' }] : []
  })
  return pick([...labelled, ...clauses.slice(0, 1)], (a, b) => a.toLowerCase() === b.toLowerCase())
}
