import type { Kysely } from 'kysely'

/*
 * A property's fees (maintenance, HOA, gardening, pool) become recurring charges of a lease on it,
 * each marked with the fee it comes from; the unique index makes that happen once per lease and
 * fee however often the admin asks. Charges the admin adds by hand have no mark (NULLs never
 * collide in a unique index).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recurring_charges').addColumn('property_fee', 'text').execute()
  await db.schema
    .createIndex('recurring_charges_property_fee_idx')
    .on('recurring_charges')
    .columns(['lease_id', 'property_fee'])
    .unique()
    .execute()
}
