import type { Migration } from 'kysely'
import * as m0001 from './0001_create_schema'
import * as m0002 from './0002_add_mail_attachments'
import * as m0005 from './0005_add_payment_revenue_index'
import * as m0010 from './0010_add_lease_list_order_index'
import * as m0011 from './0011_add_admin_dashboard_indexes'
import * as m0012 from './0012_add_tenant_search_text'
import * as m0020 from './0020_add_units_co_tenants_and_books'
import * as m0030 from './0030_add_data_version'
import * as m0031 from './0031_add_rate_limit_hits'
import * as m0032 from './0032_add_job_requirement'
import * as m0040 from './0040_create_login_failures'
import * as m0070 from './0070_add_lease_charges_late_fees_and_reminders'
import * as m0071 from './0071_add_deposit_dispositions'
import * as m0072 from './0072_count_books_in_data_version'
import * as m0073 from './0073_add_recurring_charge_property_fee'
import * as m0080 from './0080_add_payment_lease_index'
import * as m0081 from './0081_add_tenant_search_trigram_index'
import * as m0082 from './0082_count_lease_page_tables_in_data_version'
import * as m0090 from './0090_add_backup_holds_and_run_slots'
import * as m0091 from './0091_count_dashboard_and_search_tables_in_data_version'

/** Every migration, in order. Add new ones at the end; never edit or reorder landed ones. */
export const migrations: Record<string, Migration> = {
  '0001_create_schema': m0001,
  '0002_add_mail_attachments': m0002,
  '0005_add_payment_revenue_index': m0005,
  '0010_add_lease_list_order_index': m0010,
  '0011_add_admin_dashboard_indexes': m0011,
  '0012_add_tenant_search_text': m0012,
  '0020_add_units_co_tenants_and_books': m0020,
  '0030_add_data_version': m0030,
  '0031_add_rate_limit_hits': m0031,
  '0032_add_job_requirement': m0032,
  '0040_create_login_failures': m0040,
  '0070_add_lease_charges_late_fees_and_reminders': m0070,
  '0071_add_deposit_dispositions': m0071,
  '0072_count_books_in_data_version': m0072,
  '0073_add_recurring_charge_property_fee': m0073,
  '0080_add_payment_lease_index': m0080,
  '0081_add_tenant_search_trigram_index': m0081,
  '0082_count_lease_page_tables_in_data_version': m0082,
  '0090_add_backup_holds_and_run_slots': m0090,
  '0091_count_dashboard_and_search_tables_in_data_version': m0091,
}
