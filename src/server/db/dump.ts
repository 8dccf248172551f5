import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'

const run = promisify(execFile)

/** The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.20 …` → 15). */
const toolMajor = async (tool: string) => {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new Error(
      `${tool} was not found. Install the PostgreSQL client tools of the server's version (Debian: postgresql-client).`,
    )
  })
  return Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1] ?? 0)
}

/**
 * pg_dump refuses a server newer than itself, and an older restore tool cannot read a newer
 * dump: the tool must be at least the server's major version.
 */
const checkToolVersion = async (db: Kysely<Database>, tool: string) => {
  const row = (
    await sql<{
      version: number
    }>`select current_setting('server_version_num')::int as version`.execute(db)
  ).rows[0]
  const serverMajor = Math.floor((row?.version ?? 0) / 10_000)
  const clientMajor = await toolMajor(tool)
  if (clientMajor < serverMajor)
    throw new Error(
      `${tool} ${clientMajor} cannot handle a PostgreSQL ${serverMajor} server. Install postgresql-client-${serverMajor}.`,
    )
}

/**
 * The whole database (or only `schema`) in pg_dump's custom format, without owners or grants;
 * with `snapshot` (from pg_export_snapshot, its transaction still open) as that transaction sees it.
 */
export const dumpPostgres = async (
  db: Kysely<Database>,
  connectionString: string,
  target: string,
  options: { schema?: string; snapshot?: string } = {},
) => {
  await checkToolVersion(db, 'pg_dump')
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    ...(options.schema ? [`--schema=${options.schema}`] : []),
    ...(options.snapshot ? [`--snapshot=${options.snapshot}`] : []),
    `--file=${target}`,
    `--dbname=${connectionString}`,
  ])
}

/**
 * Restores a backup's database into an empty one: a new SQLite file in `dataDir`, or a
 * PostgreSQL database without tables. Anything already there stops it before it writes.
 */
export const restoreDatabase = async (
  target:
    | { kind: 'sqlite'; dataDir: string }
    | { kind: 'postgres'; db: Kysely<Database>; connectionString: string },
  file: string,
) => {
  if (target.kind === 'sqlite') {
    const destination = path.join(target.dataDir, 'hearth.db')
    if (fs.existsSync(destination))
      throw new Error(`${destination} already exists. Restore into an empty data directory.`)
    fs.mkdirSync(target.dataDir, { recursive: true })
    fs.copyFileSync(file, destination, fs.constants.COPYFILE_EXCL)
    return
  }
  const tables = await target.db.introspection.getTables()
  if (tables.length)
    throw new Error('The database already has tables. Restore into a new, empty database.')
  await checkToolVersion(target.db, 'pg_restore')
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${target.connectionString}`,
    file,
  ])
}
