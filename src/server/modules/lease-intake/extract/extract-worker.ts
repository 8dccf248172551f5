import { LeaseExtractionError, TOO_LARGE } from './errors'
import { extractLease } from '.'
import type { WorkerInput, WorkerOutcome } from './extract-in-worker'

/**
 * Failures that mean the file asked for more than the reader has: an allocation the process's
 * memory limit refused, or objects nested so deep that the parser's stack overflowed. They are
 * the file's doing, not a bug, so the read ends with a sentence rather than a retry. (pdf.js
 * rethrows some as its own errors, so the message is what is compared.)
 */
const RESOURCE_EXHAUSTED =
  /allocation failed|Invalid (array|typed array|string) length|Maximum call stack size exceeded/i

/**
 * The reader-process side of extractLeaseInWorker: reads the PDF it was handed and answers one
 * outcome.
 */
export const read = async ({ pdf, llm, timeoutMs }: WorkerInput): Promise<WorkerOutcome> => {
  try {
    const extraction = await extractLease(pdf, { ...(llm ? { llm } : {}), timeoutMs })
    return { kind: 'extracted', extraction }
  } catch (error) {
    if (error instanceof LeaseExtractionError)
      return { kind: 'unreadable', sentence: error.message }
    const message = error instanceof Error ? error.message : String(error)
    if (RESOURCE_EXHAUSTED.test(message)) return { kind: 'unreadable', sentence: TOO_LARGE }
    return { kind: 'error', message }
  }
}
