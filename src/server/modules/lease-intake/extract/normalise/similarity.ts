/** How alike two strings are: 1 less their edit distance over the longer length (1 the same, 0 nothing shared). */
export const similarity = (a: string, b: string): number => {
  if (a === b) return 1
  if (!a || !b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
    }
    previous = current
  }
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length)
}

/** Whether two values are written alike but for case, spaces and punctuation ('Acme Homes, L.L.C.', 'ACME HOMES LLC'). */
export const sameWording = (a: string, b: string): boolean =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '')
