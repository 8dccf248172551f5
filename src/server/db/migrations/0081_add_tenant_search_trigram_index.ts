import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * The admin tenant search matches each word anywhere inside `search_text` / `search_phone`
 * (migration 0012) with LIKE '%word%', which no B-tree can answer: every search read all the
 * tenants. A trigram index answers it (decision 1406):
 *   PostgreSQL: GIN indexes with pg_trgm's operator class, which the planner uses for the same
 *     LIKE the query already runs; nothing else changes.
 *   SQLite: an FTS5 table with the trigram tokenizer, `tenant_search_index`, one row per tenant
 *     under the tenant's rowid, kept by triggers on the two columns (which 0012's triggers
 *     refresh), so every write path keeps it without the application's help.
 */

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db)

const postgresUp = async (db: Kysely<unknown>) => {
  // One pg_trgm serves the whole database; its schema may be another than ours (several
  // installs, or test schemas, in one database). The lock keeps two servers migrating at once
  // from both creating it.
  await run(db, `select pg_advisory_xact_lock(hashtext('hearth: create extension pg_trgm'))`)
  const installedIn = async () =>
    (
      await sql<{
        schema: string
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema
  let schema = await installedIn()
  if (!schema) {
    // In public, where extensions conventionally live, when there is one: a schema of its own
    // (a test's, dropped at its end) would take the extension, and every index on it, along.
    const hasPublic = await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db)
    await run(db, `create extension pg_trgm${hasPublic.rows.length ? ' schema public' : ''}`)
    schema = await installedIn()
  }
  const opclass = `"${schema}".gin_trgm_ops`
  await run(
    db,
    `create index tenants_search_text_trgm_idx on tenants using gin (search_text ${opclass})`,
  )
  await run(
    db,
    `create index tenants_search_phone_trgm_idx on tenants using gin (search_phone ${opclass})`,
  )
}

const sqliteUp = async (db: Kysely<unknown>) => {
  // detail=column: the LIKE needs which rows and columns hold a trigram, not where in them;
  // measured faster than the default and smaller.
  await run(
    db,
    `create virtual table tenant_search_index using fts5(search_text, search_phone, tokenize = 'trigram', detail = 'column')`,
  )
  const refresh = `delete from tenant_search_index where rowid = new.rowid; insert into tenant_search_index (rowid, search_text, search_phone) values (new.rowid, new.search_text, new.search_phone);`
  await run(
    db,
    `create trigger tenant_search_index_insert after insert on tenants begin ${refresh} end`,
  )
  await run(
    db,
    `create trigger tenant_search_index_update after update of search_text, search_phone on tenants begin ${refresh} end`,
  )
  await run(
    db,
    `create trigger tenant_search_index_delete after delete on tenants begin delete from tenant_search_index where rowid = old.rowid; end`,
  )
  await run(
    db,
    `insert into tenant_search_index (rowid, search_text, search_phone) select rowid, search_text, search_phone from tenants`,
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresUp(db)
  else await sqliteUp(db)
}
