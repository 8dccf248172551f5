import { parentPort, workerData } from 'node:worker_threads'
import { LeaseExtractionError } from './errors'
import { extractLease } from '.'
import type { WorkerInput, WorkerOutcome } from './extract-in-worker'

/**
 * The worker-thread side of extractLeaseInWorker: reads the PDF it was handed and posts one
 * outcome. The main side terminates the thread once it has the outcome.
 */
const read = async ({ pdf, llm, timeoutMs }: WorkerInput): Promise<WorkerOutcome> => {
  try {
    const extraction = await extractLease(pdf, { ...(llm ? { llm } : {}), timeoutMs })
    return { kind: 'extracted', extraction }
  } catch (error) {
    if (error instanceof LeaseExtractionError)
      return { kind: 'unreadable', sentence: error.message }
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
}

parentPort?.postMessage(await read(workerData as WorkerInput))
