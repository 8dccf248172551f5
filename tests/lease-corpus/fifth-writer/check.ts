/**
 * Sanity check of this batch's truth against the text of each document (built without scanning): every stated
 * name, e-mail, phone, address head, amount, date and clause wording must be findable in the text, names must
 * carry the tw5_ prefix and each PDF must stay under 400 KB.
 * `npx tsx tests/lease-corpus/fifth-writer/check.ts`
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dt, emptyTruth, ordinal } from '../former-heldout/lib'
import { PARTY_AND_ACCOUNT_KEYS, pdfText, unfound } from '../former-heldout/truth-findable'
import { templates } from './generate'

const here = path.dirname(fileURLToPath(import.meta.url))

const money = (n: number) => [
  n.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  n.toLocaleString('en-US'),
  n.toFixed(2),
  n.toLocaleString('fr-CA', { minimumFractionDigits: 2 }).replace(/\s/g, ' '),
]
const dates = (iso: string) => {
  const d = dt(iso)
  return [
    d.iso,
    d.us,
    d.usShort,
    d.eu,
    d.ymdSlash,
    d.long,
    d.monthShort,
    d.dayMonth,
    `${ordinal(d.day)} day of ${d.month}`,
  ]
}

// values assembled from separate places in the document (see the documents' _notes and the README)
const assembled = new Set<string>([])

const TEXT_KEYS = [
  ...PARTY_AND_ACCOUNT_KEYS,
  'rentDueDescription',
  'nsfPolicy',
  'depositReturnCondition',
] as const

let problems = 0
let docs = 0
const list = await templates()
const ids = new Set<string>()
for (const t of list) {
  if (ids.has(t.id)) {
    problems++
    console.log(`${t.id}: duplicate template id`)
  }
  ids.add(t.id)
  for (const d of t.docs) {
    docs++
    const b = await d.build()
    const truth = { ...emptyTruth(), ...b.truth }
    const { text, pages } = await pdfText(b.pdf)
    for (const { field, looked } of unfound(truth, text, { money, dates, textKeys: TEXT_KEYS })) {
      if (assembled.has(`${d.name}:${field}`)) continue
      problems++
      console.log(`${d.name}: ${field} not found (${looked})`)
    }
    if (!d.name.startsWith('tw5_')) {
      problems++
      console.log(`${d.name}: name lacks the tw5_ prefix`)
    }
    const file = path.join(here, `${d.name}.pdf`)
    if (existsSync(file) && statSync(file).size >= 400 * 1024) {
      problems++
      console.log(`${d.name}: PDF is ${(statSync(file).size / 1024).toFixed(0)} KB (limit 400)`)
    }
    console.log(`ok ${d.name} (${pages} p)`)
  }
}
console.log(`${list.length} templates, ${docs} documents, ${problems} problems`)
process.exitCode = problems ? 1 : 0
