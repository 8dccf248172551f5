import type { Kysely } from 'kysely'

/*
 * What happens to a security deposit at lease end: one disposition per lease (the refund, when it
 * is due and when it was sent) and its itemized deductions, each with an optional photo. The
 * deposit itself stays on the lease; until a disposition exists it is held.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_dispositions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lease_id', 'text', (c) =>
      c.notNull().unique().references('leases.id').onDelete('cascade'),
    )
    .addColumn('deposit_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull())
    .addColumn('return_days', 'integer')
    .addColumn('refund_due_date', 'text')
    .addColumn('refund_date', 'text', (c) => c.notNull())
    .addColumn('recorded_by_admin_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('deposit_deductions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('disposition_id', 'text', (c) =>
      c.notNull().references('deposit_dispositions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('photo_file_id', 'text', (c) => c.references('stored_files.id'))
    .execute()
  await db.schema
    .createIndex('deposit_deductions_disposition_idx')
    .on('deposit_deductions')
    .column('disposition_id')
    .execute()
}
