/**
 * Splits rows into batches, so one INSERT or IN list stays under SQLite's and PostgreSQL's limits
 * on bound parameters (32,766 and 65,535) however many rows a caller has.
 */
export const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
