/**
 * Reads the phrasing banks (tests/lease-corpus/phrasings and each writer's sub-folder of it): short lease excerpts,
 * each stating or deliberately not stating one field, written by people who do not write rules. Prints how many of
 * each field's excerpts the rules read right, per bank; EVAL_VERBOSE=1 lists the misses.
 *
 *   npx tsx scripts/eval-phrasings.ts                    every field
 *   npx tsx scripts/eval-phrasings.ts premisesAddress    only the named fields
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compareField } from '../src/server/modules/lease-intake/extract/eval/compare'
import { extractFields, type FieldName } from '../src/server/modules/lease-intake/extract/fields'
import { documentFrom } from '../src/server/modules/lease-intake/extract/test-document'

type Phrasing = { id: string; text: string; expected: unknown; note: string }

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../tests/lease-corpus/phrasings',
)
const asked = process.argv.slice(2)
const verbose = process.env.EVAL_VERBOSE === '1'

// The first writer's bank is the folder itself; later writers' banks are its sub-folders, each scored apart.
const banks = [
  folder,
  ...readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(folder, entry.name)),
]

for (const bank of banks) {
  console.log(`\n${path.relative(folder, bank) || 'first writer'}`)
  let right = 0
  let total = 0
  for (const file of readdirSync(bank).filter((name) => name.endsWith('.json'))) {
    const field = path.basename(file, '.json') as FieldName
    if (asked.length > 0 && !asked.includes(field)) continue
    const phrasings = JSON.parse(readFileSync(path.join(bank, file), 'utf8')) as Phrasing[]
    let fieldRight = 0
    for (const phrasing of phrasings) {
      // The bank separates a form's cells with tabs; the test document separates them with ' | '.
      const fields = extractFields(documentFrom(phrasing.text.replaceAll('\t', ' | ')))
      const got = fields[field].value
      if (compareField(field, phrasing.expected, got).correct) fieldRight++
      else if (verbose)
        console.log(
          `  ✗ ${phrasing.id}: expected ${JSON.stringify(phrasing.expected)} got ${JSON.stringify(got)} (${fields[field].source}) — ${phrasing.note}`,
        )
    }
    right += fieldRight
    total += phrasings.length
    console.log(`${field.padEnd(24)} ${fieldRight}/${phrasings.length}`)
  }
  console.log(`${'all'.padEnd(24)} ${right}/${total} ${((100 * right) / total).toFixed(1)}%`)
}
