import type { Lease } from '../../../../../shared/schemas/leases'
import { formatMoney } from '../../../../../shared/money'
import { RecordPicker, type RecordPickerProps } from '@/components/pickers/record-picker'
import type { PickerOption } from '@/components/ui/search-picker'
import { formatDate } from '@/lib/format-date'
import { queryKeys } from '@/lib/query-keys'

/** Who a lease is known by on the property screen: its primary tenant. */
export const tenantName = (lease: Lease) =>
  lease.tenant ? `${lease.tenant.firstName} ${lease.tenant.lastName}` : 'Unknown Tenant'

export const leaseOption = (lease: Lease): PickerOption => ({
  id: lease.id,
  label: tenantName(lease),
  detail: [
    lease.status[0]?.toUpperCase() + lease.status.slice(1),
    [formatDate(lease.startDate), formatDate(lease.endDate)].filter(Boolean).join(' – '),
    `${formatMoney(lease.monthlyRent)}/month`,
    lease.property ? lease.property.name : 'No property',
  ].join(' · '),
})

/** Links a lease to the property: search by tenant, unit or property name. */
export const LeasePicker = (props: RecordPickerProps) => (
  <RecordPicker
    {...props}
    listKey={queryKeys.admin.leases}
    toOption={leaseOption}
    placeholder="Choose a lease"
    searchLabel="Search leases by tenant, unit or property"
    emptyText="No leases match your search."
  />
)
