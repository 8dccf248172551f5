/**
 * The development corpus as the trained-scorer experiment reads it: every text PDF of tests/lease-corpus/dev
 * and tests/lease-corpus/former-heldout with its truth and its template id. Scans are left out (their OCR takes
 * seconds a page and adds OCR errors to a question about wording). The held-out split is never read.
 *
 * Each document's lines are cached in the system's temp folder, keyed by the PDF's size and time, so a rerun
 * does not parse the PDFs again.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LeaseDocument } from '../../src/server/modules/lease-intake/extract/document'
import { readLeaseDocument } from '../../src/server/modules/lease-intake/extract/read-document'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DEV = path.join(root, 'tests/lease-corpus/dev/documents')
const FORMER = path.join(root, 'tests/lease-corpus/former-heldout')
const CACHE = path.join(tmpdir(), 'hearth-scorer-cache')

export type CorpusDocument = {
  name: string
  template: string
  doc: LeaseDocument
  truth: Record<string, unknown>
}

const SCAN = /_(?:scanned|scan|photo)$/

/** Former held-out templates by document, from the table in its README ('| `id` | … | `doc`, `doc` |'). */
const formerTemplates = (): Map<string, string> => {
  const byDocument = new Map<string, string>()
  for (const row of readFileSync(path.join(FORMER, 'README.md'), 'utf8').split('\n')) {
    const cells = row.split('|').map((c) => c.trim())
    const id = /^`([a-z0-9_]+)`$/.exec(cells[1] ?? '')?.[1]
    if (!id || cells.length < 4) continue
    for (const m of (cells[3] ?? '').matchAll(/`([a-z0-9_]+)`/g))
      byDocument.set(m[1]!, `former:${id}`)
  }
  return byDocument
}

const cached = async (pdfPath: string): Promise<LeaseDocument> => {
  const stat = statSync(pdfPath)
  const key = `${path.basename(pdfPath, '.pdf')}-${stat.size}-${Math.round(stat.mtimeMs)}.json`
  const file = path.join(CACHE, key)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LeaseDocument
  const doc = await readLeaseDocument(
    new Uint8Array(readFileSync(pdfPath)),
    AbortSignal.timeout(60_000),
  )
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(file, JSON.stringify(doc))
  return doc
}

export const loadCorpus = async (): Promise<CorpusDocument[]> => {
  const former = formerTemplates()
  const entries = [
    ...readdirSync(DEV).map((f) => ({ folder: DEV, file: f, former: false })),
    ...readdirSync(FORMER).map((f) => ({ folder: FORMER, file: f, former: true })),
  ].filter((e) => e.file.endsWith('.truth.json'))
  const documents: CorpusDocument[] = []
  for (const entry of entries.sort((a, b) => a.file.localeCompare(b.file))) {
    const name = entry.file.replace(/\.truth\.json$/, '')
    const pdfPath = path.join(entry.folder, `${name}.pdf`)
    if (SCAN.test(name) || !existsSync(pdfPath)) continue
    const template = entry.former ? former.get(name) : `dev:${name.replace(/_\d+$/, '')}`
    if (!template) throw new Error(`No template for ${name}`)
    const doc = await cached(pdfPath)
    if (doc.ocrPages > 0) continue
    const truth = JSON.parse(readFileSync(path.join(entry.folder, entry.file), 'utf8')) as Record<
      string,
      unknown
    >
    documents.push({ name, template, doc, truth })
  }
  return documents
}
