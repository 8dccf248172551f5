import type { AdminTenant } from '../../../shared/schemas/admin-tenants'
import { queryKeys } from '@/lib/query-keys'
import type { PickerOption } from '@/components/ui/search-picker'
import { RecordPicker, type RecordPickerProps } from './record-picker'

/** A tenant as a picker shows them: the name, then the details that tell two namesakes apart. */
export const tenantOption = (tenant: AdminTenant): PickerOption => ({
  id: tenant.id,
  label: `${tenant.firstName} ${tenant.lastName}`,
  detail: [tenant.unit ? `Unit ${tenant.unit}` : null, tenant.propertyName, tenant.email]
    .filter(Boolean)
    .join(' · '),
})

/** A tenant chosen from the server's search: a portfolio can hold thousands of them. */
export const TenantPicker = ({
  placeholder = 'Choose a tenant',
  ...props
}: RecordPickerProps & { placeholder?: string }) => (
  <RecordPicker
    {...props}
    listKey={queryKeys.admin.tenants}
    toOption={tenantOption}
    placeholder={placeholder}
    searchLabel="Search tenants by name, email or unit"
    emptyText="No tenants match your search."
  />
)
