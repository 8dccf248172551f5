/**
 * Sanity check of this batch's truth against the text of each document (built without scanning): every stated
 * name, e-mail, phone, amount and date must be findable in the text. `npx tsx tests/lease-corpus/third-writer/check.ts`
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { at, dt, emptyTruth, ordinal } from '../former-heldout/lib'
import { templates } from './generate'

const textOf = async (pdf: Uint8Array) => {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise
  let out = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    out += c.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n'
  }
  const pages = doc.numPages
  await doc.destroy()
  return { text: out.replace(/\s+/g, ' ').toLowerCase(), pages }
}

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

let problems = 0
let docs = 0
const list = await templates()
for (const t of list) {
  for (const d of t.docs) {
    docs++
    const b = await d.build()
    const truth = { ...emptyTruth(), ...b.truth }
    const { text, pages } = await textOf(b.pdf)
    const miss = (what: string, opts: string[]) => {
      if (assembled.has(`${d.name}:${what}`)) return
      if (!opts.some((o) => text.includes(o.toLowerCase()))) {
        problems++
        console.log(`${d.name}: ${what} not found (${opts[0]})`)
      }
    }
    for (const p of truth.tenants ?? []) {
      miss('tenant', [p.first])
      miss('tenant', [p.last])
    }
    for (const p of truth.additionalOccupants ?? []) miss('occupant', [p.first])
    if (truth.tenantEmail) miss('email', [truth.tenantEmail])
    if (truth.tenantPhone) miss('phone', [truth.tenantPhone])
    for (const k of ['premisesAddress', 'mailingAddress', 'paymentAddress'] as const)
      if (truth[k]) miss(k, [at(truth[k].split(','), 0)])
    for (const k of [
      'monthlyRent',
      'securityDeposit',
      'totalMoveInCost',
      'proratedRent',
      'nsfFeeFirst',
      'nsfFeeAdditional',
    ] as const)
      if (truth[k]) miss(k, money(truth[k]))
    for (const k of ['startDate', 'endDate'] as const) if (truth[k]) miss(k, dates(truth[k]))
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
      if (truth[k]) miss(k, [truth[k]])
    if (!d.name.startsWith('tw3_')) {
      problems++
      console.log(`${d.name}: name lacks the tw3_ prefix`)
    }
    console.log(`ok ${d.name} (${pages} p)`)
  }
}
console.log(`${list.length} templates, ${docs} documents, ${problems} problems`)
process.exitCode = problems ? 1 : 0
