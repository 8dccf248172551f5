import type { Migration } from 'kysely'
import * as m0001 from './0001_create_schema'
import * as m0002 from './0002_add_mail_attachments'
import * as m0005 from './0005_add_payment_revenue_index'
import * as m0010 from './0010_add_lease_list_order_index'
import * as m0011 from './0011_add_admin_dashboard_indexes'
import * as m0012 from './0012_add_tenant_search_text'

/** Every migration, in order. Add new ones at the end; never edit or reorder landed ones. */
export const migrations: Record<string, Migration> = {
  '0001_create_schema': m0001,
  '0002_add_mail_attachments': m0002,
  '0005_add_payment_revenue_index': m0005,
  '0010_add_lease_list_order_index': m0010,
  '0011_add_admin_dashboard_indexes': m0011,
  '0012_add_tenant_search_text': m0012,
}
