import { Worker } from 'node:worker_threads'
import { LeaseExtractionError, TIMED_OUT, TOO_COMPLEX } from './errors'
import type { LeaseExtraction, LlmOptions } from '.'
import { DEFAULT_TIMEOUT_MS, MAX_WORKER_HEAP_MB } from './limits'

export type WorkerInput = { pdf: Uint8Array; llm: LlmOptions | undefined; timeoutMs: number }

/** What the worker posts back: a LeaseExtractionError travels as its sentence. */
export type WorkerOutcome =
  | { kind: 'extracted'; extraction: LeaseExtraction }
  | { kind: 'unreadable'; sentence: string }
  | { kind: 'error'; message: string }

export type WorkerExtractOptions = {
  llm?: LlmOptions | undefined
  /** Deadline for the whole extraction, the worker's start included; DEFAULT_TIMEOUT_MS when absent. */
  timeoutMs?: number | undefined
  /** The worker's JavaScript heap limit; MAX_WORKER_HEAP_MB when absent. */
  maxHeapMb?: number | undefined
}

const ENTRY = new URL('./extract-worker-entry.mjs', import.meta.url)

/**
 * extractLease in a worker thread of its own, ended once it answers. The reader (pdf.js, OCR,
 * canvas) then neither blocks the server's event loop while it parses and renders, nor keeps its
 * 100+ MB in the server's heap after the read. Settles as extractLease does: the extraction, or a
 * LeaseExtractionError with the sentence for the landlord. A worker that runs past the deadline is
 * terminated, so even a reader stuck in synchronous code cannot hold the job; one that outgrows
 * its heap ends with TOO_COMPLEX instead of taking the server down. Any other failure is a plain
 * Error, which the job retries.
 */
export const extractLeaseInWorker = (
  pdf: Uint8Array,
  options: WorkerExtractOptions = {},
): Promise<LeaseExtraction> => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // The worker takes its own copy: transferring the caller's buffer would empty it, and a
  // small Buffer is a slice of a pool shared with other Buffers.
  const bytes = new Uint8Array(pdf)
  const input: WorkerInput = { pdf: bytes, llm: options.llm, timeoutMs }
  const worker = new Worker(ENTRY, {
    workerData: input,
    transferList: [bytes.buffer],
    // The entry registers tsx itself; without the parent's loader flags the worker starts the
    // same way under `npm start` and under vitest.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? MAX_WORKER_HEAP_MB },
  })

  return new Promise<LeaseExtraction>((resolve, reject) => {
    let settled = false
    /** Settles once, after the thread has ended, so no reader outlives its extraction. */
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      void worker.terminate().finally(outcome)
    }
    const fail = (error: Error) => settle(() => reject(error))
    const deadline = setTimeout(() => fail(new LeaseExtractionError(TIMED_OUT)), timeoutMs)

    worker.on('message', (outcome: WorkerOutcome) => {
      if (outcome.kind === 'extracted') settle(() => resolve(outcome.extraction))
      else if (outcome.kind === 'unreadable') fail(new LeaseExtractionError(outcome.sentence))
      else fail(new Error(`The lease reader failed: ${outcome.message}`))
    })
    worker.on('error', (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new LeaseExtractionError(TOO_COMPLEX)
          : new Error(`The lease reader failed: ${error.message}`),
      ),
    )
    worker.on('exit', (code) =>
      fail(new Error(`The lease reader stopped (exit code ${code}) before it answered`)),
    )
  })
}
