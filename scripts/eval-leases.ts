/**
 * Measures the lease extractor against hand-checked answers.
 *
 *   npm run eval:leases [DIR ...]
 *
 * Every `<name>.truth.json` in the folders (default: ../shared/fixtures/leases and tests/fixtures/leases)
 * with a `<name>.pdf` beside it is extracted and compared field by field. Prints per-document results,
 * per-field accuracy for text PDFs and scans, false values on fields the lease leaves blank, how well the
 * confidences are calibrated, and the time per document and per OCR page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractLease, LeaseExtractionError } from '../src/server/modules/lease-intake/extract'
import { compareField } from '../src/server/modules/lease-intake/extract/eval/compare'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const folders =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2).map((dir) => path.resolve(dir))
    : [path.resolve(root, '../shared/fixtures/leases'), path.resolve(root, 'tests/fixtures/leases')]

type Row = {
  doc: string
  field: string
  scan: boolean
  truthEmpty: boolean
  gotEmpty: boolean
  correct: boolean
  confidence: number
}

const rows: Row[] = []
const docs: {
  name: string
  pages: number
  ocr: boolean
  ocrPages: number
  ms: number
  correct: number
  total: number
  falseValues: number
  confidence: number
}[] = []

for (const folder of folders.filter((f) => existsSync(f))) {
  for (const truthFile of readdirSync(folder)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()) {
    const name = truthFile.replace(/\.truth\.json$/, '')
    const pdfPath = path.join(folder, `${name}.pdf`)
    if (!existsSync(pdfPath)) {
      console.log(`skip ${name}: no PDF beside its truth file`)
      continue
    }
    const truth = JSON.parse(readFileSync(path.join(folder, truthFile), 'utf8')) as Record<
      string,
      unknown
    >
    let result
    try {
      result = await extractLease(new Uint8Array(readFileSync(pdfPath)))
    } catch (error) {
      console.log(
        `FAIL ${name}: ${error instanceof LeaseExtractionError ? error.message : String(error)}`,
      )
      continue
    }
    let correct = 0
    let total = 0
    let falseValues = 0
    for (const [field, expected] of Object.entries(truth)) {
      if (field.startsWith('_')) continue
      const got = result.fields[field as keyof typeof result.fields]
      const verdict = compareField(field, expected, got?.value ?? null)
      rows.push({
        doc: name,
        field,
        scan: result.usedOcr,
        ...verdict,
        confidence: got?.confidence ?? 0,
      })
      total++
      if (verdict.correct) correct++
      if (verdict.truthEmpty && !verdict.gotEmpty) falseValues++
      if (!verdict.correct && process.env.EVAL_VERBOSE) {
        console.log(
          `  ✗ ${name}.${field}: expected ${JSON.stringify(expected)} got ${JSON.stringify(got?.value)} (${got?.confidence}, ${got?.source})`,
        )
      }
    }
    docs.push({
      name,
      pages: result.pages,
      ocr: result.usedOcr,
      ocrPages: result.ocrPages,
      ms: result.ms,
      correct,
      total,
      falseValues,
      confidence: result.confidence,
    })
  }
}

const pct = (n: number, d: number) =>
  d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`

console.log('\nDocuments')
console.log('name'.padEnd(44), 'pages', 'ocr', '     ms', ' accuracy', 'false', 'conf')
for (const d of docs) {
  console.log(
    d.name.padEnd(44),
    String(d.pages).padStart(5),
    String(d.ocrPages).padStart(3),
    String(d.ms).padStart(7),
    `${pct(d.correct, d.total)}  `,
    String(d.falseValues).padStart(5),
    d.confidence.toFixed(2),
  )
}

const summarise = (label: string, subset: Row[]) => {
  if (subset.length === 0) return
  console.log(
    `\n${label}: ${subset.filter((r) => r.correct).length}/${subset.length} fields right (${pct(subset.filter((r) => r.correct).length, subset.length).trim()});`,
    `stated fields found right ${pct(subset.filter((r) => !r.truthEmpty && r.correct).length, subset.filter((r) => !r.truthEmpty).length).trim()};`,
    `false values on blank fields ${subset.filter((r) => r.truthEmpty && !r.gotEmpty).length}`,
  )
  const fields = [...new Set(subset.map((r) => r.field))]
  for (const field of fields) {
    const of = subset.filter((r) => r.field === field)
    const wrong = of.filter((r) => !r.correct).map((r) => r.doc)
    console.log(
      `  ${field.padEnd(24)} ${pct(of.filter((r) => r.correct).length, of.length)} ${wrong.length > 0 ? `wrong: ${wrong.join(', ')}` : ''}`,
    )
  }
}
summarise(
  'Text PDFs',
  rows.filter((r) => !r.scan),
)
summarise(
  'Scans (OCR)',
  rows.filter((r) => r.scan),
)

const blankDocs = docs.filter((d) =>
  rows.filter((r) => r.doc === d.name).every((r) => r.truthEmpty),
)
console.log(
  `\nBlank forms: ${blankDocs.map((d) => `${d.name} ${d.falseValues} false values, confidence ${d.confidence.toFixed(2)}`).join('; ') || 'none'}`,
)

const returned = rows.filter((r) => !r.gotEmpty)
console.log('\nCalibration of returned fields (confidence band: right / returned)')
for (const [low, high] of [
  [0, 0.6],
  [0.6, 0.8],
  [0.8, 0.9],
  [0.9, 1.01],
] as const) {
  const band = returned.filter((r) => r.confidence >= low && r.confidence < high)
  console.log(
    `  ${low.toFixed(1)}–${Math.min(high, 1).toFixed(1)}: ${band.filter((r) => r.correct).length}/${band.length} ${pct(band.filter((r) => r.correct).length, band.length)}`,
  )
}
const high = returned.filter((r) => r.confidence >= 0.8)
console.log(
  `  at ≥ 0.8: ${pct(high.filter((r) => r.correct).length, high.length).trim()} right (target ≥ 90%)`,
)

const textDocs = docs.filter((d) => !d.ocr)
const scanDocs = docs.filter((d) => d.ocr)
const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length
console.log('\nTime')
console.log(
  `  text PDFs: ${mean(textDocs.map((d) => d.ms)).toFixed(0)} ms per document, ${mean(textDocs.map((d) => d.ms / d.pages)).toFixed(0)} ms per page`,
)
if (scanDocs.length > 0) {
  console.log(
    `  scans: ${mean(scanDocs.map((d) => d.ms)).toFixed(0)} ms per document, ${mean(scanDocs.map((d) => d.ms / d.ocrPages)).toFixed(0)} ms per OCR'd page (whole document time over OCR'd pages)`,
  )
}
