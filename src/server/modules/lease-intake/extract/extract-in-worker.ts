import type { ReaderPool } from '../../../readers/reader-pool'
import { LeaseExtractionError, TIMED_OUT, TOO_LARGE } from './errors'
import type { LeaseExtraction, LlmOptions } from '.'
import { DEFAULT_TIMEOUT_MS, READER_HEAP_MB, READER_MEMORY_MB } from './limits'

export type WorkerInput = { pdf: Uint8Array; llm: LlmOptions | undefined; timeoutMs: number }

/** What the reader process answers: a LeaseExtractionError travels as its sentence. */
export type WorkerOutcome =
  | { kind: 'extracted'; extraction: LeaseExtraction }
  | { kind: 'unreadable'; sentence: string }
  | { kind: 'error'; message: string }

export type WorkerExtractOptions = {
  /** The reader processes this read waits its turn for. */
  readers: ReaderPool
  llm?: LlmOptions | undefined
  /** Deadline for the whole extraction, the process's start included; DEFAULT_TIMEOUT_MS when absent. */
  timeoutMs?: number | undefined
  /** The reader process's memory cap; READER_MEMORY_MB when absent. */
  memoryMb?: number | undefined
}

const READER = { url: new URL('./extract-worker.ts', import.meta.url) }

/**
 * extractLease in a reader process of its own (readers/reader-pool.ts), with memory, CPU time and a
 * deadline enforced by the operating system. The reader (pdf.js, OCR, canvas) then neither blocks
 * the server's event loop nor keeps a byte of its memory once it answers, and a PDF bomb kills
 * only its reader. Settles as extractLease does: the extraction, or a LeaseExtractionError with the
 * sentence for the landlord — TOO_LARGE when the reader passed its memory or CPU limit, TIMED_OUT
 * at the deadline. Any other failure is a plain Error, which the job retries.
 */
export const extractLeaseInWorker = async (
  pdf: Uint8Array,
  options: WorkerExtractOptions,
): Promise<LeaseExtraction> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const memoryMb = options.memoryMb ?? READER_MEMORY_MB
  const input: WorkerInput = { pdf, llm: options.llm, timeoutMs }
  const result = await options.readers.run<WorkerOutcome>(READER, input, {
    memoryMb,
    heapMb: Math.min(READER_HEAP_MB, Math.floor(memoryMb / 2)),
    timeoutMs,
  })
  switch (result.kind) {
    case 'too-large':
      throw new LeaseExtractionError(TOO_LARGE)
    case 'timed-out':
      throw new LeaseExtractionError(TIMED_OUT)
    case 'failed':
      throw new Error(`The lease reader failed: ${result.message}`)
    case 'done':
      if (result.outcome.kind === 'extracted') return result.outcome.extraction
      if (result.outcome.kind === 'unreadable')
        throw new LeaseExtractionError(result.outcome.sentence)
      throw new Error(`The lease reader failed: ${result.outcome.message}`)
  }
}
