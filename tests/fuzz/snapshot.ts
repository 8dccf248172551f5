import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { TestContext } from '../test-app'

/**
 * Everything a request could change: every table's rows (hashed, with counts to read in a
 * failure) and every file under the data folder except the database's own.
 */
export type Snapshot = { tables: Record<string, string>; files: string[] }

const DATABASE_FILE = /^hearth\.db(-wal|-shm|-journal)?$/

export const tableNames = async (ctx: TestContext): Promise<string[]> =>
  (await ctx.db.introspection.getTables()).map((table) => table.name).sort()

export const takeSnapshot = async (ctx: TestContext, tables: string[]): Promise<Snapshot> => {
  const hashes: Record<string, string> = {}
  for (const table of tables) {
    // The table names come from the database's own catalogue, never from input.
    const rows = await ctx.db
      .selectFrom(table as 'tenants')
      .selectAll()
      .execute()
    const lines = rows.map((row) => JSON.stringify(row)).sort()
    hashes[table] =
      `${rows.length} rows ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`
  }
  return { tables: hashes, files: listFiles(ctx.config.dataDir) }
}

const listFiles = (root: string): string[] => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!(dir === root && DATABASE_FILE.test(entry.name)))
        found.push(path.relative(root, full))
    }
  }
  walk(root)
  return found.sort()
}

/** Every id in the database by table: params and id fields drawn from here reach real rows. */
export const knownIds = async (
  ctx: TestContext,
  tables: string[],
): Promise<Record<string, string[]>> => {
  const ids: Record<string, string[]> = {}
  for (const table of tables) {
    const rows = await ctx.db
      .selectFrom(table as 'tenants')
      .selectAll()
      .execute()
    ids[table] = rows.flatMap((row) => (typeof row.id === 'string' ? [row.id] : []))
  }
  return ids
}
