import { PostgresAdapter, sql, type Kysely } from 'kysely'

/*
 * The admin tenant search (decision 0303) matches every word against the tenant's name, email,
 * unit and phone, the phone's digits, and the names of the properties their leases are at. Done
 * on the fly that meant concatenating and lower-casing five columns and probing leases and
 * properties for each of 10,000 tenants, every request (about 6 ms on SQLite). Two maintained
 * columns hold it ready instead:
 *   search_text  = lower(first name, last name, email, unit, phone, then every lease's property
 *                  name), joined by spaces (a search word holds no space, so it cannot straddle two);
 *   search_phone = the phone without ( ) - . + and spaces.
 * They are kept by triggers, not by the application: every write path (tenant forms, imports,
 * intake finalize, lease edits, property renames, foreign-key actions, test factories and bulk
 * seeds) goes through the database, so none can forget to refresh them. The expressions live only
 * here; the query (admin-tenant.queries.ts) only reads the columns.
 */

const tenantText = (t: string) =>
  `lower(${t}.first_name || ' ' || ${t}.last_name || ' ' || ${t}.email || ' ' || coalesce(${t}.unit, '') || ' ' || coalesce(${t}.phone, ''))`

const PHONE_PUNCTUATION = ['(', ')', '-', ' ', '.', '+']
const phoneDigits = (t: string) =>
  PHONE_PUNCTUATION.reduce(
    (expr, char) => `replace(${expr}, '${char}', '')`,
    `coalesce(${t}.phone, '')`,
  )

/** ' ' and the lower-cased names of the properties of the tenant's leases, or '' without any. */
const propertyNames = (tenantId: string, aggregate: 'group_concat' | 'string_agg') =>
  `coalesce((select ' ' || ${aggregate}(lower(sp.name), ' ') from leases sl join properties sp on sp.id = sl.property_id where sl.tenant_id = ${tenantId}), '')`

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db)

const sqliteUp = async (db: Kysely<unknown>) => {
  // SQLite triggers cannot rewrite NEW, so each one updates the rows it affects.
  const refresh = (where: string) =>
    `update tenants set search_text = ${tenantText('tenants')} || ${propertyNames('tenants.id', 'group_concat')}, search_phone = ${phoneDigits('tenants')} where ${where};`
  await run(
    db,
    `create trigger tenants_search_insert after insert on tenants begin ${refresh('id = new.id')} end`,
  )
  await run(
    db,
    `create trigger tenants_search_update after update of first_name, last_name, email, unit, phone on tenants begin ${refresh('id = new.id')} end`,
  )
  await run(
    db,
    `create trigger leases_search_insert after insert on leases begin ${refresh('id = new.tenant_id')} end`,
  )
  await run(
    db,
    `create trigger leases_search_update after update of tenant_id, property_id on leases begin ${refresh('id in (old.tenant_id, new.tenant_id)')} end`,
  )
  await run(
    db,
    `create trigger leases_search_delete after delete on leases begin ${refresh('id = old.tenant_id')} end`,
  )
  await run(
    db,
    `create trigger properties_search_rename after update of name on properties begin ${refresh('id in (select tenant_id from leases where property_id = new.id)')} end`,
  )
  await run(db, refresh('1 = 1'))
}

const postgresUp = async (db: Kysely<unknown>) => {
  // A BEFORE trigger computes the columns on the tenant row itself; lease and property changes
  // touch search_text of the tenants concerned, which fires it.
  await run(
    db,
    `create function tenants_search_fill() returns trigger language plpgsql as $$
begin
  new.search_text := ${tenantText('new')} || ${propertyNames('new.id', 'string_agg')};
  new.search_phone := ${phoneDigits('new')};
  return new;
end $$`,
  )
  await run(
    db,
    `create trigger tenants_search_fill before insert or update of first_name, last_name, email, unit, phone, search_text on tenants for each row execute function tenants_search_fill()`,
  )
  await run(
    db,
    `create function leases_search_touch() returns trigger language plpgsql as $$
begin
  update tenants set search_text = null
    where id in (case when tg_op <> 'INSERT' then old.tenant_id end, case when tg_op <> 'DELETE' then new.tenant_id end);
  return null;
end $$`,
  )
  await run(
    db,
    `create trigger leases_search_touch after insert or delete or update of tenant_id, property_id on leases for each row execute function leases_search_touch()`,
  )
  await run(
    db,
    `create function properties_search_touch() returns trigger language plpgsql as $$
begin
  update tenants set search_text = null where id in (select tenant_id from leases where property_id = new.id);
  return null;
end $$`,
  )
  await run(
    db,
    `create trigger properties_search_touch after update of name on properties for each row when (old.name is distinct from new.name) execute function properties_search_touch()`,
  )
  await run(db, `update tenants set search_text = null`)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('search_text', 'text').execute()
  await db.schema.alterTable('tenants').addColumn('search_phone', 'text').execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresUp(db)
  else await sqliteUp(db)
  // The search reads these columns of every tenant, then sorts the matches by name: an index
  // holding exactly them is scanned instead of the table, about a third of the rows' bytes
  // (2 ms to 0.8 ms a search on SQLite at 10,000 tenants).
  await db.schema
    .createIndex('tenants_search_idx')
    .on('tenants')
    .columns(['search_text', 'search_phone', 'last_name', 'first_name', 'id'])
    .execute()
}
