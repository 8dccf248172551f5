import type { Kysely } from 'kysely'

/*
 * The books run themselves: a lease gets its late-fee rule, recurring charges besides rent, and a
 * table of posted entries (recurring charges, late fees, one-off charges and credits, waivers).
 * Every automatic entry carries its natural key (lease, kind, period) under a unique index, so no
 * scheduler run, retry or second server can post one twice. Reminders keep the same kind of key,
 * and each scheduler day is a row, so one job runs each day's work however many servers start it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leases')
    .addColumn('late_fee_type', 'text', (c) => c.notNull().defaultTo('none'))
    .execute()
  await db.schema.alterTable('leases').addColumn('late_fee_amount_cents', 'integer').execute()
  await db.schema.alterTable('leases').addColumn('late_fee_percent_bp', 'integer').execute()
  await db.schema
    .alterTable('leases')
    .addColumn('late_fee_grace_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('leases').addColumn('late_fee_cap_cents', 'integer').execute()

  await db.schema
    .createTable('recurring_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lease_id', 'text', (c) => c.notNull().references('leases.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('due_day', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('recurring_charges_lease_idx')
    .on('recurring_charges')
    .column('lease_id')
    .execute()

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lease_id', 'text', (c) => c.notNull().references('leases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text')
    .addColumn('entry_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('recurring_charge_id', 'text', (c) =>
      c.references('recurring_charges.id').onDelete('set null'),
    )
    .addColumn('waives_entry_id', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('created_by_admin_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // Entries an admin adds have no period key; NULLs never collide in a unique index.
  await db.schema
    .createIndex('ledger_entries_natural_key_idx')
    .on('ledger_entries')
    .columns(['lease_id', 'kind', 'period_key'])
    .unique()
    .execute()

  await db.schema
    .createTable('sent_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('lease_id', 'text', (c) => c.notNull().references('leases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('emailed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sent_reminders_natural_key_idx')
    .on('sent_reminders')
    .columns(['tenant_id', 'lease_id', 'kind', 'period_key'])
    .unique()
    .execute()

  await db.schema
    .createTable('scheduler_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
