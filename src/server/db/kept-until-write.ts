/**
 * Answers kept in this process until the database's data version moves (decisions 0402 and 1401),
 * never by time, so a kept answer is never stale: one is served only to a request that read the
 * same version before asking, and the version moves in the transaction of every write to the
 * tables those answers read. Requests asking for the same key under the same version share one
 * computation; a failed one is not kept. A new version drops every kept answer at once, all of them
 * being from before it. At most `maxWeight` (as `weigh` counts, e.g. rows) is kept, the least
 * recently asked for leaving first; an answer heavier than that alone is served but not kept, so one
 * large answer never pushes out every other.
 */
export const keptUntilWrite = <V>(options: { maxWeight: number; weigh: (value: V) => number }) => {
  type Entry = { value: Promise<V>; weight: number }
  let keptVersion: number | undefined
  const entries = new Map<string, Entry>()
  let totalWeight = 0

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return
    entries.delete(key)
    totalWeight -= entry.weight
  }

  return (version: number, key: string, compute: () => Promise<V>): Promise<V> => {
    if (version !== keptVersion) {
      entries.clear()
      totalWeight = 0
      keptVersion = version
    }
    const kept = entries.get(key)
    if (kept) {
      entries.delete(key)
      entries.set(key, kept)
      return kept.value
    }
    const entry: Entry = { value: compute(), weight: 0 }
    entries.set(key, entry)
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry) return
        const weight = options.weigh(value)
        if (weight > options.maxWeight) {
          entries.delete(key)
          return
        }
        entry.weight = weight
        totalWeight += entry.weight
        for (const [oldKey, old] of entries) {
          if (totalWeight <= options.maxWeight) break
          drop(oldKey, old)
        }
      },
      () => drop(key, entry),
    )
    return entry.value
  }
}
