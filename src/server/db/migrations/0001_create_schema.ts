import type { CreateTableBuilder, Kysely } from 'kysely'

/*
 * The whole first schema in one step. Forward-only: never edit this file once landed; add
 * NNNN_verb_object.ts instead. Types are chosen to mean the same on SQLite and PostgreSQL.
 */

// SQLite reads 'double precision' as REAL; PostgreSQL's plain 'real' would round 0.85 to 0.8500000238.
const FLOAT = 'double precision'

const withTimestamps = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db.schema
      .createTable('admins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin')),
  ).execute()

  await withTimestamps(
    db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('unit', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('extracted_from_document', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('confidence_score', FLOAT)
      .addColumn('last_login_at', 'text'),
  ).execute()
  await db.schema
    .createIndex('tenants_last_first_idx')
    .on('tenants')
    .columns(['last_name', 'first_name'])
    .execute()

  await withTimestamps(
    db.schema
      .createTable('properties')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('normalized_address', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('zip_code', 'text')
      .addColumn('description', 'text')
      .addColumn('property_type', 'text', (c) => c.notNull().defaultTo('apartment'))
      .addColumn('total_units', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('monthly_rent_cents', 'integer')
      .addColumn('security_deposit_cents', 'integer')
      .addColumn('maintenance_fee_cents', 'integer')
      .addColumn('hoa_fee_cents', 'integer')
      .addColumn('gardening_fee_cents', 'integer')
      .addColumn('pool_fee_cents', 'integer')
      .addColumn('owner_name', 'text')
      .addColumn('owner_email', 'text')
      .addColumn('owner_phone', 'text')
      .addColumn('zelle_recipient', 'text'),
  ).execute()
  await db.schema.createIndex('properties_name_idx').on('properties').column('name').execute()
  await db.schema
    .createIndex('properties_normalized_address_idx')
    .on('properties')
    .column('normalized_address')
    .execute()

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('stored_files_owner_idx')
    .on('stored_files')
    .columns(['owner_type', 'owner_id'])
    .execute()

  await db.schema
    .createTable('document_intakes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('stored_files.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('extracted_json', 'text')
    .addColumn('confidence_score', FLOAT)
    .addColumn('error_message', 'text')
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('set null'))
    .addColumn('lease_id', 'text')
    .addColumn('created_by_admin_id', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('finalized_at', 'text')
    .execute()
  await db.schema
    .createIndex('document_intakes_created_idx')
    .on('document_intakes')
    .column('created_at')
    .execute()
  await db.schema
    .createIndex('document_intakes_status_idx')
    .on('document_intakes')
    .column('status')
    .execute()

  await withTimestamps(
    db.schema
      .createTable('leases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) =>
        c.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('property_id', 'text', (c) => c.references('properties.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('monthly_rent_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('security_deposit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('rent_due_day', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('prorate_first_month', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('extracted_data', 'text')
      .addColumn('extraction_confidence', FLOAT)
      .addColumn('intake_id', 'text', (c) =>
        c.references('document_intakes.id').onDelete('set null'),
      )
      .addColumn('ended_at', 'text'),
  ).execute()
  await db.schema
    .createIndex('leases_tenant_idx')
    .on('leases')
    .columns(['tenant_id', 'status'])
    .execute()
  await db.schema
    .createIndex('leases_property_idx')
    .on('leases')
    .columns(['property_id', 'status'])
    .execute()
  await db.schema
    .createIndex('leases_status_start_idx')
    .on('leases')
    .columns(['status', 'start_date'])
    .execute()

  await db.schema
    .createTable('lease_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lease_id', 'text', (c) => c.notNull().references('leases.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) =>
      c.notNull().references('stored_files.id').onDelete('cascade'),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull().defaultTo('lease_agreement'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('lease_documents_lease_idx')
    .on('lease_documents')
    .columns(['lease_id', 'uploaded_at'])
    .execute()

  await withTimestamps(
    db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) =>
        c.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('lease_id', 'text', (c) => c.references('leases.id').onDelete('set null'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('zelle_ref', 'text')
      .addColumn('proof_file_id', 'text', (c) =>
        c.references('stored_files.id').onDelete('set null'),
      )
      .addColumn('rejection_reason', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('recorded_by_admin_id', 'text', (c) =>
        c.references('admins.id').onDelete('set null'),
      ),
  ).execute()
  await db.schema
    .createIndex('payments_tenant_created_idx')
    .on('payments')
    .columns(['tenant_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('payments_status_created_idx')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute()

  await withTimestamps(
    db.schema
      .createTable('maintenance_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) =>
        c.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('service_type', 'text', (c) => c.notNull())
      .addColumn('specific_issue', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('urgency', 'text', (c) => c.notNull().defaultTo('medium'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
      .addColumn('preferred_date', 'text')
      .addColumn('time_window', 'text')
      .addColumn('assigned_to', 'text')
      .addColumn('rating', 'integer')
      .addColumn('completed_at', 'text'),
  ).execute()
  await db.schema
    .createIndex('maintenance_requests_tenant_created_idx')
    .on('maintenance_requests')
    .columns(['tenant_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('maintenance_requests_status_created_idx')
    .on('maintenance_requests')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('maintenance_requests_created_idx')
    .on('maintenance_requests')
    .column('created_at')
    .execute()

  await db.schema
    .createTable('maintenance_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('maintenance_requests.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) =>
      c.notNull().references('stored_files.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('maintenance_files_request_idx')
    .on('maintenance_files')
    .column('request_id')
    .execute()

  await db.schema
    .createTable('maintenance_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('maintenance_requests.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('author_admin_id', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('maintenance_notes_request_idx')
    .on('maintenance_notes')
    .columns(['request_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('maintenance_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('maintenance_requests.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('maintenance_events_request_idx')
    .on('maintenance_events')
    .columns(['request_id', 'created_at'])
    .execute()

  await withTimestamps(
    db.schema
      .createTable('emergency_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) =>
        c.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('relationship', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull()),
  ).execute()
  await db.schema
    .createIndex('emergency_contacts_tenant_idx')
    .on('emergency_contacts')
    .column('tenant_id')
    .execute()

  await db.schema
    .createTable('notification_preferences')
    .addColumn('tenant_id', 'text', (c) =>
      c.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('payment_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maintenance_updates', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sms_notifications', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('notifications_tenant_created_idx')
    .on('notifications')
    .columns(['tenant_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('sessions_tenant_idx').on('sessions').column('tenant_id').execute()
  await db.schema.createIndex('sessions_admin_idx').on('sessions').column('admin_id').execute()
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute()

  await db.schema
    .createTable('tenant_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_admin_id', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute()
  await db.schema
    .createIndex('tenant_invites_tenant_idx')
    .on('tenant_invites')
    .column('tenant_id')
    .execute()

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('jobs_status_run_after_idx')
    .on('jobs')
    .columns(['status', 'run_after'])
    .execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('mail_outbox_created_idx')
    .on('mail_outbox')
    .column('created_at')
    .execute()
}
