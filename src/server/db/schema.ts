import type { ColumnType } from 'kysely'

/*
 * Column conventions: ids are UUID text, money is integer cents
 * (`*_cents`), dates are YYYY-MM-DD text, timestamps ISO 8601 UTC text, booleans 0/1 integers.
 * PostgreSQL returns sums and counts as strings: mappers convert with Number().
 */

type Timestamps = { created_at: string; updated_at: string }

export type AdminsTable = Timestamps & {
  id: string
  username: string
  password_hash: string
  first_name: string
  last_name: string
  role: string
}

export type TenantsTable = Timestamps & {
  id: string
  first_name: string
  last_name: string
  /** Stored lower-cased and trimmed; unique. */
  email: string
  phone: string | null
  unit: string | null
  /** Null until the tenant accepts an invite. */
  password_hash: string | null
  extracted_from_document: number
  confidence_score: number | null
  last_login_at: string | null
  /** Maintained by triggers for the admin search (migration 0012); never written by the app. */
  search_text: ColumnType<string | null, never, never>
  search_phone: ColumnType<string | null, never, never>
}

export type PropertiesTable = Timestamps & {
  id: string
  name: string
  address: string | null
  /** Lower-cased, abbreviations expanded: '12 Oak St.' and '12 Oak Street' match. */
  normalized_address: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  description: string | null
  property_type: string
  total_units: number
  monthly_rent_cents: number | null
  security_deposit_cents: number | null
  maintenance_fee_cents: number | null
  hoa_fee_cents: number | null
  gardening_fee_cents: number | null
  pool_fee_cents: number | null
  owner_name: string | null
  owner_email: string | null
  owner_phone: string | null
  /** Shown to tenants paying by Zelle when their lease does not name a recipient. */
  zelle_recipient: string | null
}

export type LeasesTable = Timestamps & {
  id: string
  tenant_id: string
  property_id: string | null
  status: string
  monthly_rent_cents: number
  security_deposit_cents: number
  start_date: string
  end_date: string | null
  /** Day of the month rent falls due, 1–31 (clamped to the month's last day). */
  rent_due_day: number
  /** 1 when the first, partial month is charged pro rata. */
  prorate_first_month: number
  /** JSON text of the extracted lease (`ExtractedLeaseSchema`) when the lease came from a document. */
  extracted_data: string | null
  extraction_confidence: number | null
  intake_id: string | null
  ended_at: string | null
  /** The unit the lease is on; at most one active lease per unit (a partial unique index). */
  unit_id: string | null
  /** The day Hearth starts keeping this lease's books: rent falls due from here on. */
  ledger_start: string
  /** What the tenant owed on the ledger start (negative: a credit). */
  opening_balance_cents: ColumnType<number, number | undefined, number>
  /** Occupants who are not parties to the lease, comma-separated. */
  additional_occupants: string | null
  /** 'none' | 'flat' | 'percent' | 'daily' (docs/ledger.md, late fees). */
  late_fee_type: ColumnType<string, string | undefined, string>
  /** The flat fee, or the fee per day for 'daily'. */
  late_fee_amount_cents: ColumnType<number | null, number | null | undefined, number | null>
  /** For 'percent': basis points of the month's rent (500 = 5%). */
  late_fee_percent_bp: ColumnType<number | null, number | null | undefined, number | null>
  late_fee_grace_days: ColumnType<number, number | undefined, number>
  /** The most one month's rent can bring in late fees; null for no cap. */
  late_fee_cap_cents: ColumnType<number | null, number | null | undefined, number | null>
}

/** A charge besides rent that falls due every month (parking, HOA, pet), prorated like rent. */
export type RecurringChargesTable = Timestamps & {
  id: string
  lease_id: string
  description: string
  amount_cents: number
  due_day: number
  start_date: string
  end_date: string | null
  /** The property fee it charges ('maintenance' | 'hoa' | 'gardening' | 'pool'); null when added by hand. */
  property_fee: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * Posted ledger entries besides rent: recurring charges and late fees the scheduler posts, and
 * one-off charges, credits and waivers an admin adds. Signed cents: a charge raises the balance.
 * (lease_id, kind, period_key) is unique, so an automatic entry is posted at most once.
 */
export type LedgerEntriesTable = {
  id: string
  lease_id: string
  /** 'recurring' | 'late_fee' | 'charge' | 'credit' | 'waiver' */
  kind: string
  /** The natural key of an automatic entry within its kind; null for one an admin adds. */
  period_key: string | null
  entry_date: string
  amount_cents: number
  description: string
  memo: string | null
  recurring_charge_id: string | null
  waives_entry_id: string | null
  /** Entries are voided, never deleted: a voided entry is listed and no longer counts. */
  voided_at: string | null
  created_by_admin_id: string | null
  created_at: string
}

/** A payment reminder sent to one tenant; the natural key makes it once per rule. */
export type SentRemindersTable = {
  id: string
  tenant_id: string
  lease_id: string
  /** 'upcoming' | 'due' | 'late_fee' */
  kind: string
  period_key: string
  title: string
  body: string
  emailed: number
  created_at: string
}

/** One row per day the scheduler was started for: the first server to insert it runs the day. */
export type SchedulerDaysTable = {
  day: string
  created_at: string
}

/** What became of a lease's security deposit at lease end; at most one per lease. */
export type DepositDispositionsTable = {
  id: string
  lease_id: string
  /** The deposit held when the disposition was recorded. */
  deposit_cents: number
  /** The deposit less every deduction. */
  refund_cents: number
  /** The days the lease gives to return the deposit, as extracted; null when it states none. */
  return_days: number | null
  /** The lease's last day plus return_days; null when the lease states no timeline. */
  refund_due_date: string | null
  /** The day the refund was (or is to be) sent. */
  refund_date: string
  recorded_by_admin_id: string | null
  created_at: string
}

/** One itemized deduction from a deposit, with an optional photo in the file store. */
export type DepositDeductionsTable = {
  id: string
  disposition_id: string
  /** Order on the letter, from 0. */
  position: number
  description: string
  amount_cents: number
  photo_file_id: string | null
}

export type UnitsTable = Timestamps & {
  id: string
  property_id: string
  /** Unique within the property. */
  name: string
}

/** A lease's co-tenants; its primary tenant is the lease's own tenant_id. */
export type LeaseCoTenantsTable = {
  lease_id: string
  tenant_id: string
  created_at: string
}

/** The first answer to a create call, replayed to a repeat with the same key for 24 hours. */
export type IdempotencyKeysTable = {
  id: string
  /** 'admin:<id>' or 'tenant:<id>': keys of one person never collide with another's. */
  actor: string
  idempotency_key: string
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  request_hash: string
  /** Null while the first request is still running. */
  status_code: number | null
  content_type: string | null
  response_body: string | null
  created_at: string
}

export type StoredFilesTable = {
  id: string
  /** Opaque key inside the file store; never a path a client sees. */
  storage_key: string
  original_name: string
  content_type: string
  size_bytes: number
  sha256: string
  /** 'tenant' | 'admin' | 'system' */
  owner_type: string
  owner_id: string | null
  created_at: string
}

export type LeaseDocumentsTable = {
  id: string
  lease_id: string
  file_id: string
  filename: string
  document_type: string
  uploaded_at: string
}

export type DocumentIntakesTable = {
  id: string
  original_name: string
  file_id: string | null
  status: string
  extracted_json: string | null
  confidence_score: number | null
  error_message: string | null
  tenant_id: string | null
  lease_id: string | null
  created_by_admin_id: string | null
  created_at: string
  processed_at: string | null
  finalized_at: string | null
}

export type PaymentsTable = Timestamps & {
  id: string
  tenant_id: string
  lease_id: string | null
  amount_cents: number
  method: string
  period: string
  /** 'pending' | 'confirmed' | 'rejected' */
  status: string
  zelle_ref: string | null
  proof_file_id: string | null
  rejection_reason: string | null
  confirmed_at: string | null
  recorded_by_admin_id: string | null
}

export type MaintenanceRequestsTable = Timestamps & {
  id: string
  tenant_id: string
  service_type: string
  specific_issue: string
  description: string
  urgency: string
  status: string
  preferred_date: string | null
  time_window: string | null
  assigned_to: string | null
  rating: number | null
  completed_at: string | null
}

export type MaintenanceFilesTable = {
  id: string
  request_id: string
  file_id: string
  created_at: string
}

export type MaintenanceNotesTable = {
  id: string
  request_id: string
  note: string
  is_internal: number
  author_admin_id: string | null
  created_at: string
}

/** The request's timeline: submitted, each status change, completion. */
export type MaintenanceEventsTable = {
  id: string
  request_id: string
  kind: string
  from_status: string | null
  to_status: string | null
  created_at: string
}

export type EmergencyContactsTable = Timestamps & {
  id: string
  tenant_id: string
  name: string
  relationship: string
  phone: string
}

export type NotificationPreferencesTable = {
  tenant_id: string
  payment_reminders: number
  maintenance_updates: number
  sms_notifications: number
  updated_at: string
}

export type NotificationsTable = {
  id: string
  tenant_id: string
  kind: string
  title: string
  body: string
  link: string | null
  read_at: string | null
  created_at: string
}

export type SessionsTable = {
  id: string
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string
  role: string
  admin_id: string | null
  tenant_id: string | null
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export type TenantInvitesTable = {
  id: string
  tenant_id: string
  token_hash: string
  created_by_admin_id: string | null
  created_at: string
  expires_at: string
  accepted_at: string | null
}

export type JobsTable = {
  id: string
  kind: string
  payload: string
  /** 'queued' | 'running' | 'done' | 'failed' */
  status: string
  attempts: number
  locked_until: string | null
  run_after: string
  last_error: string | null
  created_at: string
  updated_at: string
  /** What a server must have to claim it (e.g. a file store's id), or null for any server. */
  requires: string | null
}

export type MailOutboxTable = {
  id: string
  to_address: string
  subject: string
  body_text: string
  /** JSON [{filename, contentType, base64}] or null (migration 0002). */
  attachments: string | null
  /** 'sent' | 'logged' | 'failed' */
  status: string
  error: string | null
  created_at: string
  sent_at: string | null
}

/** One row (id 1) whose version moves with every write to the dashboard's tables (migration 0030). */
export type DataVersionTable = {
  id: number
  version: number
}

export type RateLimitHitsTable = {
  key: string
  hits: number
  /** Epoch milliseconds. */
  window_ends_at: number
}

/** One failed sign-in for one throttle key (migration 0040). */
export type LoginFailuresTable = {
  /** 'client:<address>', 'account+client:<address> <account>' or 'account:<account>'. */
  key: string
  failed_at: string
}

/** When an account's owner was last emailed about many failed sign-ins (migration 0040). */
export type LoginAlertsTable = {
  account: string
  sent_at: string
}

/** A backup in progress: while one holds, no server removes stored bytes (migration 0090). */
export type BackupHoldsTable = {
  id: string
  started_at: string
  expires_at: string
}

/** One row per periodic run, inserted by the first server to ask (migration 0090). */
export type RunSlotsTable = {
  slot: string
  created_at: string
}

export type Database = {
  admins: AdminsTable
  tenants: TenantsTable
  properties: PropertiesTable
  leases: LeasesTable
  deposit_dispositions: DepositDispositionsTable
  deposit_deductions: DepositDeductionsTable
  units: UnitsTable
  lease_co_tenants: LeaseCoTenantsTable
  idempotency_keys: IdempotencyKeysTable
  stored_files: StoredFilesTable
  lease_documents: LeaseDocumentsTable
  document_intakes: DocumentIntakesTable
  payments: PaymentsTable
  maintenance_requests: MaintenanceRequestsTable
  maintenance_files: MaintenanceFilesTable
  maintenance_notes: MaintenanceNotesTable
  maintenance_events: MaintenanceEventsTable
  emergency_contacts: EmergencyContactsTable
  notification_preferences: NotificationPreferencesTable
  notifications: NotificationsTable
  sessions: SessionsTable
  tenant_invites: TenantInvitesTable
  jobs: JobsTable
  mail_outbox: MailOutboxTable
  data_version: DataVersionTable
  rate_limit_hits: RateLimitHitsTable
  recurring_charges: RecurringChargesTable
  ledger_entries: LedgerEntriesTable
  backup_holds: BackupHoldsTable
  run_slots: RunSlotsTable
  sent_reminders: SentRemindersTable
  scheduler_days: SchedulerDaysTable
  login_failures: LoginFailuresTable
  login_alerts: LoginAlertsTable
}
