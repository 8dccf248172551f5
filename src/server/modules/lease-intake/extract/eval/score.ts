import {
  confidenceLevel,
  HIGH_CONFIDENCE,
  type ConfidenceLevel,
} from '../../../../../shared/confidence'
import { CORE_FIELDS } from '../confidence'
import { closeMiss, compareField } from './compare'

const CORE = new Set<string>(CORE_FIELDS)

/** One field of one document, judged. */
export type FieldRow = {
  doc: string
  field: string
  core: boolean
  scan: boolean
  truthEmpty: boolean
  gotEmpty: boolean
  correct: boolean
  /** Wrong, but sharing most of its words with the truth. */
  close: boolean
  confidence: number
}

export type DocumentRun = {
  name: string
  pages: number
  ocrPages: number
  ms: number
  scan: boolean
  confidence: number
  rows: FieldRow[]
}

/** Judges every field a truth file lists (keys starting with '_' are notes). */
export const judgeDocument = (
  doc: string,
  scan: boolean,
  truth: Record<string, unknown>,
  fields: Record<string, { value: unknown; confidence: number } | undefined>,
): FieldRow[] =>
  Object.entries(truth)
    .filter(([field]) => !field.startsWith('_'))
    .map(([field, expected]) => {
      const got = fields[field]
      return {
        doc,
        field,
        core: CORE.has(field),
        scan,
        ...compareField(field, expected, got?.value ?? null),
        close: closeMiss(field, expected, got?.value ?? null),
        confidence: got?.value === null || got?.value === undefined ? 0 : got.confidence,
      }
    })

export type Share = { right: number; of: number }

const share = (rows: FieldRow[], test: (r: FieldRow) => boolean): Share => ({
  right: rows.filter((r) => test(r) && r.correct).length,
  of: rows.filter(test).length,
})

export type SplitScore = {
  documents: number
  textDocuments: number
  scanDocuments: number
  coreText: Share
  coreScan: Share
  allFields: Share
  /** Of the values returned, how many are right. */
  precision: Share
  /** Of the values the leases state, how many were found right. */
  recall: Share
  /** Values returned for fields the lease leaves blank. */
  invented: number
  calibration: Record<ConfidenceLevel, Share>
  /** Documents whose badge reads High while one of their core fields is wrong. */
  highBadgeOverWrong: number
  /** Per field: right among all documents (text, scans), and right among the values returned as High. */
  perField: {
    field: string
    core: boolean
    text: Share
    scan: Share
    high: Share
    /** How the field's misses fall: stated but not found, wrong (of which close), returned where none is stated. */
    missed: number
    wrong: number
    close: number
    invented: number
  }[]
  msPerTextDocument: number
  msPerTextPage: number
  msPerScanDocument: number
  msPerOcrPage: number
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

const misses = (rows: FieldRow[]) => {
  const wrong = rows.filter((r) => !r.correct && !r.truthEmpty && !r.gotEmpty)
  return {
    missed: rows.filter((r) => !r.truthEmpty && r.gotEmpty).length,
    wrong: wrong.length,
    close: wrong.filter((r) => r.close).length,
    invented: rows.filter((r) => r.truthEmpty && !r.gotEmpty).length,
  }
}

export const scoreSplit = (runs: DocumentRun[]): SplitScore => {
  const rows = runs.flatMap((run) => run.rows)
  const returned = rows.filter((r) => !r.gotEmpty)
  const levels: ConfidenceLevel[] = ['High', 'Medium', 'Low']
  const text = runs.filter((r) => !r.scan)
  const scans = runs.filter((r) => r.scan)
  return {
    documents: runs.length,
    textDocuments: text.length,
    scanDocuments: scans.length,
    coreText: share(rows, (r) => r.core && !r.scan),
    coreScan: share(rows, (r) => r.core && r.scan),
    allFields: share(rows, () => true),
    precision: share(returned, () => true),
    recall: share(rows, (r) => !r.truthEmpty),
    invented: rows.filter((r) => r.truthEmpty && !r.gotEmpty).length,
    calibration: Object.fromEntries(
      levels.map((level) => [
        level,
        share(returned, (r) => confidenceLevel(r.confidence) === level),
      ]),
    ) as Record<ConfidenceLevel, Share>,
    highBadgeOverWrong: runs.filter(
      (run) => run.confidence >= HIGH_CONFIDENCE && run.rows.some((r) => r.core && !r.correct),
    ).length,
    perField: [...new Set(rows.map((r) => r.field))].map((field) => ({
      field,
      core: CORE.has(field),
      text: share(rows, (r) => r.field === field && !r.scan),
      scan: share(rows, (r) => r.field === field && r.scan),
      high: share(returned, (r) => r.field === field && confidenceLevel(r.confidence) === 'High'),
      ...misses(rows.filter((r) => r.field === field)),
    })),
    msPerTextDocument: mean(text.map((r) => r.ms)),
    msPerTextPage: mean(text.map((r) => r.ms / r.pages)),
    msPerScanDocument: mean(scans.map((r) => r.ms)),
    msPerOcrPage: mean(scans.map((r) => r.ms / Math.max(1, r.ocrPages))),
  }
}
