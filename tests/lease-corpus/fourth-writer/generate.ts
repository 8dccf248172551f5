/**
 * Generates the fourth writer's development batch: `npx tsx tests/lease-corpus/fourth-writer/generate.ts [template-id ...]`.
 * Writes <name>.pdf and <name>.truth.json next to this file for every document of every template, with the
 * former held-out corpus's truth record and scanner and the third writer's page kit (imported, not copied).
 */
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { emptyTruth } from '../former-heldout/lib'
import { scan, type ScanOptions } from '../former-heldout/scan'
import type { Template } from '../former-heldout/template'

const here = path.dirname(fileURLToPath(import.meta.url))

export const templates = async (): Promise<Template[]> => {
  const files = readdirSync(path.join(here, 'templates'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
  const out: Template[] = []
  for (const file of files)
    out.push(((await import(`./templates/${file}`)) as { template: Template }).template)
  return out
}

const describeScan = (s: ScanOptions) =>
  `Image-only scan (no text layer): rotated about ${s.rotate} degrees` +
  (s.shear ? ', skewed' : '') +
  (s.contrast && s.contrast < 1 ? ', low contrast' : '') +
  (s.noise ? ', speckle noise' : '') +
  (s.lighting ? ', uneven lighting' : '') +
  (s.photo ? ', photographed on a desk' : '') +
  (s.turn
    ? Object.entries(s.turn)
        .map(([page, deg]) => `, page ${page} fed ${deg === 180 ? 'upside down' : 'on its side'}`)
        .join('')
    : '') +
  '.'

const main = async () => {
  const only = process.argv.slice(2)
  for (const template of await templates()) {
    if (only.length && !only.includes(template.id)) continue
    for (const doc of template.docs) {
      const built = await doc.build()
      let pdf = built.pdf
      const truth = { ...emptyTruth(), ...built.truth }
      truth._notes = [`Template ${template.id}: ${template.title}.`, ...built.truth._notes]
      if (doc.scan) {
        pdf = await scan(pdf, doc.scan)
        truth._notes.push(describeScan(doc.scan))
      }
      // fixed document dates, so that regenerating gives the same bytes
      const fixed = await PDFDocument.load(pdf)
      fixed.setCreationDate(new Date('2026-12-04T00:00:00Z'))
      fixed.setModificationDate(new Date('2026-12-04T00:00:00Z'))
      pdf = await fixed.save({ useObjectStreams: false })
      writeFileSync(path.join(here, `${doc.name}.pdf`), pdf)
      writeFileSync(
        path.join(here, `${doc.name}.truth.json`),
        JSON.stringify(truth, null, 2) + '\n',
      )
      console.log(`${doc.name}.pdf ${(pdf.length / 1024).toFixed(0)} KB`)
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main()
