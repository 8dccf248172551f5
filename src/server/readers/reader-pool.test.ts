import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { TestReaderInput } from '../../../tests/readers/test-reader'
import { createReaderPool, type ReaderLimits } from './reader-pool'

const READER = { url: new URL('../../../tests/readers/test-reader.ts', import.meta.url) }
const SLOW_LOADING = {
  url: new URL('../../../tests/readers/slow-loading-reader.ts', import.meta.url),
}
const NEVER_LOADING = {
  url: new URL('../../../tests/readers/never-loading-reader.ts', import.meta.url),
}
const LIMITS: ReaderLimits = { memoryMb: 512, heapMb: 128, timeoutMs: 20_000 }

type Ran = { startedAt: number; endedAt: number; pid: number }

/** The processes this test process started; pgrep exits 1 when there is none. */
const children = () => {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
  } catch {
    return []
  }
}

describe('the reader pool', () => {
  it('runs at most its size at once, each read in a fresh process', async () => {
    const pool = createReaderPool({ processes: 1 })
    const input: TestReaderInput = { do: 'answer', waitMs: 300 }
    const [first, second] = await Promise.all([
      pool.run<Ran>(READER, input, LIMITS),
      pool.run<Ran>(READER, input, LIMITS),
    ])
    if (first?.kind !== 'done' || second?.kind !== 'done') throw new Error('a read failed')
    const [earlier, later] = [first.outcome, second.outcome].sort(
      (a, b) => a.startedAt - b.startedAt,
    )
    expect(later?.startedAt).toBeGreaterThanOrEqual(earlier?.endedAt ?? Infinity)
    expect(first.outcome.pid).not.toBe(second.outcome.pid)
    expect(pool.busy).toBe(0)
  })

  it('ends a reader that takes more memory than its cap as too large, and the server keeps none of it', async () => {
    const pool = createReaderPool({ processes: 1 })
    const rss = process.memoryUsage().rss
    const input: TestReaderInput = { do: 'allocate', mb: 2048 }
    expect(await pool.run(READER, input, LIMITS)).toEqual({ kind: 'too-large' })
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024)
  })

  it('ends a reader stuck spinning the CPU, by its CPU limit or its deadline', async () => {
    const pool = createReaderPool({ processes: 1 })
    const limits = { ...LIMITS, timeoutMs: 2_000 }
    // The CPU limit is the deadline in seconds; whichever comes first ends the spin.
    expect(['too-large', 'timed-out']).toContain(
      (await pool.run(READER, { do: 'spin' } satisfies TestReaderInput, limits)).kind,
    )
  })

  it('kills a reader at its deadline', async () => {
    const pool = createReaderPool({ processes: 1 })
    const input: TestReaderInput = { do: 'answer', waitMs: 60_000 }
    const started = Date.now()
    expect(await pool.run(READER, input, { ...LIMITS, timeoutMs: 1_500 })).toEqual({
      kind: 'timed-out',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('counts the deadline from the moment the reader has loaded, not from its start', async () => {
    const pool = createReaderPool({ processes: 1 })
    const input: TestReaderInput = { do: 'answer', waitMs: 0 }
    // It takes 2.5 s to load, more than its deadline.
    const limits = { ...LIMITS, timeoutMs: 1_000 }
    expect((await pool.run<Ran>(SLOW_LOADING, input, limits)).kind).toBe('done')
    pool.close()
  })

  it('reports a reader that never loads as failed, worth a retry, at its start limit', async () => {
    const pool = createReaderPool({ processes: 1, startLimitMs: 1_500 })
    const started = Date.now()
    expect(await pool.run(NEVER_LOADING, { do: 'answer', waitMs: 0 }, LIMITS)).toEqual({
      kind: 'failed',
      message: 'The reader process did not load within 1.5 s',
    })
    expect(Date.now() - started).toBeLessThan(10_000)
    pool.close()
  })

  it('reports a reader that exits without answering as failed, worth a retry', async () => {
    const pool = createReaderPool({ processes: 1 })
    const result = await pool.run(READER, { do: 'crash' } satisfies TestReaderInput, LIMITS)
    expect(result).toEqual({ kind: 'failed', message: expect.stringContaining('exit code 3') })
  })

  it('reads the next file of a kind in a process started ahead, never one that read before', async () => {
    const before = new Set(children())
    const pool = createReaderPool({ processes: 1 })
    const input: TestReaderInput = { do: 'answer', waitMs: 0 }
    const first = await pool.run<Ran>(READER, input, LIMITS)
    const [spare] = children().filter((pid) => !before.has(pid))
    const second = await pool.run<Ran>(READER, input, LIMITS)
    pool.close()
    if (first.kind !== 'done' || second.kind !== 'done') throw new Error('a read failed')
    expect(second.outcome.pid).not.toBe(first.outcome.pid)
    expect(String(second.outcome.pid)).toBe(spare)
  })

  it('ends its idle spare after the idle time, and at close', async () => {
    const before = new Set(children())
    const ours = () => children().filter((pid) => !before.has(pid))
    // The spare's idle time starts with the read, and starting a reader took over half a second on a
    // loaded machine: the idle time is long enough that the spare is surely still there when it is
    // first counted. The pool is never closed, so only the idle timer can end it.
    const pool = createReaderPool({ processes: 1, spareIdleMs: 8_000 })
    await pool.run<Ran>(READER, { do: 'answer', waitMs: 0 }, LIMITS)
    expect(ours()).toHaveLength(1)
    await expect.poll(ours, { timeout: 20_000, interval: 250 }).toEqual([])

    const closing = createReaderPool({ processes: 1 })
    await closing.run<Ran>(READER, { do: 'answer', waitMs: 0 }, LIMITS)
    expect(ours()).toHaveLength(1)
    closing.close()
    await expect.poll(ours, { timeout: 2_000, interval: 100 }).toEqual([])
  })
})
