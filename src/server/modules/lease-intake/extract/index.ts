import type { ExtractedLease, FieldEvidence } from '../../../../shared/schemas/lease-intake'
import { assembleLease } from './assemble'
import { documentConfidence } from './confidence'
import { documentText } from './document'
import { CANCELLED, LeaseExtractionError, TIMED_OUT } from './errors'
import { extractFields, type FieldName, type FieldResults } from './fields'
import { DEFAULT_TIMEOUT_MS } from './limits'
import { askLlm, mergeLlmAnswer, type LlmOptions } from './llm/llm-fallback'
import { readLeaseDocument } from './read-document'

export { LeaseExtractionError } from './errors'
export type { LlmOptions } from './llm/llm-fallback'
export type { FieldName } from './fields'

export type ExtractLeaseOptions = {
  /** An OpenAI-compatible endpoint asked for the fields the rules could not find (EXTRACTOR_LLM_*). */
  llm?: LlmOptions
  /** Cancels the extraction; it then rejects with a LeaseExtractionError. */
  signal?: AbortSignal
  /** Deadline for the whole extraction, OCR and model included; DEFAULT_TIMEOUT_MS when absent. */
  timeoutMs?: number
}

export type ExtractedField = {
  value: unknown
  confidence: number
  source: string
  evidence: FieldEvidence | null
}

export type LeaseExtraction = {
  /** The shape; hasMatches and tenantMatches are the caller's to fill from the database. */
  data: ExtractedLease
  /** Calibrated document confidence, 0..1 (the same as data.confidence). */
  confidence: number
  /** Every field with its own confidence and where it was found; `tenants` lists all tenants. */
  fields: Record<FieldName, ExtractedField>
  pages: number
  usedOcr: boolean
  /** Pages read by OCR (at most MAX_OCR_PAGES) and image-only pages left unread beyond that cap. */
  ocrPages: number
  skippedPages: number
  ms: number
}

/**
 * Reads a residential lease PDF and extracts its terms. Throws LeaseExtractionError with a sentence for the
 * landlord when the file cannot be read (not a PDF, damaged, password-protected, no pages, over 100 pages,
 * an unreadable scan, too slow).
 */
export const extractLease = async (
  pdf: Uint8Array,
  options: ExtractLeaseOptions = {},
): Promise<LeaseExtraction> => {
  const started = performance.now()
  const deadline = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  const doc = await readLeaseDocument(pdf, signal)
  let fields: FieldResults = extractFields(doc)
  if (options.llm) {
    const missing = (Object.keys(fields) as FieldName[]).filter(
      (name) => fields[name].value === null,
    )
    fields = mergeLlmAnswer(
      fields,
      await askLlm(documentText(doc.lines), missing, options.llm, signal),
    )
    if (signal.aborted) throw new LeaseExtractionError(deadline.aborted ? TIMED_OUT : CANCELLED)
  }
  const confidence = documentConfidence(fields)
  return {
    data: assembleLease(fields, confidence),
    confidence,
    fields,
    pages: doc.pages,
    usedOcr: doc.ocrPages > 0,
    ocrPages: doc.ocrPages,
    skippedPages: doc.skippedPages,
    ms: Math.round(performance.now() - started),
  }
}
