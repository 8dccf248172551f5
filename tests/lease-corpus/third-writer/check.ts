/**
 * Sanity check of this batch's truth against the text of each document (built without scanning): every stated
 * name, e-mail, phone, amount and date must be findable in the text. `npx tsx tests/lease-corpus/third-writer/check.ts`
 */
import { dt, emptyTruth, ordinal } from '../former-heldout/lib'
import { PARTY_AND_ACCOUNT_KEYS, pdfText, unfound } from '../former-heldout/truth-findable'
import { templates } from './generate'

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
    d.eu,
    d.euDots,
    d.ymdSlash,
    d.long,
    d.monthShort,
    d.dayMonth,
    `${ordinal(d.day)} day of ${d.month}`,
  ]
}

// values written only in words, or assembled from separate boxes (see the documents' _notes)
const assembled = new Set<string>([
  'tw3_bc_tenancy_agreement_vancouver:premisesAddress',
  'tw3_bc_tenancy_agreement_victoria_scan:premisesAddress',
])

// This batch's truth also states its clauses' wording as the lease writes it.
const TEXT_KEYS = [
  ...PARTY_AND_ACCOUNT_KEYS,
  'rentDueDescription',
  'nsfPolicy',
  'depositReturnCondition',
] as const

let problems = 0
let docs = 0
const list = await templates()
for (const t of list) {
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
    if (!d.name.startsWith('tw3_')) {
      problems++
      console.log(`${d.name}: name lacks the tw3_ prefix`)
    }
    console.log(`ok ${d.name} (${pages} p)`)
  }
}
console.log(`${list.length} templates, ${docs} documents, ${problems} problems`)
process.exitCode = problems ? 1 : 0
