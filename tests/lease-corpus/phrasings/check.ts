/**
 * Checks the phrasing bank: `npx tsx tests/lease-corpus/phrasings/check.ts`
 *
 * - every `<field>.json` in this folder is valid JSON: an array of { id, text, expected, note };
 * - ids are `<field>-NN`, unique across the whole bank;
 * - every non-null string `expected` is in its `text`: as written (line breaks and tabs read as one space), or with
 *   the line breaks dropped (a word or number broken at a hyphen); failing that, an address or hours value whose
 *   every comma- or semicolon-separated part is in the text (the truth reorders a unit written before the street,
 *   or joins form cells), or a name whose every word is in the text (a "LAST, First" name given in natural order).
 *   Last, for an address or hours value joined from form cells (a "Unit" label over a "12" cell), every word of it
 *   standing as a word of the text ("by cells"). Entries found only by parts, words or cells are listed, so they can
 *   be looked at;
 * - numeric `expected` values are looked for as figures (with or without thousands separators) or as number words;
 *   one not found is a warning only (e.g. "more than a week late" gives 7).
 *
 * Exits 1 on any error.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { noBreaks, numberFound, oneSpace } from './findable'

const FIELDS = [
  'managementCompany',
  'paymentRecipient',
  'paymentAddress',
  'housingProvider',
  'premisesAddress',
  'mailingAddress',
  'officeHours',
  'depositReturnDays',
  'gracePeriodDays',
  'monthlyRent',
  'tenantPhone',
] as const
const BY_PARTS = new Set(['paymentAddress', 'premisesAddress', 'mailingAddress', 'officeHours'])
const BY_WORDS = new Set(['managementCompany', 'paymentRecipient', 'housingProvider'])

type Entry = {
  id: string
  text: string
  expected: string | number | null
  note: string
}

const dir = path.dirname(fileURLToPath(import.meta.url))
const errors: string[] = []
const warnings: string[] = []
const looser: string[] = []
const seen = new Set<string>()

const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
const counts: string[] = []
for (const field of FIELDS) {
  if (!files.includes(`${field}.json`)) errors.push(`missing ${field}.json`)
}
for (const file of files) {
  const field = file.replace(/\.json$/, '')
  if (!(FIELDS as readonly string[]).includes(field)) {
    errors.push(`${file}: not a field of the bank`)
    continue
  }
  let entries: Entry[]
  try {
    entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
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
    const where = `${file}[${i}] ${e?.id ?? '?'}`
    const keys = Object.keys(e ?? {})
      .sort()
      .join(',')
    if (keys !== 'expected,id,note,text') errors.push(`${where}: keys are ${keys}`)
    if (typeof e.id !== 'string' || !new RegExp(`^${field}-\\d{2,}$`).test(e.id))
      errors.push(`${where}: bad id`)
    if (seen.has(e.id)) errors.push(`${where}: duplicate id`)
    seen.add(e.id)
    if (typeof e.text !== 'string' || !e.text.trim()) errors.push(`${where}: empty text`)
    if (typeof e.note !== 'string' || !e.note.trim()) errors.push(`${where}: empty note`)
    const text = e.text ?? ''
    if (e.expected === null) {
      nulls++
      continue
    }
    if (typeof e.expected === 'number') {
      if (!numberFound(e.expected, oneSpace(text)))
        warnings.push(`${e.id}: ${e.expected} not found as figures or words`)
      continue
    }
    if (typeof e.expected !== 'string') {
      errors.push(`${where}: expected is neither string, number nor null`)
      continue
    }
    const want = oneSpace(e.expected)
    if (oneSpace(text).includes(want) || noBreaks(text).includes(want)) continue
    const flat = oneSpace(text)
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
      const tokens = new Set(flat.toLowerCase().split(/[\s,;:()]+/))
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
  counts.push(`${field.padEnd(18)} ${String(entries.length).padStart(3)} entries, ${nulls} null`)
}

console.log(counts.join('\n'))
console.log(`total ${seen.size} entries`)
if (looser.length)
  console.log(`\nfound only by parts, words or cells (${looser.length}):\n  ` + looser.join('\n  '))
if (warnings.length) console.log(`\nwarnings (${warnings.length}):\n  ` + warnings.join('\n  '))
if (errors.length) {
  console.log(`\nerrors (${errors.length}):\n  ` + errors.join('\n  '))
  process.exit(1)
}
console.log('\nok')
