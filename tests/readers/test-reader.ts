/**
 * A reader for the reader pool's own tests: does what its input says — answer, hold the memory
 * it is told to, spin the CPU, or crash — and reports when it ran.
 */
export type TestReaderInput =
  | { do: 'answer'; waitMs: number }
  | { do: 'allocate'; mb: number }
  | { do: 'spin' }
  | { do: 'crash' }

export const read = async (input: TestReaderInput) => {
  const startedAt = Date.now()
  if (input.do === 'answer') await new Promise((resolve) => setTimeout(resolve, input.waitMs))
  if (input.do === 'allocate') {
    const held: Buffer[] = []
    for (let mb = 0; mb < input.mb; mb += 64) held.push(Buffer.alloc(64 * 1024 * 1024, 1))
    return { startedAt, endedAt: Date.now(), held: held.length }
  }
  if (input.do === 'spin') for (;;) Math.sqrt(Math.random())
  if (input.do === 'crash') process.exit(3)
  return { startedAt, endedAt: Date.now(), pid: process.pid }
}
