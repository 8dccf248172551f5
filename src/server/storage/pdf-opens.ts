import type { ReaderPool } from '../readers/reader-pool'
import type { PdfOpensInput, PdfOpensOutcome } from './pdf-opens-reader'

const READER = { url: new URL('./pdf-opens-reader.ts', import.meta.url) }

/** Parsing a structure costs little; a file that needs more than this is not a usable PDF. */
const LIMITS = { memoryMb: 512, heapMb: 256, timeoutMs: 20_000 }

export type PdfCheck = 'opens' | 'damaged' | 'too-large'

/**
 * Whether an upload that starts like a PDF is one pdf.js can open, asked in a reader process
 * (readers/reader-pool.ts) since the bytes are a stranger's. Only the structure is parsed, never a
 * page, so most PDF bombs open here and are refused later, when they are read. Parsing a structure
 * takes a fraction of a second: a file whose check runs out of memory, CPU time or its deadline is
 * too large to read safely, not damaged.
 */
export const checkPdf = async (readers: ReaderPool, bytes: Uint8Array): Promise<PdfCheck> => {
  const input: PdfOpensInput = { bytes }
  const result = await readers.run<PdfOpensOutcome>(READER, input, LIMITS)
  if (result.kind === 'failed') throw new Error(`The PDF check failed: ${result.message}`)
  if (result.kind === 'done') return result.outcome.opens ? 'opens' : 'damaged'
  return 'too-large'
}
