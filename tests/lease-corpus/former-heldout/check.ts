/**
 * Sanity check of the truth files against the text of each document (built without scanning):
 * every stated name, e-mail, phone, amount and date in a truth file must be findable in the text.
 * `npx tsx tests/lease-corpus/former-heldout/check.ts`
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { at, emptyTruth, ymd } from './lib'
import type { Template } from './template'

const here = path.dirname(fileURLToPath(import.meta.url))
const keys = Object.keys(
  JSON.parse(
    readFileSync(
      path.join(here, '../../../../shared/fixtures/leases/one_paragraph_lease.truth.json'),
      'utf8',
    ),
  ),
)

const textOf = async (pdf: Uint8Array) => {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise
  let out = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    out += c.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n'
  }
  const pages = doc.numPages
  await doc.destroy()
  const lib = await PDFDocument.load(pdf)
  for (const fld of lib.getForm().getFields())
    if (fld instanceof PDFTextField) out += ' ' + (fld.getText() ?? '')
  return { text: out.replace(/\s+/g, ' '), pages }
}

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
  'on_tenancy_agreement_toronto:premises',
  'on_tenancy_agreement_ottawa_scan:premises',
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
    const { text, pages } = await textOf(b.pdf)
    const low = text.toLowerCase()
    const miss = (what: string, opts: string[]) => {
      if (assembled.has(`${d.name}:${what}`)) return
      if (!opts.some((o) => low.includes(o.toLowerCase()))) {
        problems++
        console.log(`${d.name}: ${what} not found (${opts[0]})`)
      }
    }
    for (const p of truth.tenants ?? []) {
      miss('tenant first', [p.first])
      miss('tenant last', [p.last])
    }
    for (const p of truth.additionalOccupants ?? []) miss('occupant', [p.first])
    if (truth.tenantEmail) miss('email', [truth.tenantEmail])
    if (truth.tenantPhone) miss('phone', [truth.tenantPhone])
    if (truth.premisesAddress) miss('premises', [at(truth.premisesAddress.split(','), 0)])
    if (truth.mailingAddress) miss('mailing', [at(truth.mailingAddress.split(','), 0)])
    if (truth.paymentAddress) miss('paymentAddress', [at(truth.paymentAddress.split(','), 0)])
    for (const k of [
      'monthlyRent',
      'securityDeposit',
      'totalMoveInCost',
      'proratedRent',
      'nsfFeeFirst',
      'nsfFeeAdditional',
    ] as const)
      if (truth[k] !== null && truth[k] !== 0) miss(k, money(truth[k] as number))
    for (const k of ['startDate', 'endDate'] as const) if (truth[k]) miss(k, dates(truth[k]!))
    for (const k of [
      'housingProvider',
      'managementCompany',
      'rpo',
      'paymentRecipient',
      'officeHours',
      'bankAccount',
      'zelleNumber',
      'terminationDateText',
    ] as const)
      if (truth[k]) miss(k, [truth[k] as string])
    const got = Object.keys({ ...emptyTruth() })
    if (got.join() !== keys.join()) {
      problems++
      console.log('key order differs')
    }
    console.log(`ok ${d.name} (${pages} p)`)
  }
}
console.log(`${files.length} templates, ${docs} documents, ${problems} problems`)
