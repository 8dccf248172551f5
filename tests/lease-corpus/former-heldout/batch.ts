/**
 * Writes a writer's batch of generated leases: every document of every template in `<folder>/templates/`, as
 * <name>.pdf and <name>.truth.json in `folder`, with the truth record and scanner of this corpus. Shared by the
 * batches' generate.ts scripts.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { emptyTruth } from './lib'
import { scan, type ScanOptions } from './scan'
import type { Template } from './template'

export const loadTemplates = async (folder: string): Promise<Template[]> => {
  const files = readdirSync(path.join(folder, 'templates'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
  const out: Template[] = []
  for (const file of files)
    out.push(
      (
        (await import(pathToFileURL(path.join(folder, 'templates', file)).href)) as {
          template: Template
        }
      ).template,
    )
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

/**
 * Builds the templates named in `only` (all when empty). Every PDF carries `documentDate` as its creation and
 * modification date, so that regenerating gives the same bytes.
 */
export const writeBatch = async (
  folder: string,
  templates: Template[],
  only: string[],
  documentDate: string,
) => {
  for (const template of templates) {
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
      const fixed = await PDFDocument.load(pdf)
      fixed.setCreationDate(new Date(documentDate))
      fixed.setModificationDate(new Date(documentDate))
      pdf = await fixed.save({ useObjectStreams: false })
      writeFileSync(path.join(folder, `${doc.name}.pdf`), pdf)
      writeFileSync(
        path.join(folder, `${doc.name}.truth.json`),
        JSON.stringify(truth, null, 2) + '\n',
      )
      console.log(`${doc.name}.pdf ${(pdf.length / 1024).toFixed(0)} KB`)
    }
  }
}
