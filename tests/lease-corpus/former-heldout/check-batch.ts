/**
 * Sanity check of a writer's batch against the text of each document (built without scanning): every stated
 * name, e-mail, phone, address head, amount, date and clause wording of its truth must be findable in the text,
 * every document name must carry the batch's prefix and each PDF must stay under 400 KB. Shared by the batches'
 * check.ts scripts; sets the exit code when anything is wrong.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { dt, emptyTruth, ordinal } from './lib'
import type { Template } from './template'
import { PARTY_AND_ACCOUNT_KEYS, pdfText, unfound } from './truth-findable'

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

const TEXT_KEYS = [
  ...PARTY_AND_ACCOUNT_KEYS,
  'rentDueDescription',
  'nsfPolicy',
  'depositReturnCondition',
] as const

export const checkBatch = async (folder: string, prefix: string, list: Template[]) => {
  let problems = 0
  let docs = 0
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
        problems++
        console.log(`${d.name}: ${field} not found (${looked})`)
      }
      if (!d.name.startsWith(prefix)) {
        problems++
        console.log(`${d.name}: name lacks the ${prefix} prefix`)
      }
      const file = path.join(folder, `${d.name}.pdf`)
      if (existsSync(file) && statSync(file).size >= 400 * 1024) {
        problems++
        console.log(`${d.name}: PDF is ${(statSync(file).size / 1024).toFixed(0)} KB (limit 400)`)
      }
      console.log(`ok ${d.name} (${pages} p)`)
    }
  }
  console.log(`${list.length} templates, ${docs} documents, ${problems} problems`)
  process.exitCode = problems ? 1 : 0
}
