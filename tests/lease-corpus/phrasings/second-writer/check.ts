/**
 * Checks the second writer's phrasing bank: `npx tsx tests/lease-corpus/phrasings/second-writer/check.ts`
 *
 * The tests of `../check.ts` (its matchers shared from `../findable.ts`), extended to the
 * fields the first bank does not have:
 *
 * - every `<field>.json` of FIELDS is present and valid JSON: an array of { id, text, expected, note };
 * - ids are `s2-<field>-NN`, unique; every field has at least MIN_NULLS `null` entries;
 * - every text has 2–10 printed lines;
 * - a string `expected` is in its `text` as written (line breaks and tabs read as one space) or with the line
 *   breaks dropped (a word, e-mail or number broken across a line); failing that, for an address or hours value,
 *   every comma- or semicolon-separated part is in the text (a unit written before the street, a missing comma
 *   before the state) or every word of it stands as a word of the text (form cells); for a name, every word is in
 *   the text ("LAST, First"). Entries found only those looser ways are listed;
 * - `tenantEmail` and `tenantPhone` must be found as written (no looser match);
 * - a number is looked for as figures (with or without thousands separators, with or without cents) or number
 *   words; not found is a warning (e.g. "three weeks" giving 21);
 * - a date (`startDate`, `endDate`) must be a real YYYY-MM-DD date; its year, month (number or name) and day
 *   (number, ordinal or word) are looked for in the text, a missing piece being a warning ("the last day of
 *   February");
 * - `acceptedPaymentMethods` is an array of the truth files' vocabulary without repeats, each method with a cue
 *   word in the text (cheque/check, money order, e-Transfer, pre-authorized debit, …);
 * - no text is the same as one of the first bank (`../*.json`); texts sharing a run of eight or more words with
 *   the first bank are listed as warnings.
 *
 * Exits 1 on any error.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { noBreaks, numberFound, oneSpace, words } from '../findable'

const FIELDS = [
  'paymentRecipient',
  'paymentAddress',
  'premisesAddress',
  'managementCompany',
  'housingProvider',
  'mailingAddress',
  'officeHours',
  'depositReturnDays',
  'gracePeriodDays',
  'acceptedPaymentMethods',
  'tenantEmail',
  'tenantPhone',
  'securityDeposit',
  'rentDueDay',
  'startDate',
  'endDate',
] as const
const MIN_NULLS = 4
const BY_PARTS = new Set(['paymentAddress', 'premisesAddress', 'mailingAddress', 'officeHours'])
const BY_WORDS = new Set(['managementCompany', 'paymentRecipient', 'housingProvider'])
const NUMBERS = new Set(['depositReturnDays', 'gracePeriodDays', 'securityDeposit', 'rentDueDay'])
const DATES = new Set(['startDate', 'endDate'])
const METHOD_CUES: Record<string, RegExp> = {
  Check: /\bche(?:que|ck)s?\b/i,
  "Cashier's Check": /cashier|certified (?:cheque|check|funds)|bank draft/i,
  'Money Order': /money orders?/i,
  Cash: /\bcash\b/i,
  'Online Portal': /portal|online|website|resident cent(?:er|re)/i,
  ACH: /\bACH\b|e-?check|electronic (?:check|funds|debit)|pre-?authori[sz]ed|direct debit|auto-?pay/i,
  'Bank Transfer': /bank transfer|wire|direct deposit/i,
  Zelle: /zelle/i,
  'E-Transfer': /e-?transfer|interac/i,
}

type Expected = string | number | string[] | null
type Entry = { id: string; text: string; expected: Expected; note: string }

const dir = path.dirname(fileURLToPath(import.meta.url))
const errors: string[] = []
const warnings: string[] = []
const looser: string[] = []
const seen = new Set<string>()

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
/** Which pieces of a YYYY-MM-DD date are missing from the text ([] when all are there). */
function datePiecesMissing(iso: string, text: string): string[] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const real = new Date(Date.UTC(y, mo - 1, d))
  if (real.getUTCFullYear() !== y || real.getUTCMonth() !== mo - 1 || real.getUTCDate() !== d)
    return null
  const t = text.toLowerCase()
  const missing: string[] = []
  const yearWords = `two thousand ${words(y % 100)[0] ?? ''}`
  if (!new RegExp(`\\b${y}\\b`).test(t) && !t.includes(yearWords)) missing.push(`year ${y}`)
  const name = MONTHS[mo - 1]!
  const monthRe = new RegExp(`\\b(${name}|${name.slice(0, 3)}[a-z]?\\.?)\\b|(^|\\D)0?${mo}(\\D|$)`)
  if (!monthRe.test(t)) missing.push(`month ${mo}`)
  const dayRe = new RegExp(`(^|\\D)0?${d}(st|nd|rd|th)?(\\D|$)`)
  if (!dayRe.test(t) && !words(d).some((w) => new RegExp(`\\b${w}\\b`).test(t)))
    missing.push(`day ${d}`)
  return missing
}

/** Eight-word runs of a text, for the overlap test against the first bank. */
function shingles(text: string, n = 8): Set<string> {
  const w = text
    .toLowerCase()
    .replace(/[^a-z0-9$' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const out = new Set<string>()
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '))
  return out
}

const firstBank = new Map<string, string>()
const firstShingles = new Map<string, string>()
const parent = path.join(dir, '..')
for (const f of fs.readdirSync(parent).filter((x) => x.endsWith('.json'))) {
  for (const e of JSON.parse(fs.readFileSync(path.join(parent, f), 'utf8')) as Entry[]) {
    firstBank.set(oneSpace(e.text), e.id)
    for (const s of shingles(e.text)) firstShingles.set(s, e.id)
  }
}

const counts: string[] = []
let total = 0
for (const field of FIELDS) {
  const file = `${field}.json`
  if (!fs.existsSync(path.join(dir, file))) {
    errors.push(`missing ${file}`)
    continue
  }
  let entries: Entry[]
  try {
    entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Entry[]
  } catch (e) {
    errors.push(`${file}: invalid JSON (${(e as Error).message})`)
    continue
  }
  if (!Array.isArray(entries)) {
    errors.push(`${file}: not an array`)
    continue
  }
  let nulls = 0
  for (const [i, e] of entries.entries()) {
    total++
    const where = `${file}[${i}] ${e?.id ?? '?'}`
    const keys = Object.keys(e ?? {})
      .sort()
      .join(',')
    if (keys !== 'expected,id,note,text') errors.push(`${where}: keys are ${keys}`)
    if (typeof e.id !== 'string' || !new RegExp(`^s2-${field}-\\d{2,}$`).test(e.id))
      errors.push(`${where}: bad id`)
    if (seen.has(e.id)) errors.push(`${where}: duplicate id`)
    seen.add(e.id)
    if (typeof e.text !== 'string' || !e.text.trim()) {
      errors.push(`${where}: empty text`)
      continue
    }
    if (typeof e.note !== 'string' || !e.note.trim()) errors.push(`${where}: empty note`)
    const text = e.text
    const lines = text.split('\n').length
    if (lines < 2 || lines > 10) errors.push(`${where}: ${lines} lines (want 2–10)`)
    const flat = oneSpace(text)
    const same = firstBank.get(flat)
    if (same) errors.push(`${where}: same text as the first bank's ${same}`)
    const shared = [...shingles(text)].filter((s) => firstShingles.has(s))
    if (shared.length)
      warnings.push(
        `${e.id}: shares "${shared[0]}" with ${firstShingles.get(shared[0]!)}` +
          (shared.length > 1 ? ` (+${shared.length - 1} more runs)` : ''),
      )

    const exp = e.expected
    if (exp === null) {
      nulls++
      continue
    }
    if (field === 'acceptedPaymentMethods') {
      if (!Array.isArray(exp) || !exp.length) {
        errors.push(`${where}: expected must be a non-empty array or null`)
        continue
      }
      if (new Set(exp).size !== exp.length) errors.push(`${where}: repeated method`)
      for (const m of exp) {
        const cue = METHOD_CUES[m]
        if (!cue) errors.push(`${where}: "${m}" is not in the vocabulary`)
        else if (!cue.test(flat)) errors.push(`${where}: no cue for "${m}" in the text`)
      }
      continue
    }
    if (NUMBERS.has(field)) {
      if (typeof exp !== 'number' || !Number.isFinite(exp)) {
        errors.push(`${where}: expected must be a number or null`)
        continue
      }
      if (field !== 'securityDeposit' && !Number.isInteger(exp))
        errors.push(`${where}: days must be an integer`)
      if (!numberFound(exp, flat)) warnings.push(`${e.id}: ${exp} not found as figures or words`)
      continue
    }
    if (typeof exp !== 'string') {
      errors.push(`${where}: expected must be a string or null`)
      continue
    }
    if (DATES.has(field)) {
      const missing = datePiecesMissing(exp, flat)
      if (missing === null) errors.push(`${where}: "${exp}" is not a real YYYY-MM-DD date`)
      else if (missing.length) warnings.push(`${e.id}: ${exp} — ${missing.join(', ')} not written`)
      continue
    }
    const want = oneSpace(exp)
    if (flat.includes(want) || noBreaks(text).includes(want)) continue
    if (BY_PARTS.has(field)) {
      const parts = want
        .split(/[,;] /)
        .map((p) => p.trim())
        .filter(Boolean)
      const missing = parts.filter((p) => !flat.includes(p) && !noBreaks(text).includes(p))
      if (!missing.length) {
        looser.push(`${e.id}: by parts — ${want}`)
        continue
      }
      const tokens = new Set(flat.toLowerCase().split(/[\s,;:()/]+/))
      const absent = want
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((w) => w && !tokens.has(w))
      if (!absent.length) {
        looser.push(`${e.id}: by cells — ${want}`)
        continue
      }
      errors.push(`${where}: "${want}" not in text (parts missing: ${missing.join(' | ')})`)
      continue
    }
    if (BY_WORDS.has(field)) {
      const lower = flat.toLowerCase()
      const missing = want.split(' ').filter((w) => !lower.includes(w.toLowerCase()))
      if (!missing.length) {
        looser.push(`${e.id}: by words — ${want}`)
        continue
      }
    }
    errors.push(`${where}: "${want}" not in text`)
  }
  if (nulls < MIN_NULLS) errors.push(`${file}: ${nulls} null entries (want at least ${MIN_NULLS})`)
  counts.push(`${field.padEnd(22)} ${String(entries.length).padStart(3)} entries, ${nulls} null`)
}

console.log(counts.join('\n'))
console.log(`total ${total} entries`)
if (looser.length)
  console.log(`\nfound only by parts, words or cells (${looser.length}):\n  ` + looser.join('\n  '))
if (warnings.length) console.log(`\nwarnings (${warnings.length}):\n  ` + warnings.join('\n  '))
if (errors.length) {
  console.log(`\nerrors (${errors.length}):\n  ` + errors.join('\n  '))
  process.exit(1)
}
console.log('\nok')
