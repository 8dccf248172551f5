import type { Property } from '../../../../../shared/schemas/properties'
import { RecordPicker, type RecordPickerProps } from '@/components/pickers/record-picker'
import { queryKeys } from '@/lib/query-keys'

const propertyOption = (property: Property) => ({
  id: property.id,
  label: property.name,
  detail: [property.address, property.city].filter(Boolean).join(', ') || undefined,
})

/** The property a lease is for, searchable like the tenant. */
export const PropertyPicker = (props: RecordPickerProps) => (
  <RecordPicker
    {...props}
    listKey={queryKeys.admin.properties}
    toOption={propertyOption}
    placeholder="Choose a property (optional)"
    searchLabel="Search properties by name, address or city"
    emptyText="No properties match your search."
  />
)
