import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../src/server/db/schema'

export type FileAudit = {
  /** Bytes on disk that no stored_files row names (including unfinished `.partial` writes). */
  orphans: string[]
  /** Rows whose bytes are missing or differ from their size and checksum, or that nothing points at. */
  broken: string[]
}

/** Every file under the uploads folder, as a path relative to it. */
const filesUnder = (root: string): string[] =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : []

/** Every column that points at a stored file: a row none of them names is an orphan row. */
const FILE_REFERENCES = [
  ['payments', 'proof_file_id'],
  ['maintenance_files', 'file_id'],
  ['document_intakes', 'file_id'],
  ['lease_documents', 'file_id'],
] as const

/**
 * Compares DATA_DIR/uploads with the stored_files table both ways: a file per row with the
 * row's size and SHA-256, a row per file, and every row referenced by the record it was saved with.
 */
export const auditStoredFiles = async (
  db: Kysely<Database>,
  uploadsDir: string,
): Promise<FileAudit> => {
  const rows = await db
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.storage_key', 'f.size_bytes', 'f.sha256'])
    .select((eb) => [
      eb
        .or(
          FILE_REFERENCES.map(([table, column]) =>
            eb.exists(
              eb
                .selectFrom(table)
                .select(sql`1`.as('x'))
                .whereRef(sql.ref(column), '=', 'f.id'),
            ),
          ),
        )
        .as('referenced'),
    ])
    .execute()
  const onDisk = new Set(filesUnder(uploadsDir))
  const broken: string[] = []
  for (const row of rows) {
    if (!row.referenced) broken.push(`row ${row.id} is referenced by no record`)
    if (!onDisk.has(row.storage_key)) {
      broken.push(`row ${row.id} has no bytes at ${row.storage_key}`)
      continue
    }
    const bytes = fs.readFileSync(path.join(uploadsDir, row.storage_key))
    const sha = createHash('sha256').update(bytes).digest('hex')
    if (bytes.length !== Number(row.size_bytes) || sha !== row.sha256)
      broken.push(`row ${row.id}: bytes differ from the row`)
  }
  const keys = new Set(rows.map((row) => row.storage_key))
  return { orphans: [...onDisk].filter((file) => !keys.has(file)), broken }
}
