/**
 * Sanity check of the truth files against the text of each document (built without scanning):
 * every stated name, e-mail, phone, amount and date in a truth file must be findable in the text.
 * `npx tsx tests/lease-corpus/former-heldout/check.ts`
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { at, emptyTruth, ymd } from './lib'
import type { Template } from './template'
import { PARTY_AND_ACCOUNT_KEYS, pdfText, unfound } from './truth-findable'

const here = path.dirname(fileURLToPath(import.meta.url))
const keys = Object.keys(
  JSON.parse(
    readFileSync(
      path.join(here, '../../../../shared/fixtures/leases/one_paragraph_lease.truth.json'),
      'utf8',
    ),
  ),
)

const money = (n: number) => [
  n.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  n.toLocaleString('en-US'),
  n.toFixed(2),
  String(n),
]
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const dates = (iso: string) => {
  const [y, m, d] = ymd(iso)
  const month = at(MONTHS, m - 1)
  const mm = String(m).padStart(2, '0'),
    dd = String(d).padStart(2, '0')
  return [
    iso,
    `${mm}/${dd}/${y}`,
    `${dd}/${mm}/${y}`,
    `${y}/${mm}/${dd}`,
    `${month} ${d}, ${y}`,
    `${month.slice(0, 3)}. ${d}, ${y}`,
    `${month}`,
  ]
}

// values a reader assembles from separate boxes or blanks (see the documents' _notes), not printed in one piece
const assembled = new Set([
  'on_tenancy_agreement_toronto:premisesAddress',
  'on_tenancy_agreement_ottawa_scan:premisesAddress',
  'indenture_lease_hartford_ct:terminationDateText',
  'indenture_lease_richmond_va:terminationDateText',
  // sums written only in words
  'civil_law_lease_new_orleans_la:monthlyRent',
  'civil_law_lease_new_orleans_la:securityDeposit',
  'civil_law_lease_charleston_sc_photo:monthlyRent',
  'civil_law_lease_charleston_sc_photo:securityDeposit',
])

let problems = 0
const files = readdirSync(path.join(here, 'templates'))
  .filter((f) => f.endsWith('.ts'))
  .sort()
let docs = 0
for (const file of files) {
  const t = (await import(`./templates/${file}`)).template as Template
  for (const d of t.docs) {
    docs++
    const b = await d.build()
    const truth = { ...emptyTruth(), ...b.truth }
    const { text, pages } = await pdfText(b.pdf, { formFields: true })
    for (const { field, looked } of unfound(truth, text, {
      money,
      dates,
      textKeys: PARTY_AND_ACCOUNT_KEYS,
    })) {
      if (assembled.has(`${d.name}:${field}`)) continue
      problems++
      console.log(`${d.name}: ${field} not found (${looked})`)
    }
    const got = Object.keys({ ...emptyTruth() })
    if (got.join() !== keys.join()) {
      problems++
      console.log('key order differs')
    }
    console.log(`ok ${d.name} (${pages} p)`)
  }
}
console.log(`${files.length} templates, ${docs} documents, ${problems} problems`)
