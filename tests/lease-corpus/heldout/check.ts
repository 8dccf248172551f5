/**
 * Sanity check of the held-out truth files against the text of each document (built without scanning):
 * every stated name, e-mail, phone, amount and date in a truth file must be findable in the text.
 * `npx tsx tests/lease-corpus/heldout/check.ts`
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { at, dt, emptyTruth } from '../former-heldout/lib'
import { templates } from './generate'

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
const dates = (iso: string) => {
  const d = dt(iso)
  return [iso, d.us, d.eu, d.euDots, d.ymdSlash, d.long, d.monthShort, d.dayMonth, d.ordinalOf]
}

// values a reader assembles from separate boxes, or reads from words without figures (see the documents' _notes)
const assembled = new Set([
  'eu_furnished_lease_burlington_vt:monthlyRent',
  'eu_furnished_lease_burlington_vt:securityDeposit',
  'eu_furnished_lease_madison_wi:monthlyRent',
  'eu_furnished_lease_madison_wi:securityDeposit',
])
let problems = 0
let docs = 0
let pagesTotal = 0
const all = await templates()
for (const t of all) {
  for (const d of t.docs) {
    docs++
    const b = await d.build()
    const truth = { ...emptyTruth(), ...b.truth }
    const { text, pages } = await textOf(b.pdf)
    pagesTotal += pages
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
      'rentDueDescription',
      'nsfPolicy',
      'depositReturnCondition',
    ] as const)
      if (truth[k]) miss(k, [truth[k] as string])
    if (Object.keys(truth).join() !== keys.join()) {
      problems++
      console.log(`${d.name}: keys differ from the shared truth format`)
    }
    console.log(`ok ${d.name} (${pages} p${d.scan ? ', scan' : ''})`)
  }
}
console.log(`${all.length} templates, ${docs} documents, ${pagesTotal} pages, ${problems} problems`)
if (problems) process.exitCode = 1
