/**
 * Measures the lease extractor against hand-checked answers, split by who wrote the leases.
 *
 *   npm run eval:leases                      every split
 *   npm run eval:leases -- fixtures dev      only the named splits (fixtures, dev, heldout)
 *   EVAL_ONLY=texas npm run eval:leases -- dev   only the documents whose name contains 'texas' (not the held-out split)
 *
 * Splits: the regression fixtures (../shared/fixtures/leases and tests/fixtures/leases), the development
 * corpus the rules are written against (tests/lease-corpus/dev, and tests/lease-corpus/former-heldout: the
 * first held-out split, retired into development once its figures were recorded, and tests/lease-corpus/third-writer
 * tests/lease-corpus/fourth-writer, tests/lease-corpus/fifth-writer, tests/lease-corpus/sixth-writer, tests/lease-corpus/seventh-writer, tests/lease-corpus/eighth-writer, tests/lease-corpus/ninth-writer, tests/lease-corpus/tenth-writer, tests/lease-corpus/eleventh-writer, tests/lease-corpus/twelfth-writer and tests/lease-corpus/thirteenth-writer, further development batches by other writers) and the held-out corpus
 * written by someone who does not write rules (tests/lease-corpus/heldout). Every `<name>.truth.json` with a `<name>.pdf` beside
 * it, in the folder or below it, is extracted and compared field by field.
 *
 * The held-out split prints aggregates only — never a document's name, values or misses — so that reading
 * this output cannot teach the rules its leases. EVAL_VERBOSE=1 lists every miss of the other splits. A split of
 * several folders also prints the headline figures of each folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractLease, LeaseExtractionError } from '../src/server/modules/lease-intake/extract'
import {
  judgeDocument,
  scoreSplit,
  type DocumentRun,
  type Share,
} from '../src/server/modules/lease-intake/extract/eval/score'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Split = { key: string; label: string; folders: string[]; aggregatesOnly: boolean }

const SPLITS: Split[] = [
  {
    key: 'fixtures',
    label: 'Fixtures (regression floor)',
    folders: [
      path.resolve(root, '../shared/fixtures/leases'),
      path.resolve(root, 'tests/fixtures/leases'),
    ],
    aggregatesOnly: false,
  },
  {
    key: 'dev',
    label: 'Development corpus',
    folders: [
      path.resolve(root, 'tests/lease-corpus/dev'),
      path.resolve(root, 'tests/lease-corpus/former-heldout'),
      path.resolve(root, 'tests/lease-corpus/third-writer'),
      path.resolve(root, 'tests/lease-corpus/fourth-writer'),
      path.resolve(root, 'tests/lease-corpus/fifth-writer'),
      path.resolve(root, 'tests/lease-corpus/sixth-writer'),
      path.resolve(root, 'tests/lease-corpus/seventh-writer'),
      path.resolve(root, 'tests/lease-corpus/eighth-writer'),
      path.resolve(root, 'tests/lease-corpus/ninth-writer'),
      path.resolve(root, 'tests/lease-corpus/tenth-writer'),
      path.resolve(root, 'tests/lease-corpus/eleventh-writer'),
      path.resolve(root, 'tests/lease-corpus/twelfth-writer'),
      path.resolve(root, 'tests/lease-corpus/thirteenth-writer'),
      path.resolve(root, 'tests/lease-corpus/fourteenth-writer'),
      path.resolve(root, 'tests/lease-corpus/fifteenth-writer'),
      path.resolve(root, 'tests/lease-corpus/sixteenth-writer'),
      path.resolve(root, 'tests/lease-corpus/seventeenth-writer'),
      path.resolve(root, 'tests/lease-corpus/eighteenth-writer'),
      path.resolve(root, 'tests/lease-corpus/nineteenth-writer'),
    ],
    aggregatesOnly: false,
  },
  {
    key: 'heldout',
    label: 'Held-out corpus (aggregates only)',
    folders: [path.resolve(root, 'tests/lease-corpus/heldout')],
    aggregatesOnly: true,
  },
]

const asked = process.argv.slice(2)
const unknown = asked.filter((key) => !SPLITS.some((s) => s.key === key))
if (unknown.length > 0) {
  console.error(
    `Unknown split ${unknown.join(', ')}; the splits are ${SPLITS.map((s) => s.key).join(', ')}.`,
  )
  process.exit(1)
}

const only = process.env.EVAL_ONLY

const truthFiles = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .sort()
        .flatMap((entry) => {
          const full = path.join(folder, entry)
          if (statSync(full).isDirectory()) return truthFiles(full)
          return entry.endsWith('.truth.json') ? [full] : []
        })
    : []

const pct = (s: Share) =>
  s.of === 0 ? '    -  ' : `${((100 * s.right) / s.of).toFixed(1).padStart(5)}% `
const ratio = (s: Share) => `${s.right}/${s.of} ${pct(s).trim()}`

/** The headline figures of a set of documents, on one line each. */
const printScore = (runs: DocumentRun[], indent = '') => {
  const score = scoreSplit(runs)
  console.log(
    `${indent}Core fields right: text PDFs ${ratio(score.coreText)} (${score.textDocuments} documents), scans ${ratio(score.coreScan)} (${score.scanDocuments} documents)`,
  )
  console.log(`${indent}Precision (returned values right): ${ratio(score.precision)}`)
  console.log(`${indent}Recall (stated values found right): ${ratio(score.recall)}`)
  console.log(`${indent}Invented values (returned where the lease states none): ${score.invented}`)
  console.log(`${indent}Right among High: ${ratio(score.calibration.High)}`)
  console.log(`${indent}Documents badged High with a wrong core field: ${score.highBadgeOverWrong}`)
}

const runSplit = async (split: Split) => {
  const runs: DocumentRun[] = []
  const folderOf = new Map<DocumentRun, string>()
  let failed = 0
  for (const truthFile of split.folders.flatMap(truthFiles)) {
    const name = path.basename(truthFile).replace(/\.truth\.json$/, '')
    if (only && !split.aggregatesOnly && !name.includes(only)) continue
    const pdfPath = path.join(path.dirname(truthFile), `${name}.pdf`)
    if (!existsSync(pdfPath)) continue
    const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as Record<string, unknown>
    let result
    try {
      result = await extractLease(new Uint8Array(readFileSync(pdfPath)))
    } catch (error) {
      failed++
      if (!split.aggregatesOnly)
        console.log(
          `FAIL ${name}: ${error instanceof LeaseExtractionError ? error.message : String(error)}`,
        )
      continue
    }
    const rows = judgeDocument(name, result.usedOcr, truth, result.fields)
    const run: DocumentRun = {
      name,
      pages: result.pages,
      ocrPages: result.ocrPages,
      ms: result.ms,
      scan: result.usedOcr,
      confidence: result.confidence,
      rows,
    }
    runs.push(run)
    folderOf.set(run, split.folders.find((folder) => truthFile.startsWith(folder + path.sep)) ?? '')
    if (!split.aggregatesOnly && process.env.EVAL_VERBOSE) {
      for (const row of rows.filter((r) => !r.correct)) {
        const field = result.fields[row.field as keyof typeof result.fields]
        console.log(
          `  ✗ ${name}.${row.field}: expected ${JSON.stringify(truth[row.field])} got ${JSON.stringify(field?.value)} (${field?.confidence}, ${field?.source})`,
        )
      }
    }
  }

  console.log(
    `\n=== ${split.label}: ${runs.length} documents${failed ? `, ${failed} failed to read` : ''}`,
  )
  if (runs.length === 0) return
  if (!split.aggregatesOnly) {
    console.log(
      'name'.padEnd(44),
      'pages',
      'ocr',
      '     ms',
      '   core',
      '  all ',
      'invented',
      'conf',
    )
    for (const run of runs) {
      const core = run.rows.filter((r) => r.core)
      console.log(
        run.name.padEnd(44),
        String(run.pages).padStart(5),
        String(run.ocrPages).padStart(3),
        String(run.ms).padStart(7),
        pct({ right: core.filter((r) => r.correct).length, of: core.length }),
        pct({ right: run.rows.filter((r) => r.correct).length, of: run.rows.length }),
        String(run.rows.filter((r) => r.truthEmpty && !r.gotEmpty).length).padStart(8),
        run.confidence.toFixed(2),
      )
    }
  }
  const score = scoreSplit(runs)
  console.log(
    `\nCore fields right: text PDFs ${ratio(score.coreText)} (${score.textDocuments} documents), scans ${ratio(score.coreScan)} (${score.scanDocuments} documents)`,
  )
  console.log(`All fields right: ${ratio(score.allFields)}`)
  console.log(`Precision (returned values right): ${ratio(score.precision)}`)
  console.log(`Recall (stated values found right): ${ratio(score.recall)}`)
  console.log(`Invented values (returned where the lease states none): ${score.invented}`)
  console.log(
    `Calibration (right / returned): High ${ratio(score.calibration.High)}, Medium ${ratio(score.calibration.Medium)}, Low ${ratio(score.calibration.Low)}`,
  )
  console.log(`Documents badged High with a wrong core field: ${score.highBadgeOverWrong}`)
  console.log(
    `Time: text ${score.msPerTextDocument.toFixed(0)} ms per document, ${score.msPerTextPage.toFixed(0)} ms per page` +
      (score.scanDocuments > 0
        ? `; scans ${score.msPerScanDocument.toFixed(0)} ms per document, ${score.msPerOcrPage.toFixed(0)} ms per OCR'd page`
        : ''),
  )
  // per folder, so that each batch of a split can be read on its own (never for the held-out split)
  if (!split.aggregatesOnly && split.folders.length > 1)
    for (const folder of split.folders) {
      const own = runs.filter((run) => folderOf.get(run) === folder)
      if (own.length === 0) continue
      console.log(`\n  ${path.relative(root, folder)}: ${own.length} documents`)
      printScore(own, '  ')
    }
  console.log(
    '\nPer field (text | scans | right among High | misses: not found, wrong (close: most words shared), invented), * = core',
  )
  for (const field of score.perField) {
    console.log(
      `  ${field.core ? '*' : ' '} ${field.field.padEnd(24)} ${pct(field.text)} | ${pct(field.scan)} | ${ratio(field.high).padEnd(13)} | ${field.missed} not found, ${field.wrong} wrong (${field.close} close), ${field.invented} invented`,
    )
  }
}

for (const split of SPLITS.filter((s) => asked.length === 0 || asked.includes(s.key))) {
  await runSplit(split)
}
