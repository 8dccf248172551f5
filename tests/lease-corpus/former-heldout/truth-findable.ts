/**
 * Whether a document's truth can be found in its text: every stated name, e-mail, phone, address, amount, date
 * and quoted wording must appear in the text of the document built without scanning, or the truth (or the
 * template) is wrong. Shared by the corpora's `check.ts`; each corpus says how it spells money and dates.
 */
import { PDFDocument, PDFTextField } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { at, type Truth } from './lib'

/** The PDF's text, lower case with spaces collapsed; with `formFields`, filled form fields' text too. */
export const pdfText = async (pdf: Uint8Array, { formFields = false } = {}) => {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise
  let out = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    out += c.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n'
  }
  const pages = doc.numPages
  await doc.destroy()
  if (formFields)
    for (const field of (await PDFDocument.load(pdf)).getForm().getFields())
      if (field instanceof PDFTextField) out += ' ' + (field.getText() ?? '')
  return { text: out.replace(/\s+/g, ' ').toLowerCase(), pages }
}

export type Spellings = {
  money: (amount: number) => string[]
  dates: (iso: string) => string[]
  /** Text fields whose whole value must appear as written. */
  textKeys: readonly TextKey[]
}

type TextKey = {
  [K in keyof Truth]: Truth[K] extends string | null ? K : never
}[keyof Truth]

/** The text fields every corpus's truth states as written: parties, accounts, hours, the end of the term. */
export const PARTY_AND_ACCOUNT_KEYS = [
  'housingProvider',
  'managementCompany',
  'rpo',
  'paymentRecipient',
  'officeHours',
  'bankAccount',
  'zelleNumber',
  'terminationDateText',
] as const satisfies readonly TextKey[]

const AMOUNTS = [
  'monthlyRent',
  'securityDeposit',
  'totalMoveInCost',
  'proratedRent',
  'nsfFeeFirst',
  'nsfFeeAdditional',
] as const

/** The truth's fields not found in the text, each with the first spelling looked for. */
export const unfound = (truth: Truth, text: string, spell: Spellings) => {
  const missing: { field: string; looked: string }[] = []
  const look = (field: string, spellings: string[]) => {
    if (!spellings.some((s) => text.includes(s.toLowerCase())))
      missing.push({ field, looked: spellings[0] ?? '' })
  }
  for (const p of truth.tenants ?? []) {
    look('tenants', [p.first])
    look('tenants', [p.last])
  }
  for (const p of truth.additionalOccupants ?? []) look('additionalOccupants', [p.first])
  if (truth.tenantEmail) look('tenantEmail', [truth.tenantEmail])
  if (truth.tenantPhone) look('tenantPhone', [truth.tenantPhone])
  for (const k of ['premisesAddress', 'mailingAddress', 'paymentAddress'] as const) {
    const address = truth[k]
    if (address) look(k, [at(address.split(','), 0)])
  }
  for (const k of AMOUNTS) {
    const amount = truth[k]
    if (amount) look(k, spell.money(amount))
  }
  for (const k of ['startDate', 'endDate'] as const) {
    const date = truth[k]
    if (date) look(k, spell.dates(date))
  }
  for (const k of spell.textKeys) {
    const value = truth[k]
    if (value) look(k, [value])
  }
  return missing
}
