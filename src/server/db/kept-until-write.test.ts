import { describe, expect, it, vi } from 'vitest'
import { keptUntilWrite } from './kept-until-write'

describe('answers kept until the next write', () => {
  const counting = () => {
    let calls = 0
    const compute = vi.fn(async () => ({ rows: [++calls] }))
    return compute
  }

  it('serves a kept answer only under the version it was computed under', async () => {
    const kept = keptUntilWrite<{ rows: number[] }>({ maxWeight: 100, weigh: (v) => v.rows.length })
    const compute = counting()
    expect(await kept(1, 'page 1', compute)).toEqual({ rows: [1] })
    expect(await kept(1, 'page 1', compute)).toEqual({ rows: [1] })
    expect(await kept(2, 'page 1', compute)).toEqual({ rows: [2] })
    // A request that read the version before the write computes afresh rather than reuse either.
    expect(await kept(1, 'page 1', compute)).toEqual({ rows: [3] })
    expect(compute).toHaveBeenCalledTimes(3)
  })

  it('keeps each key apart and shares one computation between concurrent requests', async () => {
    const kept = keptUntilWrite<{ rows: number[] }>({ maxWeight: 100, weigh: (v) => v.rows.length })
    const compute = counting()
    const [a, b] = await Promise.all([kept(1, 'a', compute), kept(1, 'a', compute)])
    expect(a).toBe(b)
    expect(await kept(1, 'b', compute)).toEqual({ rows: [2] })
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed computation', async () => {
    const kept = keptUntilWrite<string>({ maxWeight: 100, weigh: () => 1 })
    await expect(kept(1, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await kept(1, 'a', async () => 'fine')).toBe('fine')
  })

  it('lets the least recently asked for go when more than maxWeight is kept', async () => {
    const kept = keptUntilWrite<number[]>({ maxWeight: 4, weigh: (rows) => rows.length })
    const compute = vi.fn(async () => [1, 2])
    await kept(1, 'a', compute)
    await kept(1, 'b', compute)
    await kept(1, 'a', compute)
    await kept(1, 'c', compute)
    expect(compute).toHaveBeenCalledTimes(3)
    await kept(1, 'a', compute)
    expect(compute).toHaveBeenCalledTimes(3)
    await kept(1, 'b', compute)
    expect(compute).toHaveBeenCalledTimes(4)
  })

  it('serves an answer heavier than maxWeight without keeping it or dropping the others', async () => {
    const kept = keptUntilWrite<number[]>({ maxWeight: 4, weigh: (rows) => rows.length })
    const small = vi.fn(async () => [1, 2])
    const large = vi.fn(async () => [1, 2, 3, 4, 5])
    await kept(1, 'small', small)
    expect(await kept(1, 'large', large)).toEqual([1, 2, 3, 4, 5])
    await kept(1, 'large', large)
    await kept(1, 'small', small)
    expect(large).toHaveBeenCalledTimes(2)
    expect(small).toHaveBeenCalledTimes(1)
  })
})
